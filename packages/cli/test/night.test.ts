import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { forgivingBlitzStrategy, forgivingCharacter, forgivingSlot, roundAction } from "@ringside/cli";
import { narrateRumble, resolveRumble, type Condition } from "@ringside/fastmatch";
import { freeScores } from "@ringside/blitzmatch";
import { readFileSync } from "node:fs";
import { fixtures, run } from "./helpers.js";

describe("BlitzMatch files as players write them", () => {
  it("reads style names, attitudes and round actions in any case and spelling", () => {
    expect(forgivingSlot({ name: "X", "Martial Arts": 2, "high flying": 1, TeamWork: 2 })).toEqual({
      ...freeScores(),
      name: "X",
      martialArts: 2,
      highFlying: 1,
      teamWork: 2,
    });
    // The keys left out start where the slot-building rules start them (1, Recovery 5).
    expect(freeScores()).toMatchObject({ energy: 1, recovery: 5, power: 1 });
    expect(roundAction("High Risk 3")).toEqual({ attitude: "high-risk", activity: 3 });
    expect(roundAction("HR3")).toEqual({ attitude: "high-risk", activity: 3 });
    expect(roundAction("rest hold")).toEqual({ attitude: "rest-hold", activity: 0 });
    expect(roundAction("resthold")).toEqual({ attitude: "rest-hold", activity: 0 });
    expect(roundAction("Defensive 0")).toEqual({ attitude: "rest-hold", activity: 0 });
    expect(roundAction({ attitude: "Rest Hold" })).toEqual({ attitude: "rest-hold", activity: 0 });
    // Unknown words are left for the engine to name.
    expect(roundAction("dance 2")).toBe("dance 2");
    expect(roundAction("normal")).toBe("normal");
    expect(
      forgivingBlitzStrategy({
        add: ["Power", "martial arts"],
        discard: "High-Flying",
        rounds: ["N2", "same as round 1"],
      }),
    ).toEqual({
      add: ["power", "martialArts"],
      discard: "highFlying",
      rounds: [
        { attitude: "normal", activity: 2 },
        { attitude: "normal", activity: 2 },
      ],
    });
  });

  it("checks slots and strategies, every problem with file:line:column and the rule", async () => {
    const ok = await run(
      "check",
      "blob.yaml",
      "fist.yaml",
      "blob-strategy.yaml",
      "fist-strategy.yaml",
      "blitz.yaml",
    );
    expect(ok.code).toBe(0);
    expect(ok.out).toBe(
      [
        "blob.yaml: ok (slot)",
        "fist.yaml: ok (slot)",
        "blob-strategy.yaml: ok (blitzmatch-strategy)",
        "fist-strategy.yaml: ok (blitzmatch-strategy)",
        "blitz.yaml: ok (show)",
        "",
      ].join("\n"),
    );
    const bad = await run("check", "broken-slot.yaml", "broken-blitz-strategy.yaml");
    expect(bad.code).toBe(1);
    expect(bad.err.split("\n")).toEqual([
      'broken-slot.yaml:11:9: flying: unknown key "flying" (BlitzMatch › I.2 Attributes (cost table))',
      "broken-slot.yaml:3:11: recovery: Recovery 1 cannot be bought (the cost table has no price for it: n/a) (BlitzMatch › I.2 Attributes (cost table))",
      "broken-slot.yaml:1:1: 120 of 40 build points spent, -80 left: 80 over the budget (BlitzMatch › I.2 Attributes (cost table))",
      "broken-blitz-strategy.yaml:1:1: add: the two ADDed styles must be different (both are power) (BlitzMatch › II.1 Selection of styles list)",
      "broken-blitz-strategy.yaml:2:10: discard: dancing is neither a style nor a TeamWork-like attribute (technical, power, martialArts, brawling, highFlying, weight, cheating, teamWork) (BlitzMatch › II.1 Selection of styles list)",
      "broken-blitz-strategy.yaml:3:20: rounds[2]: round 3: rest-hold 2 is not a round action (activity 0 goes with a rest-hold, and only with it) (BlitzMatch › II.2 Round actions)",
      "2 of 2 files with problems",
      "",
    ]);
  });
});

