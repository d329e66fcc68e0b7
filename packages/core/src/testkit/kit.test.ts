import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isRecord, runMatch, type DiceStart, type GameFacts } from "@ringside/core";
import { armWrestling, type ArmConfig, type ArmMove } from "../../test/fixtures/armWrestling.js";
import { countdown } from "../../test/fixtures/countdown.js";
import { looseGrips, type ArmGame } from "../../test/fixtures/kit.js";
import { conformance, kitRuns } from "./conformance.js";

const configs = fc.constant<ArmConfig>({ limit: 8 });
const facts: GameFacts<object> = {
  id: armWrestling.id,
  name: "Arm wrestling",
  players: { min: 2, max: 2 },
  decisions: "sequential",
  hiddenInformation: "grips",
  chance: false,
  turns: "alternate",
  options: {},
};
const run = (name: string, checks: readonly { name: string; run: () => void }[]): string => {
  const check = checks.find((c) => c.name.startsWith(name));
  if (check === undefined) return "no such check";
  try {
    check.run();
    return "passed";
  } catch (error) {
    // fast-check keeps the check's own failure as the cause of its report
    return `${String(error)} ${error instanceof Error ? String(error.cause) : ""}`;
  }
};

describe("kitRuns", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads a positive whole number from RINGSIDE_RUNS, else gives the quick setting (20 by default)", () => {
    vi.stubEnv("RINGSIDE_RUNS", "7");
    expect(kitRuns()).toBe(7);
    for (const bad of ["0", "-3", "1.5", "many", ""]) {
      vi.stubEnv("RINGSIDE_RUNS", bad);
      expect(kitRuns(5)).toBe(5);
    }
    vi.stubEnv("RINGSIDE_RUNS", undefined);
    expect(kitRuns()).toBe(20);
    expect(kitRuns(3)).toBe(3);
  });
});

