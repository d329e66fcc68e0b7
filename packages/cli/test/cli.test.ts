import { describe, expect, it } from "vitest";
import { run } from "./helpers.js";

describe("ringside check", () => {
  it("accepts the files players actually write (any case, aliases, 'same as round 3')", async () => {
    const r = await run(
      "check",
      "luger.yaml",
      "kaltor.yaml",
      "luger-strategy.yaml",
      "kaltor-strategy.yaml",
      "show.yaml",
    );
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "luger.yaml: ok (character)",
        "kaltor.yaml: ok (character)",
        "luger-strategy.yaml: ok (strategy)",
        "kaltor-strategy.yaml: ok (strategy)",
        "show.yaml: ok (show)",
        "",
      ].join("\n"),
    );
  });

  it("lists every problem in every file as file:line:column with its rule, exit code 1", async () => {
    const r = await run("check", "broken-character.yaml", "bad-syntax.yaml");
    expect(r.code).toBe(1);
    expect(r.err.split("\n")).toEqual([
      'broken-character.yaml:9:8: attributes.POW: unknown key "POW" (known keys: STR, AGI, SPD, END, TEC, WEI) (FastMatch! › Building a character › Attributes)',
      'broken-character.yaml:10:10: styles[0]: "Wrestler" is not a style (high-flyer, powerhouse, technician, martial-artist) (FastMatch! › Building a character › Styles)',
      'broken-character.yaml:11:11: finishrs: unknown key "finishrs" (did you mean "finishers"?) (FastMatch! › Building a character)',
      "broken-character.yaml:1:1: points: spends 26 of 24 creation points, 2 too many (FastMatch! › Building a character › Creation points)",
      "bad-syntax.yaml:2:1: Flow sequence in block collection must be sufficiently indented and end with a ] (YAML syntax)",
      "2 of 2 files with problems",
      "",
    ]);
  });

  it("points a show's problems into the file they come from", async () => {
    const r = await run("check", "broken-show.yaml");
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'broken-character.yaml:9:8: attributes.POW: unknown key "POW" (known keys: STR, AGI, SPD, END, TEC, WEI)',
    );
    expect(r.err).toContain("kaltor-strategy.yaml:4:1: rounds: gives 5 round actions for a 20-round match");
  });

  it("says so when a file is neither a character, a strategy nor a show", async () => {
    const r = await run("check", "unknown-kind.yaml");
    expect(r.code).toBe(1);
    expect(r.err).toContain("unknown-kind.yaml:1:1: cannot tell what this file is");
  });
});

describe("ringside grid", () => {
  it("deals the same grid from the same seed, as a table", async () => {
    const a = await run("grid", "--seed", "7");
    const b = await run("grid", "--seed", "7");
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatchSnapshot();
  });

  it("prints JSON for machines, and refuses a seed that is not a whole number", async () => {
    const r = await run("grid", "--seed", "7", "--json", "--team");
    expect(JSON.parse(r.out)).toMatchObject({ seed: 7, teamwork: true });
    expect((JSON.parse(r.out) as { grid: string[][] }).grid).toHaveLength(4);
    const bad = await run("grid", "--seed", "seven");
    expect(bad.code).toBe(2);
    expect(bad.err).toBe("--seed takes a whole number, got seven\n");
  });
});

