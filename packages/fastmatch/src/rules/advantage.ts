/*
 * Determining advantage (FastMatch! 3.0, III.2.A; styles I.3; teamwork V.1.A): each match attribute
 * a wrestler has higher is +1, a style that fits the match type +1, a finisher or a Defensive action
 * this round +1, Wild Brawler +1 outside; only the difference counts. Docs: /fastmatch/rules#resolving-a-round
 */
import { defined } from "@ringside/core";
import { cellAt, formatCell } from "./theGrid.js";
import { type GridCell, type Letter, type RowNumber } from "../data/grid.js";
import type { FastMatchState, PairingInfo, WrestlerState } from "../state.js";
import type { RoundAction } from "../sheets.js";
import { styleFits } from "./styles.js";

/** The match type where challenger wrestler `i` meets defender wrestler `j`, with both sides' style bonuses. */
export function pairingInfo(
  state: Pick<FastMatchState, "grid" | "sides">,
  i: number,
  j: number,
): PairingInfo {
  const c = defined(state.sides[0].wrestlers[i], "fastmatch: a challenger");
  const d = defined(state.sides[1].wrestlers[j], "fastmatch: a defender");
  const letter = c.choices[d.name] ?? "A";
  const row = d.choices[c.name] ?? 1;
  const cell = cellAt(state.grid, letter as Letter, row as RowNumber);
  const fits = (w: WrestlerState): number => (w.styles.some((s) => styleFits(s, cell.a, cell.b)) ? 1 : 0);
  return { cell, styles: [fits(c), fits(d)] };
}

/** The match type where challenger wrestler `i` meets defender wrestler `j`. */
export function pairingCell(state: Pick<FastMatchState, "grid" | "sides">, i: number, j: number): GridCell {
  return pairingInfo(state, i, j).cell;
}

/** The pairing data of challenger wrestler `i` and defender wrestler `j`: precomputed at the bell when present. */
function infoOf(
  state: Pick<FastMatchState, "grid" | "sides"> & { readonly pairings?: FastMatchState["pairings"] },
  i: number,
  j: number,
): PairingInfo {
  return state.pairings?.[i]?.[j] ?? pairingInfo(state, i, j);
}

/** -1, 0 or 1: which of two scores is higher. */
const sign = (x: number): number => (x > 0 ? 1 : x < 0 ? -1 : 0);

/** The net bonus of one pairing for the two round actions (see {@link pairingBonus}). */
function netBonus(
  state: Pick<FastMatchState, "grid" | "sides" | "doubledAttribute"> & {
    readonly pairings?: FastMatchState["pairings"];
  },
  i: number,
  j: number,
  a0: RoundAction,
  a1: RoundAction,
  outside: boolean,
): number {
  const info = infoOf(state, i, j);
  const cell = info.cell;
  const c = defined(state.sides[0].wrestlers[i], "fastmatch: a challenger");
  const d = defined(state.sides[1].wrestlers[j], "fastmatch: a defender");
  let net = info.styles[0] - info.styles[1] + sign(c.now[cell.a] - d.now[cell.a]);
  if (cell.a !== cell.b || state.doubledAttribute === "twice") net += sign(c.now[cell.b] - d.now[cell.b]);
  if (cell.team) net += sign(state.sides[0].teamwork - state.sides[1].teamwork);
  if (a0.finisher !== null) net++;
  if (a1.finisher !== null) net--;
  if (a0.action === "defensive") net++;
  if (a1.action === "defensive") net--;
  if (outside) {
    if (c.wildBrawler) net++;
    if (d.wildBrawler) net--;
  }
  return net;
}

/**
 * The net attack bonus when challenger wrestler `i` meets defender wrestler `j` this round:
 * positive favours the challenger, negative the defender. It counts each match attribute that is
 * higher (teamwork too in a `*` cell), styles that fit the match type, a finisher or Defensive
 * action this round, and Wild Brawler outside the ring.
 */
export function pairingBonus(
  state: Pick<FastMatchState, "grid" | "sides" | "doubledAttribute"> & {
    readonly pairings?: FastMatchState["pairings"];
  },
  i: number,
  j: number,
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): number {
  return netBonus(state, i, j, actions[0], actions[1], outside);
}

/** Every pairing of a team match with its net bonus, challenger members first. */
export function bonusChart(
  state: Pick<FastMatchState, "grid" | "sides" | "doubledAttribute"> & {
    readonly pairings?: FastMatchState["pairings"];
  },
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): { readonly i: number; readonly j: number; readonly bonus: number; readonly match: string }[] {
  const out: { i: number; j: number; bonus: number; match: string }[] = [];
  state.sides[0].wrestlers.forEach((_, i) => {
    state.sides[1].wrestlers.forEach((__, j) => {
      out.push({
        i,
        j,
        bonus: pairingBonus(state, i, j, actions, outside),
        match: formatCell(pairingCell(state, i, j)),
      });
    });
  });
  return out;
}
