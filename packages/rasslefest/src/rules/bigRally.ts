/**
 * The Big Rally card: a wrestler at zero or one energy plays it (it answers anything and nothing
 * answers it), takes a point from the other wrestler, and makes a free attack that ignores energy
 * and placement and cannot be countered; he keeps control next round. It leaves the game.
 * Docs: /rasslefest/rules#big-rally.
 */
import type { CardId, CardKind } from "../cards.js";
import { opponent, type Draft } from "../draft.js";
import type { RasslePlayer, RingLocation } from "../types.js";
import { energyEvent, transfer } from "./damage.js";
import { energyFits } from "./facts.js";
import { putInPlay } from "./shuffling.js";

/** True for a Big Rally its player may play with `energy`. */
export const rallyOk = (k: CardKind, energy: number): boolean =>
  k.special === "big-rally" && energyFits(k, energy);

/**
 * Plays the Big Rally `card` of `p`: a point from the other wrestler, then the free attack.
 * `location` is where it is played (the cover's place for a save) and `role` how the event calls it.
 */
export function playBigRally(
  d: Draft,
  p: RasslePlayer,
  card: CardId,
  held = true,
  location: RingLocation = d.location,
  role: "counter" | "save" = "counter",
): void {
  putInPlay(d, p, card, held);
  d.log.bigRallies += 1;
  d.events?.push({ type: "played", player: p, kind: "big-rally", location, role });
  transfer(d, opponent(p), 1, false);
  energyEvent(d);
  d.rally = p;
  d.nextControl = p;
  d.location = "ring";
  d.phase = { kind: "followup", player: p, location: "ring", free: true };
}
