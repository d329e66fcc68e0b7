import type { SuperDicePlayer, SuperDiceState } from "../types.js";

/** Dice of a hero as the sample writes them: value-sorted, `A`/`D` after assigned values. */
export function diceText(state: SuperDiceState, p: SuperDicePlayer): string {
  const order = (side: string): number => (side === "" ? 0 : side === "A" ? 1 : 2);
  return state.table
    .filter((d) => d.holder === p && !d.out)
    .map((d) => ({ v: d.value, s: d.side === null ? "" : d.side === "attack" ? "A" : "D" }))
    .sort((a, b) => a.v - b.v || order(a.s) - order(b.s))
    .map((d) => `${d.v}${d.s}`)
    .join(",");
}
