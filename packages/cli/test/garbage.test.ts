import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { checkInput, Problems } from "@ringside/core";
import {
  checkMatch,
  forgivingBlitzStrategy,
  forgivingSlot,
  loadRoster,
  loadShow,
  playMatch,
  readSource,
  resultsSchema,
  roundAction,
  type FileProblem,
  type Night,
} from "@ringside/cli";
import { fixtures } from "./helpers.js";

// Files the CLI did not make never crash it: every problem comes back as a file problem.
const night = parse(readFileSync(`${fixtures}night.yaml`, "utf8")) as { matches: Record<string, unknown>[] };
const blitz = parse(readFileSync(`${fixtures}blitz.yaml`, "utf8")) as { matches: Record<string, unknown>[] };
const matches = [...night.matches, ...blitz.matches];

/** A match from the fixtures with one key replaced by garbage (or a garbage match). */
const brokenMatch = fc.oneof(
  fc.jsonValue(),
  fc
    .tuple(
      fc.constantFrom(...matches),
      fc.constantFrom(
        "sides",
        "entrants",
        "game",
        "type",
        "options",
        "grid",
        "championship",
        "timeLimit",
        "plans",
      ),
      fc.jsonValue(),
    )
    .map(([m, key, value]) => ({ ...m, [key]: value })),
);

function loadAndCheck(value: unknown): FileProblem[] {
  const read = readSource(`${fixtures}garbage.json`, JSON.stringify(value));
  const problems: FileProblem[] = [...read.problems];
  if (read.file === undefined) return problems;
  const show = loadShow(read.file, problems);
  const valid = show.matches.filter((match) => checkMatch(match, problems));
  // What the loaders accept plays to a result.
  if (problems.length === 0) {
    const night: Night = new Map();
    for (const match of valid) expect(playMatch(match, 1, show.name, night).result).not.toBe("");
  }
  return problems;
}

describe("garbage in, problems out", () => {
  it("a show card with any match is checked without throwing", () => {
    fc.assert(
      fc.property(brokenMatch, (match) => {
        const problems = loadAndCheck({ show: "x", matches: [match] });
        for (const p of problems) expect(typeof p.message).toBe("string");
      }),
      { numRuns: 300 },
    );
  });

  it("the forgiving readers take any JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        forgivingSlot(value);
        forgivingBlitzStrategy(value);
        forgivingBlitzStrategy({ add: value, discard: value, rounds: [value, "same as 1", value] });
        roundAction(value);
      }),
      { numRuns: 300 },
    );
  });

  it("a roster or results file of anything is refused with problems, never a throw", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (wrestlers, outcome) => {
        const read = readSource(`${fixtures}garbage-roster.json`, JSON.stringify({ wrestlers }));
        const problems: FileProblem[] = [];
        if (read.file !== undefined) loadRoster(read.file, problems);
        const found = new Problems();
        const results = checkInput(
          resultsSchema,
          { show: "x", seed: 1, matches: [{ title: "t", outcome }] },
          "",
          found,
        );
        expect(results === undefined).toBe(!found.ok);
      }),
      { numRuns: 300 },
    );
  });
});
