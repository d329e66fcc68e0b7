import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createStats,
  isRingsideError,
  matchSeeds,
  mergeStats,
  openDice,
  randomBot,
  runMatch,
  simulate,
  type Game,
  type MatchStats,
  type MatchStateBase,
  type RingsideErrorCode,
  type SimulateOptions,
} from "@ringside/core";
import { armWrestling, type ArmMove, type ArmView } from "../../../docs/.vitepress/examples/armWrestling.js";
import { thrown } from "./thrown.js";

const bots = { a: randomBot<ArmView, ArmMove>(), b: randomBot<ArmView, ArmMove>() };
const options = (
  count: number,
  seed: number,
): SimulateOptions<{ limit: number }, ArmView, ArmMove, "a" | "b"> => ({
  count,
  seed,
  config: { limit: 12 },
  bots,
});

/** Plays the run in `shards` shards and merges them (in the given order). */
function sharded(count: number, seed: number, shards: number, order: readonly number[]): MatchStats {
  const parts = Array.from({ length: shards }, (_, index) =>
    simulate(armWrestling, { ...options(count, seed), shard: { index, count: shards } }),
  );
  return order.map((k) => parts[k]!).reduce(mergeStats, createStats().snapshot());
}

describe("simulate in shards", () => {
  it("merging the shards' statistics, in any order, equals the one-run statistics", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer(),
        fc
          .integer({ min: 1, max: 7 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
            ),
          ),
        (count, seed, [shards, order]) => {
          const whole = simulate(armWrestling, options(count, seed));
          const merged = sharded(count, seed, shards, order);
          expect(merged).toEqual(whole);
          // equal as text too: keys come out in the same order
          expect(JSON.stringify(merged)).toBe(JSON.stringify(whole));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("match i depends on (seed, i) alone: the same match in any run length or shard", () => {
    const seen = new Map<number, string>();
    const record = (count: number, shard?: { index: number; count: number }) =>
      simulate(armWrestling, {
        ...options(count, 5),
        ...(shard === undefined ? {} : { shard }),
        onMatch: (result, index) => {
          const key = JSON.stringify(result);
          const before = seen.get(index);
          if (before !== undefined) expect(key).toBe(before);
          seen.set(index, key);
        },
      });
    record(30);
    record(50);
    record(50, { index: 2, count: 3 });
    expect(seen.size).toBe(50);
    // and it is what runMatch gives with matchSeeds
    const { dice, botSeed } = matchSeeds(5, 41);
    const alone = runMatch(armWrestling, { config: { limit: 12 }, dice, bots, botSeed });
    expect(JSON.stringify(alone.result)).toBe(seen.get(41));
  });

  it("shards cover the run exactly once, whatever the sizes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 50 }), (count, shards) => {
        const indexes: number[] = [];
        for (let index = 0; index < shards; index++) {
          simulate(armWrestling, {
            ...options(count, 1),
            shard: { index, count: shards },
            onMatch: (_r, i) => indexes.push(i),
          });
        }
        expect(indexes).toEqual([...Array(count).keys()]);
      }),
      { numRuns: 30 },
    );
  });

  it("matchSeeds is a pure function of (seed, index), different across indexes and seeds", () => {
    expect(matchSeeds(1, 2)).toEqual(matchSeeds(1, 2));
    const states = new Set<string>();
    for (let seed = 0; seed < 20; seed++)
      for (let i = 0; i < 200; i++) states.add(JSON.stringify(matchSeeds(seed, i).dice.rng));
    expect(states.size).toBe(4000);
    // the high bits of seeds and indexes count
    expect(matchSeeds(2 ** 40, 0)).not.toEqual(matchSeeds(0, 0));
    expect(matchSeeds(0, 2 ** 40)).not.toEqual(matchSeeds(0, 0));
    expect(() => openDice(matchSeeds(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).dice)).not.toThrow();
  });
});

