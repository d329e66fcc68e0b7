import { formatProblem, type Problem } from "./problem.js";

/**
 * The stable error codes of Ringside. Games use the generic ones; a code never changes meaning
 * between versions, so callers may switch on it.
 */
export type RingsideErrorCode =
  | "INVALID_ARGUMENT"
  | "INVALID_CONFIG"
  | "INVALID_SHEET"
  | "INVALID_STRATEGY"
  | "INVALID_STATE"
  | "ILLEGAL_MOVE"
  | "NOT_YOUR_TURN"
  | "UNKNOWN_PLAYER"
  | "MATCH_OVER"
  | "NOTHING_TO_ADVANCE"
  | "DICE_SCRIPT_EXHAUSTED"
  | "DICE_FACE_OUT_OF_RANGE"
  | "DECK_EMPTY"
  | "CARD_NOT_FOUND";

/**
 * The one error class every Ringside package throws for bad input. It carries a stable `code`,
 * a message that names the rule involved, and every problem found (validation never stops at the
 * first one).
 */
export class RingsideError extends Error {
  /** Stable machine-readable code. */
  readonly code: RingsideErrorCode;
  /** Every problem found, each with its path. Never empty. */
  readonly problems: readonly Problem[];

  /**
   * @param code - stable error code
   * @param summary - one line saying what failed, e.g. `"Invalid wrestler sheet"`
   * @param problems - the problems found; a single problem may be given as a string
   */
  constructor(code: RingsideErrorCode, summary: string, problems: readonly Problem[] | string) {
    const list: readonly Problem[] =
      typeof problems === "string" ? [{ path: "", message: problems }] : problems;
    const body =
      list.length === 1 && list[0] !== undefined
        ? `: ${formatProblem(list[0])}`
        : `:\n${list.map((p) => `  - ${formatProblem(p)}`).join("\n")}`;
    super(`${summary}${body}`);
    this.name = "RingsideError";
    this.code = code;
    this.problems = list;
  }
}

/** True when `value` is a {@link RingsideError}, optionally with the given code. */
export function isRingsideError(value: unknown, code?: RingsideErrorCode): value is RingsideError {
  return value instanceof RingsideError && (code === undefined || value.code === code);
}
