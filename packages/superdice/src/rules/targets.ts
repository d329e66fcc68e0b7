/** Target enumeration shared by the powers (Super Dice › Powers): pairs, subsets, sides. */
import type { PowerDef, PowerTarget } from "../data/power.js";
import { other, type Side, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { dieById, isLive, NO_TARGET, switchDice } from "./legend.js";

/** Both sides a die may be assigned to. */
export const SIDES: readonly Side[] = ["attack", "defense"];

/** Every (one of mine, one of theirs) pair of dice in play, for a one-for-one switch. */
export function pairs(state: SuperDiceState, me: SuperDicePlayer): readonly PowerTarget[] {
  const mine = liveIds(state, me);
  const theirs = liveIds(state, other(me));
  if (mine.length === 0 || theirs.length === 0) return NO_TARGET;
  const out = new Array<PowerTarget>(mine.length * theirs.length);
  let k = 0;
  for (const a of mine) for (const b of theirs) out[k++] = pairTarget(a, b);
  return out;
}

/** The ids of the dice `p` holds in play, in table order. */
function liveIds(state: SuperDiceState, p: SuperDicePlayer): number[] {
  const ids: number[] = [];
  for (const d of state.table) if (isLive(d, p)) ids.push(d.id);
  return ids;
}

/** The target naming two dice in order, `{ dice: [a, b] }`: made once per pair and shared (frozen). */
export function pairTarget(a: number, b: number): PowerTarget {
  const row = (PAIR_TARGETS[a] ??= []);
  let t = row[b];
  if (t === undefined) {
    t = Object.freeze({ dice: Object.freeze([a, b]) });
    row[b] = t;
  }
  return t;
}

/** The targets {@link pairTarget} made, by their two die ids. */
const PAIR_TARGETS: (PowerTarget | undefined)[][] = [];

/** The target naming one die and a side, `{ dice: [id], side }`: made once and shared (frozen). */
export function dieSideTarget(id: number, side: Side): PowerTarget {
  const row = (DIE_SIDE_TARGETS[id] ??= {});
  let t = row[side];
  if (t === undefined) {
    t = Object.freeze({ dice: Object.freeze([id]), side });
    row[side] = t;
  }
  return t;
}

/** The targets {@link dieSideTarget} made, by die id and side. */
const DIE_SIDE_TARGETS: Partial<Record<Side, PowerTarget>>[] = [];

/** One target per side (a power whose user chooses attack or defense). */
export const EACH_SIDE: readonly PowerTarget[] = Object.freeze(SIDES.map((side) => Object.freeze({ side })));

/** Every subset of `ids` with between `min` and `max` members, as targets. */
export function subsets(ids: readonly number[], min: number, max = ids.length): PowerTarget[] {
  const out: PowerTarget[] = [];
  const n = ids.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const dice = ids.filter((_, i) => (mask & (1 << i)) !== 0);
    if (dice.length >= min && dice.length <= max) out.push({ dice });
  }
  return out;
}

/** A one-for-one switch (Mind Scan, Martial Arts): one of the user's dice for one of the opponent's. */
export const switchOne: Pick<PowerDef, "targets" | "apply"> = {
  targets: (s, me) => pairs(s, me),
  apply: (ctx, t) => switchDice(dieById(ctx.state, t.dice?.[0] ?? -1), dieById(ctx.state, t.dice?.[1] ?? -1)),
};
