/** Target enumeration shared by the powers (Super Dice › Powers): pairs, subsets, sides. */
import type { PowerDef, PowerTarget } from "../data/power.js";
import { other, type Side, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { dieById, isLive, switchDice } from "./legend.js";

/** Both sides a die may be assigned to. */
export const SIDES: readonly Side[] = ["attack", "defense"];

/** Every (one of mine, one of theirs) pair of dice in play, for a one-for-one switch. */
export function pairs(state: SuperDiceState, me: SuperDicePlayer): PowerTarget[] {
  const out: PowerTarget[] = [];
  for (const a of state.table)
    if (isLive(a, me))
      for (const b of state.table) if (isLive(b, other(me))) out.push({ dice: [a.id, b.id] });
  return out;
}

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
