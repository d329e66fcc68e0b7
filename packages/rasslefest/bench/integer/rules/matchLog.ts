/**
 * Match Ratings need to know how a match went: each wrestler's last three offensive moves (attacks
 * on the other wrestler: not a Taunt, not the trip card), the plays of the round (a Taunt before
 * the last move) and the last attack that landed. Docs: /rasslefest/federation#match-ratings.
 */
import { K_TAUNT, kindIndexOf } from "../codes.js";
import type { Draft } from "../draft.js";
import { OFFENSE, RP_KIND, RP_PLAYER, offenseKind, roundKind, roundPlayer } from "../layout.js";
import type { CardKindId } from "../cards.js";
import type { MatchLog, RasslePlayer } from "../types.js";
import { isStrikeKind, kindIdOf, minEnergy, seat } from "./facts.js";

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
    m[base] = offenseKind(d, p, 1);
    m[base + 1] = offenseKind(d, p, 2);
    n = 2;
  }
  m[base + n] = k;
  if (p === 0) d.off0 = n + 1;
  else d.off1 = n + 1;
}

/** Records the last hit: a Taunt of its player earlier in the round counts for the ratings. */
export function noteHit(d: Draft, by: number, k: number, reversal: boolean): void {
  let taunt = false;
  const lastOwn = d.rpLen - 1;
  for (let i = 0; i < lastOwn; i++) {
    if (roundPlayer(d, i) === by && roundKind(d, i) === K_TAUNT) {
      taunt = true;
      break;
    }
  }
  d.lhBy = by;
  d.lhKind = k;
  d.lhReversal = reversal;
  d.lhTaunt = taunt;
}

type RoundPlay = MatchLog["roundPlays"][number];

/** A hit (`by` -1: none) as the log's JSON. */
function hitOf(by: number, kind: number, reversal: boolean, tauntBefore: boolean): MatchLog["lastHit"] {
  if (by < 0) return null;
  return { by: seat(by), kind: kindIdOf(kind), reversal, minEnergy: minEnergy(kind), tauntBefore };
}

/** The match log as JSON. */
export function logOf(d: Draft): MatchLog {
  const offense = (p: number): CardKindId[] =>
    Array.from({ length: p === 0 ? d.off0 : d.off1 }, (_, i) => kindIdOf(offenseKind(d, p, i)));
  const roundPlays = Array.from({ length: d.rpLen }, (_, i): RoundPlay => ({
    player: seat(roundPlayer(d, i)),
    kind: kindIdOf(roundKind(d, i)),
  }));
  return {
    offense: { a: offense(0), b: offense(1) },
    bigRallies: d.bigRallies,
    roundPlays,
    lastHit: hitOf(d.lhBy, d.lhKind, d.lhReversal, d.lhTaunt),
    finish: hitOf(d.fBy, d.fKind, d.fReversal, d.fTaunt),
    rounds: d.rounds,
  };
}

const seatIndex = (p: RasslePlayer | null): number => (p === null ? -1 : p === "a" ? 0 : 1);

/** Writes a JSON match log into the working copy. */
export function loadLog(d: Draft, log: MatchLog): void {
  const m = d.m;
  log.offense.a.forEach((k, i) => (m[OFFENSE + i] = kindIndexOf(k)));
  d.off0 = log.offense.a.length;
  log.offense.b.forEach((k, i) => (m[OFFENSE + 4 + i] = kindIndexOf(k)));
  d.off1 = log.offense.b.length;
  d.bigRallies = log.bigRallies;
  log.roundPlays.forEach((rp, i) => {
    m[RP_PLAYER + i] = seatIndex(rp.player);
    m[RP_KIND + i] = kindIndexOf(rp.kind);
  });
  d.rpLen = log.roundPlays.length;
  const lh = log.lastHit;
  d.lhBy = seatIndex(lh?.by ?? null);
  d.lhKind = lh === null ? 0 : kindIndexOf(lh.kind);
  d.lhReversal = lh !== null && lh.reversal;
  d.lhTaunt = lh !== null && lh.tauntBefore;
  const f = log.finish;
  d.fBy = seatIndex(f?.by ?? null);
  d.fKind = f === null ? 0 : kindIndexOf(f.kind);
  d.fReversal = f !== null && f.reversal;
  d.fTaunt = f !== null && f.tauntBefore;
  d.rounds = log.rounds;
}
