/*
 * The grid loader: the grid a fed head sent out (four rows of four cells, each written `"STR/WEI"`
 * or as a cell object), checked with core's validation layer: a valibot schema for the shape, then
 * the grid deal's rules (each pairing dealt once, teamwork only in team matches).
 */
import * as v from "valibot";
import { defined, checkInput, jsonData, Problems, RingsideError, type RuleMap } from "@ringside/core";
import { LETTERS, type Grid, type GridCell } from "../data/grid.js";
import { cellKey, parseCell } from "../rules/theGrid.js";

const RULE = "FastMatch! › The grid";
const RULES: RuleMap = { "": RULE };
const PAIRING = (issue: v.BaseIssue<unknown>): string =>
  `${issue.received} is not a pairing such as "STR/WEI"`;

/** A cell as written: text such as `STR/WEI` (`*` with teamwork), or `{ a, b, team }`. */
const cellShape = v.union(
  [
    v.pipe(
      v.string(),
      v.check((t) => parseCell(t) !== null),
      v.transform((t) => defined(parseCell(t) ?? undefined, "fastmatch: a checked cell")),
    ),
    v.pipe(
      v.strictObject({ a: v.string(), b: v.string(), team: v.optional(v.boolean("must be true or false")) }),
      v.check((c) => parseCell(`${c.a}${c.team === true ? "*" : "/"}${c.b}`) !== null),
      v.transform((c) =>
        defined(
          parseCell(`${c.a}${c.team === true ? "*" : "/"}${c.b}`) ?? undefined,
          "fastmatch: a checked cell",
        ),
      ),
    ),
  ],
  PAIRING,
);
const gridShape = v.pipe(
  v.array(
    v.pipe(v.array(cellShape, "must hold four cells (A–D)"), v.length(4, "must hold four cells (A–D)")),
    "must be four rows of four cells",
  ),
  v.length(4, "must be four rows of four cells"),
);

/**
 * Loads a grid: four rows (numbers 1–4) of four cells (letters A–D), each a cell object or text
 * such as `"STR/WEI"`. Checks that every pairing appears at most once and, when `teamwork` is
 * false, that no cell uses teamwork.
 *
 * @throws RingsideError `INVALID_CONFIG` listing every problem.
 */
export function loadGrid(input: unknown, teamwork = true, path = "grid"): Grid {
  const pre = new Problems();
  const json = jsonData(input, path, pre);
  if (json === undefined) throw new RingsideError("INVALID_CONFIG", "Invalid FastMatch! grid", pre.list);
  const problems = new Problems();
  checkInput(gridShape, json, path, problems, RULES);
  // The deal's rules, on every cell that reads as a pairing.
  const seen = new Map<string, string>();
  const rows: GridCell[][] = [];
  (Array.isArray(json) ? json : []).forEach((row: unknown, r) => {
    const cells: GridCell[] = [];
    (Array.isArray(row) ? row : []).forEach((raw: unknown, c) => {
      const read = v.safeParse(cellShape, raw);
      if (!read.success) return;
      const cell = read.output;
      const at = `${path}[${r}][${c}]`;
      const where = `${LETTERS[c] ?? `column ${c + 1}`}${r + 1}`;
      if (cell.team && !teamwork)
        problems.add(at, `${where} uses teamwork, which only team matches have`, RULE);
      const key = cellKey(cell);
      const before = seen.get(key);
      if (before !== undefined)
        problems.add(at, `${where} repeats the pairing of ${before}: each card is dealt once`, RULE);
      seen.set(key, where);
      cells.push(cell);
    });
    rows.push(cells);
  });
  problems.throwIfAny("INVALID_CONFIG", "Invalid FastMatch! grid");
  return rows;
}
