import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { toJsonSchema } from "@valibot/to-json-schema";
import { describe, expect, it } from "vitest";
import { configSchema, wrestlerSchema } from "../src/configSchema.js";

/** The JSON Schemas for editors, written from the valibot schemas (RINGSIDE_WRITE_SCHEMAS=1 rewrites them). */
const SCHEMAS = {
  "config.schema.json": configSchema,
  "wrestler.schema.json": wrestlerSchema,
} as const;

describe("JSON Schemas in schemas/", () => {
  for (const [file, schema] of Object.entries(SCHEMAS)) {
    it(`${file} is up to date with the valibot schema`, () => {
      const path = fileURLToPath(new URL(`../schemas/${file}`, import.meta.url));
      const json = toJsonSchema(schema, { errorMode: "ignore" });
      // written plain, then formatted by prettier with the rest of the package: compare as data
      if (process.env.RINGSIDE_WRITE_SCHEMAS === "1")
        writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
      expect(existsSync(path)).toBe(true);
      expect(JSON.parse(readFileSync(path, "utf8"))).toEqual(json);
    });
  }
});
