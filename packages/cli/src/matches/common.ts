/**
 * What every match of a show card shares: the outcome for the roster, what a wrestler carries from
 * earlier tonight, and the write-up's common lines.
 */
import { isRecord } from "@ringside/core";
import { type FastMatchAttribute as Attribute } from "@ringside/fastmatch";
import { type ShowMatch } from "../show.js";
import type { WriteUp } from "../format.js";

/** Injury points by attribute. */
export type Injuries = Readonly<Partial<Record<Attribute, number>>>;

/**
 * What a match did, for the roster: who was on each side, which side won, how, and every
 * FastMatch wrestler's injuries after it (carried in plus new).
 */
export interface Outcome {
  readonly game: "fastmatch" | "blitzmatch";
  readonly type: ShowMatch["type"];
  /** The names on each side (a Rumble: one entrant a side). */
  readonly sides: readonly (readonly string[])[];
  /** The index of the winning side, or null for a draw. */
  readonly winner: number | null;
  readonly method: string;
  /** FastMatch only: each wrestler's injuries after the match. */
  readonly injuries?: Readonly<Record<string, Injuries>>;
  /** The title at stake, if any. */
  readonly championship?: string;
}

/** How a wrestler who has already wrestled tonight enters his next match. */
export interface Carried {
  readonly injuries: Injuries;
  /** Attributes he starts at (half of what he lost back), when his last match could say. */
  readonly condition?: Readonly<Partial<Record<Attribute, number>>>;
  /** The match he comes from. */
  readonly from: string;
}

/** Who has wrestled tonight, by name, and how he is. */
export type Night = Map<string, Carried>;

/** A wrestler's name from an unchecked entry ("?" when it has none). */
export const nameOf = (w: unknown): string => (isRecord(w) && typeof w.name === "string" ? w.name : "?");

/** Attributes as "STR 2, AGI 1". */
export const list = (attrs: Readonly<Partial<Record<string, number>>>) =>
  Object.entries(attrs)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([a, n]) => `${a} ${n}`)
    .join(", ");

/** One resolved match: its write-up (with the outcome) for posting. */
export interface Played extends WriteUp {
  readonly outcome: Outcome;
}

/** How a match is written up. */
export interface PlayOptions {
  /** Keep the bookkeeping (rolls, totals, attribute values) in the prose (default false). */
  readonly figures?: boolean;
}

/** "A", "A and B", "A, B and C". */
export const and = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** The closing line of a title match: who leaves with the belt (or that nobody won it). */
export function titleLine(match: ShowMatch, winners: readonly string[] | null): string[] {
  if (match.championship === undefined) return [];
  if (winners === null)
    return [`Nobody wins the ${match.championship} tonight: the title does not change hands.`];
  return [`${and(winners)} ${winners.length === 1 ? "leaves" : "leave"} with the ${match.championship}.`];
}

/** "Earlier tonight" for the header: where each of these wrestlers comes from and how he is. */
export function earlierTonight(names: readonly string[], night: Night): [string, string][] {
  const carried = names.flatMap((n) => {
    const c = night.get(n);
    if (c === undefined) return [];
    const inj = list(c.injuries);
    return `${n} from ${c.from}${c.condition === undefined ? "" : ` (starts at ${list(c.condition)})`}${inj === "" ? "" : `, injured ${inj}`}`;
  });
  return carried.length === 0 ? [] : [["Earlier tonight", carried.join("; ")]];
}

/** A result as the header's last line prints it. */
export function resultText(
  winner: string | null,
  result: { method: string; detail?: string | undefined },
): string {
  const how = result.detail === undefined ? result.method : `${result.method}: ${result.detail}`;
  return winner === null ? `draw (${how})` : `${winner} (${how})`;
}
