/**
 * The target helpers equal the rolls' real targets (a property over random matches), and the legal
 * moves grouped for a UI hold every legal move once.
 */
import { createRng } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import {
  counterTarget,
  groupMoves,
  holdCounterTarget,
  lungeEscapeTargetNow,
  lungeTagTargetNow,
  reversalTarget,
} from "../../src/index.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../../src/samples/wrestlers.js";
import type { RingMasterConfig, RingMasterPlayer } from "../../src/config.js";
import type { RingMasterMove, RingMasterState } from "../../src/state.js";
import type { RingMasterEvent } from "../../src/events.js";

const CONFIGS: readonly RingMasterConfig[] = [
  { red: BRUNO_MADDOX, blue: DOC_HALVERSON },
  { red: FLASH_DELGADO, blue: BRUNO_MADDOX, redPartner: DOC_HALVERSON, bluePartner: FLASH_DELGADO },
  {
    red: DOC_HALVERSON,
    blue: FLASH_DELGADO,
    options: { cage: { material: "chain-link", feet: 10, roof: false, kind: "internal", victory: "both" } },
  },
];

/** The helper's target for a move that rolls one of these checks, or `null` for other moves. */
function helperTarget(s: RingMasterState, p: RingMasterPlayer, m: RingMasterMove): number | undefined | null {
  if (m.type === "respond" && m.counter !== null) return counterTarget(s, m.counter);
  if (m.type === "reverse") return reversalTarget(s, m.into);
  if (m.type === "counter-hold") return holdCounterTarget(s, m.into);
  if (m.type === "lunge-tag") return lungeTagTargetNow(s, p);
  if (m.type === "lunge-escape") return lungeEscapeTargetNow(s, p);
  return null;
}

/** The target the engine rolled for that move, from its events. */
function rolledTarget(
  m: RingMasterMove,
  events: readonly (RingMasterEvent | { type: "match-over" })[],
): number | undefined {
  for (const e of events) {
    if (e.type === "counter" && m.type !== "counter-hold") return e.check.target;
    if (e.type === "hold-counter") return e.check.target;
    if (e.type === "escape" && e.check !== null) return e.check.target;
  }
  return undefined;
}

/** The state with `p`'s opponent Fired Up, to try the Counter penalty against him. */
function firedUp(s: RingMasterState, p: RingMasterPlayer): RingMasterState {
  const q = p === "red" ? "blue" : "red";
  return { ...s, firedUp: { ...s.firedUp, [q]: 3 } };
}

describe("the target helpers", () => {
  it("equal the target each roll is made against, Fired Up opponents included", () => {
    let compared = 0;
    const kinds = new Set<string>();
    for (const [i, config] of CONFIGS.entries())
      for (let seed = 0; seed < 3; seed++) {
        const rng = createRng(100 * i + seed);
        let s = ringmaster.start(config, seed).state;
        for (let step = 0; step < 120 && s.result === null; step++) {
          const turn = ringmaster.turn(s);
          if (turn.kind !== "decide") break;
          const p = turn.players[0] as RingMasterPlayer;
          const moves = ringmaster.moves(s, p);
          // a few of the rolls offered here, each also against a Fired Up opponent
          const rolls = moves.filter((m) => helperTarget(s, p, m) !== null);
          const tried = rolls.length <= 3 ? rolls : [0, 1, 2].map(() => rolls[rng.int(0, rolls.length - 1)]);
          for (const m of tried)
            for (const state of m === undefined ? [] : [s, firedUp(s, p)]) {
              if (m === undefined) continue;
              const expected = helperTarget(state, p, m);
              if (expected === null) continue;
              const rolled = rolledTarget(m, ringmaster.play(state, p, m).events);
              if (rolled === undefined) continue;
              expect({ move: m, target: expected }).toEqual({ move: m, target: rolled });
              compared++;
              kinds.add(m.type === "respond" ? "counter" : m.type);
            }
          const m = moves[rng.int(0, moves.length - 1)];
          if (m === undefined) break;
          s = ringmaster.play(s, p, m).state;
        }
      }
    expect(compared).toBeGreaterThan(100);
    expect([...kinds].sort()).toEqual(["counter", "counter-hold", "lunge-escape", "lunge-tag", "reverse"]);
  });
});

describe("groupMoves", () => {
  it("puts every legal move in exactly one group, attacks by maneuver with their options", () => {
    for (const [i, config] of CONFIGS.entries()) {
      const rng = createRng(i);
      let s = ringmaster.start(config, i).state;
      for (let step = 0; step < 120 && s.result === null; step++) {
        const turn = ringmaster.turn(s);
        if (turn.kind !== "decide") break;
        const p = turn.players[0] as RingMasterPlayer;
        const moves = ringmaster.moves(s, p);
        const g = groupMoves(s, p);
        const flat: RingMasterMove[] = [
          ...g.attacks.flatMap((a) => [
            ...(a.plain === undefined ? [] : [a.plain]),
            ...(a.desperation === undefined ? [] : [a.desperation]),
            ...a.options.map((o) => o.move),
          ]),
          ...g.responses,
          ...g.holds,
          ...g.pins,
          ...g.positioning,
          ...g.tags,
          ...g.tricks,
          ...g.turnovers,
          ...g.escapes,
        ];
        expect(flat).toHaveLength(moves.length);
        expect(new Set(flat)).toEqual(new Set(moves));
        for (const a of g.attacks)
          for (const m of [a.plain, a.desperation, ...a.options.map((o) => o.move)])
            if (m !== undefined) expect(m.maneuver).toBe(a.maneuver);
        const m = moves[rng.int(0, moves.length - 1)];
        if (m === undefined) break;
        s = ringmaster.play(s, p, m).state;
      }
    }
  });
});