describe("conformance", () => {
  it("gives the ten checks, two more for facts and one for a fast path, each named", () => {
    const names = conformance({ game: armWrestling, configs }).map((c) => c.name);
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
    expect(conformance({ game: armWrestling, configs, facts })).toHaveLength(12);
    expect(conformance({ game: armWrestling, configs, fast: true }).at(-1)?.name).toMatch(
      /^the fast path equals/,
    );
    expect(conformance({ game: armWrestling, configs, fast: false })).toHaveLength(10);
  });

  it("names its checks as the games' test reports show them", () => {
    expect(conformance({ game: armWrestling, configs }).map((c) => c.name)).toEqual([
      "same seed and moves give the same match (runMatch twice, with and without onEvent, and a traced run)",
      "a JSON round-tripped record replays to the same state and events",
      "save/restore at any point continues to the same end",
      "inputs are never changed and states are deep-frozen",
      "illegal, garbage and unknown-player moves are refused with the right code, the state untouched",
      "turn and moves agree in every state, and every legal move can be played",
      "views never show the dice or what the viewer may not see",
      "two matches interleaved step by step equal each played alone",
      "malformed states are refused with INVALID_STATE, never a crash",
      "garbage configurations and dice are refused with a RingsideError",
    ]);
  });

  it("reports every problem of the declared facts, one a line", () => {
    const lies = conformance({
      game: armWrestling,
      configs,
      facts: { ...facts, id: "x", players: { min: 0, max: 1 } },
    });
    expect(run("the declared facts", lies)).toMatch(
      /^ConformanceFailure: facts.id is "x".*\nfacts.players is/,
    );
  });

  it("runs the fast-path check with the players of each configuration", () => {
    const fast = {
      run: (
        config: ArmConfig,
        dice: DiceStart,
        bots: Parameters<typeof runMatch>[1]["bots"],
        botSeed: number,
      ) => {
        const match = runMatch(armWrestling, {
          config,
          dice,
          botSeed,
          ...(bots === undefined ? {} : { bots }),
        });
        return { result: match.result, steps: match.steps };
      },
    };
    const checks = conformance({ game: { ...armWrestling, fast }, configs, fast: true, runs: 2 });
    expect(run("the fast path", checks)).toBe("passed");
  });

  it("plays the subject's bots when it gives them, else a random bot for each player", () => {
    // With bots that only rest the dice are never rolled after the grips: the facts' "no chance" holds.
    const rest = () => ({ type: "rest" }) as ArmMove;
    const resting = conformance({ game: armWrestling, configs, facts, runs: 3, bots: { a: rest, b: rest } });
    expect(run("every match keeps", resting)).toBe("passed");
    const random = conformance({ game: armWrestling, configs, facts, runs: 3 });
    expect(run("every match keeps", random)).toMatch(/the dice were used/);
  });

  it("expects unknown keys refused everywhere but where the subject's free keys say", () => {
    const check = "malformed states";
    expect(run(check, conformance({ game: looseGrips, configs, runs: 3 }))).toMatch(/an unknown key at grip/);
    expect(run(check, conformance({ game: looseGrips, configs, runs: 3, freeKeys: ["grip"] }))).toBe(
      "passed",
    );
    expect(run(check, conformance({ game: looseGrips, configs, runs: 3, freeKeys: ["*"] }))).toBe("passed");
    expect(run(check, conformance({ game: looseGrips, configs, runs: 3, freeKeys: ["grip.a"] }))).toMatch(
      /an unknown key at grip/,
    );
    expect(run(check, conformance({ game: looseGrips, configs, runs: 3, freeKeys: ["marker"] }))).toMatch(
      /an unknown key at grip/,
    );
  });

  it("a free key frees that object only, not the objects below it", () => {
    // Configurations with an object two levels down; a game that refuses unknown keys at the top only.
    const nested = fc.constant<ArmConfig>(Object.assign({ limit: 8 }, { outer: { inner: {} } }));
    const topOnly: ArmGame = {
      ...armWrestling,
      start(config, dice) {
        if (isRecord(config) && Object.keys(config).some((k) => k !== "limit" && k !== "outer"))
          return armWrestling.start(config, dice);
        return armWrestling.start(isRecord(config) ? { limit: config.limit } : config, dice);
      },
    };
    const check = "garbage configurations";
    const subject = { game: topOnly, configs: nested, runs: 20 };
    expect(run(check, conformance({ ...subject, freeKeys: ["outer"] }))).toMatch(
      /a misspelled key at outer.inner/,
    );
    expect(run(check, conformance({ ...subject, freeKeys: ["outer", "outer.zz"] }))).toMatch(
      /a misspelled key at outer.inner/,
    );
    expect(run(check, conformance({ ...subject, freeKeys: ["outer", "outer.inner"] }))).toBe("passed");
    expect(run(check, conformance({ ...subject, freeKeys: ["outer", "outer.*"] }))).toBe("passed");
  });

  it("stops a match that has not ended after maxSteps steps", () => {
    const rest = () => ({ type: "rest" }) as ArmMove;
    const long = {
      game: armWrestling,
      configs: fc.constant({ limit: 50 }),
      bots: { a: rest, b: rest },
      runs: 1,
    };
    expect(run("turn and moves", conformance({ ...long, maxSteps: 5 }))).toMatch(
      /match did not end: still going after 5 steps/,
    );
    expect(run("turn and moves", conformance(long))).toBe("passed");
  });

  it("runs each property the subject's number of times", () => {
    let starts = 0;
    const counting: ArmGame = {
      ...armWrestling,
      start: (config, dice) => {
        starts++;
        return armWrestling.start(config, dice);
      },
    };
    const check = conformance({ game: counting, configs, runs: 4 }).find((c) => c.name.startsWith("views"));
    check?.run();
    // botsFor starts one match to learn the players, then the traced match: two starts per run.
    expect(starts).toBe(8);
  });
});

describe("conformance on a game where nobody decides", () => {
  it("passes every check on a match with no step at all", () => {
    const checks = conformance({ game: countdown, configs: fc.constant({ from: 0 }), runs: 2 });
    expect(checks.map((c) => run(c.name, checks))).toEqual(checks.map(() => "passed"));
  });

  it("passes every check, facts included", () => {
    const countdownFacts: GameFacts<object> = {
      ...facts,
      id: countdown.id,
      players: { min: 1, max: 1 },
      decisions: "none",
      hiddenInformation: false,
      chance: "a d6 a step",
    };
    const checks = conformance({
      game: countdown,
      configs: fc.record({ from: fc.integer({ min: 0, max: 8 }) }),
      facts: countdownFacts,
      runs: 3,
    });
    expect(checks.map((c) => run(c.name, checks))).toEqual(checks.map(() => "passed"));
  });
});
