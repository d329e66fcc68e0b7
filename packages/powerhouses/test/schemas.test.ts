import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { toJsonSchema } from "@valibot/to-json-schema";
import { format, resolveConfig } from "prettier";
import { sheetProblems, validateConfig } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { configSchema, optionsSchema, sheetSchema } from "../src/schemas.js";
import { bruno, kid } from "./helpers.js";

/*
 * The JSON Schemas published in `schemas/` (for editors: completion and checks of a player's
 * file), generated from the engine's valibot schemas. Run with UPDATE_SCHEMAS=1 to rewrite them
 * after a schema change; otherwise this test fails when a file is out of date.
 */
const files = [
  ["sheet.schema.json", "A Powerhouses of Wrestling! wrestler sheet", sheetSchema],
  ["options.schema.json", "Powerhouses of Wrestling! match options", optionsSchema],
  ["config.schema.json", "A Powerhouses of Wrestling! match: two sheets and options", configSchema],
] as const;

/** The file's text: the generated schema with its title, formatted as the repository formats JSON. */
async function generated(
  path: string,
  title: string,
  schema: Parameters<typeof toJsonSchema>[0],
): Promise<string> {
  const json = { title, ...toJsonSchema(schema, { errorMode: "ignore" }) };
  const options = (await resolveConfig(path)) ?? {};
  return format(JSON.stringify(json, null, 2), { ...options, parser: "json" });
}

describe("JSON Schemas of the sheet, options and config", () => {
  for (const [file, title, schema] of files) {
    it(`schemas/${file} is up to date`, async () => {
      const path = fileURLToPath(new URL(`../schemas/${file}`, import.meta.url));
      const text = await generated(path, title, schema);
      if (process.env.UPDATE_SCHEMAS === "1") writeFileSync(path, text);
      expect(readFileSync(path, "utf8")).toBe(text);
    });
  }

  it("describe what the engine accepts (a valid config and sheet pass the engine)", () => {
    const config = JSON.parse(
      readFileSync(new URL("../schemas/config.schema.json", import.meta.url), "utf8"),
    ) as {
      additionalProperties: boolean;
      required: string[];
    };
    expect(config.additionalProperties).toBe(false);
    expect(config.required).toEqual(["red", "blue"]);
    expect(sheetProblems(bruno)).toEqual([]);
    expect(validateConfig({ red: bruno, blue: kid }).wrestlers.red.name).toBe("Bruno");
  });
});
