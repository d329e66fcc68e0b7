/** Tests of `noControlRounds.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";

describe("No Control rounds", () => {
  it("the lower energy requirement wins and takes control", () => {
    let s = position({ a: ["poke-in-the-eye"], b: ["kick"] });
    s = play(s, "a", card(s, "a", "poke-in-the-eye"));
    expect(rasslefest.view(s, "b").phase).toEqual({ kind: "reveal", mine: null, waitingFor: ["b"] });
    expect(JSON.stringify(rasslefest.view(s, "b"))).not.toContain("poke-in-the-eye");
    s = play(s, "b", card(s, "b", "kick"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 8, b: 6 });
    expect(s.control).toBe("a");
    expect(s.hands.a).toHaveLength(5);
  });
  it("identical cards cancel and both play again", () => {
    let s = position({ a: ["punch"], b: ["punch"] });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", card(s, "b", "punch"));
    expect(s.energy).toEqual({ a: 7, b: 7 });
    expect(s.phase.kind).toBe("reveal");
    expect(s.deck.discardPile).toHaveLength(2);
  });
  it("a wrestler who discarded takes the revealed attack: no Block after seeing it", () => {
    let s = position({ a: ["punch"], b: ["block", "superplex"] });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "superplex") });
    expect(s.phase).toEqual({ kind: "lead", player: "a" });
    expect(s.energy).toEqual({ a: 8, b: 6 });
    expect(s.hands.b.some((c) => c.startsWith("block#"))).toBe(true);
  });
  it("the loser of the comparison may still block the winning Basic Attack", () => {
    let s = position({ a: ["throw", "block"], b: ["punch"] });
    s = play(s, "a", card(s, "a", "throw"));
    s = play(s, "b", card(s, "b", "punch"));
    expect(s.phase).toMatchObject({ kind: "respond", player: "a", context: "reveal" });
    s = play(s, "a", card(s, "a", "block"));
    s = play(s, "b", accept);
    expect(s.control).toBe("a");
    expect(s.energy).toEqual({ a: 7, b: 7 });
  });
  it("a Block revealed against a Basic Attack takes control", () => {
    let s = position({ a: ["block"], b: ["punch"] });
    s = play(s, "a", card(s, "a", "block"));
    s = play(s, "b", card(s, "b", "punch"));
    s = play(s, "b", accept);
    expect(s.control).toBe("a");
    expect(s.energy).toEqual({ a: 7, b: 7 });
  });
});
