/** Tests of `matchLog.ts`. */
import { describe, expect, it } from "vitest";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";

describe("the last three offensive moves (issue #19)", () => {
  it("are attacks on the other wrestler: neither the Taunt nor the trip card counts", () => {
    let s = position({ a: ["taunt", "now-wheres-he-going", "clothesline"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", accept);
    expect(s.log.offense.a).toEqual([]);
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    expect(s.log.offense.a).toEqual(["clothesline"]);
  });
});
