import * as v from "valibot";
import { Problems } from "../errors/problems.js";
import { RingsideError, type RingsideErrorCode } from "../errors/RingsideError.js";
import { DEFAULT_JSON_LIMITS, jsonData, type JsonLimits } from "./jsonData.js";
import { issueMessage, issueProblems } from "./issueProblems.js";

/**
 * Names the rule that decides each part of an input: a path prefix (`""` for the whole input,
 * `"red.sheet"`, `"moves"`) mapped to the rule's name (`"Powerhouses › Creating a wrestler"`). The
 * longest matching prefix wins.
 */
export type RuleMap = Readonly<Record<string, string>>;

/** A valibot schema whose output is `T`. */
export type InputSchema<T> = v.GenericSchema<unknown, T>;

/**
 * Checks an untrusted input against a valibot schema and adds every problem to `problems`: first
 * {@link jsonData} (non-JSON values, cycles, holes, absurd sizes), then the schema (wrong types,
 * out-of-range numbers, unknown and missing keys), each problem with its path below `path` and the
 * rule from `rules`. Nothing throws, so a loader can check a sheet and a strategy and report both.
 *
 * @returns the schema's output for a clean copy of the input, or `undefined` when it has problems.
 * @example
 * ```ts
 * const problems = new Problems();
 * const sheet = checkInput(sheetSchema, input.sheet, "sheet", problems, { "": "Game › Sheets" });
 * const plan = checkInput(planSchema, input.plan, "plan", problems);
 * problems.throwIfAny("INVALID_CONFIG", "mygame: invalid config");
 * ```
 */
export function checkInput<T>(
  schema: InputSchema<T>,
  input: unknown,
  path: string,
  problems: Problems,
  rules: RuleMap = {},
  limits: JsonLimits = DEFAULT_JSON_LIMITS,
): T | undefined {
  const local = new Problems();
  const clean = jsonData(input, "", local, limits);
  if (!local.ok) {
    for (const p of local.list)
      problems.add(joinPath(path, p.path), p.message, ruleFor(rules, p.path) ?? p.rule);
    return undefined;
  }
  return checkData(schema, clean, path, problems, rules);
}

/**
 * {@link checkInput} without its first step, for a value that is already a clean copy made by
 * {@link jsonData} (or a part of one): a loader that copies a whole input once checks its parts
 * with this instead of copying each part again. Never give it anything else: it trusts the value
 * to be plain JSON data.
 *
 * @returns the schema's output, or `undefined` when it has problems (added to `problems`).
 * @example
 * ```ts
 * const problems = new Problems();
 * const clean = jsonData(input, "", problems);
 * const sheet = isRecord(clean) ? checkData(sheetSchema, clean.sheet, "sheet", problems) : undefined;
 * ```
 */
export function checkData<T>(
  schema: InputSchema<T>,
  clean: unknown,
  path: string,
  problems: Problems,
  rules: RuleMap = {},
): T | undefined {
  const result = v.safeParse(schema, clean, { abortEarly: false, message: issueMessage });
  if (result.success) return result.output;
  for (const p of issueProblems(schema, result.issues)) {
    problems.add(joinPath(path, p.path), p.message, ruleFor(rules, p.path));
  }
  return undefined;
}

/** Options of {@link parseInput}. */
export interface ParseOptions {
  /** The error code to throw with, e.g. `"INVALID_SHEET"`. */
  readonly code: RingsideErrorCode;
  /** One line saying what failed, e.g. `"blitzmatch: invalid slot"`. */
  readonly summary: string;
  /** The rule of each part of the input. */
  readonly rules?: RuleMap;
  /** Where the input sits in a larger one (a prefix for every path). */
  readonly path?: string;
  /** Size limits for the JSON pre-pass. */
  readonly limits?: JsonLimits;
}

/**
 * Parses an untrusted input with a valibot schema, as {@link checkInput} does, and throws one
 * `RingsideError` listing every problem.
 *
 * @throws RingsideError with `options.code`, listing every problem with its path and rule.
 * @example
 * ```ts
 * import * as v from "valibot";
 * const slot = parseInput(v.strictObject({ name: v.string() }), input, {
 *   code: "INVALID_SHEET",
 *   summary: "blitzmatch: invalid slot",
 *   rules: { "": "BlitzMatch › Slots" },
 * });
 * ```
 */
export function parseInput<T>(schema: InputSchema<T>, input: unknown, options: ParseOptions): T {
  const problems = new Problems();
  const output = checkInput(schema, input, options.path ?? "", problems, options.rules, options.limits);
  if (output === undefined || !problems.ok) {
    throw new RingsideError(options.code, options.summary, problems.ok ? "is not valid" : problems.list);
  }
  return output;
}

function joinPath(prefix: string, path: string): string {
  if (prefix === "") return path;
  if (path === "") return prefix;
  return path.startsWith("[") ? `${prefix}${path}` : `${prefix}.${path}`;
}

function ruleFor(rules: RuleMap, path: string): string | undefined {
  let best: string | undefined;
  let length = -1;
  for (const prefix of Object.keys(rules)) {
    const matches =
      prefix === "" || path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
    if (matches && prefix.length > length) {
      best = rules[prefix];
      length = prefix.length;
    }
  }
  return best;
}
