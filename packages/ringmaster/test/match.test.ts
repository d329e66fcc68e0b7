import { isRingsideError, runMatch, type Bot } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { randomBot } from "../src/bots/randomBot.js";
import { POSITIONS } from "../src/data/attributes.js";
import { ringmaster } from "../src/game.js";
import type { RingMasterView } from "../src/state.js";
import { wearDownLevel } from "../src/rules/wearDown.js";
import { isStandable } from "../src/rules/ring.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO, SAMPLE_WRESTLERS } from "../src/samples/wrestlers.js";
import type { RingMasterMove, RingMasterState } from "../src/state.js";
import type { RingMasterConfig } from "../src/config.js";

const RUNS = Number(process.env.RINGSIDE_RUNS ?? 30);
/** Random whole matches: left out of `pnpm mutate` runs (see mutation/vitest.config.ts). */
const randomMatches = it.skipIf(process.env.RINGSIDE_MUTATE !== undefined);

const configArb: fc.Arbitrary<RingMasterConfig> = fc
  .record({
    red: fc.constantFrom(...SAMPLE_WRESTLERS),
    blue: fc.constantFrom(...SAMPLE_WRESTLERS),
    timeLimit: fc.integer({ min: 60, max: 900 }),
    opening: fc.constantFrom<"bell" | "tie-up" | "test-of-strength" | "ambush-red" | "ambush-blue">(
      "bell",
      "tie-up",
      "test-of-strength",
      "ambush-red",
      "ambush-blue",
    ),
    impairment: fc.boolean(),
    accurateTiming: fc.boolean(),
  })
  .map(({ red, blue, ...options }) => ({ red, blue, options }));

function invariants(s: RingMasterState): void {
  for (const p of ["red", "blue"] as const) {
    const c = s.corners[p];
    expect(c.intensity).toBeLessThanOrEqual(c.traits.intensity);
    expect(c.stun).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(c.stun) && Number.isInteger(c.intensity)).toBe(true);
    expect(c.level).toBe(wearDownLevel(c.intensity, c.traits.levels));
    expect(isStandable(c.square)).toBe(true);
    expect(POSITIONS).toContain(c.position);
    expect(c.rope).toBeGreaterThanOrEqual(0);
    expect(c.rope).toBeLessThanOrEqual(3);
  }
  expect(s.ap).toBeGreaterThanOrEqual(0);
  expect(s.seconds).toBeGreaterThanOrEqual(0);
}

/** Plays with a bot, checking the invariants after every step. */
function play(
  config: RingMasterConfig,
  seed: number,
  bots: Record<"red" | "blue", Bot<RingMasterView, RingMasterMove>>,
) {
  let states = 0;
  const r = runMatch(ringmaster, {
    config,
    dice: seed,
    bots: {
      red: (input) => {
        states++;
        return bots.red(input);
      },
      blue: (input) => {
        states++;
        return bots.blue(input);
      },
    },
    botSeed: seed,
    maxSteps: 20_000,
  });
  return { ...r, states };
}

