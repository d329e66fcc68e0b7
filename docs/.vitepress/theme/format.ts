import type { Figure } from "@ringside/core";

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
