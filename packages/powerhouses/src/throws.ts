/*
 * Not a rule: how the rules throw their dice. Every die goes through the match's dice source with
 * a name (the one core's `rollPool` gives it: "red attack reroll 2/3"), so that a scripted source
 * can say which die was missing and a recording what each die was. The names of every throw a
 * match makes are written once here, instead of being built again at every die.
 */
import type { DiceSource } from "@ringside/core";
import type { Player } from "./players.js";
import type { RollRole } from "./rollTypes.js";

/** Most dice a wrestler throws at once. */
const MOST_DICE = 5;

/** One kind of throw: its name, and the names of its dice by how many are thrown (the index). */
export interface Throw {
  readonly name: string;
  readonly dice: readonly (readonly string[])[];
}

function named(name: string): Throw {
  const dieName = (i: number, count: number): string => `${name} ${i + 1}/${count}`;
  const dice = Array.from({ length: MOST_DICE + 1 }, (_, count) =>
    Array.from({ length: count }, (_die, i) => dieName(i, count)),
  );
  return { name, dice };
}

/** A throw of each roller in each role. */
type ByRoller = Readonly<Record<Player, Readonly<Record<RollRole, Throw>>>>;

function byRoller(kind: string): ByRoller {
  const byRole = (player: Player): Record<RollRole, Throw> => ({
    "take-down": named(`${player} take-down ${kind}`),
    attack: named(`${player} attack ${kind}`),
    defence: named(`${player} defence ${kind}`),
    practice: named(`${player} practice ${kind}`),
  });
  return { red: byRole("red"), blue: byRole("blue") };
}

/** The first throw of a roll (every die the wrestler holds). */
export const FIRST_ROLL: ByRoller = byRoller("first roll");
/** The free dice thrown again when rolling on. */
export const REROLL: ByRoller = byRoller("reroll");
/** The two dice of a Come-Back roll. */
export const COME_BACK: Readonly<Record<Player, Throw>> = {
  red: named("red come-back"),
  blue: named("blue come-back"),
};

/** Throws `count` six-sided dice, each named as the throw `what` names it; their faces in order. */
export function throwDice(dice: DiceSource, count: number, what: Throw): number[] {
  const faces: number[] = [];
  const names = what.dice[count];
  for (let i = 0; i < count; i++) faces.push(dice.int(1, 6, names?.[i] ?? `${what.name} ${i + 1}/${count}`));
  return faces;
}
