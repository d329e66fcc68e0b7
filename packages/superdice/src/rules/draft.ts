/**
 * The draft (Super Dice › Setup): twelve powers drawn at random from the list, a 1d6 roll-off
 * (rolled again while tied) for the first pick, then the heroes pick one at a time, alternately,
 * until each has five; a picked power leaves the pool.
 */
import { shuffle, type DiceSource, type EventSink } from "@ringside/core";
import { POWER_IDS, type PowerId } from "../data/powerIds.js";
import type { SuperDiceEvent } from "../moves.js";
import { other, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { rollOff } from "./initiativePhase.js";
import { d6From } from "./roll.js";

/** Powers drawn for the draft pool. */
export const DRAFT_POOL = 12;
/** Powers each hero has. */
export const POWERS_PER_HERO = 5;

/** Draws the pool and rolls off for the first pick. */
export function startDraft(state: SuperDiceState, dice: DiceSource, events: EventSink<SuperDiceEvent>): void {
  const pool = shuffle(POWER_IDS, dice).slice(0, DRAFT_POOL);
  events.push({ type: "pool", powers: pool });
  const off = rollOff(d6From(dice), "draft");
  events.push({ type: "rolloff", purpose: "draft", rolls: off.rolls, winner: off.winner });
  state.draft = { pool, picker: off.winner };
  state.phase = "draft";
}

/** The picks open to the picker. */
export function draftPicks(state: SuperDiceState): PowerId[] {
  return state.draft === null ? [] : [...state.draft.pool];
}

/** Takes a pick (legal: checked by the caller); returns true when both heroes have five. */
export function pick(state: SuperDiceState, p: SuperDicePlayer, power: PowerId): boolean {
  const draft = state.draft;
  if (draft === null) return true;
  draft.pool = draft.pool.filter((id) => id !== power);
  state.heroes[p].powers.push(power);
  const next = other(p);
  const done = (q: SuperDicePlayer): boolean => state.heroes[q].powers.length >= POWERS_PER_HERO;
  if (done(p) && done(next)) {
    state.draft = null;
    return true;
  }
  draft.picker = done(next) ? p : next;
  return false;
}
