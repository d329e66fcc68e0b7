import type { Problem } from "./problem.js";
import { RingsideError, type RingsideErrorCode } from "./RingsideError.js";
import { stringArgument } from "./arguments.js";

/**
 * A collector for validation problems: add every problem you find, then call
 * {@link Problems.throwIfAny} once so that the caller hears of all of them together.
 */
export class Problems {
  readonly #list: Problem[] = [];

  /**
   * Records a problem at `path`.
   *
   * @throws RingsideError `INVALID_ARGUMENT` when `path`, `message` or a given `rule` is not text.
   */
  add(path: string, message: string, rule?: string): this {
    if (typeof path !== "string") stringArgument("Problems.add", "path", path);
    if (typeof message !== "string") stringArgument("Problems.add", "message", message);
    if (rule !== undefined && typeof rule !== "string") stringArgument("Problems.add", "rule", rule);
    this.#list.push(rule === undefined ? { path, message } : { path, message, rule });
    return this;
  }

  /** Records a problem at `path` when `failed` is true; returns `!failed`. */
  check(failed: boolean, path: string, message: string, rule?: string): boolean {
    if (failed) this.add(path, message, rule);
    return !failed;
  }

  /** The problems found so far. */
  get list(): readonly Problem[] {
    return this.#list;
  }

  /** True when nothing was added. */
  get ok(): boolean {
    return this.#list.length === 0;
  }

  /**
   * Throws a {@link RingsideError} listing every problem, if there is any.
   *
   * @throws RingsideError with `code` when a problem was added; `INVALID_ARGUMENT` when `code` or
   * `summary` is not text.
   */
  throwIfAny(code: RingsideErrorCode, summary: string): void {
    stringArgument("Problems.throwIfAny", "code", code);
    stringArgument("Problems.throwIfAny", "summary", summary);
    if (this.#list.length > 0) throw new RingsideError(code, summary, [...this.#list]);
  }
}