describe("ringside resolve: BlitzMatch, the Royal Rumble and a night of several matches", () => {
  it("writes up BlitzMatch tag and triangle matches with the style list, MV, advantage and Endurance (golden)", async () => {
    const r = await run("resolve", "blitz.yaml", "--format", "text");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain("Match: BlitzMatch tag team: Blob and Fist vs The Jumping Beans");
    expect(r.out).toContain("Style list: Power, Brawling, Martial Arts, TeamWork");
    expect(r.out).toContain("Match: BlitzMatch triangle: The Mighty Blob vs Power Fist vs The Jumping Beans");
    expect(r.out).toMatchSnapshot();
    // A multi-slot team's outcome names its members, whose slots the roster lists.
    const json = JSON.parse((await run("resolve", "blitz.yaml", "--format", "json")).out) as {
      matches: { outcome: { sides: string[][] } }[];
    };
    expect(json.matches.map((m) => m.outcome.sides)).toEqual([
      [["The Mighty Blob", "Power Fist"], ["The Jumping Beans"]],
      [["The Mighty Blob"], ["Power Fist"], ["The Jumping Beans"]],
    ]);
  });

  it("resolves a night of FastMatch, BlitzMatch and a Rumble, recording each outcome for the roster (golden)", async () => {
    const r = await run("resolve", "night.yaml", "--format", "md");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatchSnapshot();
    const json = JSON.parse((await run("resolve", "night.yaml", "--format", "json")).out) as {
      matches: { outcome: { game: string; type: string; sides: string[][]; winner: number | null } }[];
    };
    expect(json.matches.map((m) => [m.outcome.game, m.outcome.type])).toEqual([
      ["fastmatch", "singles"],
      ["blitzmatch", "singles"],
      ["fastmatch", "rumble"],
    ]);
    expect(json.matches[2]!.outcome.sides).toEqual([
      ["Captain Luger"],
      ["Kaltor the Violent"],
      ["Bruno the Brute"],
    ]);
  });

  it("carries a wrestler booked twice from his first match into his second, as the rules say", async () => {
    const r = await run("resolve", "show.yaml", "--format", "text", "--figures");
    // Luger lost all 3 END in the first match: half (rounded down) comes back, so he starts at 1.
    expect(r.out).toContain(
      "Earlier tonight: Kaltor the Violent from Luger vs Kaltor (starts at SPD 1); Captain Luger from Luger vs Kaltor (starts at END 1)",
    );
    expect(r.out).toContain("Captain Luger loses 1 END (1 → 0)");
  });

  it("starts a wrestler in the Rumble at his condition after his singles match earlier tonight", async () => {
    const r = await run("resolve", "singles-then-rumble.yaml", "--format", "text");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      "Earlier tonight: Captain Luger from Luger vs Kaltor (starts at END 1); Kaltor the Violent from Luger vs Kaltor (starts at SPD 1)",
    );
    const json = JSON.parse((await run("resolve", "singles-then-rumble.yaml", "--format", "json")).out) as {
      matches: {
        seed: number;
        body: string[];
        outcome: { injuries: Record<string, Record<string, number>> };
      }[];
    };
    const [singles, rumble] = json.matches;
    // The same Rumble played directly: the sheets with tonight's injuries, and the condition the
    // singles match left (half of what each lost comes back).
    const sheet = (file: string) =>
      forgivingCharacter(parse(readFileSync(`${fixtures}${file}`, "utf8"))) as Record<string, unknown>;
    const entrants = ["luger.yaml", "kaltor.yaml", "brute.yaml"].map(sheet).map((c) => {
      const hurt = singles!.outcome.injuries[c.name as string];
      return hurt === undefined ? c : { ...c, injuries: hurt };
    });
    const told = (condition?: Condition) => {
      const { events } = resolveRumble(
        { entrants, entryInterval: 1, ...(condition === undefined ? {} : { condition }) },
        rumble!.seed,
      );
      return events
        .map(narrateRumble)
        .filter((line) => line !== null)
        .join(" ");
    };
    // The write-up tells the Rumble in highlights: its eliminations are the tired Rumble's.
    const eliminations = (text: string) =>
      text.split(/(?<=[.!]) /).filter((l) => l.includes("is eliminated"));
    const written = rumble!.body.join(" ");
    const tired = told({ "Captain Luger": { END: 1 }, "Kaltor the Violent": { SPD: 1 } });
    expect(eliminations(written)).toEqual(eliminations(tired));
    expect(eliminations(written).length).toBeGreaterThan(0);
    expect(rumble!.body.length).toBeLessThan(10);
    // Fresh, they would have wrestled another Rumble: the condition is what changed it.
    expect(told()).not.toBe(tired);
  });

  it("refuses a game or match type it does not know, or one its sides do not fit, with the position", async () => {
    const r = await run("check", "broken-night.yaml");
    expect(r.code).toBe(1);
    expect(r.err.split("\n")).toEqual([
      'broken-night.yaml:4:11: matches[0].game: "Chess" is not a game a show resolves (fastmatch, blitzmatch) (ringside › Show cards)',
      'broken-night.yaml:7:11: matches[1].type: "rumble" is not a blitzmatch match type (singles, tag, triangle) (ringside › Show cards)',
      "broken-night.yaml:10:11: matches[2].type: a BlitzMatch triangle match has three sides (ringside › Show cards)",
      "broken-night.yaml:16:5: matches[3].sides: a BlitzMatch singles match has two sides (ringside › Show cards)",
      "broken-night.yaml:18:11: matches[4].type: a FastMatch tag match has two wrestlers a side (ringside › Show cards)",
      "1 of 1 file with problems",
      "",
    ]);
  });
});

