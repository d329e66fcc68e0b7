/**
 * The Rasslefest Federation across many matches: ranking points (everyone starts with 10),
 * face and heel turns (at most one a calendar month), and the championship's history.
 */
import { Problems, RingsideError, defined } from "@ringside/core";
import { opponent } from "../legal.js";
import type { RasslePlayer, RassleState } from "../types.js";
import { checkProfile, type Alignment, type WrestlerProfile } from "./profile.js";
import { DIRTY, rateMatch, type MatchRating } from "./ratings.js";

/** One wrestler of the federation. */
export interface LeagueWrestler {
  readonly id: string;
  readonly profile: WrestlerProfile;
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** The month (`"YYYY-MM"`) of the last face/heel turn, if any. */
  readonly lastTurn: string | null;
  /**
   * The month of the match that earned this wrestler a face or heel turn (by the face-change
   * rule), or null: a turn needs one, and the wrestler's next match replaces it.
   */
  readonly turnEarned: string | null;
}

/** One reign in the championship's history. */
export interface TitleReign {
  readonly champion: string;
  /** The month the reign began and how (`"awarded"`, `"pinfall"`, `"vacated"`…). */
  readonly since: string;
  readonly how: string;
}

/** The federation's state (plain JSON). */
export interface League {
  readonly wrestlers: Readonly<Record<string, LeagueWrestler>>;
  readonly champion: string | null;
  /** The month of the champion's last title defence. */
  readonly lastDefence: string | null;
  readonly titleHistory: readonly TitleReign[];
  readonly matches: number;
}

