/**
 * Match Ratings need to know how a match went: each wrestler's last three offensive moves (attacks
 * on the other wrestler: not a Taunt, not the trip card), the plays of the round (a Taunt before
 * the last move) and the last attack that landed. Docs: /rasslefest/federation#match-ratings.
 */
import { K_TAUNT } from "../codes.js";
import { OFFENSE, RP_KIND, RP_PLAYER, type Draft } from "../draft.js";
import { isStrikeKind } from "./facts.js";

/** Notes that `p` played a card of kind `k` this round. */
export function notePlay(d: Draft, p: number, k: number): void {
  d.m[RP_PLAYER + d.rpLen] = p;
  d.m[RP_KIND + d.rpLen++] = k;
}

/** Notes an attack of kind `k` by `p` among his last three offensive moves (others are ignored). */
export function noteOffense(d: Draft, p: number, k: number): void {
  if (!isStrikeKind(k)) return;
  const m = d.m;
  const base = OFFENSE + p * 4;
  let n = p === 0 ? d.off0 : d.off1;
  if (n === 3) {
    m[base] = m[base + 1] as number;
    m[base + 1] = m[base + 2] as number;
    n = 2;
  }
  m[base + n] = k;
  if (p === 0) d.off0 = n + 1;
  else d.off1 = n + 1;
}

/** Records the last hit: a Taunt of its player earlier in the round counts for the ratings. */
export function noteHit(d: Draft, by: number, k: number, reversal: boolean): void {
  const m = d.m;
  let taunt = false;
  const lastOwn = d.rpLen - 1;
  for (let i = 0; i < lastOwn; i++) {
    if (m[RP_PLAYER + i] === by && m[RP_KIND + i] === K_TAUNT) {
      taunt = true;
      break;
    }
  }
  d.lhBy = by;
  d.lhKind = k;
  d.lhReversal = reversal;
  d.lhTaunt = taunt;
}
