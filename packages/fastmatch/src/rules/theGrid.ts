/*
 * The grid deal (FastMatch! 3.0, III.1 The selection of the attributes): the fed head deals each
 * match a new 4×4 grid from a deck of attribute pairings, so no pairing appears twice (a team match's
 * deck also holds each pairing with teamwork, V); the challenger's letter meets the defender's number
 * at the match type. Docs: /fastmatch/rules#the-grid-and-the-strategy
 */
import { RingsideError, shuffle, type DiceSource, type Problems } from "@ringside/core";
import { ATTRIBUTES } from "../data/attributes.js";
import { LETTERS, type Grid, type GridCell, type Letter, type RowNumber } from "../data/grid.js";

/** Every attribute pairing once (21 cards: 15 mixed pairs and 6 doubles), in attribute order. */
export function pairingCards(): GridCell[] {
  const out: GridCell[] = [];
  ATTRIBUTES.forEach((a, i) => {
    for (const b of ATTRIBUTES.slice(i)) out.push({ a, b, team: false });
  });
  return out;
}

/** The deck a grid is dealt from: 21 pairings, or 42 in a team match (each with and without teamwork). */
export function gridDeck(teamwork: boolean): GridCell[] {
  const base = pairingCards();
  return teamwork ? [...base, ...base.map((c) => ({ ...c, team: true }))] : base;
}

/** The card key of a cell: order-free, so STR/WEI and WEI/STR are the same card. */
export function cellKey(cell: GridCell): string {
  const [x, y] =
    ATTRIBUTES.indexOf(cell.a) <= ATTRIBUTES.indexOf(cell.b) ? [cell.a, cell.b] : [cell.b, cell.a];
  return `${x}${cell.team ? "*" : "/"}${y}`;
}

/** Writes a cell as the rules print it: `STR/WEI`, or `TEC*TEC` with teamwork. */
export function formatCell(cell: GridCell): string {
  return `${cell.a}${cell.team ? "*" : "/"}${cell.b}`;
}

/**
 * Deals a new grid from a shuffled deck of attribute pairings, so no pairing appears twice. With
 * `teamwork`, each pairing is two cards (with and without teamwork).
 */
export function generateGrid(dice: DiceSource, teamwork = false): Grid {
  const deck = shuffle(gridDeck(teamwork), dice);
  return [0, 1, 2, 3].map((r) => deck.slice(r * 4, r * 4 + 4));
}

/** Reads a cell written as `STR/WEI` or `TEC*TEC`; returns null if it is not one. */
export function parseCell(text: string): GridCell | null {
  const m = /^\s*([A-Z]{3})\s*([/*])\s*([A-Z]{3})\s*$/.exec(text.toUpperCase());
  if (m === null) return null;
  // The shared constants, not the matched text: rounds compare and look these up every time.
  const a = ATTRIBUTES.find((x) => x === m[1]);
  const b = ATTRIBUTES.find((x) => x === m[3]);
  if (a === undefined || b === undefined) return null;
  return { a, b, team: m[2] === "*" };
}

/** The cell where the challenger's letter meets the defender's number. */
export function cellAt(grid: Grid, letter: Letter, row: RowNumber): GridCell {
  const cell = grid[row - 1]?.[LETTERS.indexOf(letter)];
  if (cell === undefined)
    throw new RingsideError("INVALID_ARGUMENT", "cellAt: no such cell", `${letter}${row}`);
  return cell;
}

/**
 * Who picks what (III.1): the challenger (first named) a letter, the defender a number. Adds a
 * problem at `path` when a choice is of the other kind.
 */
export function choiceProblems(
  choice: Letter | RowNumber,
  role: "challenger" | "defender" | undefined,
  path: string,
  problems: Problems,
): void {
  const rule = "FastMatch! › Making a strategy › The grid";
  if (typeof choice === "string" && role === "defender")
    problems.add(path, `the defender picks a number (1–4), got ${choice}`, rule);
  if (typeof choice === "number" && role === "challenger")
    problems.add(path, `the challenger picks a letter (A–D), got ${choice}`, rule);
}
