import { describe, expect, it } from "vitest";
import { isRingsideError } from "../errors/RingsideError.js";
import { createRng } from "../rng/Rng.js";
import { thrown } from "../../test/thrown.js";
import { randomBot } from "./randomBot.js";

describe("randomBot", () => {
  it("picks every legal move, and only legal moves", () => {
    const bot = randomBot<null, string>();
    const rng = createRng(3);
    const moves = ["a", "b", "c"];
    const picked = new Set(Array.from({ length: 200 }, () => bot({ view: null, moves, rng })));
    expect([...picked].sort()).toEqual(moves);
    expect(bot({ view: null, moves: ["only"], rng })).toBe("only");
  });

  it("refuses to move with no legal move, saying so", () => {
    const error = thrown(() => randomBot<null, string>()({ view: null, moves: [], rng: createRng(1) }));
    expect(isRingsideError(error) && { code: error.code, message: error.message }).toEqual({
      code: "ILLEGAL_MOVE",
      message: "randomBot: no legal move: the bot was asked to move with no legal moves",
    });
  });
});
