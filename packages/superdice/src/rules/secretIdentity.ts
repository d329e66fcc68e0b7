/**
 * Secret Identity (Super Dice › Secret Identity): the first time its hero stands at 25 hits or
 * fewer at the end of a Damage Phase, he loses every power (this one included) and draws five new
 * ones at random from the powers neither hero holds (Secret Identity itself excluded). A Sidekick
 * among the old powers leaves; one among the new ones arrives with 20 hits.
 */
import { shuffle } from "@ringside/core";
import type { DiceSource, EventSink } from "@ringside/core";
import { POWER_IDS, type PowerId } from "../data/powerIds.js";
import type { SuperDiceEvent } from "../moves.js";
import { other, type SuperDicePlayer, type SuperDiceState } from "../types.js";

/** The hits at which Secret Identity is revealed. */
export const SECRET_IDENTITY_HITS = 25;

/** Reveals the hero's identity when due. */
export function secretIdentity(
  state: SuperDiceState,
  p: SuperDicePlayer,
  dice: DiceSource,
  events: EventSink<SuperDiceEvent>,
): void {
  const hero = state.heroes[p];
  if (!hero.powers.includes("secret-identity") || hero.revealed) return;
  if (hero.hits <= 0 || hero.hits > SECRET_IDENTITY_HITS) return;
  const held = new Set<PowerId>([...hero.powers, ...state.heroes[other(p)].powers]);
  const pool = POWER_IDS.filter((id) => !held.has(id) && id !== "secret-identity");
  const fresh = shuffle(pool, dice).slice(0, 5);
  hero.powers = fresh;
  hero.revealed = true;
  hero.sidekick = fresh.includes("sidekick") ? { hits: 20, copy: null } : null;
  events.push({ type: "secret-identity", player: p, powers: fresh });
}
