import { createRng } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { greedyBot, strongBot, superdice, type SuperDiceMove, type SuperDiceState } from "../src/index.js";
import { table } from "./fixture.js";

/** An Action Phase where red may reroll (a chance node for the search) with its dice on the table. */
function position(faces: number[]): SuperDiceState {
  const s = table("6,5,3,2,1", "4,4,3,2,1", {
    red: ["time-travel", "telekinesis", "energy-blast", "armor", "luck"],
    blue: ["shrinking", "extra-limbs", "entangle", "mind-scan", "flight"],
  });
  return superdice.loadState(
    JSON.parse(JSON.stringify({ ...s, dice: { kind: "scripted", faces, next: 0 } })),
  );
}

function decide(state: SuperDiceState, bot: ReturnType<typeof strongBot>, seed: number): SuperDiceMove {
  return bot({
    view: superdice.view(state, "red"),
    moves: superdice.moves(state, "red"),
    rng: createRng(seed),
  });
}

describe("the bots see the dice on the table, never the dice to come", () => {
  const lucky = position([6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
  const unlucky = position([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  it("a view holds the table but no dice state", () => {
    const view = superdice.view(lucky, "red");
    expect("dice" in view).toBe(false);
    expect(view.table.map((d) => d.value)).toEqual([6, 5, 3, 2, 1, 4, 4, 3, 2, 1]);
  });
  it("the strong bot (rerolls in reach) decides the same whatever dice are to come", () => {
    for (let seed = 0; seed < 3; seed++) {
      expect(decide(lucky, strongBot(), seed)).toEqual(decide(unlucky, strongBot(), seed));
      expect(decide(lucky, greedyBot(), seed)).toEqual(decide(unlucky, greedyBot(), seed));
    }
  });
  it("its chance nodes roll the bot's own stream: the match's dice are not drawn", () => {
    const before = JSON.stringify(lucky.dice);
    decide(lucky, strongBot(), 1);
    expect(JSON.stringify(lucky.dice)).toBe(before);
  });
  it("but it does read the table: other dice showing can change its move", () => {
    const other = superdice.loadState(
      JSON.parse(
        JSON.stringify({
          ...lucky,
          table: lucky.table.map((d) => (d.owner === "red" ? { ...d, value: 1 } : { ...d, value: 6 })),
        }),
      ),
    );
    const moves = Array.from({ length: 4 }, (_, seed) => JSON.stringify(decide(other, strongBot(), seed)));
    const base = Array.from({ length: 4 }, (_, seed) => JSON.stringify(decide(lucky, strongBot(), seed)));
    expect(moves).not.toEqual(base);
  });
});
