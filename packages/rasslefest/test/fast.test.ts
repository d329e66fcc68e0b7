import { createRng, runMatch, type Bot } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  heuristicBot,
  playFast,
  rasslefest,
  rassleRandomBot,
  strongBot,
  type FastPolicy,
  type RassleConfig,
  type RassleMove,
  type RassleView,
  type RasslePlayer,
  type RassleState,
} from "../src/index.js";

const rank = fc.constantFrom(
  "jobber" as const,
  "midcarder" as const,
  "star" as const,
  "superstar" as const,
  "champion" as const,
);

const configArb: fc.Arbitrary<RassleConfig> = fc.record(
  {
    disqualification: fc.boolean(),
    timeLimit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    champion: fc.constantFrom<RasslePlayer | null>("a", "b", null),
    ranks: fc.record({ a: rank, b: rank }),
    locationLasts: fc.constantFrom("attack" as const, "round" as const),
    tripAlone: fc.boolean(),
  },
  { requiredKeys: [] },
);

const policyArb = fc.constantFrom<"random" | "heuristic">("random", "heuristic");
const botOf = (p: "random" | "heuristic") => (p === "random" ? rassleRandomBot() : heuristicBot());

describe("the fast path", () => {
  it("plays exactly the Game API's match: result, steps, final state and dice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        configArb,
        policyArb,
        policyArb,
        (seed, botSeed, config, pa, pb) => {
          const slow = runMatch(rasslefest, {
            config,
            dice: seed,
            bots: { a: botOf(pa), b: botOf(pb) },
            botSeed,
          });
          const fast = playFast(config, seed, { a: pa, b: pb }, botSeed);
          expect(fast.result).toEqual(slow.result);
          expect(fast.steps).toBe(slow.steps);
          expect(fast.state.dice).toEqual(slow.state.dice);
          expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("asks any other bot with the player's view, and agrees with runMatch", () => {
    const bot = strongBot({ samples: 1, depth: 4 });
    const policy: FastPolicy = bot;
    for (const seed of [1, 2]) {
      const slow = runMatch(rasslefest, {
        config: {},
        dice: seed,
        bots: { a: bot, b: rassleRandomBot() },
        botSeed: 7,
      });
      const fast = playFast({}, seed, { a: policy, b: "random" }, 7);
      expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
      expect(fast.steps).toBe(slow.steps);
    }
  });

  it("runs its own way only the bots this package tagged: a forged mark is just another bot", () => {
    // A bot that picks the last legal move but claims, by a property, to be the random bot.
    const last: Bot<RassleView, RassleMove> = ({ moves }) => moves[moves.length - 1]!;
    const forged = Object.assign(last, { [Symbol.for("@ringside/rasslefest/fast-policy")]: "random" });
    const bots = { a: forged, b: rassleRandomBot() };
    for (const seed of [3, 4]) {
      const slow = runMatch(rasslefest, { config: {}, dice: seed, bots, botSeed: 5 });
      const fast = rasslefest.fast!.run({}, seed, bots, 5);
      expect(fast.result).toEqual(slow.result);
      expect(fast.steps).toBe(slow.steps);
    }
  });

  it("refuses a bad config and a match that runs past maxSteps with RingsideError", () => {
    expect(() => playFast({ timeLimit: -1 }, 1, { a: "random", b: "random" })).toThrow(
      expect.objectContaining({ code: "INVALID_CONFIG" }),
    );
    expect(() => playFast({}, 1, { a: "random", b: "random" }, 0, 3)).toThrow(
      expect.objectContaining({ code: "INVALID_STATE" }),
    );
  });
});

describe("the Game API's working copies", () => {
  it("gives the same step from any earlier state, a JSON copy of it, or after other calls", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), configArb, (seed, config) => {
        const rng = createRng(seed);
        const states: RassleState[] = [rasslefest.setup(config, seed)];
        for (let i = 0; i < 400; i++) {
          const s = states[states.length - 1] as RassleState;
          const t = rasslefest.turn(s);
          if (t.kind === "over") break;
          if (t.kind === "advance") states.push(rasslefest.advance(s).state);
          else {
            const p = t.players[rng.int(0, t.players.length - 1)] as RasslePlayer;
            const moves = rasslefest.moves(s, p);
            states.push(rasslefest.play(s, p, moves[rng.int(0, moves.length - 1)]!).state);
          }
        }
        // Branch from earlier states in a shuffled order, between calls on other states.
        for (let k = 0; k < 20; k++) {
          const s = states[rng.int(0, states.length - 1)] as RassleState;
          const other = states[rng.int(0, states.length - 1)] as RassleState;
          const t = rasslefest.turn(s);
          if (t.kind !== "decide") continue;
          const p = t.players[0] as RasslePlayer;
          const moves = rasslefest.moves(s, p);
          const move = moves[rng.int(0, moves.length - 1)]!;
          const fromCopy = rasslefest.play(JSON.parse(JSON.stringify(s)) as RassleState, p, move);
          rasslefest.moves(other, "a");
          const direct = rasslefest.play(s, p, move);
          expect(JSON.stringify(direct)).toBe(JSON.stringify(fromCopy));
          const again = rasslefest.play(s, p, move);
          expect(JSON.stringify(again)).toBe(JSON.stringify(fromCopy));
        }
      }),
      { numRuns: 50 },
    );
  });

  it("never changes a state it was given", () => {
    const s = rasslefest.setup({}, 3);
    const before = JSON.stringify(s);
    const t = rasslefest.turn(s);
    if (t.kind !== "decide") throw new Error("a new match waits for the players");
    const moves = rasslefest.moves(s, "a");
    rasslefest.play(s, "a", moves[0]!);
    rasslefest.play(s, "a", moves[moves.length - 1]!);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("playFast's result", () => {
  it("gives each match's own final state, read before or after later matches", () => {
    const slowState = (seed: number, a: "random" | "heuristic", b: "random" | "heuristic") =>
      JSON.stringify(
        runMatch(rasslefest, { config: {}, dice: seed, bots: { a: botOf(a), b: botOf(b) }, botSeed: seed })
          .state,
      );
    const first = playFast({}, 21, { a: "random", b: "heuristic" }, 21);
    const second = playFast({}, 22, { a: "random", b: "random" }, 22);
    const readNow = JSON.stringify(second.state);
    const third = playFast({}, 23, { a: "heuristic", b: "heuristic" }, 23);
    expect(JSON.stringify(first.state)).toBe(slowState(21, "random", "heuristic"));
    expect(readNow).toBe(slowState(22, "random", "random"));
    expect(JSON.stringify(third.state)).toBe(slowState(23, "heuristic", "heuristic"));
    expect(JSON.stringify(second.state)).toBe(readNow);
  });

  it("builds the final state once, on first read, and spreads and serialises like a plain object", () => {
    const m = playFast({}, 9, { a: "random", b: "random" }, 9);
    const first = m.state;
    expect(m.state).toBe(first);
    const slow = runMatch(rasslefest, {
      config: {},
      dice: 9,
      bots: { a: rassleRandomBot(), b: rassleRandomBot() },
      botSeed: 9,
    });
    expect(JSON.parse(JSON.stringify(m))).toEqual(
      JSON.parse(JSON.stringify({ result: slow.result, steps: slow.steps, state: slow.state })),
    );
    expect(Object.keys({ ...m })).toEqual(["result", "steps", "state"]);
  });
});
