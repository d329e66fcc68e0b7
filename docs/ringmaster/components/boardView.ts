/**
 * What the ring board draws of a RingMaster state besides the engine's own fields: both wrestlers
 * as pieces on the ring, the match clock, and the result in words.
 */
import type { RingMasterState } from "@ringside/ringmaster";
import type { RingPiece } from "../../.vitepress/theme/components/table/types";

/** Both wrestlers as ring pieces: their initial, full name, square, and lying down when Prone or Facedown. */
export function boardPieces(s: RingMasterState): RingPiece[] {
  return (["red", "blue"] as const).map((p) => {
    const c = s.corners[p];
    return {
      id: p,
      side: p,
      label: c.sheet.name.slice(0, 1),
      title: c.sheet.name,
      row: c.square.row,
      col: c.square.col,
      down: c.position === "Prone" || c.position === "Facedown",
    };
  });
}

/** The match clock as minutes and seconds (`7:05`). */
export const matchClock = (seconds: number): string =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The result in words (`Ace wins by pinfall (hooked the leg)`, `No winner: time limit`), or `""`
 * while the match goes on.
 */
export function resultText(s: RingMasterState): string {
  if (s.result === null) return "";
  const w = s.result.winner;
  return w === null
    ? `No winner: ${s.result.method}`
    : `${s.corners[w].sheet.name} wins by ${s.result.method}${s.result.detail ? ` (${s.result.detail})` : ""}`;
}