describe("the singles match", () => {
  randomMatches(
    "random matches end (the time limit included), with legal squares and consistent Intensity and Stun",
    () => {
      fc.assert(
        fc.property(configArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (config, seed) => {
          let state = ringmaster.setup(config, seed);
          let guard = 0;
          const bot = randomBot();
          const rng = { int: (lo: number, hi: number) => lo + ((seed + guard) % (hi - lo + 1)) } as never;
          while (ringmaster.turn(state).kind !== "over") {
            const turn = ringmaster.turn(state);
            if (turn.kind !== "decide") throw new Error("no advance in RingMaster");
            const player = turn.players[0] ?? "red";
            const moves = ringmaster.moves(state, player);
            expect(moves.length).toBeGreaterThan(0);
            const move = bot({ view: ringmaster.view(state, player), moves, rng });
            state = ringmaster.play(state, player, move).state;
            invariants(state);
            guard++;
            expect(guard).toBeLessThan(20_000);
          }
          const result = state.result;
          expect(result).not.toBeNull();
          if (result?.method === "time-limit")
            expect(state.seconds).toBeGreaterThanOrEqual(state.options.timeLimit);
        }),
        { numRuns: RUNS },
      );
    },
  );

  randomMatches("a state round-tripped through JSON continues identically", () => {
    fc.assert(
      fc.property(
        configArb,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 60 }),
        (config, seed, cut) => {
          const bots = { red: heuristicBot(), blue: randomBot() };
          const whole = runMatch(ringmaster, { config, dice: seed, bots, botSeed: seed });
          const moves = whole.record.moves;
          let state = ringmaster.setup(config, seed);
          const k = Math.min(cut, moves.length);
          for (let i = 0; i < k; i++) {
            const m = moves[i];
            if (m === undefined) break;
            state = ringmaster.play(state, m.player, m.move).state;
          }
          state = JSON.parse(JSON.stringify(state)) as RingMasterState;
          for (let i = k; i < moves.length; i++) {
            const m = moves[i];
            if (m === undefined) break;
            state = ringmaster.play(state, m.player, m.move).state;
          }
          expect(state).toEqual(whole.state);
        },
      ),
      { numRuns: Math.max(5, Math.floor(RUNS / 3)) },
    );
  });

  it("refuses illegal, garbage, out-of-turn and after-the-end moves and leaves the state untouched", () => {
    const { state } = ringmaster.start({ red: BRUNO_MADDOX, blue: FLASH_DELGADO }, 5);
    const copy = JSON.stringify(state);
    const turn = ringmaster.turn(state);
    const mover = turn.kind === "decide" ? (turn.players[0] ?? "red") : "red";
    const other = mover === "red" ? "blue" : "red";
    const tries: [unknown, string, string][] = [
      [{ type: "attack", maneuver: "Piledriver", desperation: false }, mover, "ILLEGAL_MOVE"],
      [{ type: "attack", maneuver: "toString", desperation: false }, mover, "ILLEGAL_MOVE"],
      [null, mover, "ILLEGAL_MOVE"],
      [{ type: "crowd" }, other, "NOT_YOUR_TURN"],
    ];
    for (const [move, player, code] of tries) {
      try {
        ringmaster.play(state, player as "red", move as RingMasterMove);
        expect.unreachable();
      } catch (e) {
        expect(isRingsideError(e) && e.code).toBe(code);
      }
    }
    expect(JSON.stringify(state)).toBe(copy);
    const over = runMatch(ringmaster, {
      config: { red: DOC_HALVERSON, blue: FLASH_DELGADO },
      dice: 3,
      bots: { red: randomBot(), blue: randomBot() },
    }).state;
    expect(() => ringmaster.play(over, "red", { type: "crowd" })).toThrow(/over/);
    expect(() => ringmaster.advance(state)).toThrow();
  });

  randomMatches(
    "the heuristic bot beats the random bot and ends matches by pin, submission or knockout",
    () => {
      let wins = 0;
      let decisive = 0;
      const n = 40;
      for (let seed = 0; seed < n; seed++) {
        const red = SAMPLE_WRESTLERS[seed % 3] ?? BRUNO_MADDOX;
        const r = play({ red, blue: red }, seed, { red: heuristicBot(), blue: randomBot() });
        if (r.result.winner === "red") wins++;
        if (r.result.winner !== null) decisive++;
      }
      expect(wins / n).toBeGreaterThan(0.5);
      expect(decisive / n).toBeGreaterThan(0.6);
    },
  );
});

describe("the fast path", () => {
  randomMatches(
    "gives the Game API's result and steps with heuristic bots, and refuses an illegal bot's move",
    () => {
      const fast = ringmaster.fast;
      if (fast === undefined) throw new Error("no fast path");
      for (let seed = 0; seed < 6; seed++) {
        const config = { red: SAMPLE_WRESTLERS[seed % 3] ?? BRUNO_MADDOX, blue: FLASH_DELGADO };
        const bots = { red: heuristicBot(), blue: seed % 2 === 0 ? heuristicBot() : randomBot() };
        const slow = runMatch(ringmaster, { config, dice: seed, bots, botSeed: seed });
        expect(fast.run(config, seed, bots, seed)).toEqual({ result: slow.result, steps: slow.steps });
      }
      const illegal: Bot<RingMasterView, RingMasterMove> = () => ({ type: "climb" });
      expect(() =>
        fast.run({ red: BRUNO_MADDOX, blue: FLASH_DELGADO }, 1, { red: illegal, blue: illegal }, 0),
      ).toThrow(/illegal/);
    },
  );
});