describe("ringside roster apply", () => {
  it("writes records, who wrestled and the applied show onto the roster, keeping its comments", async () => {
    const resolved = await run("resolve", "night.yaml", "--out", "results");
    const results = resolved.files.get("results/show.json")!;
    expect(JSON.parse(results)).toMatchObject({ show: "Friday Night Fury", seed: 7 });
    // The in-process runs write into a map: apply reads the results from the fixture copy of it.
    expect(JSON.parse(readFileSync(`${fixtures}night-results.json`, "utf8"))).toEqual(JSON.parse(results));
    const r = await run("roster", "apply", "night-results.json");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatchSnapshot();
    const roster = r.files.get("roster.yaml")!;
    expect(roster).toContain("# The federation's roster: records, titles, who wrestled this week");
    expect(roster).toContain("- sheet: kaltor.yaml # the champion");
    const data = parse(roster) as { applied: string[]; wrestlers: { record?: object; wrestled?: boolean }[] };
    expect(data.applied).toEqual(["Friday Night Fury (seed 7, card b6697a16dbc4)"]);
    expect(data.wrestlers[0]).toEqual({
      sheet: "luger.yaml",
      record: { wins: 2, losses: 3, draws: 0 },
      wrestled: true,
    });
    expect(data.wrestlers[3]).toEqual({ sheet: "sleeper.yaml", record: { wins: 1, losses: 1, draws: 0 } });
    expect(r.err).toBe("Friday Night Fury (seed 7, card b6697a16dbc4): applied to 1 file\n");
    expect((await run("check", "night-results.json", "results-title-change.json")).out).toBe(
      "night-results.json: ok (results)\nresults-title-change.json: ok (results)\n",
    );
  });

  it("moves a title to the winners and writes new injuries onto the character sheet", async () => {
    const r = await run("roster", "apply", "results-title-change.json");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(
      [
        "Captain Luger (3-1-0): Luger vs Kaltor for the title: win; wins the Heavyweight Championship; injuries END 1",
        "Kaltor the Violent (3-1-1): Luger vs Kaltor for the title: loss; loses the Heavyweight Championship; injuries none",
        "",
      ].join("\n"),
    );
    const roster = parse(r.files.get("roster.yaml")!) as { wrestlers: { titles?: string[] }[] };
    expect(roster.wrestlers[0]!.titles).toEqual(["Heavyweight Championship"]);
    expect(roster.wrestlers[1]!.titles).toBeUndefined();
    const luger = r.files.get("luger.yaml")!;
    expect(luger).toContain("# Captain Luger, as a player would e-mail him");
    expect(luger).toContain("injuries: { END: 1 }");
    expect([...r.files.keys()]).toEqual(["roster.yaml", "luger.yaml"]);
  });

  it("keeps a JSON roster JSON, in its key order", async () => {
    const r = await run("roster", "apply", "results-title-change.json", "--roster", "roster.json");
    expect(r.code).toBe(1);
    expect(r.err).toContain("Kaltor the Violent is not on the roster");
    const week = await run("roster", "week", "--roster", "roster.json", "--seed", "4");
    expect(week.code).toBe(0);
    // Sleeper wrestled this week: no automatic point, only the d6 (a 5 or 6 heals one).
    expect(week.out).toMatch(
      /^Jimmy Sleeper \(wrestled\): rolled ([1-4], healed none; injuries now END 2, AGI 1|[56], healed END 1; injuries now END 1, AGI 1)\n$/,
    );
    const text = week.files.get("roster.json")!;
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      "federation",
      "wrestlers",
      "week",
      "healedAfter",
      "lastHealingSeed",
    ]);
    expect(JSON.parse(text)).toMatchObject({ week: 2, lastHealingSeed: 4 });
  });

  it("refuses a show applied before, a stranger, an impossible winner and a broken roster (exit 1, nothing written)", async () => {
    const twice = await run(
      "roster",
      "apply",
      "results-title-change.json",
      "--roster",
      "roster-applied.yaml",
    );
    expect(twice.code).toBe(1);
    expect(twice.err).toBe(
      "results-title-change.json:2:11: show: Tuesday Taping (seed 5) is already applied to roster-applied.yaml (it is listed under applied)\n",
    );
    expect(twice.files.size).toBe(0);
    const stranger = await run("roster", "apply", "results-stranger.json");
    expect(stranger.code).toBe(1);
    expect(stranger.err.split("\n")).toEqual([
      "results-stranger.json:11:19: matches[0].outcome.winner: the winner is side 7, but the match has sides 0 to 1",
      "results-stranger.json:10:39: matches[0].outcome.sides[1][0]: The Masked Stranger is not on the roster (add his sheet under wrestlers)",
      "",
    ]);
    const broken = await run(
      "roster",
      "apply",
      "results-title-change.json",
      "--roster",
      "broken-roster.yaml",
    );
    expect(broken.code).toBe(1);
    expect(broken.err).toMatchSnapshot();
    expect(broken.files.size).toBe(0);
    const garbage = await run("roster", "apply", "show.yaml");
    expect(garbage.code).toBe(1);
    expect(garbage.err).toContain("show.yaml:4:5: matches[0].outcome: ");
    const missing = await run("roster", "apply", "nothing-here.json");
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^nothing-here\.json:1:1: cannot read: no such file \(ENOENT\)/);
  });

  it("prints what would change and writes nothing with --dry-run", async () => {
    const r = await run("roster", "apply", "results-title-change.json", "--dry-run");
    expect(r.code).toBe(0);
    expect(r.files.size).toBe(0);
    expect(r.err).toContain("would write roster.yaml\nwould write luger.yaml\n");
  });
});