/** A match to enter into the league: who wrestled in which seat, when, and the final state. */
export interface LeagueMatch {
  readonly seats: Readonly<Record<RasslePlayer, string>>;
  /** Calendar month, `"YYYY-MM"`. */
  readonly month: string;
  readonly state: RassleState;
  /** True when the belt was on the line. */
  readonly title?: boolean;
  /** Passed to {@link rateMatch}: whether a win by reversal counts as a win "ending with" the reversed move. */
  readonly creditReversedFinishes?: boolean;
  /** Passed to {@link rateMatch}: whether a time-limit draw earns the "time limit draw" line. */
  readonly rateTimeLimitDraws?: boolean;
  /**
   * Which heel of a match between two heels may turn face when dirty tricks were among either
   * wrestler's last three offensive moves: `"loser"` (default: the one the rating table punishes
   * for it, as the face rule lets the face who won dirty change), or `"either"` (both heels).
   * A drawn match earns nobody a turn.
   */
  readonly heelTurns?: "loser" | "either";
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The wrestler `id` of the league (own keys only: "constructor" is nobody), or undefined. */
const member = (league: League, id: string): LeagueWrestler | undefined =>
  typeof id === "string" && Object.hasOwn(league.wrestlers, id) ? league.wrestlers[id] : undefined;
const RULE = "Rasslefest › Federation";

/**
 * Starts a federation; every wrestler begins with 10 ranking points. Validates all profiles. A
 * champion named here holds the belt from `month` (`"YYYY-MM"`), which starts his monthly defence
 * clock; without a month the clock starts at the first {@link checkTitleDefence}.
 */
export function createLeague(
  wrestlers: Readonly<Record<string, WrestlerProfile>>,
  champion: string | null = null,
  month?: string,
): League {
  const p = new Problems();
  for (const [id, profile] of Object.entries(wrestlers)) checkProfile(profile, `wrestlers.${id}`, p);
  if (Object.keys(wrestlers).length < 2)
    p.add("wrestlers", "a federation needs at least two wrestlers", RULE);
  if (champion !== null && !Object.hasOwn(wrestlers, champion))
    p.add("champion", `${champion} is not in the federation`, RULE);
  if (month !== undefined && !MONTH.test(month)) p.add("month", 'must be "YYYY-MM"', RULE);
  if (month !== undefined && champion === null)
    p.add("month", "a starting month only applies to a named champion", RULE);
  p.throwIfAny("INVALID_CONFIG", "rasslefest: invalid federation");
  const all: Record<string, LeagueWrestler> = {};
  for (const [id, profile] of Object.entries(wrestlers)) {
    all[id] = { id, profile, points: 10, wins: 0, losses: 0, draws: 0, lastTurn: null, turnEarned: null };
  }
  return {
    wrestlers: all,
    champion,
    lastDefence: month ?? null,
    titleHistory: champion === null ? [] : [{ champion, since: month ?? "start", how: "awarded" }],
    matches: 0,
  };
}

/** What {@link recordMatch} gives back. */
export interface RecordedMatch {
  readonly league: League;
  readonly ratings: Readonly<Record<RasslePlayer, MatchRating>>;
  /** Seats whose wrestler may now turn (face to heel or heel to face), by the face-change rule. */
  readonly mayTurn: readonly RasslePlayer[];
  readonly titleChanged: boolean;
}

/** Enters a finished match: ratings become ranking points; the belt moves only by pinfall. */
export function recordMatch(league: League, match: LeagueMatch): RecordedMatch {
  const shaped = (x: unknown): boolean => typeof x === "object" && x !== null;
  if (!shaped(match) || !shaped(match.seats) || !shaped(match.state)) {
    throw new RingsideError("INVALID_ARGUMENT", "rasslefest: invalid league match", [
      { path: "match", message: "expected { seats: { a, b }, month, state }", rule: RULE },
    ]);
  }
  const p = new Problems();
  const a = member(league, match.seats.a);
  const b = member(league, match.seats.b);
  if (a === undefined) p.add("seats.a", `${match.seats.a} is not in the federation`, RULE);
  if (b === undefined) p.add("seats.b", `${match.seats.b} is not in the federation`, RULE);
  if (match.seats.a === match.seats.b) p.add("seats", "a wrestler cannot face himself", RULE);
  if (!MONTH.test(match.month)) p.add("month", 'must be "YYYY-MM"', RULE);
  if (match.state.result === null) p.add("state", "the match is not over", RULE);
  const champ = league.champion;
  if (match.title === true && champ !== match.seats.a && champ !== match.seats.b) {
    p.add("title", "the champion must be in a title match", "Rasslefest › Championship matches");
  }
  p.throwIfAny("INVALID_ARGUMENT", "rasslefest: invalid league match");
  const wa = a as LeagueWrestler;
  const wb = b as LeagueWrestler;
  const ratings = rateMatch(match.state, {
    alignments: { a: wa.profile.alignment, b: wb.profile.alignment },
    pointsBefore: { a: wa.points, b: wb.points },
    ...(match.creditReversedFinishes === undefined
      ? {}
      : { creditReversedFinishes: match.creditReversedFinishes }),
    ...(match.rateTimeLimitDraws === undefined ? {} : { rateTimeLimitDraws: match.rateTimeLimitDraws }),
  });
  // Checked above: a match that is not over was refused.
  const result = defined(match.state.result ?? undefined, "rasslefest: the result of a finished match");
  const mayTurn = turnsEarned(wa.profile.alignment, wb.profile.alignment, match);
  const update = (w: LeagueWrestler, seat: RasslePlayer): LeagueWrestler => ({
    ...w,
    points: w.points + ratings[seat].total,
    wins: w.wins + (result.winner === seat ? 1 : 0),
    losses: w.losses + (result.winner !== null && result.winner !== seat ? 1 : 0),
    draws: w.draws + (result.winner === null ? 1 : 0),
    turnEarned: mayTurn.includes(seat) ? match.month : null,
  });
  const wrestlers = { ...league.wrestlers, [wa.id]: update(wa, "a"), [wb.id]: update(wb, "b") };
  let champion = league.champion;
  let titleHistory = league.titleHistory;
  let lastDefence = league.lastDefence;
  let titleChanged = false;
  if (match.title === true) {
    lastDefence = match.month;
    const winnerId = result.winner === null ? null : match.seats[result.winner];
    if (
      winnerId !== null &&
      winnerId !== champion &&
      (result.method === "pinfall" || result.method === "submission")
    ) {
      champion = winnerId;
      titleChanged = true;
      titleHistory = [...titleHistory, { champion: winnerId, since: match.month, how: result.method }];
    }
  }
  return {
    league: { wrestlers, champion, titleHistory, lastDefence, matches: league.matches + 1 },
    ratings,
    mayTurn,
    titleChanged,
  };
}

/**
 * Face changes: the seats whose wrestler may turn after this match. Only a match between two faces
 * or two heels, with a winner, and with dirty tricks (outside interference, the foreign object,
 * the low blow) among the last three offensive moves: a face who won using them himself may turn
 * heel; a heel, when they were among either wrestler's moves, may turn face (by default only the
 * heel who lost: see {@link LeagueMatch.heelTurns}).
 */
function turnsEarned(alignA: Alignment, alignB: Alignment, match: LeagueMatch): RasslePlayer[] {
  const result = match.state.result;
  if (alignA !== alignB || result === null || result.winner === null) return [];
  const off = match.state.log.offense;
  const dirty = (s: RasslePlayer): boolean => off[s].some((k) => DIRTY.includes(k));
  const winner = result.winner;
  if (alignA === "face") return dirty(winner) ? [winner] : [];
  if (!dirty("a") && !dirty("b")) return [];
  return match.heelTurns === "either" ? ["a", "b"] : [opponent(winner)];
}

/**
 * Turns a wrestler face to heel or heel to face. Refused (`INVALID_ARGUMENT`, every reason at once)
 * unless his last match earned the turn (see {@link RecordedMatch.mayTurn}), and twice in one
 * calendar month.
 */
export function turnWrestler(league: League, id: string, month: string): League {
  const w = member(league, id);
  const p = new Problems();
  if (w === undefined) p.add("id", `${id} is not in the federation`, RULE);
  if (!MONTH.test(month)) p.add("month", 'must be "YYYY-MM"', RULE);
  if (w !== undefined && (w.turnEarned ?? null) === null)
    p.add("id", `no match earned ${id} a face or heel turn`, "Rasslefest › Face changes");
  if (w !== undefined && w.lastTurn === month)
    p.add("month", `${id} already turned in ${month}`, "Rasslefest › Face changes");
  p.throwIfAny("INVALID_ARGUMENT", "rasslefest: turn refused");
  const ww = w as LeagueWrestler;
  const alignment: Alignment = ww.profile.alignment === "face" ? "heel" : "face";
  return {
    ...league,
    wrestlers: {
      ...league.wrestlers,
      [id]: { ...ww, profile: { ...ww.profile, alignment }, lastTurn: month, turnEarned: null },
    },
  };
}

/** Crowns a champion (a tournament winner or an assignment), recorded in the history. */
export function awardTitle(league: League, id: string, month: string): League {
  const p = new Problems();
  if (member(league, id) === undefined) p.add("id", `${id} is not in the federation`, RULE);
  if (!MONTH.test(month)) p.add("month", 'must be "YYYY-MM"', RULE);
  p.throwIfAny("INVALID_ARGUMENT", "rasslefest: title not awarded");
  return {
    ...league,
    champion: id,
    lastDefence: month,
    titleHistory: [...league.titleHistory, { champion: id, since: month, how: "awarded" }],
  };
}

/**
 * The belt is vacated when the champion went a whole calendar month before `month` without a title
 * match. A champion whose clock never started (named at {@link createLeague} without a month) has it
 * started at `month`. A malformed month is refused with `INVALID_ARGUMENT`.
 */
export function checkTitleDefence(league: League, month: string): League {
  if (!MONTH.test(month)) {
    throw new RingsideError("INVALID_ARGUMENT", "rasslefest: invalid month", [
      { path: "month", message: 'must be "YYYY-MM"', rule: "Rasslefest › Championship matches" },
    ]);
  }
  if (league.champion === null) return league;
  if (league.lastDefence === null) return { ...league, lastDefence: month };
  if (!MONTH.test(league.lastDefence)) {
    throw new RingsideError("INVALID_STATE", "rasslefest: invalid league", [
      { path: "league.lastDefence", message: 'must be "YYYY-MM"', rule: "Rasslefest › Championship matches" },
    ]);
  }
  const [y1, m1] = league.lastDefence.split("-").map(Number) as [number, number];
  const [y2, m2] = month.split("-").map(Number) as [number, number];
  const gap = (y2 - y1) * 12 + (m2 - m1);
  if (gap <= 1) return league;
  return {
    ...league,
    champion: null,
    titleHistory: [...league.titleHistory, { champion: league.champion, since: month, how: "vacated" }],
  };
}

/** The federation's standings, best first. */
export function standings(league: League): readonly LeagueWrestler[] {
  return Object.values(league.wrestlers).sort((x, y) => y.points - x.points || x.id.localeCompare(y.id));
}
