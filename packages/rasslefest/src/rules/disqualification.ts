/**
 * Disqualification Rules (Advanced Rules): after every attempt of a Foreign Object or an Ambush,
 * a four-sided die; on a 4 the referee saw it and the wrestler he saw is disqualified (the one who
 * reversed a Foreign Object holds it). Docs: /rasslefest/rules#disqualification.
 */
import { d4 } from "@ringside/core";
import { cardKind, type CardKind } from "../cards.js";
import { opponent, type Draft } from "../draft.js";
import type { ChainLink, RasslePlayer } from "../types.js";
import { end } from "./victory.js";

/** True for the cards the referee may notice. */
export const isNoticeable = (k: CardKind): boolean =>
  k.special === "foreign-object" || k.special === "outside-interference";

/**
 * Rolls the referee's die for `attack` when the rule is on and the attack is one he may notice;
 * `reversedBy` is the reverser of a Foreign Object (null: none). True when he disqualified.
 */
export function disqualificationCheck(d: Draft, attack: ChainLink, reversedBy: RasslePlayer | null): boolean {
  if (!d.options.disqualification) return false;
  const k = cardKind(attack.kind);
  if (!isNoticeable(k)) return false;
  const roll = d4(d.dice, `referee notices ${k.name}`);
  const culprit = k.special === "foreign-object" && reversedBy !== null ? reversedBy : attack.player;
  const noticed = roll === 4;
  d.events?.push({ type: "noticed", player: culprit, roll, disqualified: noticed });
  if (noticed) {
    end(d, {
      winner: opponent(culprit),
      method: "disqualification",
      detail: `the referee saw the ${k.name}`,
    });
  }
  return noticed;
}
