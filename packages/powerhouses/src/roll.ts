import { RingsideError, type DiceSource } from "@ringside/core";
import type { Ability } from "./abilities.js";
import { callItQuits, mayQuit } from "./rules/callingItQuits.js";
import { firstRoll, largestSetsOf, pickSet } from "./rules/largestSet.js";
import { countMatching, rollOn } from "./rules/onARoll.js";
import { ABILITIES } from "./abilities.js";
import { QUIT, ROLL, PURSUE, type RollEvent, type RollMove, type RollState } from "./rollTypes.js";
import type { Wrestler } from "./sheet.js";

export {
  PURSUE,
  QUIT,
  ROLL,
  startRoll,
  type Player,
  type RollEvent,
  type RollMove,
  type RollRole,
  type RollState,
} from "./rollTypes.js";

const RULE_FIRST = "Powerhouses › Rolling the Dice (largest match first)";

/**
 * The size of the set each ability would make from these faces (Fan Support joins every set), in
 * the order of `ABILITIES`.
 */
export function setSizes(wrestler: Wrestler, faces: readonly number[]): number[] {
  return ABILITIES.map((ability) => countMatching(wrestler, faces, ability));
}

/** The largest sets of a first roll: their size (0 when no two dice match) and their abilities. */
export function largestSets(
  wrestler: Wrestler,
  faces: readonly number[],
): { size: number; abilities: Ability[] } {
  return largestSetsOf(wrestler, faces);
}

/** How many of `faces` count for `ability` (its faces and Fan Support). */
export function matchingDice(wrestler: Wrestler, faces: readonly number[], ability: Ability): number {
  return countMatching(wrestler, faces, ability);
}

/** The legal moves inside a roll (none while a roll is due or after it ended). */
export function rollMoves(roll: RollState): RollMove[] {
  if (roll.stage === "choose") return roll.choices.map((ability) => PURSUE[ability]);
  if (mayQuit(roll)) return [ROLL, QUIT];
  return [];
}

/** What {@link throwDice} and {@link decideRoll} give back: the new roll and what happened. */
export interface RollStep {
  readonly roll: RollState;
  readonly events: RollEvent[];
}

/**
 * Throws the dice a roll is due: the first roll of a turn (stage `ready`, all dice), or the next
 * roll of the free dice (stage `decide`). Sets matches aside, handles Over the Top and Going Bust.
 */
export function throwDice(roll: RollState, wrestler: Wrestler, dice: DiceSource): RollStep {
  const events: RollEvent[] = [];
  if (roll.stage === "ready") return { roll: firstRoll(roll, wrestler, dice, events), events };
  if (roll.stage === "decide" && roll.ability !== null)
    return { roll: rollOn(roll, wrestler, dice, events), events };
  throw new RingsideError("ILLEGAL_MOVE", "powerhouses: no dice to throw", [
    {
      path: "roll.stage",
      message: `the roll is at stage "${roll.stage}"`,
      rule: "Powerhouses › On a Roll",
    },
  ]);
}

/**
 * Applies a decision to a roll: `pursue` one of the equal largest sets, or `quit`. (`roll` is
 * carried out by {@link throwDice}.) Throws `ILLEGAL_MOVE` when the move does not fit the stage.
 */
export function decideRoll(roll: RollState, wrestler: Wrestler, move: RollMove): RollStep {
  const events: RollEvent[] = [];
  if (move.type === "pursue" && roll.stage === "choose" && roll.choices.includes(move.ability)) {
    return { roll: pickSet(roll, wrestler, move.ability, events), events };
  }
  if (move.type === "quit" && mayQuit(roll)) return { roll: callItQuits(roll, events), events };
  throw new RingsideError("ILLEGAL_MOVE", "powerhouses: illegal roll decision", [
    {
      path: "move",
      message: `${JSON.stringify(move)} does not fit a roll at stage "${roll.stage}"`,
      rule: move.type === "pursue" ? RULE_FIRST : "Powerhouses › Calling It Quits",
    },
  ]);
}
