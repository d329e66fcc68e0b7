/**
 * Test helpers for the clause tests: a match arranged by hand (who attacks, where both men stand)
 * with scripted dice, so each test plays the clause it checks through the Game API.
 */
import { diceState } from "@ringside/core";
import { ringmaster } from "../../src/game.js";
import type { RingMasterConfig, RingMasterPlayer } from "../../src/config.js";
import type { RingMasterCorner, RingMasterMove, RingMasterState } from "../../src/state.js";
import type { RingMasterEvent } from "../../src/events.js";
import { BRUNO_MADDOX, DOC_HALVERSON } from "../../src/samples/wrestlers.js";

/** The singles match the clause tests use unless they say otherwise. */
export const SINGLES: RingMasterConfig = { red: BRUNO_MADDOX, blue: DOC_HALVERSON };

/** The two d10 faces (tens, ones) that read as the d100 roll `n` (100 is "00"). */
export function pct(n: number): [number, number] {
  return n === 100 ? [0, 0] : [Math.floor(n / 10), n % 10];
}

/** Filler faces after the scripted ones: each reads 5 on a d6 and 55 on a d100. */
export const FILL: readonly number[] = Array.from({ length: 400 }, () => 5);

/** What a test arranges. */
export interface Arrangement {
  readonly config?: RingMasterConfig;
  readonly attacker?: RingMasterPlayer;
  readonly red?: Partial<RingMasterCorner>;
  readonly blue?: Partial<RingMasterCorner>;
  readonly state?: Partial<RingMasterState>;
  /** The faces the dice give, in order; `FILL` follows them. */
  readonly faces?: readonly number[];
}

/** A match in its position phase as arranged, the dice scripted. */
export function arrange(a: Arrangement = {}): RingMasterState {
  const s = ringmaster.start(a.config ?? SINGLES, 1).state;
  const attacker = a.attacker ?? "red";
  const corners = {
    red: { ...s.corners.red, ...a.red },
    blue: { ...s.corners.blue, ...a.blue },
  };
  return {
    ...s,
    attacker,
    phase: "position",
    ap: corners[attacker].traits.SPD,
    apShort: 0,
    pending: null,
    pin: null,
    hold: null,
    last: null,
    unopposed: false,
    corners,
    ...a.state,
    dice: diceState([...(a.faces ?? []), ...FILL]),
  };
}

/** Plays `moves` in turn (each by whoever decides), collecting every event. */
export function playAll(
  s0: RingMasterState,
  moves: readonly RingMasterMove[],
): { readonly state: RingMasterState; readonly events: readonly RingMasterEvent[] } {
  let s = s0;
  const events: RingMasterEvent[] = [];
  for (const move of moves) {
    const turn = ringmaster.turn(s);
    if (turn.kind !== "decide") throw new Error(`no one decides before ${move.type}`);
    const player = turn.players[0] as RingMasterPlayer;
    const r = ringmaster.play(s, player, move);
    for (const e of r.events) if (e.type !== "match-over") events.push(e);
    s = r.state;
  }
  return { state: s, events };
}

/** The events of `type`. */
export function ofType<T extends RingMasterEvent["type"]>(
  events: readonly RingMasterEvent[],
  type: T,
): Extract<RingMasterEvent, { type: T }>[] {
  return events.filter((e): e is Extract<RingMasterEvent, { type: T }> => e.type === type);
}

/** A corner of a ring square (a turnbuckle), and the squares of the middle. */
export const CORNER = { row: 2, col: 2 } as const;
export const MIDDLE = { row: 4, col: 4 } as const;
export const NEXT_TO_MIDDLE = { row: 4, col: 5 } as const;
