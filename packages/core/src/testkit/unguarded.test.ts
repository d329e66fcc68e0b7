import { describe, expect, it } from "vitest";
import { isRingsideError, randomBot, runMatch, type Game } from "@ringside/core";
import { playUnguarded } from "@ringside/core/testkit";
import { armWrestling, type ArmMove, type ArmView } from "../../test/fixtures/armWrestling.js";
import { countdown } from "../../test/fixtures/countdown.js";
import { thrown } from "../../test/thrown.js";

const bots = { a: randomBot<ArmView, ArmMove>(), b: randomBot<ArmView, ArmMove>() };

describe("playUnguarded: runMatch's match without the guards", () => {
  it("gives runMatch's result and step count for the same configuration, dice, bots and bot seed", () => {
    for (const [dice, botSeed] of [
      [1, 2],
      [7, 7],
      [40, 3],
    ] as const) {
      const guarded = runMatch(armWrestling, { config: { limit: 40 }, dice, bots, botSeed });
      const bare = playUnguarded(armWrestling, { config: { limit: 40 }, dice, bots, botSeed });
      expect(bare).toEqual({ result: guarded.result, steps: guarded.steps });
    }
  });

  it("uses bot seed 0 when none is given", () => {
    const guarded = runMatch(armWrestling, { config: { limit: 40 }, dice: 5, bots, botSeed: 0 });
    expect(playUnguarded(armWrestling, { config: { limit: 40 }, dice: 5, bots })).toEqual({
      result: guarded.result,
      steps: guarded.steps,
    });
  });

  it("refuses a game not built with defineGame, and a player without a bot, with INVALID_ARGUMENT", () => {
    const copy: Game<{ limit: number }, never, ArmMove, never, ArmView, "a" | "b"> = {
      ...armWrestling,
    } as never;
    const notDefined = thrown(() => playUnguarded(copy, { config: { limit: 3 }, dice: 1, bots }));
    expect(isRingsideError(notDefined) && notDefined.code).toBe("INVALID_ARGUMENT");
    expect(String(notDefined)).toBe(
      "RingsideError: playUnguarded: not a game built with defineGame: no rules to play",
    );
    const noBot = thrown(() =>
      playUnguarded(armWrestling, { config: { limit: 3 }, dice: 1, bots: { a: bots.a } }),
    );
    expect(isRingsideError(noBot) && noBot.code).toBe("INVALID_ARGUMENT");
    expect(String(noBot)).toBe("RingsideError: playUnguarded: no bot for b: a bot is needed");
    const none = thrown(() => playUnguarded(armWrestling, { config: { limit: 3 }, dice: 1 }));
    expect(isRingsideError(none) && none.code).toBe("INVALID_ARGUMENT");
  });
});

describe("playUnguarded: automatic steps", () => {
  it("takes the game's automatic steps as runMatch does", () => {
    for (const dice of [1, 2, 3]) {
      const guarded = runMatch(countdown, { config: { from: 6 }, dice });
      expect(guarded.steps).toBe(6);
      expect(playUnguarded(countdown, { config: { from: 6 }, dice })).toEqual({
        result: guarded.result,
        steps: guarded.steps,
      });
    }
  });
});
