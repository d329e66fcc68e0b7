import { readFileSync, writeFileSync } from "node:fs";
import { toJsonSchema } from "@valibot/to-json-schema";
import { describe, expect, it } from "vitest";
import { configSchema } from "../src/index.js";

const FILE = new URL("../schemas/superdice-config.schema.json", import.meta.url);

/** The published JSON Schema of a match configuration (for editors). */
function generated(): unknown {
  return { ...toJsonSchema(configSchema, { errorMode: "ignore" }), title: "Super Dice match configuration" };
}

describe("JSON Schemas", () => {
  it("schemas/superdice-config.schema.json is up to date (SUPERDICE_WRITE_SCHEMAS=1 rewrites it; then run prettier)", () => {
    if (process.env.SUPERDICE_WRITE_SCHEMAS === "1")
      writeFileSync(FILE, `${JSON.stringify(generated(), null, 2)}\n`);
    expect(JSON.parse(readFileSync(FILE, "utf8"))).toEqual(generated());
  });
});
