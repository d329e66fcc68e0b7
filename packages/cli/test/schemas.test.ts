/*
 * The JSON Schemas in schemas/ are generated from src/schemas.ts and must be up to date:
 * RINGSIDE_WRITE_SCHEMAS=1 npx vitest run packages/cli/test/schemas.test.ts writes them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { parse } from "yaml";
import { toJsonSchema } from "@valibot/to-json-schema";
import { FILE_SCHEMAS } from "@ringside/cli";
import { fixtures } from "./helpers.js";

const dir = fileURLToPath(new URL("../schemas/", import.meta.url));
const fixture = (name: string): unknown => parse(readFileSync(`${fixtures}${name}`, "utf8"));

describe("JSON Schemas for editors", () => {
  for (const [name, [schema, title]] of Object.entries(FILE_SCHEMAS)) {
    it(`schemas/${name}.schema.json is generated from src/schemas.ts`, () => {
      const generated = {
        $id: `https://ringside.dev/schemas/cli/${name}.schema.json`,
        title,
        ...toJsonSchema(schema, { errorMode: "ignore" }),
      };
      const file = `${dir}${name}.schema.json`;
      if (process.env.RINGSIDE_WRITE_SCHEMAS === "1")
        writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`);
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(generated);
    });
  }

  it("accept the files players and heads write, aliases and all", () => {
    const ok = (schema: v.GenericSchema, name: string) =>
      expect(v.safeParse(schema, fixture(name)).issues, name).toBeUndefined();
    for (const name of ["blob.yaml", "fist.yaml", "beans.yaml", "blob-and-fist.yaml"])
      ok(FILE_SCHEMAS["blitzmatch-slot"][0], name);
    for (const name of ["blob-strategy.yaml", "fist-strategy.yaml", "beans-strategy.yaml"])
      ok(FILE_SCHEMAS["blitzmatch-strategy"][0], name);
    for (const name of ["show.yaml", "night.yaml", "blitz.yaml"]) ok(FILE_SCHEMAS.show[0], name);
    for (const name of ["roster.yaml", "roster.json"]) ok(FILE_SCHEMAS.roster[0], name);
    ok(FILE_SCHEMAS.results[0], "results-title-change.json");
  });

  it("refuse a misspelled key where the CLI refuses it", () => {
    expect(v.safeParse(FILE_SCHEMAS.roster[0], fixture("broken-roster.yaml")).success).toBe(false);
    expect(
      v.safeParse(FILE_SCHEMAS["blitzmatch-strategy"][0], {
        add: ["power", "weight"],
        discard: "x",
        round: [],
      }).success,
    ).toBe(false);
  });

  it("keep a wrestler or an attribute named constructor or prototype (valibot's record drops them)", () => {
    const outcome = {
      game: "fastmatch",
      type: "singles",
      sides: [["constructor"], ["prototype"]],
      winner: 0,
      method: "pinfall",
      injuries: JSON.parse('{"constructor": {"STR": 1}, "prototype": {"AGI": 2}}') as unknown,
    };
    const results = v.parse(FILE_SCHEMAS.results[0], {
      show: "s",
      seed: 1,
      matches: [{ title: "t", outcome }],
    });
    expect(results.matches[0]!.outcome.injuries).toEqual({ constructor: { STR: 1 }, prototype: { AGI: 2 } });
    const slot = v.parse(FILE_SCHEMAS["blitzmatch-slot"][0], { name: "Blob", custom: { constructor: 3 } });
    expect(slot.custom).toEqual({ constructor: 3 });
  });
});
