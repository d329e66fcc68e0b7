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

const DEFAULT_MESSAGE = /^Invalid (\w+): (?:Expected (.*) but r|R)eceived (.*)$/s;

function plain(issue: AnyIssue): string {
  const m = DEFAULT_MESSAGE.exec(issue.message);
  if (m === null) return issue.message;
  const [, , expected, received] = m;
  return expected === undefined ? `${received} is not accepted` : `expected ${expected}, got ${received}`;
}

/**
 * Turns valibot issues into Ringside problems: a readable path (`red.sheet.moves[2]`), a plain
 * message, unknown keys named as such with the closest known key suggested, and missing keys
 * called missing. Union issues are reported through their most specific branch.
 */
export function issueProblems(schema: unknown, issues: readonly AnyIssue[]): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) {
    const path = pathOf(issue);
    const keys = (issue.path ?? []).map((item) => item.key as unknown);
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
    if (
      issue.received === "undefined" &&
      keys.length > 0 &&
      issue.expected !== null &&
      /^".*"$/.test(issue.expected)
    ) {
      out.push({ path, message: "is required" });
      continue;
    }
    if (issue.type === "union" && issue.issues !== undefined && issue.issues.length > 0) {
      const deeper = issue.issues.filter((i) => (i.path?.length ?? 0) > keys.length);
      if (deeper.length > 0) {
        out.push(...issueProblems(schema, deeper));
        continue;
      }
    }
    out.push({ path, message: plain(issue) });
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.path}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
