/**
 * Rolling a d6 for the rules (Super Dice › Luck Phase, Legend): every die rolled carries a label
 * naming it ("red luck die 3", "reroll die 12"), which scripted dice report when a script runs short
 * and recordings keep. Seeded dice never read labels, so for them none is built.
 */
import { SeededDice, type DiceSource } from "@ringside/core";

/** One d6 labelled `what`, followed by `n` (a die's number) when given: `roll("reroll die", 12)`. */
export type Roll = (what: string, n?: number) => number;

/** The rules' d6 from `dice`, labels built only for dice that read them. */
export function d6From(dice: DiceSource): Roll {
  if (dice instanceof SeededDice) return () => dice.int(1, 6);
  return (what, n) => dice.int(1, 6, n === undefined ? what : `${what} ${n}`);
}
