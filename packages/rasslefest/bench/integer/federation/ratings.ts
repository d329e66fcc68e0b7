/** Match ratings of the Rasslefest Federation: every criterion of the rating table, per wrestler. */
import { RingsideError } from "@ringside/core";
import { cardKind, type CardKindId } from "../cards.js";
import { opponent } from "../legal.js";
import type { RasslePlayer, RassleState } from "../types.js";
import type { Alignment } from "./profile.js";

/** One criterion that applied, with its points. */
export interface RatingLine {
  readonly group: "overall" | "babyface" | "heel";
  readonly criterion: string;
  readonly points: number;
}

/** A wrestler's rating for one match. */
export interface MatchRating {
  readonly player: RasslePlayer;
  readonly alignment: Alignment;
  readonly lines: readonly RatingLine[];
  readonly overall: number;
  /** Points from the babyface or heel table, by the wrestler's alignment. */
  readonly character: number;
  readonly total: number;
}

/** What the ratings need besides the finished match. */
export interface RatingInput {
  readonly alignments: Readonly<Record<RasslePlayer, Alignment>>;
  /** Ranking points before the match (for upsets); omit when unknown. */
  readonly pointsBefore?: Readonly<Record<RasslePlayer, number>>;
  /**
   * Whether a win by reversing the opponent's Signature Move, top-rope move, Submission Hold or
   * Announcer's Table counts for the babyface and heel lines of a win "ending with" that move.
   * Default `false`: those lines reward the winner's own move, and a reversal is rewarded by the
   * overall Reversal line instead.
   */
  readonly creditReversedFinishes?: boolean;
  /**
   * Whether a match stopped by the time limit (the Advanced Rules' time-limit draw) earns the
   * "time limit draw" line. The table names the line for time-limit draws but defines it as the
   * draw at four energy or less; default `true` gives it to both kinds of draw, `false` only to
   * the draw at four energy or less.
   */
  readonly rateTimeLimitDraws?: boolean;
}

/** The dirty tricks of the rating table: outside interference, the foreign object, the low blow. */
export const DIRTY: readonly CardKindId[] = ["ambush", "referee-distracted", "foreign-object", "low-blow"];

const dirtyIn = (list: readonly CardKindId[]): boolean => list.some((k) => DIRTY.includes(k));

/**
 * Rates a finished match for both wrestlers. Throws `INVALID_STATE` when the match is not over.
 */
export function rateMatch(
  state: RassleState,
  input: RatingInput,
): Readonly<Record<RasslePlayer, MatchRating>> {
  const result = state.result;
  if (result === null) {
    throw new RingsideError("INVALID_STATE", "rasslefest: ratings need a finished match", [
      { path: "state.result", message: "the match is still going", rule: "Rasslefest › Match ratings" },
    ]);
  }
  const finish = state.log.finish;
  const winner = result.winner;
  const totalEnergy = state.energy.a + state.energy.b;
  const rate = (p: RasslePlayer): MatchRating => {
    const lines: RatingLine[] = [];
    const add = (group: RatingLine["group"], criterion: string, points: number, when: boolean): void => {
      if (when) lines.push({ group, criterion, points });
    };
    const won = winner === p;
    const lost = winner !== null && winner !== p;
    const last =
      finish !== null && (result.method === "pinfall" || result.method === "submission") ? finish : null;
    add("overall", "win", 1, won);
    add("overall", "loss", -1, lost);
    add(
      "overall",
      "won with a 6+ energy attack (or its reversal) as the last move",
      1,
      won && last !== null && last.minEnergy >= 6,
    );
    add(
      "overall",
      "lost to a 5-or-less energy attack (or its reversal) as the last move",
      -1,
      lost && last !== null && last.minEnergy <= 5,
    );
    const before = input.pointsBefore;
    if (before !== undefined && winner !== null) {
      const upset = before[winner] <= before[opponent(winner)] - 5;
      add("overall", "upset win", 1, won && upset);
      add("overall", "upset loss", -1, lost && upset);
    }
    // A very fast win: under 25 cards in the discard pile at the end. A match that went through a
    // reshuffle had all but the dealt cards through the pile already: never a squash.
    const squash = state.deck.reshuffles === 0 && state.deck.discardPile.length < 25;
    add("overall", "squash win (under 25 cards in the discard pile)", 1, won && squash);
    add("overall", "squash loss (under 25 cards in the discard pile)", -3, lost && squash);
    const ironman = totalEnergy < 8;
    add("overall", "ironman win (under 8 energy left in the game)", 2, won && ironman);
    add("overall", "ironman loss (under 8 energy left in the game)", 1, lost && ironman);
    add("overall", "exciting win (both Big Rallies played)", 1, won && state.log.bigRallies >= 2);
    add(
      "overall",
      "time limit draw",
      1,
      winner === null &&
        (result.method === "draw" || (result.method === "time-limit" && input.rateTimeLimitDraws !== false)),
    );
    add("overall", "won with a Taunt before the last move", 1, won && last !== null && last.tauntBefore);
    add(
      "overall",
      "lost after the winner's Taunt before the last move",
      -1,
      lost && last !== null && last.tauntBefore,
    );
    add("overall", "lost to a Submission Hold", -1, lost && last !== null && last.kind === "submission-hold");
    add("overall", "won with a Reversal as the last move", 1, won && last !== null && last.reversal);
    const alignment = input.alignments[p];
    // The move the winner finished with himself (a reversal finishes with the Reversal card).
    const own = last !== null && (!last.reversal || input.creditReversedFinishes === true) ? last : null;
    const mine = state.log.offense[p];
    const theirs = state.log.offense[opponent(p)];
    if (alignment === "face") {
      add("babyface", "win ending with the Signature Move", 3, won && own?.kind === "signature-move");
      add(
        "babyface",
        "win ending with Top Rope Dive, Superplex or Submission Hold",
        1,
        won && own !== null && ["top-rope-dive", "superplex", "submission-hold"].includes(own.kind),
      );
      add(
        "babyface",
        "loss to dirty tricks in the opponent's last three attacks",
        1,
        lost && dirtyIn(theirs),
      );
      add("babyface", "win using dirty tricks in the last three attacks", -2, won && dirtyIn(mine));
    } else {
      add(
        "heel",
        "win ending with Submission Hold, Announcer's Table or Signature Move",
        2,
        won &&
          own !== null &&
          ["submission-hold", "through-the-announcers-table", "signature-move"].includes(own.kind),
      );
      add("heel", "win using dirty tricks in the last three attacks", 1, won && dirtyIn(mine));
      add(
        "heel",
        "loss with dirty tricks in either wrestler's last three attacks",
        -2,
        lost && (dirtyIn(mine) || dirtyIn(theirs)),
      );
    }
    const overall = lines.filter((l) => l.group === "overall").reduce((n, l) => n + l.points, 0);
    const character = lines.filter((l) => l.group !== "overall").reduce((n, l) => n + l.points, 0);
    return { player: p, alignment, lines, overall, character, total: overall + character };
  };
  return { a: rate("a"), b: rate("b") };
}

/** True when the last move's card is one of the named kinds (helper for callers and docs). */
export function lastMoveIs(state: RassleState, kinds: readonly CardKindId[]): boolean {
  const f = state.log.finish;
  return f !== null && kinds.includes(f.kind) && cardKind(f.kind).category !== "counteraction";
}
