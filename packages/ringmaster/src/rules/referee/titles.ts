/**
 * Titles and disqualifications (RingMaster › The referee, text ¶120): a title does not change hands
 * on a disqualification (or a count-out, Ringside's reading) unless the match's stipulation says so;
 * a disqualification win weighs less toward contendership than a pin, a submission or a knockout
 * (weights: Ringside's completion).
 * Docs: `docs/ringmaster/referee.md#titles`.
 */

/** How a match can end (draws included). */
export type FinishMethod =
  "pinfall" | "submission" | "knockout" | "disqualification" | "count-out" | "escape" | "draw";

/** Title stipulations. */
export interface TitleStipulation {
  /** The title is on the line. */
  readonly title: boolean;
  /** It may change hands on a disqualification or count-out (the stipulation ¶120 allows). */
  readonly changesOnDq: boolean;
}

/**
 * Whether the title changes hands when the challenger wins by `method`.
 *
 * @example
 * titleChangesHands("disqualification", { title: true, changesOnDq: false }); // false
 */
export function titleChangesHands(method: FinishMethod, stip: TitleStipulation): boolean {
  if (!stip.title || method === "draw") return false;
  if (method === "disqualification" || method === "count-out") return stip.changesOnDq;
  return true;
}

/** Contendership weight of a win (completion: a clean finish 1, a DQ or count-out ½, a draw 0). */
export function contenderWeight(method: FinishMethod): number {
  if (method === "draw") return 0;
  return method === "disqualification" || method === "count-out" ? 0.5 : 1;
}
