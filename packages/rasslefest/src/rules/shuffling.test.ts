/** Tests of `shuffling.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
import { play } from "../../test/support/positions.js";
import { recordingDice, seededDice } from "@ringside/core";
import type { CardId } from "../cards.js";
import { load } from "../draft.js";
import type { RassleEvent } from "../types.js";
import { draw, drawOne, mayReshuffle } from "./shuffling.js";

describe("Time Limit Draws", () => {
  it("a time limit of no reshuffle ends when the deck first runs out", () => {
    let s = rasslefest.setup({ timeLimit: 0 }, 5);
    // All but one card of the draw pile already went to the discard pile.
    const pile = s.deck.drawPile;
    s = rasslefest.loadState({
      ...s,
      deck: { ...s.deck, drawPile: pile.slice(0, 1), discardPile: pile.slice(1) },
    });
    s = play(s, "a", { type: "discard", card: s.hands.a[0]! });
    s = play(s, "b", { type: "discard", card: s.hands.b[0]! });
    s = rasslefest.turn(s).kind === "over" ? s : play(s, "a", { type: "discard", card: s.hands.a[0]! });
    expect(s.result?.method).toBe("time-limit");
  });
});

describe("Shuffling the Deck", () => {
  /** A draft of a fresh match with the draw and discard piles replaced. */
  function deckDraft(drawPile: CardId[], discards: CardId[], timeLimit: number | null = null) {
    const s = rasslefest.setup({ timeLimit }, 5);
    const events: RassleEvent[] = [];
    const d = load(s, seededDice(3), events);
    d.deck.draw = drawPile;
    d.deck.discards = discards;
    d.hands.a = [];
    return { d, events };
  }

  it("an empty draw pile takes the discards back, shuffled, every Big Rally aside", () => {
    const { d, events } = deckDraft([], ["kick#1", "big-rally#1", "throw#1", "big-rally#2", "dodge#1"]);
    expect(draw(d, "a", 2)).toBe(true);
    expect(d.hands.a).toHaveLength(2);
    expect(d.deck.discards).toEqual([]);
    expect(d.deck.removed).toEqual(["big-rally#2", "big-rally#1"]);
    expect([...d.deck.draw, ...d.hands.a].sort()).toEqual(["dodge#1", "kick#1", "throw#1"]);
    expect(d.deck.reshuffles).toBe(1);
    expect(events).toEqual([
      { type: "reshuffled", times: 1, keptOut: 2 },
      { type: "drew", player: "a", count: 2 },
    ]);
  });
  it("a reshuffle partway through a draw counts every Big Rally it set aside", () => {
    const discards: CardId[] = ["kick#1", "big-rally#1", "throw#1", "big-rally#2", "dodge#1"];
    const { d, events } = deckDraft(["punch#1"], discards);
    expect(draw(d, "a", 2)).toBe(true);
    expect(d.hands.a).toHaveLength(2);
    expect(d.deck.removed).toHaveLength(2);
    expect(events[0]).toEqual({ type: "reshuffled", times: 1, keptOut: 2 });
  });
  it("a reshuffle counts only the Big Rallies it set aside, not those already out of the game", () => {
    const { d, events } = deckDraft([], ["kick#1", "big-rally#2", "throw#1"]);
    d.deck.removed = ["big-rally#1"];
    expect(draw(d, "a", 1)).toBe(true);
    expect(d.deck.removed).toEqual(["big-rally#1", "big-rally#2"]);
    expect(events[0]).toEqual({ type: "reshuffled", times: 1, keptOut: 1 });
  });
  it("every die of a shuffle is named for it", () => {
    const s = rasslefest.setup({}, 5);
    const dice = recordingDice(seededDice(3));
    const d = load(s, dice, null);
    d.deck.draw = [];
    d.deck.discards = ["kick#1", "punch#1", "throw#1", "dodge#1"];
    drawOne(d, true);
    expect(dice.rolls).toHaveLength(3);
    expect(dice.rolls.map((r) => r.label)).toEqual(["shuffle", "shuffle", "shuffle"]);
  });
  it("drawing without a reshuffle reports only the draw", () => {
    const { d, events } = deckDraft(["punch#1", "kick#1"], ["throw#1"]);
    expect(draw(d, "a", 2)).toBe(true);
    expect(d.hands.a).toEqual(["kick#1", "punch#1"]);
    expect(d.deck.discards).toEqual(["throw#1"]);
    expect(events).toEqual([{ type: "drew", player: "a", count: 2 }]);
  });
  it("with nothing left to draw and no time limit, the match goes on and nothing is reported", () => {
    const { d, events } = deckDraft([], []);
    expect(draw(d, "a", 2)).toBe(true);
    expect(d.hands.a).toEqual([]);
    expect(events).toEqual([]);
    expect(d.result).toBeNull();
  });
  it("with a time limit, emptying the draw pile exactly is not running out", () => {
    const { d } = deckDraft(["punch#1", "kick#1"], [], 1);
    expect(draw(d, "a", 2)).toBe(true);
    expect(d.result).toBeNull();
  });
  it("with a time limit, a draw the deck cannot serve ends the match in a draw", () => {
    const { d } = deckDraft(["punch#1"], [], 0);
    expect(draw(d, "a", 2)).toBe(false);
    expect(d.result).toEqual({
      winner: null,
      method: "time-limit",
      detail: "the deck ran out once too often",
    });
  });
  it("with a time limit used up, the discards are not taken back", () => {
    const { d } = deckDraft([], ["punch#1", "kick#1"], 0);
    expect(drawOne(d, mayReshuffle(d))).toBeNull();
    expect(d.deck.discards).toEqual(["punch#1", "kick#1"]);
    expect(d.deck.reshuffles).toBe(0);
  });
});
