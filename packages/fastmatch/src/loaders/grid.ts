import { describe, isRecord, jsonData, Problems, RingsideError } from "@ringside/core";
import { LETTERS, type Grid, type GridCell } from "../data/grid.js";
import { cellKey, parseCell } from "../rules/theGrid.js";

const RULE = "FastMatch! › The grid";

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
