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
 * The brand every {@link RingsideError} carries, registered globally with `Symbol.for`, so that two
 * copies of `@ringside/core` in one app (two bundles, two versions) recognise each other's errors.
 */
const BRAND: unique symbol = Symbol.for("@ringside/core/RingsideError") as never;

/** True when `value` carries the RingsideError brand (never throws, even for a hostile Proxy). */
function branded(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  try {
    return (value as { [BRAND]?: unknown })[BRAND] === true;
  } catch {
    return false;
  }
}

/**
 * The one error class every Ringside package throws for bad input. It carries a stable `code`,
 * a message that names the rule involved, and every problem found (validation never stops at the
 * first one).
 *
 * Errors are recognised by a global brand as well as by their class: {@link isRingsideError} and
 * `instanceof RingsideError` are true for an error thrown by another copy of `@ringside/core`.
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
      typeof problems === "string"
        ? [{ path: "", message: problems }]
        : Array.isArray(problems) && problems.length > 0
          ? problems
          : [{ path: "", message: "no details given" }];
    const body =
      list.length === 1 && list[0] !== undefined
        ? `: ${formatProblem(list[0])}`
        : `:\n${list.map((p) => `  - ${formatProblem(p)}`).join("\n")}`;
    super(`${String(summary)}${body}`);
    this.name = "RingsideError";
    this.code = code;
    this.problems = list;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /**
   * `instanceof RingsideError` recognises the brand, so it holds for errors of another copy of
   * core too. Subclasses keep the ordinary prototype check.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return this === RingsideError ? branded(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

/**
 * True when `value` is a {@link RingsideError} (of this or any other copy of `@ringside/core`:
 * recognised by its brand), optionally with the given code.
 *
 * @example
 * try { game.play(state, "red", move); }
 * catch (e) { if (isRingsideError(e, "ILLEGAL_MOVE")) showHint(e.problems); else throw e; }
 */
export function isRingsideError(value: unknown, code?: RingsideErrorCode): value is RingsideError {
  if (!branded(value)) return false;
  if (code === undefined) return true;
  try {
    return (value as { code?: unknown }).code === code;
  } catch {
    return false;
  }
}
