/*
 * The grid (FastMatch! 3.0, II.1 and III.1): four letters across for the challenger, four numbers
 * down for the defender, a match type of two attributes in each cell.
 */
import type { Attribute } from "./attributes.js";

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
