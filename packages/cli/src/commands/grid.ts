import { seededDice } from "@ringside/core";
import { formatCell, generateGrid, LETTERS, type Grid } from "@ringside/fastmatch";
import type { CliIo } from "../io.js";

/** A FastMatch grid dealt from a seed (the same seed, the same grid). */
export function dealGrid(seed: number, teamwork: boolean): string[][] {
  const grid: Grid = generateGrid(seededDice(seed), teamwork);
  return grid.map((row) => row.map((cell) => formatCell(cell)));
}

/** The grid as the table players receive: letters across, row numbers down. */
export function gridTable(rows: readonly (readonly string[])[]): string {
  const width = Math.max(...rows.flat().map((c) => c.length), 1);
  const pad = (s: string) => s.padEnd(width);
  const lines = [`    ${LETTERS.map(pad).join("  ")}`];
  rows.forEach((row, i) => lines.push(`${i + 1}   ${row.map(pad).join("  ")}`));
  return lines.join("\n");
}

/** `ringside grid --seed S [--team]`. */
export function grid(seed: number, teamwork: boolean, json: boolean, io: CliIo): number {
  const rows = dealGrid(seed, teamwork);
  io.out(
    json
      ? JSON.stringify({ seed, teamwork, grid: rows }, null, 2)
      : `FastMatch grid (seed ${seed}${teamwork ? ", team match" : ""})\n\n${gridTable(rows)}`,
  );
  return 0;
}
