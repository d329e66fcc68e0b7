import { createRng } from "@ringside/core";
import { greedyBot, superdice, type SuperDiceMove, type SuperDiceState } from "@ringside/superdice";
import { describe, expect, it } from "vitest";
import {
  MAX_POWER_BUTTONS,
  assignMove,
  canAssign,
  checkStrongSetup,
  isDrafting,
  moveButtons,
  shownMoves,
  superdiceMatchConfig,
  superdiceMatchLink,
  superdiceResultText,
} from "../superdice/components/superdiceMatch";

/** Greedy bots on both sides until Red decides in the Action Phase with a die to assign. */
function redAssigning(seed: number): SuperDiceState {
  const bot = greedyBot();
  const rng = createRng(seed);
  let s = superdice.setup(superdiceMatchConfig(), seed);
  for (let guard = 0; guard < 2_000; guard++) {
    const t = superdice.turn(s);
    if (t.kind === "over") break;
    if (t.kind === "advance") {
      s = superdice.advance(s).state;
      continue;
    }
    const p = t.players[0] ?? "red";
    const legal = superdice.moves(s, p);
    if (p === "red" && s.phase === "action" && legal.some((m) => m.type === "assign")) return s;
    s = superdice.play(s, p, bot({ view: superdice.view(s, p), moves: legal, rng })).state;
  }
  throw new Error(`seed ${seed}: Red never had a die to assign`);
}

describe("the Super Dice match page's pieces", () => {
  it("links the seed and moves to the strong bot, with the step only when given", () => {
    const moves = [{ player: "red" as const, move: { type: "pass" } as const }];
    expect(superdiceMatchLink(7, moves)).toEqual({
      game: "superdice",
      seed: 7,
      setup: { bot: "strong" },
      moves,
    });
    expect(superdiceMatchLink(7, moves, 3)).toEqual({
      game: "superdice",
      seed: 7,
      setup: { bot: "strong" },
      moves,
      step: 3,
    });
    expect("step" in superdiceMatchLink(7, moves)).toBe(false);
  });

  it("opens only links against the strong bot", () => {
    expect(() => checkStrongSetup({ bot: "strong" })).not.toThrow();
    for (const bad of [null, 3, "strong", {}, { bot: "greedy" }])
      expect(() => checkStrongSetup(bad)).toThrow('setup must be { "bot": "strong" }');
  });

  it("the drafts are the powers' and the Sidekick's", () => {
    expect(isDrafting("draft")).toBe(true);
    expect(isDrafting("sidekick")).toBe(true);
    for (const phase of ["rolloff", "luck", "action", "over"] as const) expect(isDrafting(phase)).toBe(false);
  });

  it("shows going first and passing before at most 40 power uses, and no assignment", () => {
    const uses = Array.from({ length: 50 }, (_, i): SuperDiceMove => ({
      type: "activate",
      power: i % 2 === 0 ? "sidekick" : "regeneration",
    }));
    const pass: SuperDiceMove = { type: "pass" };
    const first: SuperDiceMove = { type: "first", player: "red" };
    const assign: SuperDiceMove = { type: "assign", die: 1, side: "attack" };
    const shown = shownMoves([uses[0]!, assign, ...uses.slice(1), pass, first]);
    expect(shown.length).toBe(2 + MAX_POWER_BUTTONS);
    expect(shown.slice(0, 2)).toEqual([pass, first]);
    expect(shown.slice(2)).toEqual(uses.slice(0, MAX_POWER_BUTTONS));
    expect(shownMoves([assign])).toEqual([]);
  });

  it("labels the buttons from the state, the power uses as the secondary ones", () => {
    const s = redAssigning(3);
    const pass: SuperDiceMove = { type: "pass" };
    const use: SuperDiceMove = { type: "activate", power: "sidekick" };
    expect(moveButtons([pass, use], s)).toEqual([
      { label: "Pass", testid: "match-move-pass", primary: true },
      { label: "Sidekick", testid: "match-move-activate", primary: false },
    ]);
    expect(moveButtons([pass], null)).toEqual([{ label: "", testid: "match-move-pass", primary: true }]);
  });

  it("finds the assignment of a die to a side, and offers it only on the reader's free dice", () => {
    const s = redAssigning(5);
    const legal = superdice.moves(s, "red");
    const free = s.table.find((d) => d.holder === "red" && d.side === null && !d.out);
    expect(free).toBeDefined();
    expect(assignMove(legal, free!.id, "attack")).toEqual({ type: "assign", die: free!.id, side: "attack" });
    expect(assignMove(legal, -1, "attack")).toBeUndefined();
    expect(canAssign(free!, "red", s)).toBe(true);
    expect(canAssign(free!, "blue", s)).toBe(false);
    expect(canAssign({ ...free!, out: true }, "red", s)).toBe(false);
    expect(canAssign({ ...free!, side: "defense" }, "red", s)).toBe(false);
    expect(canAssign(free!, "red", { ...s, phase: "damage" })).toBe(false);
    expect(canAssign(free!, "red", { ...s, result: { winner: "red", method: "knockout" } })).toBe(false);
  });

  it("says who won", () => {
    expect(superdiceResultText("red")).toBe("You win!");
    expect(superdiceResultText("blue")).toBe("The strong bot wins.");
    expect(superdiceResultText(null)).toBe("A draw.");
  });
});
