import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import { isRingsideError, RingsideError } from "../errors/RingsideError.js";
import { Problems } from "../errors/problems.js";
import { checkData, checkInput, parseInput, type ParseOptions } from "./parseInput.js";
import { jsonData } from "./jsonData.js";
import { intIn } from "./diceStateSchema.js";

const sheet = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  power: intIn(1, 10),
  moves: v.array(v.picklist(["slam", "hold", "dive"])),
  team: v.optional(v.strictObject({ partner: v.string() })),
});
const rules = { "": "Toy › Sheets", moves: "Toy › Moves" };
const parse = (input: unknown) =>
  parseInput(sheet, input, { code: "INVALID_SHEET", summary: "toy: invalid sheet", rules });
const problemsOf = (input: unknown) => {
  try {
    parse(input);
    return [];
  } catch (error) {
    if (!(error instanceof RingsideError)) throw error;
    return error.problems.map((p) => `${p.path}: ${p.message} (${p.rule})`);
  }
};

describe("parseInput: one validation layer for every loader", () => {
  it("returns a clean copy of a valid input", () => {
    const input = { name: "Ace", power: 5, moves: ["slam"] };
    const out = parse(input);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });

  it("reports every problem at once, with paths, rules and a suggestion for a misspelled key", () => {
    expect(problemsOf({ nam: "Ace", power: 11, moves: ["slam", "toString"], team: { partnr: "B" } })).toEqual(
      [
        "name: is required (Toy › Sheets)",
        "power: expected <=10, got 11 (Toy › Sheets)",
        'moves[1]: expected ("slam" | "hold" | "dive"), got "toString" (Toy › Moves)',
        "team.partner: is required (Toy › Sheets)",
        'team.partnr: unknown key "partnr" (did you mean "partner"?) (Toy › Sheets)',
        'nam: unknown key "nam" (did you mean "name"?) (Toy › Sheets)',
      ],
    );
  });

  it("lists the known keys when no key is close enough to suggest", () => {
    expect(problemsOf({ name: "Ace", power: 5, moves: [], zz: 3 })).toEqual([
      'zz: unknown key "zz" (known keys: name, power, moves, team) (Toy › Sheets)',
    ]);
  });

  it("reads valibot's structured issue fields, never its English text", () => {
    const toy = v.strictObject({
      // A schema's own message is kept as written, even one shaped like valibot's default.
      nick: v.pipe(
        v.string(),
        v.check((s) => s !== "", "Invalid nick: Received an empty text"),
      ),
      pair: v.strictTuple([v.number(), v.number()]),
      list: v.array(v.strictObject({ a: v.number() })),
      age: v.pipe(v.number(), v.integer()),
    });
    const problems = new Problems();
    checkInput(toy, { nick: "", pair: [1, 2, 3], list: [{}], age: 2.5 }, "", problems);
    expect(problems.list.map((p) => `${p.path}: ${p.message}`)).toEqual([
      "nick: Invalid nick: Received an empty text",
      "pair[2]: one item too many (exactly 2)",
      "list[0].a: is required",
      "age: 2.5 is not accepted",
    ]);
  });

  it("gives the same problems whatever language valibot's own messages are set to", () => {
    v.setGlobalConfig({ lang: "de" });
    v.setGlobalMessage(() => "Ungültige Eingabe", "de");
    try {
      expect(v.safeParse(sheet, { name: "A", power: 0, moves: [] }).issues?.[0]?.message).toBe(
        "Ungültige Eingabe",
      );
      const problems = new Problems();
      checkInput(sheet, { name: "A", power: 0, moves: [] }, "", problems);
      expect(problems.list.map((p) => p.message)).toEqual(["expected >=1, got 0"]);
    } finally {
      v.deleteGlobalMessage("de");
      v.deleteGlobalConfig();
    }
  });

  it("refuses non-JSON input before the schema runs (sparse arrays, Maps, BigInt)", () => {
    expect(problemsOf({ name: "Ace", power: 5, moves: new Array<string>(3) })).toEqual([
      "moves[0]: is a hole in a sparse array (Toy › Moves)",
      "moves[1]: is a hole in a sparse array (Toy › Moves)",
      "moves[2]: is a hole in a sparse array (Toy › Moves)",
    ]);
    expect(problemsOf(new Map([["name", "Ace"]]))).toEqual([": a Map is not a plain object (Toy › Sheets)"]);
    expect(problemsOf({ name: "Ace", power: 5n, moves: [] })).toEqual([
      "power: a BigInt is not JSON data (use a number) (Toy › Sheets)",
    ]);
  });

  it("collects into a shared Problems under a prefix, so two inputs report together", () => {
    const problems = new Problems();
    checkInput(sheet, { name: "", power: 1, moves: [] }, "red.sheet", problems, rules);
    checkInput(sheet, { name: "B", power: 0, moves: [] }, "blue.sheet", problems, rules);
    expect(problems.list.map((p) => p.path)).toEqual(["red.sheet.name", "blue.sheet.power"]);
  });

  it("gives only RingsideError for 10 000 garbage inputs", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({
            withBigInt: true,
            withMap: true,
            withSet: true,
            withDate: true,
            withNullPrototype: true,
            withSparseArray: true,
            withTypedArray: true,
          }),
          fc.record({ name: fc.anything(), power: fc.anything(), moves: fc.anything() }),
        ),
        (input) => {
          try {
            parse(input);
          } catch (error) {
            expect(isRingsideError(error, "INVALID_SHEET")).toBe(true);
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it("checkData checks a part of a clean copy as checkInput would, without copying it again", () => {
    const input = {
      red: { name: "Ace", power: 5, moves: ["slam"] },
      blue: { nam: "B", power: 11, moves: [] },
    };
    const checkedBy = (part: (problems: Problems, key: "red" | "blue") => unknown) => {
      const problems = new Problems();
      const outs = (["red", "blue"] as const).map((key) => part(problems, key));
      return { outs, problems: problems.list };
    };
    const clean = jsonData(input, "", new Problems()) as Record<"red" | "blue", unknown>;
    const once = checkedBy((problems, key) => checkData(sheet, clean[key], key, problems, rules));
    const twice = checkedBy((problems, key) => checkInput(sheet, input[key], key, problems, rules));
    expect(once).toEqual(twice);
    expect(once.outs[0]).toEqual(input.red);
    expect(once.problems.map((p) => p.path)).toEqual(["blue.name", "blue.power", "blue.nam"]);
  });

  it("gives each problem the rule of its longest matching prefix, whatever the map's order", () => {
    const team = v.strictObject({
      team: v.strictObject({ partner: v.string(), size: v.number() }),
      teamName: v.string(),
    });
    const input = { team: { partner: 1, size: "x" }, teamName: 2 };
    const rulesOf = (map: Record<string, string>) => {
      const problems = new Problems();
      checkInput(team, input, "", problems, map);
      return problems.list.map((p) => `${p.path}: ${p.rule ?? "none"}`);
    };
    const expected = ["team.partner: Partner", "team.size: Team", "teamName: Root"];
    expect(rulesOf({ "": "Root", team: "Team", "team.partner": "Partner" })).toEqual(expected);
    expect(rulesOf({ "team.partner": "Partner", team: "Team", "": "Root" })).toEqual(expected);
    expect(rulesOf({ team: "Team" })).toEqual(["team.partner: Team", "team.size: Team", "teamName: none"]);
    const list = v.strictObject({ moves: v.array(v.number()) });
    const problems = new Problems();
    checkInput(list, { moves: ["x"] }, "", problems, { moves: "Moves" });
    checkInput(list, { moves: 5 }, "", problems, { moves: "Moves" });
    expect(problems.list.map((p) => `${p.path}: ${p.rule ?? "none"}`)).toEqual([
      "moves[0]: Moves",
      "moves: Moves",
    ]);
  });

  it("keeps the JSON rule where the map names none, and puts JSON problems below the prefix", () => {
    const problems = new Problems();
    checkInput(sheet, [1n], "red", problems);
    checkInput(sheet, new Map(), "blue", problems);
    checkInput(sheet, { name: "A", power: 1, moves: [], team: { partner: 1n } }, "green", problems, {
      team: "Toy › Teams",
    });
    expect(problems.list.map((p) => `${p.path}: ${p.rule ?? "none"}`)).toEqual([
      "red[0]: Ringside › Input is JSON data",
      "blue: Ringside › Input is JSON data",
      "green.team.partner: Toy › Teams",
    ]);
    const schemaProblems = new Problems();
    checkInput(v.array(v.number()), ["x"], "list", schemaProblems);
    checkInput(v.number(), "x", "one", schemaProblems);
    expect(schemaProblems.list.map((p) => p.path)).toEqual(["list[0]", "one"]);
  });

  it("passes the size limits and the path to the JSON pre-pass", () => {
    const limits = { maxDepth: 64, maxValues: 100, maxStringLength: 2 };
    const problems = new Problems();
    expect(checkInput(v.string(), "abc", "s", problems, {}, limits)).toBeUndefined();
    expect(problems.list.map((p) => `${p.path}: ${p.message}`)).toEqual([
      "s: a string of 3 characters is too long (at most 2)",
    ]);
    const thrown = (options: Partial<ParseOptions>) => {
      try {
        parseInput(v.string(), "abc", { code: "INVALID_SHEET", summary: "toy", ...options });
        return [];
      } catch (error) {
        if (!(error instanceof RingsideError)) throw error;
        return error.problems.map((p) => `${error.code} ${p.path}: ${p.message}`);
      }
    };
    expect(thrown({ limits, path: "nick" })).toEqual([
      "INVALID_SHEET nick: a string of 3 characters is too long (at most 2)",
    ]);
    expect(thrown({})).toEqual([]);
  });

  it("throws when a schema's output is undefined, though no problem was found", () => {
    const nothing = v.pipe(
      v.number(),
      v.transform(() => undefined),
    );
    expect(() => parseInput(nothing, 1, { code: "INVALID_SHEET", summary: "toy" })).toThrow(
      expect.objectContaining({ code: "INVALID_SHEET", problems: [{ path: "", message: "is not valid" }] }),
    );
  });
});
