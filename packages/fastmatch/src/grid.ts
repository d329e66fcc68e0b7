import {
  isRecord,
  jsonData,
  Problems,
  RingsideError,
  shuffle,
  describe,
  type DiceSource,
} from "@ringside/core";
import { ATTRIBUTES, type Attribute } from "./attributes.js";

/** One cell of the grid: a match type of two attributes, with or without teamwork (tag only). */
export interface GridCell {
  readonly a: Attribute;
  readonly b: Attribute;
  /** True when teamwork is a third compared attribute (written `*` instead of `/`). */
  readonly team: boolean;
}

/** A 4×4 grid: `rows[number - 1][letterIndex]`, letters A–D across, numbers 1–4 down. */
export type Grid = readonly (readonly GridCell[])[];

/** The letters the challenger picks from. */
export const LETTERS = ["A", "B", "C", "D"] as const;
/** A challenger's column. */
export type Letter = (typeof LETTERS)[number];
/** A defender's row. */
export type RowNumber = 1 | 2 | 3 | 4;

const RULE = "FastMatch! › The grid";

/** Every attribute pairing once (21 cards: 15 mixed pairs and 6 doubles), in attribute order. */
export function pairingCards(): GridCell[] {
  const out: GridCell[] = [];
  ATTRIBUTES.forEach((a, i) => {
    for (let j = i; j < ATTRIBUTES.length; j++) out.push({ a, b: ATTRIBUTES[j]!, team: false });
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

/**
 * Loads a grid: four rows (numbers 1–4) of four cells (letters A–D), each a cell object or text
 * such as `"STR/WEI"`. Checks that every pairing appears at most once and, when `teamwork` is
 * false, that no cell uses teamwork. Throws `INVALID_CONFIG` listing every problem.
 */
export function loadGrid(input: unknown, teamwork = true, path = "grid"): Grid {
  const pre = new Problems();
  const json = jsonData(input, path, pre);
  if (json === undefined) throw new RingsideError("INVALID_CONFIG", "Invalid FastMatch! grid", pre.list);
  const problems = new Problems();
  const rows: GridCell[][] = [];
  if (!Array.isArray(json) || json.length !== 4) {
    problems.add(path, `must be four rows of four cells, got ${describe(json)}`, RULE);
  } else {
    const seen = new Map<string, string>();
    json.forEach((row: unknown, r) => {
      const cells: GridCell[] = [];
      if (!Array.isArray(row) || row.length !== 4) {
        problems.add(`${path}[${r}]`, "must hold four cells (A–D)", RULE);
      } else {
        row.forEach((raw: unknown, c) => {
          const where = `${LETTERS[c]}${r + 1}`;
          if (isRecord(raw))
            for (const key of Object.keys(raw))
              if (key !== "a" && key !== "b" && key !== "team")
                problems.add(`${path}[${r}][${c}].${key}`, "is not part of a cell (a, b, team)", RULE);
          if (isRecord(raw) && raw.team !== undefined && typeof raw.team !== "boolean")
            problems.add(`${path}[${r}][${c}].team`, "must be true or false", RULE);
          const cell =
            typeof raw === "string"
              ? parseCell(raw)
              : isRecord(raw) && typeof raw.a === "string" && typeof raw.b === "string"
                ? parseCell(`${raw.a}${raw.team === true ? "*" : "/"}${raw.b}`)
                : null;
          if (cell === null) {
            problems.add(`${path}[${r}][${c}]`, `${describe(raw)} is not a pairing such as "STR/WEI"`, RULE);
            return;
          }
          if (cell.team && !teamwork)
            problems.add(`${path}[${r}][${c}]`, `${where} uses teamwork, which only team matches have`, RULE);
          const key = cellKey(cell);
          const before = seen.get(key);
          if (before !== undefined)
            problems.add(
              `${path}[${r}][${c}]`,
              `${where} repeats the pairing of ${before}: each card is dealt once`,
              RULE,
            );
          seen.set(key, where);
          cells.push(cell);
        });
      }
      rows.push(cells);
    });
  }
  problems.throwIfAny("INVALID_CONFIG", "Invalid FastMatch! grid");
  return rows;
}

/** The cell where the challenger's letter meets the defender's number. */
export function cellAt(grid: Grid, letter: Letter, row: RowNumber): GridCell {
  const cell = grid[row - 1]?.[LETTERS.indexOf(letter)];
  if (cell === undefined)
    throw new RingsideError("INVALID_ARGUMENT", "cellAt: no such cell", `${letter}${row}`);
  return cell;
}
