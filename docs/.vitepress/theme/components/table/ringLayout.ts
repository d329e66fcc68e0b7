import type { RingSquareKind } from "./types";

/**
 * The standard ring as RingMaster draws it: a 6×6 mat (corners, squares along the ropes, the
 * middle and the 2×2 centre) inside the apron with a ring post at each corner, with `floor` rows of
 * ringside floor all round (1 by default). Rows and columns count from the top left.
 *
 * @example
 * ```ts
 * const squares = ringLayout(); // 10 × 10: floor, apron, 6×6 mat, apron, floor
 * squares[4]![4]; // "centre"
 * ```
 */
export function ringLayout(options: { readonly floor?: number } = {}): RingSquareKind[][] {
  const floor = Math.max(0, Math.floor(options.floor ?? 1));
  const size = 6 + 2 + 2 * floor;
  const rows: RingSquareKind[][] = [];
  for (let r = 0; r < size; r++) {
    const row: RingSquareKind[] = [];
    for (let c = 0; c < size; c++) row.push(kindAt(r - floor, c - floor));
    rows.push(row);
  }
  return rows;
}

/** The kind of square at (r, c) measured from the apron's top-left post (the mat is 1..6). */
function kindAt(r: number, c: number): RingSquareKind {
  if (r < 0 || c < 0 || r > 7 || c > 7) return "floor";
  const edgeR = r === 0 || r === 7;
  const edgeC = c === 0 || c === 7;
  if (edgeR && edgeC) return "post";
  if (edgeR || edgeC) return "apron";
  const ropeR = r === 1 || r === 6;
  const ropeC = c === 1 || c === 6;
  if (ropeR && ropeC) return "corner";
  if (ropeR || ropeC) return "ropes";
  if ((r === 3 || r === 4) && (c === 3 || c === 4)) return "centre";
  return "middle";
}
