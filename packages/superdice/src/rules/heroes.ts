/**
 * The heroes (Super Dice › Setup, Made of Metal, Sidekick): each named, 50 hits, five dice and
 * five powers. Made of Metal adds 30 hits from the start (and to the cap Regeneration heals to);
 * a Sidekick arrives with its own 20 hits.
 */
import type { EventSink } from "@ringside/core";
import { powerDef } from "../data/powers/index.js";
import type { PowerId } from "../data/powerIds.js";
import type { SuperDiceEvent } from "../moves.js";
import { PLAYERS, type SuperDiceHero, type SuperDiceState } from "../types.js";
import { SIDEKICK_HITS } from "./sidekick.js";

/** Hits a hero starts with. */
export const STARTING_HITS = 50;

/** A hero before his powers are known. */
export function newHero(name: string, powers: readonly PowerId[]): SuperDiceHero {
  return {
    name,
    hits: STARTING_HITS,
    cap: STARTING_HITS,
    powers: [...powers],
    sidekick: null,
    nextDice: 0,
    revealed: false,
  };
}

/** Once both heroes have their five powers: hits, cap and Sidekick from the constant powers. */
export function heroesReady(state: SuperDiceState, events: EventSink<SuperDiceEvent>): void {
  for (const p of PLAYERS) {
    const hero = state.heroes[p];
    const extra = hero.powers.reduce((n, id) => n + (powerDef(id).extraHits ?? 0), 0);
    hero.cap = STARTING_HITS + extra;
    hero.hits = hero.cap;
    hero.sidekick = hero.powers.includes("sidekick") ? { hits: SIDEKICK_HITS, copy: null } : null;
    events.push({ type: "hero-ready", player: p, hits: hero.hits, powers: [...hero.powers] });
  }
}
