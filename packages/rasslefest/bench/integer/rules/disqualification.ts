/**
 * Disqualification Rules (Advanced Rules): after every attempt of a Foreign Object or an Ambush,
 * a four-sided die; on a 4 the referee saw it and the wrestler he saw is disqualified (the one who
 * reversed a Foreign Object holds it). Docs: /rasslefest/rules#disqualification.
 */
import { d4 } from "@ringside/core";
import { SP_FOREIGN_OBJECT, SP_OUTSIDE_INTERFERENCE } from "../codes.js";
import type { Draft } from "../draft.js";
import { diceOf, linkKind, linkPlayer } from "../layout.js";
import { nameOf, seat, specialOf } from "./facts.js";
import { end } from "./victory.js";

/** True for the cards the referee may notice. */
export const isNoticeable = (k: number): boolean => {
  const sp = specialOf(k);
  return sp === SP_FOREIGN_OBJECT || sp === SP_OUTSIDE_INTERFERENCE;
};

/**
 * Rolls the referee's die for the chain's attack when the rule is on and the attack is one he may
 * notice; `reversedBy` is the reverser of a Foreign Object (-1: none). True when he disqualified.
 */
export function disqualificationCheck(d: Draft, reversedBy: number): boolean {
  if (!d.disqualification) return false;
  const k = linkKind(d, 0);
  if (!isNoticeable(k)) return false;
  const name = nameOf(k);
  const roll = d4(diceOf(d), `referee notices ${name}`);
  const culprit = specialOf(k) === SP_FOREIGN_OBJECT && reversedBy >= 0 ? reversedBy : linkPlayer(d, 0);
  const noticed = roll === 4;
  d.events?.push({ type: "noticed", player: seat(culprit), roll, disqualified: noticed });
  if (noticed) {
    end(d, { winner: seat(1 - culprit), method: "disqualification", detail: `the referee saw the ${name}` });
  }
  return noticed;
}
