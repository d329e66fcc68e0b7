import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POWER_IDS, superDiceRandomBot, superdice, type PowerId, type SuperDiceState } from "../src/index.js";
import { runFast } from "../src/fast.js";
import { DRAFT, playOut } from "./driver.js";

/** Matches through the Game API itself, every state frozen and checked (the thousand below run on the fast loop). */
const RUNS = Number(process.env.RINGSIDE_RUNS ?? 12);

function invariants(before: SuperDiceState, after: SuperDiceState): void {
  for (const p of ["red", "blue"] as const) {
    const h = after.heroes[p];
    expect(h.hits).toBeLessThanOrEqual(h.cap);
    expect(h.sidekick?.hits ?? 0).toBeLessThanOrEqual(20);
  }
  if (before.phase === "damage") {
    const live = before.table.filter((d) => !d.out);
    expect(live.every((d) => d.side === "attack" || d.side === "defense")).toBe(true);
    expect(after.table.every((d) => d.holder === d.owner)).toBe(true);
  }
}

/** The Game API's match and the fast path's are proven equal by the kit: a thousand on the fast loop. */
const MANY = Number(process.env.RINGSIDE_RUNS ?? 1000);

describe("random matches", () => {
  it(`${MANY} random matches (drafts and random power sets) end with every step within the rules`, () => {
    const bots = { red: superDiceRandomBot(), blue: superDiceRandomBot() };
    let damagePhases = 0;
    let lent = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.option(fc.shuffledSubarray([...POWER_IDS], { minLength: 10, maxLength: 10 }), { nil: undefined }),
        (seed, powers?: PowerId[]) => {
          const config =
            powers === undefined
              ? DRAFT
              : {
                  red: { name: "Nova", powers: powers.slice(0, 5) },
                  blue: { name: "Quake", powers: powers.slice(5) },
                };
          let turn = 0;
          const m = runFast(config, seed, bots, seed, 100_000, (s) => {
            for (const p of ["red", "blue"] as const) {
              const h = s.heroes[p];
              if (h.hits > h.cap || (h.sidekick?.hits ?? 0) > 20) throw new Error(`${p} over the cap`);
            }
            if (s.phase === "damage") {
              damagePhases++;
              // Every die in play has exactly one side when the Damage Phase counts them.
              for (const d of s.table) {
                if (!d.out && d.side !== "attack" && d.side !== "defense")
                  throw new Error(`die ${d.id} unassigned`);
                if (d.holder !== d.owner) lent++;
              }
            }
            if (s.turn !== turn) {
              turn = s.turn;
              // A new turn: every switched or stolen die went back to its owner.
              if (s.table.some((d) => d.holder !== d.owner)) throw new Error("a borrowed die was kept");
            }
          });
          expect(["knockout", "draw", "time-limit"]).toContain(m.result.method);
        },
      ),
      { numRuns: MANY },
    );
    expect(damagePhases).toBeGreaterThan(MANY);
    expect(lent).toBeGreaterThan(0);
  });
  it("end, keep hits under their caps, assign every die by the Damage Phase and return borrowed dice", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { state } = playOut(DRAFT, seed, invariants);
        expect(state.result).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
  it("save and restore at any point continues identically", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 300 }), (seed, at) => {
        const whole = playOut(DRAFT, seed);
        const half = playOut(DRAFT, seed, undefined, at);
        const restored = superdice.loadState(JSON.parse(JSON.stringify(half.state)) as unknown);
        const rest = playOut(DRAFT, seed, undefined, Infinity, restored, half.rng);
        expect(rest.state).toEqual(whole.state);
      }),
      { numRuns: Math.max(10, RUNS / 4) },
    );
  });
});
