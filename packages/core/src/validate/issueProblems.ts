import type * as v from "valibot";
import type { Problem } from "../errors/problem.js";

type AnyIssue = v.BaseIssue<unknown>;
type SchemaLike = { readonly type?: string; readonly [key: string]: unknown };

function pathOf(issue: AnyIssue): string {
  let out = "";
  for (const item of issue.path ?? []) {
    const key: unknown = item.key;
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** The schema that validated the value at `keys`, followed through wrappers, as far as it can. */
function schemaAt(root: unknown, keys: readonly unknown[]): SchemaLike | undefined {
  let schema = root as SchemaLike | undefined;
  const unwrap = (s: SchemaLike | undefined): SchemaLike | undefined => {
    let current = s;
    for (let i = 0; i < 8 && current !== undefined; i++) {
      if (current.wrapped !== undefined) current = current.wrapped as SchemaLike;
      else if (current.type === "lazy") return undefined;
      else return current;
    }
    return current;
  };
  for (const key of keys) {
    schema = unwrap(schema);
    if (schema === undefined) return undefined;
    if (schema.entries !== undefined && typeof key === "string") {
      schema = (schema.entries as Record<string, SchemaLike>)[key];
    } else if (Array.isArray(schema.items) && typeof key === "number") {
      schema = schema.items[key] as SchemaLike | undefined;
    } else if (schema.item !== undefined) {
      schema = schema.item as SchemaLike;
    } else if (schema.value !== undefined && typeof schema.value === "object") {
      schema = schema.value as SchemaLike;
    } else {
      return undefined;
    }
  }
  return unwrap(schema);
}

/* eslint-disable @typescript-eslint/no-non-null-assertion -- `j` stays within the row of
   b.length + 1 entries built on the first line */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}
/* eslint-enable @typescript-eslint/no-non-null-assertion */

/** The known key closest to `key`, when one is close enough to be a likely misspelling. */
export function suggestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of known) {
    const score = distance(key.toLowerCase(), candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

/** The object schemas whose issue with `received: "undefined"` means a key is missing. */
const OBJECT_TYPES: ReadonlySet<string> = new Set([
  "object",
  "strict_object",
  "loose_object",
  "object_with_rest",
]);

/** True when the issue is about an object key that its input does not have. */
function isMissingKey(issue: AnyIssue): boolean {
  const last = issue.path?.[issue.path.length - 1];
  if (last?.type !== "object" || typeof last.input !== "object" || last.input === null) return false;
  return !Object.hasOwn(last.input, last.key);
}

/**
 * The message of an issue whose schema gave none of its own, built from the issue's structured
 * fields (`expected`, `received`), never from valibot's English text: `expected >=1, got 0`, or
 * `2.5 is not accepted` when the check states no expectation (an integer check, a regex).
 * `checkInput` passes it to valibot as the parse's `message`, so a schema's own message (a
 * `v.check(..., "every wrestler needs a name")`) still wins.
 *
 * @example
 * ```ts
 * v.safeParse(schema, input, { abortEarly: false, message: issueMessage });
 * ```
 */
export function issueMessage(issue: AnyIssue): string {
  return issue.expected === null
    ? `${issue.received} is not accepted`
    : `expected ${issue.expected}, got ${issue.received}`;
}

/**
 * Turns valibot issues into Ringside problems: a readable path (`red.sheet.moves[2]`), the issue's
 * message (plain when the parse used core's structured messages, as `checkInput` does), unknown keys named as such with the
 * closest known key suggested, missing keys called missing and an extra tuple item called one too
 * many. Every decision reads the issues' structured fields (`kind`, `type`, `expected`, `path`),
 * never their text. Union issues are reported through their most specific branch.
 */
export function issueProblems(schema: unknown, issues: readonly AnyIssue[]): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) {
    const path = pathOf(issue);
    const keys = (issue.path ?? []).map((item) => item.key);
    if (issue.kind === "schema" && issue.type === "strict_tuple" && issue.expected === "never") {
      const parent = schemaAt(schema, keys.slice(0, -1));
      const size = Array.isArray(parent?.items) ? parent.items.length : undefined;
      out.push({ path, message: `one item too many${size === undefined ? "" : ` (exactly ${size})`}` });
      continue;
    }
    if (issue.kind === "schema" && issue.expected === "never" && keys.length > 0) {
      const key = String(keys[keys.length - 1]);
      const parent = schemaAt(schema, keys.slice(0, -1));
      const known = parent?.entries !== undefined ? Object.keys(parent.entries as object) : [];
      const guess = suggestKey(key, known);
      const hint =
        guess !== undefined
          ? ` (did you mean "${guess}"?)`
          : known.length > 0 && known.length <= 12
            ? ` (known keys: ${known.join(", ")})`
            : "";
      out.push({ path, message: `unknown key "${key}"${hint}` });
      continue;
    }
    if (issue.kind === "schema" && OBJECT_TYPES.has(issue.type) && isMissingKey(issue)) {
      out.push({ path, message: "is required" });
      continue;
    }
    if (issue.type === "union" && issue.issues !== undefined && issue.issues.length > 0) {
      // A branch's issues carry paths relative to the union (valibot prefixes only the union's own
      // issue), so each is placed below the union's path before it is reported.
      const prefix = issue.path ?? [];
      const deeper = issue.issues.flatMap((i): AnyIssue[] =>
        i.path === undefined ? [] : [{ ...i, path: [...prefix, ...i.path] }],
      );
      if (deeper.length > 0) {
        out.push(...issueProblems(schema, deeper));
        continue;
      }
    }
    out.push({ path, message: issue.message });
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.path}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
