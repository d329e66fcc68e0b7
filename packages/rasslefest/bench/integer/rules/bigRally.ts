/**
 * The Big Rally card: a wrestler at zero or one energy plays it (it answers anything and nothing
 * answers it), takes a point from the other wrestler, and makes a free attack that ignores energy
 * and placement and cannot be countered; he keeps control next round. It leaves the game.
 * Docs: /rasslefest/rules#big-rally.
 */
import { LOC_RING, SP_BIG_RALLY } from "../codes.js";
import type { Draft } from "../draft.js";
import { PH_FOLLOWUP } from "../layout.js";
import { energyEvent, transfer } from "./damage.js";
import { energyFits, isStrikeKind, placeOf, seat, specialOf } from "./facts.js";
import { E, maskOf, table } from "./masks.js";
import { putInPlay } from "./shuffling.js";

/** Big Rallies within their energy window, by energy. */
export const RALLY_OK = table(E, (e) => maskOf((k) => specialOf(k) === SP_BIG_RALLY && energyFits(k, e)));
/** The attacks a free attack may make: any attack card, no requirement. */
export const FREE = maskOf(isStrikeKind);

/**
 * Plays a Big Rally `c` of `p`: a point from the other wrestler, then the free attack. `loc` is
 * where it is played (the cover's place for a save) and `role` how the event calls it.
 */
export function playBigRally(
  d: Draft,
  p: number,
  c: number,
  held = true,
  loc = d.loc,
  role: "counter" | "save" = "counter",
): void {
  putInPlay(d, p, c, held);
  d.bigRallies += 1;
  d.events?.push({ type: "played", player: seat(p), kind: "big-rally", location: placeOf(loc), role });
  transfer(d, 1 - p, 1, false);
  energyEvent(d);
  d.rallyP = p;
  d.nextCtrl = p;
  d.loc = LOC_RING;
  d.ph = PH_FOLLOWUP;
  d.phP = p;
  d.phLoc = LOC_RING;
  d.phFree = true;
}
