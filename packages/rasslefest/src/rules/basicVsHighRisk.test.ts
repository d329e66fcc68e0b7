/** Tests of `basicVsHighRisk.ts`. */
import { describe, expect, it } from "vitest";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";

describe("Basic vs. High Risk Attacks", () => {
  it("High Risk moves outside earn a point more, reversed too", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["reversal"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 4, b: 10 });
    expect(s.control).toBe("b");
  });
});
