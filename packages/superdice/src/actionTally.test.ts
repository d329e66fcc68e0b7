import { describe, expect, it } from "vitest";
import { playOut } from "../test/driver.js";
import { ActionTally } from "./actionTally.js";
import { POWER_IDS } from "./data/powerIds.js";
import { actionMoves } from "./rules/actionPhase.js";
import type { SuperDiceConfig } from "./config.js";

/** Five and five powers from a seed, so that every power (subsets, pairs, borrowers) comes up. */
function dealt(seed: number): SuperDiceConfig {
  const powers = Array.from({ length: 10 }, (_, i) => POWER_IDS[(seed * 11 + i * 7) % POWER_IDS.length]!);
  return { red: { name: "A", powers: powers.slice(0, 5) }, blue: { name: "B", powers: powers.slice(5) } };
}

describe("the fast path's tally of the Action Phase's actions", () => {
  it("counts the Game API's legal moves and builds, at every index, the very move listed there", () => {
    const tally = new ActionTally();
    let decisions = 0;
    for (let seed = 0; seed < 8; seed++) {
      playOut(dealt(seed), seed, (before) => {
        if (before.phase !== "action" || before.actor === null) return;
        const moves = actionMoves(before, before.actor);
        tally.list(before, before.actor);
        expect(tally.count).toBe(moves.length);
        for (let k = 0; k < moves.length; k++) expect(tally.move(k)).toEqual(moves[k]);
        decisions++;
      });
    }
    expect(decisions).toBeGreaterThan(500);
  });
});
