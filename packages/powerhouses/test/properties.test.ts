import { isRingsideError, runMatch, type RecordedMove } from "@ringside/core";
import {
  ABILITIES,
  powerhouses,
  randomBot,
  type Player,
  type PowerhousesEvent,
  type PowerhousesMove,
  type PowerhousesState,
} from "@ringside/powerhouses";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruno, deepFreeze, kid } from "./helpers.js";

const custom = {
  kind: "custom",
  name: "Rated",
  faces: ["Strength", "Strength", "Strength", "Brawling", "Agility"],
} as const;
const sheets = [bruno, kid, custom] as const;
const configArb = fc.record({
  red: fc.constantFrom(...sheets),
  blue: fc.constantFrom(...sheets),
  options: fc.record({ takeDownTie: fc.constantFrom("roll-again" as const, "red-corner" as const) }),
});

/** The invariants of every state; returns what is broken (plain checks: this runs millions of times). */
function broken(s: PowerhousesState): string | null {
  for (const p of ["red", "blue"] as const) {
    const d = s.diceLeft[p];
    if (d < (s.result === null ? 2 : 1) || d > 5) return `${p} has ${d} dice`;
  }
  const roll = s.roll;
  if (roll !== null) {
    if (roll.count < 0) return `negative count ${roll.count}`;
    if (roll.dice !== s.diceLeft[roll.player]) return "roll dice differ from dice left";
    if (roll.stage === "decide" && (roll.free < 1 || roll.free >= roll.dice)) return `free dice ${roll.free}`;
  }
  if (s.attack !== null && s.attack.total < 0) return "negative attack total";
  return null;
}

function checkInvariants(s: PowerhousesState): void {
  const problem = broken(s);
  if (problem !== null) throw new Error(problem);
}

/** Plays recorded moves from a state, advancing between them; returns the events and last state. */
function playOn(
  start: PowerhousesState,
  moves: readonly RecordedMove<PowerhousesMove, Player>[],
): { state: PowerhousesState; events: PowerhousesEvent[] } {
  let state = start;
  const events: PowerhousesEvent[] = [];
  let next = 0;
  for (;;) {
    const turn = powerhouses.turn(state);
    if (turn.kind === "over") break;
    const step =
      turn.kind === "advance"
        ? powerhouses.advance(state)
        : powerhouses.play(state, moves[next]!.player, moves[next++]!.move);
    events.push(...step.events);
    state = step.state;
  }
  return { state, events };
}

describe("properties of random matches", () => {
  it("random legal moves always end the match; dice stay 1..5 and counts never go negative", () => {
    fc.assert(
      fc.property(configArb, fc.integer(), fc.integer(), (config, seed, botSeed) => {
        let steps = 0;
        const match = runMatch(powerhouses, {
          config,
          dice: seed,
          botSeed,
          maxSteps: 20_000,
          bots: { red: randomBot(), blue: randomBot() },
          onEvent: (e) => {
            steps++;
            if ("count" in e && e.count < 0) throw new Error(`negative count in ${e.type}`);
            if ((e.type === "wear-down" || e.type === "come-back") && (e.diceLeft < 1 || e.diceLeft > 5)) {
              throw new Error(`dice left ${e.diceLeft}`);
            }
          },
        });
        expect(steps).toBeGreaterThan(0);
        expect(match.result.method).toBe("pinfall");
        expect(match.state.diceLeft[match.result.winner === "red" ? "blue" : "red"]).toBe(1);
        checkInvariants(match.state);
      }),
      { numRuns: 250 },
    );
  });

  it("every intermediate state keeps the invariants", () => {
    fc.assert(
      fc.property(configArb, fc.integer(), fc.integer(), (config, seed, botSeed) => {
        const match = runMatch(powerhouses, {
          config,
          dice: seed,
          botSeed,
          bots: { red: randomBot(), blue: randomBot() },
        });
        let state = powerhouses.setup(config, seed);
        let next = 0;
        while (powerhouses.turn(state).kind !== "over") {
          checkInvariants(state);
          const turn = powerhouses.turn(state);
          const m = match.record.moves[next];
          state =
            turn.kind === "advance"
              ? powerhouses.advance(state).state
              : powerhouses.play(state, m!.player, (next++, m!.move)).state;
        }
        expect(state).toEqual(match.state);
      }),
      { numRuns: 100 },
    );
  });

  it("a JSON save and restore at any point continues identically", () => {
    fc.assert(
      fc.property(
        configArb,
        fc.integer(),
        fc.integer(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (config, seed, botSeed, at) => {
          const match = runMatch(powerhouses, {
            config,
            dice: seed,
            botSeed,
            bots: { red: randomBot(), blue: randomBot() },
          });
          const moves = match.record.moves;
          const cut = Math.floor(at * moves.length);
          // Play up to the cut, then continue once from the live state and once from its JSON copy.
          let state = powerhouses.setup(config, seed);
          let next = 0;
          while (next < cut || powerhouses.turn(state).kind === "advance") {
            const turn = powerhouses.turn(state);
            if (turn.kind === "over") break;
            state =
              turn.kind === "advance"
                ? powerhouses.advance(state).state
                : powerhouses.play(state, moves[next]!.player, moves[next++]!.move).state;
          }
          const restored = JSON.parse(JSON.stringify(state)) as PowerhousesState;
          expect(restored).toEqual(state);
          const rest = moves.slice(next);
          const a = playOn(state, rest);
          const b = playOn(restored, rest);
          expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
          expect(b.state).toEqual(a.state);
          expect(a.state).toEqual(match.state);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("an illegal move at any point throws a RingsideError and leaves the state untouched", () => {
    const anyMove = fc.constantFrom<PowerhousesMove>(
      { type: "roll" },
      { type: "quit" },
      ...ABILITIES.map((ability) => ({ type: "pursue" as const, ability })),
    );
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 200 }),
        anyMove,
        fc.constantFrom<Player>("red", "blue"),
        (seed, at, move, player) => {
          const match = runMatch(powerhouses, {
            config: { red: bruno, blue: kid },
            dice: seed,
            bots: { red: randomBot(), blue: randomBot() },
          });
          let state = powerhouses.setup({ red: bruno, blue: kid }, seed);
          let next = 0;
          for (let i = 0; i < at && powerhouses.turn(state).kind !== "over"; i++) {
            const turn = powerhouses.turn(state);
            const m = match.record.moves[next];
            state =
              turn.kind === "advance"
                ? powerhouses.advance(state).state
                : powerhouses.play(state, m!.player, (next++, m!.move)).state;
          }
          const legal = powerhouses.moves(state, player);
          fc.pre(!legal.some((m) => JSON.stringify(m) === JSON.stringify(move)));
          const before = JSON.stringify(state);
          deepFreeze(state);
          let caught: unknown;
          try {
            powerhouses.play(state, player, move);
          } catch (e) {
            caught = e;
          }
          expect(isRingsideError(caught), String(caught)).toBe(true);
          expect(JSON.stringify(state)).toBe(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
