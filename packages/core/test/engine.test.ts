import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createStats,
  isRingsideError,
  randomBot,
  replayMatch,
  runMatch,
  sameMove,
  simulate,
  canonicalJson,
  type Bot,
} from "@ringside/core";
import {
  armWrestling,
  narrateArm,
  type ArmMove,
  type ArmState,
  type ArmView,
} from "./fixtures/armWrestling.js";
import { thrown } from "./thrown.js";

const bots = { a: randomBot<ArmView, ArmMove>(), b: randomBot<ArmView, ArmMove>() };

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe("the engine shape, on the toy game", () => {
  it("setup validates every problem of the config", () => {
    const error = thrown(() => armWrestling.setup({ limit: 0 }, 1));
    expect(isRingsideError(error, "INVALID_CONFIG")).toBe(true);
    expect((error as { problems: unknown }).problems).toEqual([
      { path: "limit", message: "expected >=1, got 0", rule: "Toy › Time limit" },
    ]);
  });

  it("a move gives a new state and events, never mutating its input", () => {
    const state = deepFreeze(armWrestling.setup({ limit: 10 }, 1));
    const step = armWrestling.play(state, "a", { type: "push" });
    expect(step.state).not.toBe(state);
    expect(step.state.turns).toBe(1);
    expect(step.events[0]?.type).toBe("pushed");
  });

  it("illegal moves throw stable codes and leave the state untouched", () => {
    const state = deepFreeze(armWrestling.setup({ limit: 10 }, 1));
    const before = JSON.stringify(state);
    expect(
      isRingsideError(
        thrown(() => armWrestling.play(state, "b", { type: "push" })),
        "NOT_YOUR_TURN",
      ),
    ).toBe(true);
    expect(
      isRingsideError(
        thrown(() => armWrestling.play(state, "a", { type: "bite" } as unknown as ArmMove)),
        "ILLEGAL_MOVE",
      ),
    ).toBe(true);
    expect(
      isRingsideError(
        thrown(() => armWrestling.advance(state)),
        "NOTHING_TO_ADVANCE",
      ),
    ).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
    const over: ArmState = { ...state, marker: 3 };
    expect(
      isRingsideError(
        thrown(() => armWrestling.play(over, "a", { type: "rest" })),
        "MATCH_OVER",
      ),
    ).toBe(true);
  });

  it("views hide what a player may not see", () => {
    const state = armWrestling.setup({ limit: 10 }, 1);
    expect(armWrestling.view(state, "a").grip).toBe(state.grip.a);
    expect(armWrestling.view(state, "b").grip).toBe(state.grip.b);
    expect(armWrestling.view(state, null)).not.toHaveProperty("grip");
    expect(JSON.stringify(armWrestling.view(state, "a"))).not.toContain('"b"');
  });

  it("runMatch plays to the end and its record replays to the same state", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, botSeed) => {
        const match = runMatch(armWrestling, { config: { limit: 40 }, dice: seed, bots, botSeed });
        expect(["a", "b", null]).toContain(match.result.winner);
        const record = JSON.parse(JSON.stringify(match.record)) as typeof match.record;
        expect(replayMatch(armWrestling, record).state).toEqual(match.state);
      }),
      { numRuns: 300 },
    );
  });

  // Save/restore at a random point is one of the conformance kit's properties
  // (test/conformance.test.ts): it restores from a JSON copy at a step drawn over the whole match,
  // continues to the end, and compares every event and the final state.

  it("bots see only the view and their own RNG, not the match dice", () => {
    const seen: ArmView[] = [];
    const spy: Bot<ArmView, ArmMove> = ({ view, moves }) => {
      seen.push(view);
      expect(view).not.toHaveProperty("dice");
      return moves[0]!;
    };
    runMatch(armWrestling, { config: { limit: 6 }, dice: 3, bots: { a: spy, b: spy } });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((v) => v.me === v.next && typeof v.grip === "number")).toBe(true);
  });

  it("narrates events as play-by-play", () => {
    const lines: string[] = [];
    const match = runMatch(armWrestling, {
      config: { limit: 30 },
      dice: 9,
      bots,
      onEvent: (e) => {
        const line = narrateArm(e);
        if (line !== null) lines.push(line);
      },
    });
    // One line for the opening grip, one per step, one for the result.
    expect(lines.length).toBe(match.steps + 2);
    expect(lines.some((l) => l.includes("heaves"))).toBe(true);
    if (match.result.winner !== null) expect(lines.at(-1)).toMatch(/slams the arm down/);
  });

  it("simulate streams statistics that add up, and is reproducible", () => {
    const run = () => simulate(armWrestling, { count: 500, seed: 77, config: { limit: 30 }, bots });
    const stats = run();
    const wins = Object.values(stats.wins).reduce((a, b) => a + b, 0);
    expect(stats.matches).toBe(500);
    expect(wins + stats.draws).toBe(500);
    expect(Object.values(stats.methods).reduce((a, b) => a + b, 0)).toBe(500);
    expect(Object.values(stats.length.histogram).reduce((a, b) => a + b, 0)).toBe(500);
    expect(stats.length.min).toBeLessThanOrEqual(stats.length.mean);
    expect(stats.length.mean).toBeLessThanOrEqual(stats.length.max);
    expect(run()).toEqual(stats);
  });

  it("simulate gives different matches to different indexes", () => {
    const lengths = new Set<number>();
    simulate(armWrestling, {
      count: 50,
      seed: 1,
      config: (i) => ({ limit: 20 + (i % 3) }),
      bots,
      onMatch: (_r, _i, stats) => lengths.add(stats().length.max),
    });
    expect(lengths.size).toBeGreaterThan(1);
  });

  it("runMatch stops a match that never ends", () => {
    const error = thrown(() =>
      runMatch(armWrestling, {
        config: { limit: 1000 },
        dice: 1,
        bots: { a: () => ({ type: "rest" }), b: () => ({ type: "rest" }) },
        maxSteps: 10,
      }),
    );
    expect(isRingsideError(error, "INVALID_STATE")).toBe(true);
  });
});

describe("helpers", () => {
  it("sameMove compares data, not identity or key order", () => {
    expect(sameMove({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameMove({ a: 1 }, { a: 2 })).toBe(false);
    expect(canonicalJson({ z: 1, a: { y: 2, b: 3 } })).toBe('{"a":{"b":3,"y":2},"z":1}');
  });

  it("createStats starts empty", () => {
    expect(createStats().snapshot()).toEqual({
      matches: 0,
      wins: {},
      draws: 0,
      methods: {},
      length: { min: 0, max: 0, total: 0, mean: 0, histogram: {} },
    });
  });

  it("randomBot refuses to move with no legal moves", () => {
    const bot = randomBot<null, number>();
    expect(
      isRingsideError(
        thrown(() => bot({ view: null, moves: [], rng: {} as never })),
        "ILLEGAL_MOVE",
      ),
    ).toBe(true);
  });
});

describe("sameMove", () => {
  it("agrees with canonical JSON equality on random JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameMove(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
        expect(sameMove(a, JSON.parse(JSON.stringify(a)))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("tells arrays from objects and ignores undefined keys", () => {
    expect(sameMove([1], { 0: 1 })).toBe(false);
    expect(sameMove({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameMove({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameMove(null, {})).toBe(false);
  });
});
