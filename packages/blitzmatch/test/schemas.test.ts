import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaFiles } from "../scripts/schemas.js";

const dir = join(import.meta.dirname, "..", "schemas");
const update = process.env.UPDATE_SCHEMAS === "1";

const NAMES = ["slot.schema.json", "strategy.schema.json", "config.schema.json"];

describe("JSON Schemas in schemas/", () => {
  let files: Record<string, string> = {};
  beforeAll(async () => {
    files = await schemaFiles();
    if (update) {
      mkdirSync(dir, { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    }
  });

  it("writes the three schemas", () => {
    expect(Object.keys(files)).toEqual(NAMES);
  });

  for (const name of NAMES) {
    it(`${name} is up to date (UPDATE_SCHEMAS=1 rewrites it)`, () => {
      expect(existsSync(join(dir, name))).toBe(true);
      expect(readFileSync(join(dir, name), "utf8")).toBe(files[name]);
    });
  }

  it("refuses unknown keys and lists the styles, as the loaders do", () => {
    const slot = JSON.parse(files["slot.schema.json"]!) as {
      additionalProperties: boolean;
      required: string[];
    };
    expect(slot.additionalProperties).toBe(false);
    expect(slot.required).toContain("recovery");
    expect(files["strategy.schema.json"]).toMatch(/"martialArts"/);
  });
});
