import type { Figure, RingsideError } from "@ringside/core";

/** Shows a published or computed figure; `undefined` means the step could not be played. */
export function formatFigure(value: Figure | undefined): string {
  if (value === undefined) return "—";
  if (value === null) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** Pretty JSON for snapshots (two-space indent). */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? "undefined";
}

/** One line per problem of a refused input: its path, what is wrong and the rule, for a demo's error list. */
export function problemLines(error: RingsideError): string[] {
  return error.problems.map((p) => `${p.path}: ${p.message}${p.rule === undefined ? "" : ` (${p.rule})`}`);
}
