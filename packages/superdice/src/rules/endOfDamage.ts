/**
 * The end of the Damage Phase (Super Dice › Regeneration, Drain): the constant powers that act
 * "at the end of Damage Phase" all act at that one moment, so neither seat goes first. Every hero
 * still standing after the damage uses them; each heal is counted against the hits he has after
 * the damage (never above his cap), then every drain is taken. A hero beaten by the damage is
 * neither healed nor drains. Docs: /superdice/interpretations
 */
import type { EventSink } from "@ringside/core";
import { powerDef } from "../data/powers/index.js";
import type { SuperDiceEvent } from "../moves.js";
import { other, PLAYERS, type SuperDiceState } from "../types.js";
import { loseHits, regainHits } from "./hits.js";

/** Applies both heroes' end-of-Damage-Phase constants (heals, then drains) and reports each one. */
export function endOfDamage(state: SuperDiceState, events: EventSink<SuperDiceEvent>): void {
  const standing = PLAYERS.filter((p) => state.heroes[p].hits > 0);
  for (const p of standing) {
    for (const id of state.heroes[p].powers) {
      const heal = powerDef(id).endOfDamage?.heal;
      if (heal !== undefined)
        events.push({ type: "end-effect", player: p, power: id, hits: regainHits(state, p, heal) });
    }
  }
  for (const p of standing) {
    if (!standing.includes(other(p))) continue;
    for (const id of state.heroes[p].powers) {
      const drain = powerDef(id).endOfDamage?.drain;
      if (drain !== undefined)
        events.push({ type: "end-effect", player: p, power: id, hits: -loseHits(state, other(p), drain) });
    }
  }
}
