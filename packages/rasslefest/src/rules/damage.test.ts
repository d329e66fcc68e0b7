/** Tests of `damage.ts`. */
import { describe, expect, it } from "vitest";
import { position, play, card, accept } from "../../test/support/positions.js";

describe("Damage", () => {
  it("Basic Attacks cannot take the last point; High Risk ones can and cover", () => {
    let s = position({
      a: ["punch", "clothesline"],
      b: ["superplex"],
      energy: { a: 10, b: 1 },
      control: "a",
    });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", accept);
    expect(s.energy.b).toBe(1);
    s = play(s, "b", accept);
    expect(s.control).toBe("a");
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 11, b: 0 });
    expect(["cover", "count"]).toContain(s.phase.kind);
  });
});
