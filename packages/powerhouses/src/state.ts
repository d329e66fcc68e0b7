import type { Problems } from "@ringside/core";
import { ABILITIES, FAN_SUPPORT } from "./abilities.js";
import { largestSets, type Player } from "./roll.js";
import type { PowerhousesState } from "./types.js";

/*
 * What a saved state must also satisfy beyond its shape (schemas.ts), so that a hand-edited or
 * corrupted state is refused with INVALID_STATE instead of playing on wrongly or never ending:
 * the wrestlers are real sheets (a die can miss), the roll belongs to the phase and to the right
 * wrestler, its counts fit its stage, and the result goes with the end.
 */

const RULE = "Powerhouses › Saved states";
const other = (p: Player): Player => (p === "red" ? "blue" : "red");

/** Adds every cross-field problem of a state that passed the state schema. */
export function checkState(state: PowerhousesState, problems: Problems): void {
  const add = (path: string, message: string): void => {
    problems.add(path, message, RULE);
  };
  for (const p of ["red", "blue"] as const) {
    const faces = state.wrestlers[p].faces;
    if (faces[5] !== FAN_SUPPORT) add(`wrestlers.${p}.faces[5]`, "face 6 is Fan Support");
    const abilities = faces.slice(0, 5);
    abilities.forEach((f, i) => {
      if (f === FAN_SUPPORT) add(`wrestlers.${p}.faces[${i}]`, "faces 1 to 5 read abilities");
    });
    if (new Set(abilities).size < 2) add(`wrestlers.${p}.faces`, "faces 1 to 5 need two different abilities");
  }
  const { phase, roll, result, attacker, diceLeft, takeDown, attack } = state;
  if (phase === "over") {
    if (result === null) add("result", "a finished match has a result");
    if (roll !== null) add("roll", "no roll goes on after the end");
    return;
  }
  if (result !== null) add("result", "only a finished match has a result");
  if (roll === null) {
    add("roll", "a match in progress has a roll in progress");
    return;
  }
  if (diceLeft.red < 2 || diceLeft.blue < 2) add("diceLeft", "a wrestler down to one die has lost");
  if (phase === "take-down") {
    if (roll.role !== "take-down") add("roll.role", "the Take-Down rolls are Take-Down rolls");
    if (attacker !== null) add("attacker", "nobody attacks before the Take-Down is settled");
    if (diceLeft.red !== 5 || diceLeft.blue !== 5)
      add("diceLeft", "both wrestlers hold five dice in the Take-Down");
    if (takeDown.blue !== null) add("takeDown.blue", "blue's total ends the Take-Down round");
    const roller: Player = takeDown.red === null ? "red" : "blue";
    if (roll.player !== roller) add("roll.player", `${roller} rolls now in the Take-Down`);
    if (attack !== null) add("attack", "no attack is announced in the Take-Down");
  } else {
    if (attacker === null) add("attacker", "an exchange has an attacker");
    else {
      const roller = phase === "attack" ? attacker : other(attacker);
      if (roll.player !== roller) add("roll.player", `${roller} rolls in this ${phase}`);
    }
    if (roll.role !== phase) add("roll.role", `the roll of an ${phase} is an ${phase} roll`);
    if (phase === "defence" && attack === null) add("attack", "a defence answers an announced attack");
    if (phase === "attack" && attack !== null)
      add("attack", "no attack is announced before the attacker's roll ends");
  }
  if (roll.dice !== diceLeft[roll.player]) add("roll.dice", "a wrestler rolls the dice it holds");
  const n = roll.dice;
  if (roll.stage === "ready") {
    if (roll.count !== 0 || roll.ability !== null || roll.free !== n || roll.choices.length > 0) {
      add("roll", "a roll still to start has no count, no ability and all its dice free");
    }
  } else if (roll.stage === "choose") {
    const sets = largestSets(state.wrestlers[roll.player], roll.faces);
    if (roll.faces.length !== n || sets.size === 0 || sets.abilities.length < 2) {
      add("roll.faces", "a choice follows a first roll of every die with equal largest sets");
    } else if (roll.choices.join() !== sets.abilities.join()) {
      add("roll.choices", "the choices are the first roll's equal largest sets");
    }
    if (roll.ability !== null || roll.count !== 0) add("roll", "no set is pursued before the choice");
  } else {
    if (roll.ability === null) add("roll.ability", "a roll on pursues an ability");
    if (roll.free < 1 || roll.free > n - 1) add("roll.free", `between 1 and ${n - 1} dice are thrown again`);
    if (roll.count < 2) add("roll.count", "a roll on has at least a pair set aside");
  }
  if (roll.choices.some((a) => !ABILITIES.includes(a))) add("roll.choices", "abilities only");
}
