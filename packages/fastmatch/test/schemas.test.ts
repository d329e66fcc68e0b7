/*
 * The JSON Schemas in schemas/ are generated from src/schemas.ts and must be up to date:
 * RINGSIDE_WRITE_SCHEMAS=1 npx vitest run packages/fastmatch/test/schemas.test.ts writes them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import { toJsonSchema } from "@valibot/to-json-schema";
import { samples } from "@ringside/fastmatch";
import { characterSchema, configSchema, strategySchema, teamStrategySchema } from "../src/schemas.js";
import { amosAndyConfig } from "../src/samples/amosAndy.js";
import { singlesConfig, tagConfig } from "../src/samples/data.js";
import { randomConfig } from "./helpers.js";

const dir = fileURLToPath(new URL("../schemas/", import.meta.url));
const SCHEMAS = {
  character: characterSchema,
  strategy: strategySchema,
  "team-strategy": teamStrategySchema,
  config: configSchema,
} as const;

describe("JSON Schemas for editors", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`schemas/${name}.schema.json is generated from src/schemas.ts`, () => {
      const generated = { ...toJsonSchema(schema), title: `FastMatch! ${name}` };
      const json = `${JSON.stringify(generated, null, 2)}\n`;
      const file = `${dir}${name}.schema.json`;
      if (process.env.RINGSIDE_WRITE_SCHEMAS === "1") {
        if (!existsSync(dir)) mkdirSync(dir);
        writeFileSync(file, json);
      }
      // Compared as data: the committed file may be formatted by prettier.
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(generated);
    });
  }

  it("accepts every booking the engine accepts (the published ones and random ones)", () => {
    for (const c of [singlesConfig, tagConfig, amosAndyConfig])
      expect(v.safeParse(configSchema, c).issues).toBeUndefined();
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(1 as const, 2 as const, 3 as const), (seed, size) => {
        expect(v.safeParse(configSchema, randomConfig(seed, size, 20)).issues).toBeUndefined();
      }),
      { numRuns: 200 },
    );
    expect(samples.length).toBeGreaterThan(0);
  });

  it("refuses a misspelled key, as the loaders do", () => {
    expect(v.safeParse(configSchema, { ...singlesConfig, timelimit: 5 }).success).toBe(false);
  });
});
