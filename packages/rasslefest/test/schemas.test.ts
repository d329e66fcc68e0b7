import { readFileSync, writeFileSync } from "node:fs";
import { toJsonSchema } from "@valibot/to-json-schema";
import { describe, expect, it } from "vitest";
import { configSchema, profileSchema } from "../src/schema.js";

/**
 * The JSON Schemas in `schemas/` (for editors completing and checking a config or a wrestler
 * profile) are made from the same valibot schemas the engine validates with. `pnpm schemas`
 * (UPDATE_SCHEMAS=1) rewrites them; this test fails when they are out of date.
 */
const files = {
  "config.schema.json": { schema: configSchema, title: "'Rasslefest match configuration" },
  "profile.schema.json": { schema: profileSchema, title: "'Rasslefest wrestler profile" },
} as const;

describe("the published JSON Schemas", () => {
  for (const [file, { schema, title }] of Object.entries(files)) {
    it(`${file} is up to date`, () => {
      // "ignore": checks JSON Schema cannot express (a text that is not only spaces) stay in the engine.
      const json = { ...toJsonSchema(schema, { errorMode: "ignore" }), title };
      const text = `${JSON.stringify(json, null, 2)}\n`;
      const path = new URL(`../schemas/${file}`, import.meta.url);
      if (process.env.UPDATE_SCHEMAS !== undefined) writeFileSync(path, text);
      // Compared as JSON: the formatter may lay the file out its own way.
      expect(JSON.parse(readFileSync(path, "utf8"))).toEqual(json);
      expect(JSON.stringify(json)).toContain('"additionalProperties":false');
    });
  }
});
