import { powerhouses, type RollState, type StandardSheet } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { PRESETS } from "../powerhouses/components/presets";
import {
  cornerNames,
  diceLeftWords,
  moveLabel,
  powerhousesMatchConfig,
  powerhousesMatchLink,
  readSetup,
  resultText,
  roleWords,
  sheetOf,
  throwDice,
  throwLabel,
} from "../powerhouses/components/powerhousesMatch";

const SHEET: StandardSheet = {
  name: "Rated",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
};

/** A roll in progress with the given changes. */
const roll = (changes: Partial<RollState>): RollState => ({
  player: "red",
  role: "attack",
  dice: 5,
  stage: "decide",
  ability: null,
  count: 0,
  free: 5,
  faces: [2, 5, 5],
  choices: [],
  ended: null,
  ...changes,
});

describe("the Powerhouses match page's pieces", () => {
  it("a corner is a demo wrestler by number (the first for an unknown one) or a whole sheet", () => {
    expect(sheetOf(2)).toBe(PRESETS[2]);
    expect(sheetOf(99)).toBe(PRESETS[0]);
    expect(sheetOf(SHEET)).toBe(SHEET);
    expect(cornerNames({ red: SHEET, blue: 1 })).toEqual({ red: "Rated", blue: "The Kid (bot)" });
    expect(powerhousesMatchConfig({ red: 0, blue: SHEET })).toEqual({ red: PRESETS[0], blue: SHEET });
  });

  it("links seed, corners and moves, with the step only when given", () => {
    const setup = { red: 0, blue: 1 };
    expect(powerhousesMatchLink(2026, setup, [])).toEqual({
      game: "powerhouses",
      seed: 2026,
      setup,
      moves: [],
    });
    expect(powerhousesMatchLink(2026, setup, [], 4)).toEqual({
      game: "powerhouses",
      seed: 2026,
      setup,
      moves: [],
      step: 4,
    });
    expect("step" in powerhousesMatchLink(2026, setup, [])).toBe(false);
  });

  it("reads a link's corners, and says when one is missing", () => {
    expect(readSetup({ red: SHEET, blue: 2, extra: true })).toEqual({ red: SHEET, blue: 2 });
    for (const bad of [null, 3, "red", { red: 0 }, { blue: 1 }])
      expect(() => readSetup(bad)).toThrow("setup needs a red and a blue corner");
  });

  it("puts moves in words; rolling on counts the free dice it throws", () => {
    const s = powerhouses.setup(powerhousesMatchConfig({ red: 0, blue: 1 }), 1);
    expect(moveLabel({ type: "pursue", ability: "Brawling" }, null)).toBe("Go for Brawling");
    expect(moveLabel({ type: "quit" }, s)).toBe("Call it quits");
    expect(moveLabel({ type: "roll" }, null)).toBe("Roll on");
    expect(moveLabel({ type: "roll" }, { ...s, roll: roll({ free: 1 }) })).toBe("Roll on with 1 free die");
    expect(moveLabel({ type: "roll" }, { ...s, roll: roll({ free: 3 }) })).toBe("Roll on with 3 free dice");
    expect(moveLabel({ type: "roll" }, { ...s, roll: null })).toBe("Roll on");
  });

  it("words for dice left, the roller's role and the result", () => {
    expect(diceLeftWords(1)).toBe("die left");
    expect(diceLeftWords(0)).toBe("dice left");
    expect(diceLeftWords(4)).toBe("dice left");
    expect(roleWords("attack")).toBe("attacking");
    expect(roleWords("defence")).toBe("defending");
    expect(roleWords("take-down")).toBe("in the Take-Down");
    expect(resultText({ winner: "red", method: "knockout" })).toBe("You win by knockout!");
    expect(resultText({ winner: "blue", method: "pinfall", detail: "worn down" })).toBe(
      "The bot wins by pinfall (worn down).",
    );
    expect(resultText({ winner: null, method: "draw" })).toBe("A draw by draw.");
  });

  it("the last throw: whose, for what, and its dice marked by the role once an ability is pursued", () => {
    expect(throwLabel(roll({}))).toBe("Your last throw");
    expect(throwLabel(roll({ player: "blue", ability: "Strength" }))).toBe(
      "The bot's last throw — going for Strength",
    );
    expect(throwDice(roll({}))).toEqual([
      { value: 2, state: null },
      { value: 5, state: null },
      { value: 5, state: null },
    ]);
    expect(throwDice(roll({ ability: "Brawling", faces: [4] }))).toEqual([{ value: 4, state: "attack" }]);
    expect(throwDice(roll({ ability: "Brawling", role: "defence", faces: [4] }))).toEqual([
      { value: 4, state: "defense" },
    ]);
    expect(throwDice(roll({ ability: "Brawling", role: "take-down", faces: [4] }))).toEqual([
      { value: 4, state: null },
    ]);
  });
});
