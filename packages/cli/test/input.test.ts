import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_ALIASES, MAX_DEPTH, MAX_INPUT_BYTES } from "../src/input/document.js";
import { fixtures, run } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "ringside-input-"));
/** Writes a file into the test's folder and returns its absolute path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
const luger = join(fixtures, "luger.yaml");
const seconds = (start: number) => (Date.now() - start) / 1000;

describe("hostile files: a clear problem within seconds, never a hang or a crash", () => {
  it("refuses a 50 MB card before reading it", async () => {
    const path = join(dir, "huge.yaml");
    writeFileSync(path, "");
    truncateSync(path, 50_000_000);
    const start = Date.now();
    for (const args of [
      ["check", path],
      ["resolve", path],
      ["roster", "apply", path],
    ]) {
      const r = await run(...args);
      expect(r.code).toBe(1);
      expect(r.err).toContain(
        `huge.yaml:1:1: is 50,000,000 bytes; an input file has at most ${MAX_INPUT_BYTES.toLocaleString("en")}`,
      );
    }
    expect(seconds(start)).toBeLessThan(2);
  });

  it("refuses an alias bomb (one anchor repeated 40,000 times) by counting aliases before composing", async () => {
    const path = file("aliases.yaml", `a: &a hello\nb:\n${"  - *a\n".repeat(40_000)}`);
    const start = Date.now();
    const r = await run("check", path);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`aliases.yaml:1:1: uses more than ${MAX_ALIASES} aliases`);
    expect(seconds(start)).toBeLessThan(3);
  });

  it("refuses nested aliases that would expand a billion times", async () => {
    const lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (const [k, prev] of [
      ["b", "a"],
      ["c", "b"],
      ["d", "c"],
      ["e", "d"],
      ["f", "e"],
      ["g", "f"],
      ["h", "g"],
      ["i", "h"],
    ])
      lines.push(`${k}: &${k} [${Array(10).fill(`*${prev}`).join(", ")}]`);
    const r = await run("check", file("laughs.yaml", lines.join("\n")));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/laughs\.yaml:1:1: (uses more than 100 aliases|cannot be read as data)/);
  });

  it("refuses nesting deeper than a card needs (flow and block)", async () => {
    const start = Date.now();
    const flow = await run("check", file("deep.yaml", `a: ${"[".repeat(200_000)}${"]".repeat(200_000)}`));
    expect(flow.code).toBe(1);
    expect(flow.err).toContain(`deep.yaml:1:1: nests lists and maps more than ${MAX_DEPTH} deep`);
    const block = Array.from({ length: 100 }, (_, i) => `${" ".repeat(i)}k${i}:`).join("\n");
    const r = await run("check", file("deep-block.yaml", `${block} 1\n`));
    expect(r.err).toContain(`deep-block.yaml:1:1: nests lists and maps more than ${MAX_DEPTH} deep`);
    expect(seconds(start)).toBeLessThan(3);
  });

  it("refuses a 150,000-side match with one problem, quickly and within bounded memory", async () => {
    const path = file(
      "sides.yaml",
      `show: Big\nmatches:\n  - sides: [${Array<string>(150_000).fill("x").join(", ")}]\n`,
    );
    const heap = process.memoryUsage().heapUsed;
    const start = Date.now();
    const r = await run("resolve", path);
    expect(r.code).toBe(1);
    const lines = r.err.split("\n").filter((l) => l.includes("sides.yaml"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/sides\.yaml:1:1: holds more than 50,000 values/);
    expect(seconds(start)).toBeLessThan(5);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(400_000_000);
    // Under the value limit, the card's own cap says it (one problem, not one per side).
    const some = await run(
      "check",
      file("nine.yaml", `matches:\n  - sides: [${Array<string>(9).fill("x").join(", ")}]\n`),
    );
    expect(some.err).toMatch(
      /nine\.yaml:2:5: matches\[0\]\.sides: a match has at most 8 sides \(this one lists 9\)/,
    );
  });

  it("says where a missing file is named, with exit 1, in every command", async () => {
    const cases: [string[], RegExp][] = [
      [["check", "nowhere.yaml"], /^nowhere\.yaml:1:1: cannot read: no such file \(ENOENT\)/],
      [["resolve", "nowhere.yaml"], /^nowhere\.yaml:1:1: cannot read: no such file \(ENOENT\)/],
      [["odds", "nowhere.yaml", "kaltor.yaml", "--workers", "0"], /^nowhere\.yaml:1:1: cannot read/],
      [["advise", "nowhere.yaml", "fist.yaml"], /^nowhere\.yaml:1:1: cannot read/],
      [["roster", "apply", "nowhere.json"], /^nowhere\.json:1:1: cannot read/],
      [["roster", "week", "--roster", "nowhere.yaml"], /^nowhere\.yaml:1:1: cannot read/],
      [["check", dir], /:1:1: cannot read: it is a folder/],
    ];
    for (const [args, message] of cases) {
      const r = await run(...args);
      expect(r.code, args.join(" ")).toBe(1);
      expect(r.err, args.join(" ")).toMatch(message);
    }
    const card = file(
      "missing-sheet.yaml",
      "matches:\n  - sides:\n      - { wrestlers: [gone.yaml], strategy: gone.yaml }\n",
    );
    const r = await run("check", card);
    // Said where the card names the file, and nothing more about it (no cascade).
    expect(r.err.split("\n").map((l) => l.replace(/^.*missing-sheet/, "missing-sheet"))).toEqual([
      "missing-sheet.yaml:3:23: sides[0].wrestlers[0]: cannot read gone.yaml: no such file (ENOENT) (ringside › Input files)",
      "missing-sheet.yaml:3:45: sides[0].strategy: cannot read gone.yaml: no such file (ENOENT) (ringside › Input files)",
      "1 of 1 file with problems",
      "",
    ]);
  });
});

describe("keys and values as players write them", () => {
  it("refuses two case variants of one key instead of merging them silently", async () => {
    const r = await run("check", file("twice.yaml", "name: Twice\nenergy: 4\nEnergy: 6\n"));
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'twice.yaml:3:1: "energy" and "Energy" are the same key written twice (keep one)',
    );
  });

  it("refuses wrong-typed show-card keys and over-long names instead of defaulting", async () => {
    const card = file(
      "typed.yaml",
      `show: [1, 2, 3]\nmatches:\n  - title: { a: 1 }\n    sides: []\n  - title: ${"T".repeat(201)}\n    sides: []\n`,
    );
    const r = await run("check", card);
    expect(r.code).toBe(1);
    expect(r.err).toContain("typed.yaml:1:1: show: the show's name is text");
    expect(r.err).toContain("typed.yaml:3:5: matches[0].title: title is text");
    expect(r.err).toContain("matches[1].title: title has at most 200 characters");
  });

  it("points a problem at the key as the player wrote it (lower-case attributes)", async () => {
    const gus = file(
      "gus.yaml",
      "name: Gus\nattributes: { str: -1, agi: 1, spd: 1, end: 1, tec: 1, wei: 1 }\n",
    );
    const r = await run("check", gus);
    expect(r.err).toMatch(/gus\.yaml:2:20: attributes\.STR/);
  });

  it("prints a sheet's problems once, at their path in the sheet, however many matches use it", async () => {
    const copy = mkdtempSync(join(tmpdir(), "ringside-twice-"));
    for (const name of ["show.yaml", "kaltor.yaml", "luger-strategy.yaml", "kaltor-strategy.yaml"])
      writeFileSync(join(copy, name), readFileSync(join(fixtures, name), "utf8"));
    // Luger wrestles in two matches of the card; his sheet overspends
    writeFileSync(join(copy, "luger.yaml"), readFileSync(luger, "utf8").replace("spd: 5", "spd: 9"));
    const r = await run("check", join(copy, "show.yaml"));
    expect(r.code).toBe(1);
    const over = r.err.split("\n").filter((line) => line.includes("spends 28 of 24"));
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/luger\.yaml:\d+:\d+: points: spends 28 of 24/);
  });

  it("suggests the value a misspelling probably means", async () => {
    const strategy = file(
      "typo-strategy.yaml",
      "choice: A\nfinish: pin\nrounds:\n  - { action: hihg risk, target: END, moves: dive }\n",
    );
    const r = await run("check", strategy);
    expect(r.err).toContain(
      'got "hihg risk" (FastMatch! › Making a strategy › Round actions)'.replace(
        " (",
        ' (did you mean "high-risk"?) (',
      ),
    );
  });

  it("takes loose names for specialties and games (barbed wire, verify FastMatch)", async () => {
    const card = file(
      "barbed.yaml",
      `matches:\n  - specialty: Barbed Wire\n    timeLimit: 5\n    sides:\n      - { wrestlers: [${luger}], strategy: ${join(fixtures, "luger-strategy.yaml")} }\n      - { wrestlers: [${join(fixtures, "kaltor.yaml")}], strategy: ${join(fixtures, "kaltor-strategy.yaml")} }\n`,
    );
    const checked = await run("check", card);
    expect(checked.err).toBe("");
    expect(checked.code).toBe(0);
    const verified = await run("verify", "FastMatch", "--json");
    expect(verified.code).toBe(0);
  });

  it("lets a BlitzMatch slot leave out what starts at its default (1, Recovery 5)", async () => {
    const r = await run("check", file("rookie.yaml", "name: Rookie\nEnergy: 3\nPower: 2\n"));
    expect(r.err).toBe("");
    expect(r.out).toContain("rookie.yaml: ok (slot)");
  });
});

describe("check knows every file the CLI takes, and the wrong game", () => {
  it("classifies odds sides and team strategies", async () => {
    const team = file(
      "team.yaml",
      [
        "members:",
        "  Captain Luger: { Choice: d, strategypoints: { end: 2 } }",
        "  Buddy: { choice: B }",
        "finish: pin",
        "rounds:",
        "  - { action: regular, target: TEAM, moves: fast tags }",
      ].join("\n"),
    );
    const r = await run("check", "luger-side.yaml", team);
    expect(r.err).toBe("");
    expect(r.out).toContain("luger-side.yaml: ok (odds-side)");
    expect(r.out).toContain("team.yaml: ok (team-strategy)");
    const list = file(
      "team-list.yaml",
      "members:\n  - { choice: D }\n  - { choice: B }\nfinish: pin\nrounds:\n  - { action: regular, target: END, moves: chops }\n",
    );
    const bad = await run("check", list);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("team-list.yaml:1:1: members: must map each wrestler's name to his plan");
  });

  it("says wrong game for a slot given to odds and a character given to advise", async () => {
    const odds = await run("odds", "blob.yaml", "kaltor.yaml", "--workers", "0");
    expect(odds.code).toBe(1);
    expect(odds.err).toContain(
      "blob.yaml:1:1: this is a BlitzMatch slot: odds plays FastMatch characters (wrong game",
    );
    const advise = await run("advise", "luger.yaml", "fist.yaml");
    expect(advise.code).toBe(1);
    expect(advise.err).toContain(
      "luger.yaml:1:1: this is a FastMatch character: advise takes BlitzMatch slots (wrong game",
    );
  });
});
