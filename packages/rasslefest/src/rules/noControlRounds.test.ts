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

describe("the reveal, as the table sees it", () => {
  it("the first to choose stays first; the lower Basic Attack outdoes the other, which is discarded", () => {
    let s = position({ a: ["punch"], b: ["kick"], control: null });
    const first = rasslefest.play(s, "b", card(s, "b", "kick"));
    expect(first.events).toEqual([{ type: "choice-made", player: "b" }]);
    // Only the choice made is recorded: no place is kept for the other one.
    expect(first.state.phase).toStrictEqual({
      kind: "reveal",
      submitted: { b: { type: "play", card: "kick#1" } },
    });
    s = first.state;
    const shown = rasslefest.play(s, "a", card(s, "a", "punch"));
    expect(shown.events).toEqual([
      { type: "choice-made", player: "a" },
      {
        type: "revealed",
        choices: { a: { type: "play", card: "punch#1" }, b: { type: "play", card: "kick#1" } },
      },
      { type: "outdone", winner: "a", kind: "punch", beaten: "kick" },
      { type: "played", player: "a", kind: "punch", location: "ring", role: "attack" },
    ]);
    expect(shown.state.deck.discardPile).toEqual(["punch#1", "kick#1"]);
    expect(shown.state.phase).toEqual({
      kind: "respond",
      player: "b",
      chain: [{ player: "a", card: "punch#1", kind: "punch", location: "ring" }],
      context: "reveal",
    });
  });
  it("equal Basic Attacks cancel: both are discarded and the round is played again", () => {
    let s = position({ a: ["punch"], b: ["punch"], control: null });
    s = play(s, "a", card(s, "a", "punch"));
    const shown = rasslefest.play(s, "b", card(s, "b", "punch"));
    expect(shown.events.slice(2, 3)).toEqual([{ type: "cancelled", kind: "punch" }]);
    expect(shown.state.deck.discardPile).toEqual(["punch#2", "punch#1"]);
    expect(shown.state.energy).toEqual({ a: 7, b: 7 });
    expect(shown.state.phase).toEqual({ kind: "reveal", submitted: {} });
  });
  it("equal Basic Attacks are noted as each wrestler's play, as a match cut short there shows", () => {
    // With a time limit used up and no draw pile left, the round's end stops the match at once.
    let s = position({ a: ["punch"], b: ["punch"], control: null, config: { timeLimit: 0 } });
    s = rasslefest.loadState({
      ...s,
      deck: { ...s.deck, drawPile: [], discardPile: [...s.deck.drawPile, ...s.deck.discardPile] },
    });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", card(s, "b", "punch"));
    expect(s.result?.method).toBe("time-limit");
    expect(s.log.roundPlays).toEqual([
      { player: "a", kind: "punch" },
      { player: "b", kind: "punch" },
    ]);
  });
  it("a Basic Attack against a discard lands at once: the discarder has no answer", () => {
    let s = position({ a: ["punch"], b: ["armbar"], control: null });
    s = play(s, "a", card(s, "a", "punch"));
    const shown = rasslefest.play(s, "b", { type: "discard", card: cardIn(s, "b", "top-rope-dive") });
    expect(shown.events.slice(2, 5)).toEqual([
      { type: "discarded", player: "b", kind: "top-rope-dive" },
      { type: "played", player: "a", kind: "punch", location: "ring", role: "attack" },
      { type: "hit", by: "a", kind: "punch", amount: 1, reversed: false },
    ]);
    expect(shown.state.energy).toEqual({ a: 8, b: 6 });
    expect(shown.state.control).toBe("a");
  });
  it("a counteraction shown with an attack answers it, and the attacker may reverse the answer", () => {
    let s = position({ a: ["punch"], b: ["block"], control: null });
    s = play(s, "a", card(s, "a", "punch"));
    const shown = rasslefest.play(s, "b", card(s, "b", "block"));
    expect(shown.events.slice(2)).toEqual([
      { type: "played", player: "a", kind: "punch", location: "ring", role: "attack" },
      { type: "played", player: "b", kind: "block", location: "ring", role: "counter" },
    ]);
    expect(shown.state.deck.discardPile).toEqual(["block#1", "punch#1"]);
    expect(shown.state.phase).toEqual({
      kind: "respond",
      player: "a",
      chain: [
        { player: "a", card: "punch#1", kind: "punch", location: "ring" },
        { player: "b", card: "block#1", kind: "block", location: "ring" },
      ],
      context: "reveal",
    });
  });
  it("a counteraction shown against no attack is spent for nothing", () => {
    let s = position({ a: ["block"], b: ["kick"], control: null });
    s = play(s, "a", card(s, "a", "block"));
    const shown = rasslefest.play(s, "b", { type: "discard", card: cardIn(s, "b", "kick") });
    expect(shown.events.slice(2, 4)).toEqual([
      { type: "discarded", player: "b", kind: "kick" },
      { type: "played", player: "a", kind: "block", location: "ring", role: "counter" },
    ]);
    expect(shown.state.deck.discardPile).toEqual(["block#1", "kick#1"]);
    expect(shown.state.energy).toEqual({ a: 7, b: 7 });
    expect(shown.state.phase).toEqual({ kind: "reveal", submitted: {} });
  });
  it("a Big Rally shown against a Basic Attack discards the attack and takes a point", () => {
    let s = position({ a: ["big-rally", "kick"], b: ["punch"], energy: { a: 1, b: 7 }, control: null });
    s = play(s, "a", card(s, "a", "big-rally"));
    const shown = rasslefest.play(s, "b", card(s, "b", "punch"));
    expect(shown.events.slice(2, 3)).toEqual([{ type: "discarded", player: "b", kind: "punch" }]);
    expect(shown.state.deck.discardPile).toEqual(["punch#1"]);
    expect(shown.state.deck.removed).toEqual(["big-rally#1"]);
    expect(shown.state.discarded).toEqual([]);
    expect(shown.state.energy).toEqual({ a: 2, b: 6 });
    expect(shown.state.phase).toEqual({ kind: "followup", player: "a", location: "ring", free: true });
  });
  it("a Big Rally shown against a discard: the discard counts as the other wrestler's rest", () => {
    let s = position({ a: ["big-rally", "kick"], b: ["punch"], energy: { a: 1, b: 7 }, control: null });
    s = play(s, "a", card(s, "a", "big-rally"));
    const shown = rasslefest.play(s, "b", { type: "discard", card: cardIn(s, "b", "punch") });
    expect(shown.state.deck.discardPile).toEqual(["punch#1"]);
    expect(shown.state.discarded).toEqual(["b"]);
    expect(shown.state.energy).toEqual({ a: 2, b: 6 });
  });
});
