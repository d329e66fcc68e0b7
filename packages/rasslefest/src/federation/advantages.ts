/**
 * Wrestler Advantages (Federation Rules): higher-ranked wrestlers start with more energy. The
 * league's champion starts at 10; the others are placed in the four tiers of the text (jobber 6,
 * midcarder 7, star 8, superstar 9) by their standing. Docs: /rasslefest/federation#advantages.
 */
import { Problems, defined } from "@ringside/core";
import type { RasslePlayer, WrestlerRank } from "../types.js";
import type { League } from "./league.js";

const TIERS: readonly WrestlerRank[] = ["superstar", "star", "midcarder", "jobber"];

/**
 * The league rank of each seated wrestler, for a match config's `ranks`: the champion is
 * `"champion"`; every other wrestler is placed by how many non-champions have more ranking points
 * than he does, the field split in four equal tiers (equal points, equal tier). Throws
 * `INVALID_ARGUMENT` for a wrestler not in the league.
 *
 * @example
 * rasslefest.setup({ ranks: leagueRanks(league, { a: "abe", b: "ben" }) }, 7);
 */
export function leagueRanks(
  league: League,
  seats: Readonly<Record<RasslePlayer, string>>,
): Readonly<Record<RasslePlayer, WrestlerRank>> {
  const p = new Problems();
  for (const seat of ["a", "b"] as const) {
    const id = seats[seat];
    if (typeof id !== "string" || !Object.hasOwn(league.wrestlers, id))
      p.add(`seats.${seat}`, `${String(id)} is not in the federation`, "Rasslefest › Wrestler advantages");
  }
  p.throwIfAny("INVALID_ARGUMENT", "rasslefest: no ranks");
  const field = Object.values(league.wrestlers).filter((w) => w.id !== league.champion);
  const rank = (id: string): WrestlerRank => {
    if (id === league.champion) return "champion";
    const points = defined(league.wrestlers[id], `rasslefest: wrestler ${id}`).points;
    const above = field.filter((w) => w.points > points).length;
    return TIERS[Math.min(3, Math.floor((above * 4) / field.length))] as WrestlerRank;
  };
  return { a: rank(seats.a), b: rank(seats.b) };
}
