/**
 * Draws (RingMaster › Draws, text ¶123–¶124). The list of draws is lost; Ringside's completion
 * (`completion.md` › 10 and › 13): the time limit, a double count-out, a double disqualification,
 * a double knockout, a double pin (both shoulders down after a collision). A wrestler who
 * engineers a result (throws a match, buys a win, agrees to a draw) takes an absolute Prestige
 * penalty equal to losing the match, on top of the usual loss (¶124).
 * Docs: `docs/ringmaster/referee.md#draws`.
 */
import { PRESTIGE_CHANGES } from "./prestige.js";

/** The kinds of draw (completion). */
export const DRAW_KINDS = [
  "time-limit",
  "double-count-out",
  "double-dq",
  "double-knockout",
  "double-pin",
] as const;

/** One kind of draw. */
export type DrawKind = (typeof DRAW_KINDS)[number];

/** What each wrestler's situation says at the end of a round, for detecting a double finish. */
export interface DoubleFinish {
  /** Both were counted out in the same round. */
  readonly bothCountedOut?: boolean;
  /** Both were disqualified by the same exchange. */
  readonly bothDisqualified?: boolean;
  /** Both are out cold and seen. */
  readonly bothKnockedOut?: boolean;
  /** Both are pinned (a collision into a double cover). */
  readonly bothPinned?: boolean;
  /** The time limit is reached. */
  readonly timeUp?: boolean;
}

/**
 * The draw a situation makes, if any (the double finishes first, then the clock).
 * Ringside's completion (`completion.md` › 13).
 *
 * @example
 * drawOf({ bothCountedOut: true }); // "double-count-out"
 */
export function drawOf(s: DoubleFinish): DrawKind | null {
  if (s.bothDisqualified === true) return "double-dq";
  if (s.bothCountedOut === true) return "double-count-out";
  if (s.bothKnockedOut === true) return "double-knockout";
  if (s.bothPinned === true) return "double-pin";
  if (s.timeUp === true) return "time-limit";
  return null;
}

/**
 * The absolute Prestige penalty for an engineered result: as much as losing the match (¶124),
 * cumulative with the loss itself when he also lost. The points (a loss is 2) are Ringside's completion (`completion.md` › 13).
 *
 * @example
 * engineeredPenalty("loss"); // 2 (engineered) + 2 (the loss) = 4 points of absolute Prestige
 */
export function engineeredPenalty(result: "win" | "loss" | "draw"): number {
  const loss = -PRESTIGE_CHANGES.loss;
  return result === "loss" ? 2 * loss : loss;
}
