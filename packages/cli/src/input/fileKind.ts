/** Tells the files a player or a head sends apart by their keys. */
import { isRecord } from "@ringside/core";

/** What kind of file a player or a head sent, told from its keys. */
export type FileKind =
  | "show"
  | "results"
  | "character"
  | "strategy"
  | "team-strategy"
  | "odds-side"
  | "slot"
  | "blitzmatch-strategy"
  | "roster"
  | "unknown";

/**
 * Tells the files apart: a show card, the results `resolve` records, a FastMatch character, singles
 * or team strategy, an `odds` side (a wrestler and his strategy), a BlitzMatch slot or strategy, and
 * a roster.
 */
export function kindOf(value: unknown): FileKind {
  if (!isRecord(value)) return "unknown";
  if ("matches" in value)
    return Array.isArray(value.matches) && isRecord(value.matches[0]) && "outcome" in value.matches[0]
      ? "results"
      : "show";
  if ("wrestlers" in value) return "roster";
  if ("add" in value || "discard" in value) return "blitzmatch-strategy";
  if ("members" in value) return "team-strategy";
  if ("rounds" in value || "choice" in value) return "strategy";
  if ("wrestler" in value) return "odds-side";
  if ("attributes" in value) return "character";
  if (Object.keys(value).some((k) => /^energy$|^recovery$|^stamina$/i.test(k))) return "slot";
  return "unknown";
}
