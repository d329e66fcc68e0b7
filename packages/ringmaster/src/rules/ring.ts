/**
 * The ring as a grid of squares (RingMaster › The arena, text ¶60–¶66): corners (turnbuckles),
 * rope-side squares, the middle and the center inside the ropes; the apron and its ring posts
 * around; the ringside floor beyond. Moving is 1 Action Point a square, diagonals included, and 1
 * more to drag the opponent along; reaching the ropes is −10% from the middle and −20% from the
 * center; runners in opposite directions meet at the mirror of the square they started from.
 * Docs: `docs/ringmaster/rules.md#the-ring`.
 */

/** The kind of a square (the chapter's legend: X, +, M, c, =, o, and the floor). */
export type SquareKind = "corner" | "ropes" | "middle" | "center" | "apron" | "post" | "floor";

/** A square: row and column on a 10 × 10 grid (0 and 9 are the floor, 1 and 8 the apron, 2–7 the ring). */
export interface Square {
  /** Row, 0–9. */
  readonly row: number;
  /** Column, 0–9. */
  readonly col: number;
}

/** The grid's size. */
export const GRID_SIZE = 10;

/** What kind of square it is; `undefined` off the grid. */
export function squareKind(s: Square): SquareKind | undefined {
  const { row, col } = s;
  if (
    !Number.isInteger(row) ||
    !Number.isInteger(col) ||
    row < 0 ||
    col < 0 ||
    row >= GRID_SIZE ||
    col >= GRID_SIZE
  )
    return undefined;
  const edge = (n: number, lo: number, hi: number): boolean => n === lo || n === hi;
  if (row === 0 || row === 9 || col === 0 || col === 9) return "floor";
  if (edge(row, 1, 8) && edge(col, 1, 8)) return "post";
  if (edge(row, 1, 8) || edge(col, 1, 8)) return "apron";
  if (edge(row, 2, 7) && edge(col, 2, 7)) return "corner";
  if (edge(row, 2, 7) || edge(col, 2, 7)) return "ropes";
  if (row >= 4 && row <= 5 && col >= 4 && col <= 5) return "center";
  return "middle";
}

/** Whether a wrestler may stand on it (every square but the ring posts). */
export function isStandable(s: Square): boolean {
  const k = squareKind(s);
  return k !== undefined && k !== "post";
}

/** Whether the square is inside the ropes. */
export function inRing(s: Square): boolean {
  const k = squareKind(s);
  return k === "corner" || k === "ropes" || k === "middle" || k === "center";
}

/** Whether two squares touch (diagonals count, ¶62). */
export function adjacent(a: Square, b: Square): boolean {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr <= 1 && dc <= 1 && dr + dc > 0;
}

/** King-move distance in squares. */
export function distance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.row - b.row), Math.abs(a.col - b.col));
}

/**
 * Action Points to step from `a` to an adjacent `b`: 1 (¶62), +1 dragging the opponent (¶62);
 * climbing from the floor up onto the apron costs 2 (completion). `undefined` when not allowed.
 */
export function stepCost(a: Square, b: Square, dragging: boolean): number | undefined {
  if (!adjacent(a, b) || !isStandable(a) || !isStandable(b)) return undefined;
  const up = squareKind(a) === "floor" && squareKind(b) === "apron" ? 2 : 1;
  return up + (dragging ? 1 : 0);
}

/** The penalty to reach the ropes (breaking a pin or hold) from this square (¶63); `undefined` outside the ring. */
export function ropeReachPenalty(s: Square): number | undefined {
  switch (squareKind(s)) {
    case "middle":
      return -10;
    case "center":
      return -20;
    case "corner":
    case "ropes":
      return 0;
    default:
      return undefined;
  }
}

/** The direction of a whip or run: toward one of the four sides. */
export type Side = "north" | "south" | "east" | "west";

/**
 * Where two wrestlers running in opposite directions along a line meet (¶66): the mirror, across
 * the ring's middle, of the square they started from (same row for east–west, same column for
 * north–south).
 *
 * @example
 * meetingSquare({ row: 4, col: 5 }, "west"); // { row: 4, col: 4 }: whipped west from the right-hand center square
 */
export function meetingSquare(start: Square, whippedToward: Side): Square {
  if (whippedToward === "east" || whippedToward === "west") return { row: start.row, col: 9 - start.col };
  return { row: 9 - start.row, col: start.col };
}

/** Where a wrestler who whips and follows meets his opponent: the rope-side square on that side, in line (¶66). */
export function followMeetingSquare(start: Square, whippedToward: Side): Square {
  switch (whippedToward) {
    case "west":
      return { row: start.row, col: 2 };
    case "east":
      return { row: start.row, col: 7 };
    case "north":
      return { row: 2, col: start.col };
    case "south":
      return { row: 7, col: start.col };
  }
}

/** Every standable square, row by row. */
export function allSquares(): readonly Square[] {
  const out: Square[] = [];
  for (let row = 0; row < GRID_SIZE; row++)
    for (let col = 0; col < GRID_SIZE; col++) if (isStandable({ row, col })) out.push({ row, col });
  return out;
}