describe("configurations", () => {
  it("lists every problem of a broken wrestler at once", () => {
    const bad = {
      red: {
        ...BRUNO_MADDOX,
        attributes: { ...BRUNO_MADDOX.attributes, STR: 140 },
        arsenal: [...BRUNO_MADDOX.arsenal.slice(0, 10), { maneuver: "Atomic Leg Drop", bonus: 5 }],
        finisher: "Punch",
        colour: "red",
      },
      blue: { ...FLASH_DELGADO, height: 20 },
      options: { timeLimit: 5, opening: "handshake" },
    };
    try {
      ringmaster.start(bad as never, 1);
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e) && e.code).toBe("INVALID_CONFIG");
      const paths = isRingsideError(e) ? e.problems.map((p) => p.path) : [];
      expect(paths).toEqual(
        expect.arrayContaining([
          "red.attributes.STR",
          "red.colour",
          "blue.height",
          "options.timeLimit",
          "options.opening",
        ]),
      );
    }
    try {
      ringmaster.setup(
        {
          red: {
            ...BRUNO_MADDOX,
            arsenal: [...BRUNO_MADDOX.arsenal.slice(0, 10), { maneuver: "Atomic Leg Drop", bonus: 5 }],
            finisher: "Punch",
          },
          blue: { ...FLASH_DELGADO, attributes: { ...FLASH_DELGADO.attributes, STR: 90 } },
        },
        1,
      );
      expect.unreachable();
    } catch (e) {
      const problems = isRingsideError(e) ? e.problems : [];
      expect(problems.map((p) => p.path)).toEqual(
        expect.arrayContaining(["red.arsenal.10.maneuver", "red.finisher", "blue.attributes"]),
      );
      expect(problems.every((p) => typeof p.rule === "string")).toBe(true);
    }
  });

  it("a new wrestler has no attribute above 80; a veteran's larger budget allows up to 100", () => {
    const strong = { ...FLASH_DELGADO, attributes: { ...FLASH_DELGADO.attributes, STR: 85, AGI: 20 } };
    const problemsOf = (options: NonNullable<RingMasterConfig["options"]>): string[] => {
      try {
        ringmaster.setup({ red: BRUNO_MADDOX, blue: strong, options }, 1);
        return [];
      } catch (e) {
        return isRingsideError(e)
          ? e.problems.map((p) => `${p.path}: ${p.message}`)
          : ["not a RingsideError"];
      }
    };
    expect(problemsOf({})).toEqual([
      "blue.attributes.STR: 85 is above 80, the most a new wrestler may have (a veteran's larger pointBudget allows up to 100)",
    ]);
    expect(problemsOf({ pointBudget: 450 })).toEqual([]);
  });

  it("fuzzed configurations only ever give a RingsideError", () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true }),
        (input) => {
          try {
            ringmaster.start({ red: BRUNO_MADDOX, blue: input } as never, 1);
          } catch (e) {
            expect(isRingsideError(e)).toBe(true);
          }
          try {
            ringmaster.start(input as never, 1);
          } catch (e) {
            expect(isRingsideError(e)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a bad seed with INVALID_ARGUMENT", () => {
    expect(() => ringmaster.setup({ red: BRUNO_MADDOX, blue: FLASH_DELGADO }, 1.5)).toThrow(/seed/);
  });
});

describe("Reversals (¶84–¶85)", () => {
  it("the defender can reverse into an Arsenal maneuver: a Contest, and the winner's maneuver lands", () => {
    let seen = 0;
    for (let seed = 0; seed < 40 && seen < 3; seed++) {
      let state = ringmaster.setup({ red: BRUNO_MADDOX, blue: DOC_HALVERSON }, seed);
      for (let guard = 0; guard < 400 && ringmaster.turn(state).kind === "decide"; guard++) {
        const turn = ringmaster.turn(state);
        if (turn.kind !== "decide") break;
        const player = turn.players[0] ?? "red";
        const moves = ringmaster.moves(state, player);
        const reverse = moves.find((m) => m.type === "reverse");
        const move = reverse ?? moves.find((m) => m.type === "attack") ?? moves[0];
        if (move === undefined) break;
        const step = ringmaster.play(state, player, move);
        if (reverse !== undefined) {
          const counter = step.events.find((e) => e.type === "counter");
          expect(counter).toMatchObject({ type: "counter", reversal: true, counter: reverse.into });
          if (counter?.type === "counter" && counter.result === "countered") {
            expect(
              step.events.some((e) => e.type === "hit" && e.by === player && e.maneuver === reverse.into),
            ).toBe(true);
            seen++;
          }
        }
        state = step.state;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