describe("mergeStats", () => {
  const result = (winner: string | null, method: "pinfall" | "draw") => ({ winner, method });
  const matches = fc.array(
    fc.tuple(
      fc.constantFrom("a", "b", "toString", "__proto__", null),
      fc.constantFrom<"pinfall" | "draw">("pinfall", "draw"),
      fc.nat(200),
    ),
    { maxLength: 40 },
  );
  it("merging two accumulators equals one accumulator of both (exact, key order included)", () => {
    fc.assert(
      fc.property(matches, matches, (xs, ys) => {
        const a = createStats();
        const b = createStats();
        const both = createStats();
        for (const [w, m, n] of xs) {
          a.add(result(w, m), n);
          both.add(result(w, m), n);
        }
        for (const [w, m, n] of ys) {
          b.add(result(w, m), n);
          both.add(result(w, m), n);
        }
        const merged = mergeStats(a.snapshot(), b.snapshot());
        expect(merged).toEqual(both.snapshot());
        expect(JSON.stringify(merged)).toBe(JSON.stringify(both.snapshot()));
        expect(mergeStats(b.snapshot(), a.snapshot())).toEqual(merged);
      }),
    );
  });
  it("refuses what is not MatchStats", () => {
    const empty = createStats().snapshot();
    for (const bad of [
      null,
      {},
      { ...empty, matches: -1 },
      { ...empty, wins: { a: 1.5 } },
      { ...empty, length: null },
    ]) {
      expect(
        isRingsideError(
          thrown(() => mergeStats(bad as MatchStats, empty)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
      expect(
        isRingsideError(
          thrown(() => mergeStats(empty, bad as MatchStats)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
    }
  });
});

describe("simulate checks its options", () => {
  const refuses = (opts: unknown, code: RingsideErrorCode = "INVALID_ARGUMENT") => {
    const error = thrown(() => simulate(armWrestling, opts as never));
    expect(isRingsideError(error, code), String(error)).toBe(true);
  };
  it("count: a whole number from 0", () => {
    for (const count of [1.5, -1, Number.NaN, Infinity, "10", 2 ** 53]) refuses({ ...options(1, 1), count });
    expect(simulate(armWrestling, options(0, 1)).matches).toBe(0);
  });
  it("seed: a safe integer", () => {
    for (const seed of [1.5, Number.NaN, Infinity, "7", 2 ** 60]) refuses({ ...options(1, 1), seed });
  });
  it("maxSteps: NaN does not turn off the safety stop", () => {
    for (const maxSteps of [Number.NaN, 0, -1, 2.5, Infinity]) refuses({ ...options(1, 1), maxSteps });
    const never = { a: (): ArmMove => ({ type: "rest" }), b: (): ArmMove => ({ type: "rest" }) };
    refuses({ count: 1, seed: 1, config: { limit: 1000 }, bots: never, maxSteps: 10 }, "INVALID_STATE");
  });
  it("shard: index within count", () => {
    for (const shard of [
      { index: 3, count: 3 },
      { index: -1, count: 2 },
      { index: 0, count: 0 },
      { index: 0.5, count: 2 },
      null,
      3,
    ]) {
      refuses({ ...options(10, 1), shard });
    }
  });
  it("bots: functions; options, config and onMatch present and of the right kind", () => {
    refuses({ ...options(1, 1), bots: { a: bots.a, b: "random" } });
    refuses({ ...options(1, 1), bots: [bots.a, bots.b] });
    refuses({ ...options(1, 1), onMatch: 3 });
    refuses(null);
    refuses({ count: 1, seed: 1, bots });
  });
  it("a decide turn without bots: INVALID_ARGUMENT naming the player", () => {
    const error = thrown(() => simulate(armWrestling, { count: 1, seed: 1, config: { limit: 5 } }));
    expect(isRingsideError(error, "INVALID_ARGUMENT")).toBe(true);
    expect(String(error)).toMatch(/no bot for player a/);
  });
});

/** A resolver game (nobody decides): a coin is tossed until one side leads by `lead`. */
interface CoinState extends MatchStateBase {
  readonly score: number;
  readonly lead: number;
}
type Coin = "heads" | "tails";
const coinSetup = (config: { lead: number }, dice: Parameters<typeof openDice>[0]): CoinState => ({
  dice: openDice(dice).save(),
  score: 0,
  lead: config.lead,
});
const coinToss = {
  id: "coin-toss",
  setup: coinSetup,
  start: (config: { lead: number }, dice: Parameters<typeof openDice>[0]) => ({
    state: coinSetup(config, dice),
    events: [],
  }),
  loadState: (input: unknown) => input as CoinState,
  players: (): readonly Coin[] => ["heads", "tails"],
  turn: (state: CoinState) =>
    Math.abs(state.score) >= state.lead
      ? ({
          kind: "over",
          result: { winner: state.score > 0 ? "heads" : "tails", method: "pinfall" },
        } as const)
      : ({ kind: "advance" } as const),
  moves: () => [],
  play: () => {
    throw new Error("nobody plays in a resolver");
  },
  advance: (state: CoinState) => {
    const dice = openDice(state.dice);
    const score = state.score + (dice.int(0, 1, "toss") === 1 ? 1 : -1);
    return { state: { ...state, dice: dice.save(), score }, events: [{ type: "toss" }] };
  },
  view: (state: CoinState) => ({ score: state.score }),
} as unknown as Game<{ lead: number }, CoinState, never, { type: string }, { score: number }, Coin>;

describe("simulate takes a resolver game without bots", () => {
  it("plays it, in shards too", () => {
    const whole = simulate(coinToss, { count: 40, seed: 3, config: { lead: 3 } });
    expect(whole.matches).toBe(40);
    expect((whole.wins.heads ?? 0) + (whole.wins.tails ?? 0)).toBe(40);
    const halves = [0, 1].map((index) =>
      simulate(coinToss, { count: 40, seed: 3, config: { lead: 3 }, shard: { index, count: 2 } }),
    );
    expect(mergeStats(halves[0]!, halves[1]!)).toEqual(whole);
  });
});

describe("simulate uses a game's fast path when it has one", () => {
  it("calls fast.run with the config, the match's dice and bot seed, and the bots", () => {
    const calls: unknown[][] = [];
    const fastCoin = {
      ...coinToss,
      fast: {
        run: (...args: unknown[]) => {
          calls.push(args);
          return runMatch(coinToss, {
            config: { lead: 3 },
            dice: args[1] as never,
            bots: {},
            botSeed: args[3] as number,
          });
        },
      },
    } as typeof coinToss;
    const viaFast = simulate(fastCoin, { count: 5, seed: 8, config: { lead: 3 } });
    expect(viaFast).toEqual(simulate(coinToss, { count: 5, seed: 8, config: { lead: 3 } }));
    expect(calls).toHaveLength(5);
    expect(calls[2]).toEqual([{ lead: 3 }, matchSeeds(8, 2).dice, undefined, matchSeeds(8, 2).botSeed]);
  });
});
