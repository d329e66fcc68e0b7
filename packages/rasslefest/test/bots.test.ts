import { createRng, runMatch } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  determinize,
  heuristicBot,
  rasslefest,
  rassleRandomBot,
  strongBot,
  unseenCards,
  type RassleState,
} from "../src/index.js";

/** A mid-match state where the given player decides with several moves. */
function decisionPoint(seed: number): RassleState {
  let s = rasslefest.setup({}, seed);
  const rng = createRng(seed);
  for (let i = 0; i < 200; i++) {
    const t = rasslefest.turn(s);
    if (t.kind !== "decide") return s;
    const p = t.players[0]!;
    const moves = rasslefest.moves(s, p);
    if (i > 8 && moves.length >= 3 && s.phase.kind !== "reveal") return s;
    s = rasslefest.play(s, p, moves[rng.int(0, moves.length - 1)]!).state;
  }
  return s;
}

describe("bots", () => {
  it("always choose legal moves", () => {
    for (const bot of [rassleRandomBot(), heuristicBot(), strongBot({ samples: 2, depth: 8 })]) {
      const m = runMatch(rasslefest, { config: {}, dice: 3, bots: { a: bot, b: bot }, botSeed: 3 });
      expect(m.result).toBeDefined();
    }
  });

  it("the strong bot's deals agree with its view and nothing else", () => {
    const s = decisionPoint(11);
    const t = rasslefest.turn(s);
    if (t.kind !== "decide") throw new Error("no decision");
    const me = t.players[0]!;
    const foe = me === "a" ? "b" : "a";
    const view = rasslefest.view(s, me);
    const unseen = new Set(unseenCards(view));
    for (const c of [...s.hands[foe], ...s.deck.drawPile]) expect(unseen.has(c)).toBe(true);
    for (const c of s.hands[me]) expect(unseen.has(c)).toBe(false);
    const rng = createRng(5);
    const hands = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const world = determinize(view, rng);
      expect(world.hands[me]).toEqual(s.hands[me]);
      expect(world.energy).toEqual(s.energy);
      expect(world.deck.discardPile).toEqual(s.deck.discardPile);
      expect(world.hands[foe]).toHaveLength(s.hands[foe].length);
      for (const c of world.hands[foe]) expect(unseen.has(c)).toBe(true);
      hands.add([...world.hands[foe]].sort().join());
    }
    expect(hands.size).toBeGreaterThan(1);
    // Same view, other hidden cards: the strong bot decides the same.
    const swapped: RassleState = {
      ...s,
      hands: { ...s.hands, [foe]: s.deck.drawPile.slice(0, s.hands[foe].length) },
      deck: {
        ...s.deck,
        drawPile: [...s.hands[foe], ...s.deck.drawPile.slice(s.hands[foe].length)].reverse(),
      },
    };
    const bot = strongBot({ samples: 4, depth: 10 });
    const moves = rasslefest.moves(s, me);
    const v2 = rasslefest.view(swapped, me);
    expect(v2.hand).toEqual(view.hand);
    expect(bot({ view: v2, moves, rng: createRng(9) })).toEqual(bot({ view, moves, rng: createRng(9) }));
  });
});