describe("ringside roster week", () => {
  it("heals every injured wrestler by the rules: one point automatic for a rester, a d6 for everyone", async () => {
    const r = await run("roster", "week", "--seed", "3");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatchSnapshot();
    expect(r.err).toBe(
      "week 4: healing seed 3 (heal again from the same files with --seed 3 to reproduce)\n",
    );
    const roster = parse(r.files.get("roster.yaml")!) as { week: number; lastHealingSeed: number };
    expect(roster).toMatchObject({ week: 4, lastHealingSeed: 3 });
    // Jimmy Sleeper rested: his worst injury (END 2) heals one point whatever the die says.
    const sleeper = parse(r.files.get("sleeper.yaml")!) as { injuries?: Record<string, number> };
    expect(sleeper.injuries?.END ?? 0).toBeLessThanOrEqual(1);
    expect(r.files.get("sleeper.yaml")).toContain("# Resting this week: on the roster, not on the card");
  });

  it("gives the same rolls for the same seed and refuses a bad seed or action (exit 2)", async () => {
    const a = await run("roster", "week", "--seed", "12");
    const b = await run("roster", "week", "--seed", "12");
    expect(a.out).toBe(b.out);
    expect((await run("roster", "week", "--seed", "soon")).code).toBe(2);
    const wrong = await run("roster", "heal");
    expect(wrong.code).toBe(2);
    expect(wrong.err).toBe("ringside roster: apply RESULTS, or week (ringside roster --help)\n");
    expect((await run("roster", "apply")).code).toBe(2);
  });
});