describe("ringside resolve", () => {
  it("resolves every match on the card with a header, round by round, and the result (golden text)", async () => {
    const r = await run("resolve", "show.yaml", "--format", "text");
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      "Saturday Night Slam: seed 2026 (resolve again with --seed 2026 to reproduce every result)\n",
    );
    expect(r.out).toMatchSnapshot();
  });

  it("reproduces a result from the printed seed, in every format", async () => {
    const json = JSON.parse((await run("resolve", "show.yaml", "--seed", "99", "--format", "json")).out) as {
      seed: number;
      matches: { seed: number; result: string }[];
    };
    expect(json.seed).toBe(99);
    const again = JSON.parse(
      (await run("resolve", "show.yaml", "--seed", "99", "--format", "json")).out,
    ) as typeof json;
    expect(again).toEqual(json);
    for (const format of ["md", "html", "bbcode"]) {
      const r = await run("resolve", "show.yaml", "--format", format);
      expect(r.code).toBe(0);
      expect(r.out).toMatchSnapshot(format);
    }
  });

  it("writes one file per match and show.json with --out", async () => {
    const r = await run("resolve", "show.yaml", "--format", "md", "--out", "results");
    expect(r.code).toBe(0);
    expect([...r.files.keys()]).toEqual([
      "results/01-luger-vs-kaltor.md",
      "results/02-rematch-on-a-random-grid.md",
      "results/show.json",
    ]);
    expect(JSON.parse(r.files.get("results/show.json")!)).toMatchObject({
      show: "Saturday Night Slam",
      seed: 2026,
    });
  });

  it("resolves nothing when any file has a problem, and says where", async () => {
    const r = await run("resolve", "broken-show.yaml");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/Broken night: nothing resolved \(fix the \d+ problems above\)/);
  });

  it("refuses an unknown format with exit code 2", async () => {
    const r = await run("resolve", "show.yaml", "--format", "pdf");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "--format is one or more of md, html, bbcode, text, json (comma-separated), got pdf\n",
    );
  });
});

describe("ringside verify", () => {
  it("prints the table of every game's samples, exit code 0 when every figure is accounted for", async () => {
    const r = await run("verify");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^game +sample +reproduced +supplied +errata +mismatches$/m);
    expect(r.out).toContain("every figure is reproduced, supplied or a declared erratum");
    const one = JSON.parse((await run("verify", "fastmatch", "--json")).out) as {
      rows: { game: string }[];
      mismatches: number;
    };
    expect(new Set(one.rows.map((row) => row.game))).toEqual(new Set(["fastmatch"]));
    expect(one.mismatches).toBe(0);
  });

  it("refuses a game it does not know with exit code 2", async () => {
    const r = await run("verify", "chess");
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown game chess");
  });
});

describe("the command line itself", () => {
  it("refuses unknown commands and options with exit code 2", async () => {
    expect(await run("nope")).toMatchObject({
      code: 2,
      err: "ringside: unknown command nope (ringside --help lists the commands)\n",
    });
    expect(await run("grid", "--sed", "3")).toMatchObject({
      code: 2,
      err: "ringside: Unknown option `--sed`\n",
    });
    expect(await run()).toMatchObject({ code: 2 });
  });
});

describe("ringside odds", () => {
  it("gives win chances with 95% intervals that add up, the same for the same seed", async () => {
    const r = await run(
      "odds",
      "luger-side.yaml",
      "kaltor.yaml",
      "--matches",
      "400",
      "--workers",
      "0",
      "--time-limit",
      "5",
      "--json",
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as {
      matches: number;
      rows: { side: string; count: number; low: number; high: number; share: number }[];
    };
    expect(out.matches).toBe(400);
    expect(out.rows.map((row) => row.side)).toEqual(["Captain Luger", "Kaltor the Violent", "draw"]);
    expect(out.rows.reduce((n, row) => n + row.count, 0)).toBe(400);
    for (const row of out.rows) expect(row.low <= row.share && row.share <= row.high).toBe(true);
    const again = await run(
      "odds",
      "luger-side.yaml",
      "kaltor.yaml",
      "--matches",
      "400",
      "--workers",
      "0",
      "--time-limit",
      "5",
      "--json",
    );
    expect(again.out).toBe(r.out.replace('"workers": 0', '"workers": 0'));
  });

  it("gives a player who sent no strategy the head's default plan, and refuses bad numbers", async () => {
    const r = await run("odds", "luger.yaml", "kaltor.yaml", "--matches", "50", "--workers", "0");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Captain Luger vs Kaltor the Violent: 50 matches \(seed 1\)$/m);
    expect((await run("odds", "luger.yaml", "kaltor.yaml", "--matches", "many")).code).toBe(2);
    expect((await run("odds", "broken-character.yaml", "kaltor.yaml", "--workers", "0")).code).toBe(1);
  });
});
