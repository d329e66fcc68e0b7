import { describe, expect, it } from "vitest";
import { checkMove, isRingsideError, playMove, type Turn } from "@ringside/core";
import { armWrestling, type ArmMove } from "../../test/fixtures/armWrestling.js";
import { thrown } from "../../test/thrown.js";

type Toy = { readonly turn: Turn<"a" | "b">; readonly type: "toy"; readonly dice: never };
const MOVES = [{ type: "push" }, { type: "rest" }] as const;
/** A game whose turn is whatever the state says. */
const toy = { id: "toy", turn: (s: Toy) => s.turn, moves: () => MOVES };
const at = (turn: Turn<"a" | "b">): Toy => ({ turn, type: "toy" }) as Toy;

const failure = (f: () => void) => {
  const error = thrown(f);
  return isRingsideError(error)
    ? { code: error.code, summary: error.message, problems: error.problems }
    : error;
};

describe("checkMove: the guard every game's play shares", () => {
  it("lets a legal move of the deciding player through, compared by value", () => {
    expect(
      checkMove(toy, at({ kind: "decide", players: ["a", "b"] }), "b", { type: "rest" }),
    ).toBeUndefined();
  });

  it("after the result: MATCH_OVER, naming how it ended", () => {
    const over = at({ kind: "over", result: { winner: "a", method: "pinfall" } });
    expect(failure(() => checkMove(toy, over, "a", { type: "push" }))).toMatchObject({
      code: "MATCH_OVER",
      summary: "toy: the match is over: move: no move is possible after the result (pinfall)",
      problems: [{ path: "move", message: "no move is possible after the result (pinfall)" }],
    });
  });

  it("not the player's decision, or nobody's: NOT_YOUR_TURN, naming who is awaited", () => {
    expect(
      failure(() => checkMove(toy, at({ kind: "decide", players: ["a"] }), "b", { type: "push" })),
    ).toMatchObject({
      code: "NOT_YOUR_TURN",
      summary: "toy: not b's decision: player: waiting for a",
      problems: [{ path: "player", message: "waiting for a" }],
    });
    expect(failure(() => checkMove(toy, at({ kind: "advance" }), "a", { type: "push" }))).toMatchObject({
      code: "NOT_YOUR_TURN",
      problems: [{ path: "player", message: "waiting for nobody: the engine advances on its own" }],
    });
    const both = failure(() =>
      checkMove(toy, at({ kind: "decide", players: ["a", "a"] }), "b", { type: "push" }),
    );
    expect(both).toMatchObject({ problems: [{ message: "waiting for a, a" }] });
  });

  it("a move not among the legal ones: ILLEGAL_MOVE, naming the count and the player", () => {
    expect(
      failure(() => checkMove(toy, at({ kind: "decide", players: ["a"] }), "a", { type: "bite" })),
    ).toMatchObject({
      code: "ILLEGAL_MOVE",
      summary: expect.stringMatching(/^toy: illegal move: move: /),
      problems: [{ path: "move", message: expect.stringMatching(/ is not among the 2 legal moves of a$/) }],
    });
  });
});

describe("playMove", () => {
  it("is the game's own play", () => {
    const start = armWrestling.setup({ limit: 5 }, 3);
    const rest: ArmMove = { type: "rest" };
    expect(playMove(armWrestling, start, "a", rest)).toEqual(armWrestling.play(start, "a", { type: "rest" }));
  });
});
