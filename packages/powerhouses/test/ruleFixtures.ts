/*
 * Not a rule: what the rule tests beside the rules share (never imported by the package's entries).
 */
import { openDice, type DiceSource } from "@ringside/core";
import { DEFAULT_OPTIONS } from "../src/options.js";
import { startRoll, type RollRole, type RollState } from "../src/rollTypes.js";
import { validateSheet, type Wrestler } from "../src/sheet.js";
import type { PowerhousesState } from "../src/types.js";

/** Bruno "the Bear" Marconi, the text's example: Strength 1–2, Brawling 3, Martial Arts 4, Technical Ability 5. */
export const bruno: Wrestler = validateSheet({
  name: "Bruno",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
});

/** Dice that show these faces, in order. */
export const dice = (...faces: number[]): DiceSource => openDice({ kind: "scripted", faces, next: 0 });

/** A fresh roll of Bruno's (red) with `n` dice. */
export const brunoRoll = (role: RollRole = "attack", n = 5): RollState => startRoll("red", role, n);

/** A match of Bruno (red) against Bruno (blue) at the start of an exchange that red attacks. */
export function exchangeState(redDice = 5, blueDice = 5): PowerhousesState {
  return {
    dice: { kind: "scripted", faces: [], next: 0 },
    options: DEFAULT_OPTIONS,
    wrestlers: { red: bruno, blue: bruno },
    diceLeft: { red: redDice, blue: blueDice },
    phase: "attack",
    attacker: "red",
    roll: startRoll("red", "attack", redDice),
    takeDown: { red: 3, blue: 1, round: 1 },
    attack: null,
    exchanges: 0,
    result: null,
  };
}