describe("ringside advise", () => {
  const quick = ["--candidates", "12", "--trials", "8", "--top", "2"];

  it("prints the advisor's best strategies with win chances and 95% intervals", async () => {
    const r = await run("advise", "blob.yaml", "fist.yaml", ...quick);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe(
      "Best strategies for The Mighty Blob against Power Fist (any strategy he may send), 7 rounds, seed 1:",
    );
    expect(lines[1]).toMatch(
      /^ 1\. ADD [A-Za-z -]+, [A-Za-z -]+; DISCARD [A-Za-z -]+; ((N|HR|D)\d|RH)( ((N|HR|D)\d|RH)){6}$/,
    );
    expect(lines[2]).toMatch(
      /^ {4}win \d+\.\d% \(95% \d+\.\d%–\d+\.\d%\), draw \d+\.\d%, loss \d+\.\d% over 32 matches$/,
    );
    expect(lines).toHaveLength(6);
  });

  it("prints JSON whose strategies the engine accepts, the same for the same seed", async () => {
    const r = await run(
      "advise",
      "blob.yaml",
      "fist.yaml",
      ...quick,
      "--json",
      "--against",
      "fist-strategy.yaml",
    );
    expect(r.code, r.err).toBe(0);
    const json = JSON.parse(r.out) as {
      slot: string;
      advice: { win: number; low: number; high: number; trials: number; strategy: { rounds: unknown[] } }[];
    };
    expect(json.slot).toBe("The Mighty Blob");
    expect(json.advice).toHaveLength(2);
    for (const a of json.advice) {
      expect(a.low).toBeLessThanOrEqual(a.win);
      expect(a.high).toBeGreaterThanOrEqual(a.win);
      expect(a.strategy.rounds).toHaveLength(7);
    }
    const again = await run(
      "advise",
      "blob.yaml",
      "fist.yaml",
      ...quick,
      "--json",
      "--against",
      "fist-strategy.yaml",
    );
    expect(again.out).toBe(r.out);
  });

  it("refuses broken slots (exit 1) and bad numbers (exit 2)", async () => {
    const bad = await run("advise", "broken-slot.yaml", "fist.yaml", ...quick);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('broken-slot.yaml:11:9: flying: unknown key "flying"');
    const against = await run("advise", "blob.yaml", "fist.yaml", "--against", "broken-blitz-strategy.yaml");
    expect(against.code).toBe(1);
    for (const option of ["--top", "--rounds", "--candidates", "--trials", "--seed"]) {
      const r = await run("advise", "blob.yaml", "fist.yaml", option, "0.5");
      expect(r.code, option).toBe(2);
    }
  });
});

describe("help", () => {
  it("documents the exit codes scripts rely on", async () => {
    let printed = "";
    const info = console.info;
    console.info = (text: string) => (printed += text);
    try {
      expect((await run("--help")).code).toBe(0);
    } finally {
      console.info = info;
    }
    expect(printed).toContain("Exit codes");
    expect(printed).toContain("1  an input file has problems");
    expect(printed).toContain("roster <action> [results]");
    expect(printed).toContain("advise <a> <b>");
  });
});
