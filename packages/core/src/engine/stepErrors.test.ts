import { describe, expect, it } from "vitest";
import { isRingsideError } from "../errors/RingsideError.js";
import { thrown } from "../../test/thrown.js";
import { checkPlayer, noMovesError, nothingToAdvance, overError, shortJson } from "./stepErrors.js";

/** Code, message and problems of a RingsideError (anything else as it is). */
const details = (error: unknown) =>
  isRingsideError(error) ? { code: error.code, message: error.message, problems: error.problems } : error;

/** The details of what `f` threw. */
const failure = (f: () => unknown) => details(thrown(f));

describe("the errors of defineGame's guards", () => {
  it("MATCH_OVER names the game and how the match ended, at the state", () => {
    expect(details(overError("toy", { kind: "over", result: { winner: "a", method: "pinfall" } }))).toEqual({
      code: "MATCH_OVER",
      message: "toy: the match is over: state: nothing more happens after the result (pinfall)",
      problems: [{ path: "state", message: "nothing more happens after the result (pinfall)" }],
    });
  });

  it("NOTHING_TO_ADVANCE names whom the match waits for, or a move when nobody is named", () => {
    expect(details(nothingToAdvance("toy", { kind: "decide", players: ["a", "b"] }))).toMatchObject({
      code: "NOTHING_TO_ADVANCE",
      message: expect.stringMatching(/^toy: nothing to advance/),
      problems: [{ path: "state", message: "the match waits for a, b" }],
    });
    expect(details(nothingToAdvance("toy", { kind: "advance" }))).toMatchObject({
      problems: [{ path: "state", message: "the match waits for a move" }],
    });
  });

  it("a game that takes no moves refuses one with ILLEGAL_MOVE and says so", () => {
    expect(details(noMovesError("toy"))).toEqual({
      code: "ILLEGAL_MOVE",
      message: "toy: this game takes no moves: nobody decides in this game",
      problems: [{ path: "", message: "nobody decides in this game" }],
    });
  });
});

describe("checkPlayer: UNKNOWN_PLAYER unless a player of the match", () => {
  it("lets a player through, and a spectator (null) only where one is welcome", () => {
    expect(checkPlayer("toy", ["a", "b"], "b", false)).toBeUndefined();
    expect(checkPlayer("toy", ["a", "b"], null, true)).toBeUndefined();
    expect(failure(() => checkPlayer("toy", ["a", "b"], null, false))).toEqual({
      code: "UNKNOWN_PLAYER",
      message: "toy: unknown player: player: object is not a player of this match (players: a, b)",
      problems: [{ path: "player", message: "object is not a player of this match (players: a, b)" }],
    });
  });

  it("quotes an unknown name, cut at 40 characters, and names the type of anything else", () => {
    const problem = (player: unknown) => {
      const error = failure(() => checkPlayer("toy", ["a"], player, true));
      return (error as { problems: { message: string }[] }).problems[0]?.message;
    };
    expect(problem("c")).toBe('"c" is not a player of this match (players: a)');
    expect(problem("x".repeat(40))).toBe(`"${"x".repeat(40)}" is not a player of this match (players: a)`);
    expect(problem("x".repeat(41))).toBe(`"${"x".repeat(37)}..." is not a player of this match (players: a)`);
    expect(problem(7)).toBe("number is not a player of this match (players: a)");
    expect(problem(undefined)).toBe("undefined is not a player of this match (players: a)");
  });
});

describe("shortJson: a move as an error message quotes it", () => {
  it("is canonical JSON up to 80 characters, cut to 77 and an ellipsis beyond", () => {
    expect(shortJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
    expect(shortJson(undefined)).toBe("undefined");
    const exact = "y".repeat(78);
    expect(shortJson(exact)).toBe(`"${exact}"`);
    const long = "y".repeat(79);
    expect(shortJson(long)).toBe(`"${long.slice(0, 76)}...`);
  });
});
