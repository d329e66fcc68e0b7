/**
 * The ring board's two logs, from the engine's events: the play-by-play in words (the package's
 * narrator) and every check as its d100 roll against its target (`Dropkick: rolled 41 against 55 →
 * Success`), the Counter's check and the attack it answered both.
 */
import { createNarrator, type RingMasterEvent } from "@ringside/ringmaster";
import type { PlayLine } from "../../.vitepress/theme/components/table/types";

/** How many check lines the board keeps (the newest). */
export const CHECKS_KEPT = 60;

/** The wrestlers' names by corner, as the narrator says them. */
export interface CornerNames {
  readonly red: string;
  readonly blue: string;
}

/** What the board adds to its logs for a batch of events. */
export interface EventLines {
  /** The narrator's lines, in order (events it does not tell are left out). */
  readonly lines: readonly PlayLine[];
  /** One line per check, in order. */
  readonly checks: readonly PlayLine[];
}

/** The fields of a check the log prints. */
interface CheckLike {
  readonly roll: number;
  readonly target: number;
  readonly grade: string;
}

/** The check log after `added`: the newest {@link CHECKS_KEPT} lines of both, oldest first. */
export const appendChecks = (log: readonly PlayLine[], added: readonly PlayLine[]): PlayLine[] =>
  [...log, ...added].slice(-CHECKS_KEPT);

/** A check in words: what was tried, the roll, the target and the grade. */
export function checkLine(what: string, c: CheckLike): PlayLine {
  return { text: `${what}: rolled ${String(c.roll)} against ${String(c.target)} → ${c.grade}` };
}

/** The checks one event carries, each with what was tried (the maneuver, or the event's type). */
function checksOf(e: RingMasterEvent): [string, CheckLike][] {
  const found: [string, CheckLike][] = [];
  if ("check" in e && e.check !== null && e.check !== undefined && !Array.isArray(e.check))
    found.push([e.type === "attempt" ? `${e.maneuver}` : e.type, e.check as CheckLike]);
  if (e.type === "counter") found.push([`${e.counter} against it`, e.attack]);
  return found;
}

/**
 * The log lines of a batch of events (a step, a start or a replayed match), told with `names`.
 *
 * @example
 * const { lines, checks } = eventLines(result.events, { red: "Ace", blue: "Brute" });
 */
export function eventLines(events: readonly unknown[], names: CornerNames): EventLines {
  const say = createNarrator({ names });
  const lines: PlayLine[] = [];
  const checks: PlayLine[] = [];
  for (const raw of events) {
    const e = raw as RingMasterEvent;
    const line = say(e);
    if (line !== null) lines.push({ text: line });
    for (const [what, c] of checksOf(e)) checks.push(checkLine(what, c));
  }
  return { lines, checks };
}
