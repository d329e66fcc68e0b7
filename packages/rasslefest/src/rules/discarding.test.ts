/** Tests of `discarding.ts`. */
import { describe, expect, it } from "vitest";
import { cardIn, position, play } from "../../test/support/positions.js";

describe("Discarding Rounds", () => {
  it("both discarding: the weaker wrestler rests and takes a point", () => {
    let s = position({ a: ["superplex"], b: ["top-rope-dive"], energy: { a: 5, b: 9 } });
    s = play(s, "a", { type: "discard", card: cardIn(s, "a", "superplex") });
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "top-rope-dive") });
    expect(s.energy).toEqual({ a: 6, b: 8 });
    expect(s.control).toBeNull();
  });
});
