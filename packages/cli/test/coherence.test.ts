import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fixtures, run } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "ringside-season-"));
for (const f of ["luger.yaml", "kaltor.yaml", "luger-strategy.yaml", "kaltor-strategy.yaml", "sleeper.yaml"])
  copyFileSync(join(fixtures, f), join(dir, f));
const at = (name: string) => join(dir, name);
/** A card without a seed: one singles match. */
writeFileSync(
  at("unseeded.yaml"),
  [
    "show: Unseeded Saturday",
    "matches:",
    "  - title: Luger vs Kaltor",
    "    timeLimit: 5",
    "    sides:",
    "      - { wrestlers: [luger.yaml], strategy: luger-strategy.yaml }",
    "      - { wrestlers: [kaltor.yaml], strategy: kaltor-strategy.yaml }",
  ].join("\n"),
);
writeFileSync(
  at("roster.yaml"),
  "wrestlers:\n  - sheet: luger.yaml\n  - sheet: kaltor.yaml\n  - sheet: sleeper.yaml\n",
);

describe("seeds round-trip", () => {
  it("prints a non-negative seed that reproduces the show, and takes --seed -N", async () => {
    const first = await run("resolve", at("unseeded.yaml"), "--format", "text");
    const seed = /seed (\d+) \(resolve again/.exec(first.err)?.[1];
    expect(seed, first.err).toBeDefined();
    const again = await run("resolve", at("unseeded.yaml"), "--format", "text", "--seed", seed!);
    expect(again.out).toBe(first.out);
    const negative = await run("resolve", at("unseeded.yaml"), "--seed", "-5", "--format", "text");
    expect(negative.code, negative.err).toBe(0);
    expect(negative.err).toContain("seed -5 (resolve again with --seed -5");
  });
});

describe("resolve once, post everywhere", () => {
  it("writes several formats from one resolution, and render gives the same posts from show.json", async () => {
    const r = await run(
      "resolve",
      "show.yaml",
      "--format",
      "md,bbcode",
      "--format",
      "html",
      "--out",
      "posts",
    );
    expect(r.code, r.err).toBe(0);
    const names = [...r.files.keys()].sort();
    expect(names).toContain("posts/01-luger-vs-kaltor.md");
    expect(names).toContain("posts/01-luger-vs-kaltor.bbcode.txt");
    expect(names).toContain("posts/01-luger-vs-kaltor.html");
    const results = r.files.get("posts/show.json")!;
    writeFileSync(at("show.json"), results);
    const rendered = await run("render", at("show.json"), "--format", "bbcode,md", "--out", "again");
    expect(rendered.code, rendered.err).toBe(0);
    for (const [name, text] of rendered.files) {
      const same = name.replace(/^again\//, "posts/");
      expect(text, name).toBe(r.files.get(same));
    }
    expect(rendered.files.size).toBe(4);
  });

  it("refuses a card resolved twice (two seeds) as a second show", async () => {
    const one = await run("resolve", at("unseeded.yaml"), "--format", "json", "--seed", "1");
    const two = await run("resolve", at("unseeded.yaml"), "--format", "json", "--seed", "2");
    writeFileSync(at("one.json"), one.out);
    writeFileSync(at("two.json"), two.out);
    const applied = await run("roster", "apply", at("one.json"), "--roster", at("roster.yaml"));
    expect(applied.code, applied.err).toBe(0);
    writeFileSync(at("roster-after.yaml"), applied.files.get(at("roster.yaml"))!);
    const second = await run("roster", "apply", at("two.json"), "--roster", at("roster-after.yaml"));
    expect(second.code).toBe(1);
    expect(second.err).toContain("this card is already applied to");
    expect(second.files.size).toBe(0);
  });
});

describe("rosters never break", () => {
  const results = (injuries: Record<string, Record<string, number>>) =>
    JSON.stringify({
      show: "Barbed Wire Night",
      seed: 3,
      matches: [
        {
          title: "Barbed wire",
          outcome: {
            game: "fastmatch",
            type: "singles",
            sides: [["Captain Luger"], ["Kaltor the Violent"]],
            winner: 0,
            method: "pin",
            injuries,
          },
        },
      ],
    });

  it("never writes more injury points than the sheet's attribute", async () => {
    writeFileSync(at("barbed.json"), results({ "Kaltor the Violent": { END: 6 } }));
    const r = await run("roster", "apply", at("barbed.json"), "--roster", at("roster.yaml"));
    expect(r.code, r.err).toBe(0);
    const sheet = r.files.get(at("kaltor.yaml"))!;
    // Kaltor's sheet has END 5: a barbed-wire match's 6 points are written as 5.
    expect((parse(sheet) as { injuries: object }).injuries).toEqual({ END: 5 });
    writeFileSync(at("kaltor-hurt.yaml"), sheet);
    expect((await run("check", at("kaltor-hurt.yaml"))).code).toBe(0);
  });

  it("refuses results naming an unknown attribute before writing anything", async () => {
    writeFileSync(at("strr.json"), results({ "Kaltor the Violent": { STRR: 1 } }));
    const r = await run("roster", "apply", at("strr.json"), "--roster", at("roster.yaml"));
    expect(r.code).toBe(1);
    expect(r.err).toContain('unknown key "STRR"');
    expect(r.files.size).toBe(0);
  });

  it("heals a week once per show unless told, and a dry run rolls the real run's dice", async () => {
    const dry = await run("roster", "week", "--roster", at("roster.yaml"), "--dry-run");
    const real = await run("roster", "week", "--roster", at("roster.yaml"));
    expect(real.code, real.err).toBe(0);
    expect(dry.out).toBe(real.out);
    expect(dry.err.replace(" (dry run: nothing written)", "").replace(/would write .*\n/g, "")).toBe(
      real.err,
    );
    expect(dry.files.size).toBe(0);
    writeFileSync(at("roster-healed.yaml"), real.files.get(at("roster.yaml"))!);
    const twice = await run("roster", "week", "--roster", at("roster-healed.yaml"));
    expect(twice.code).toBe(1);
    expect(twice.err).toContain(
      "week 1 is already healed and no show was applied since (--again heals another week anyway)",
    );
    const again = await run("roster", "week", "--roster", at("roster-healed.yaml"), "--again");
    expect(again.code, again.err).toBe(0);
    expect(again.err).toContain("week 2: healing seed");
  });
});

describe("tag matches", () => {
  it("posts each member's grid choice and strategy points in the header", async () => {
    const r = await run("resolve", "tag.yaml", "--format", "text", "--seed", "3");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain("Grid choices: Captain Luger D; Buddy B; Kaltor the Violent 4; Prisoner Pain 3");
    expect(r.out).toContain(
      "Strategy points: Captain Luger: END+2; Buddy: END+1, TEAM+1; Kaltor the Violent: SPD+2; Prisoner Pain: STR+2",
    );
  });
});
