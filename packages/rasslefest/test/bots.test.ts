import { createRng, runMatch } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  determinize,
  heuristicBot,
  playFast,
  rasslefest,
  rassleRandomBot,
  strongBot,
  unseenCards,
  type FastPolicy,
  type RassleState,
} from "../src/index.js";

/**
 * Duplicate matches: each deal (dice seed) is played twice with the seats swapped. A deal is
 * decisive when one bot wins both of its matches; the sign test on decisive deals cancels the luck
 * of the deal. Returns the deals won twice by x, by y, and the rest.
 */
function duel(
  x: FastPolicy,
  y: FastPolicy,
  deals: number,
  first: number,
): { x: number; y: number; split: number } {
  const out = { x: 0, y: 0, split: 0 };
  for (let d = 0; d < deals; d++) {
    let xWins = 0;
    let yWins = 0;
    for (const xa of [true, false]) {
      // The fast path plays the very match runMatch would (see fast.test.ts), only cheaper.
      const m = playFast({}, first + d, xa ? { a: x, b: y } : { a: y, b: x }, d * 2 + (xa ? 0 : 1));
      const w = m.result.winner;
      if (w !== null && (w === "a") === xa) xWins++;
      else if (w !== null) yWins++;
    }
    if (xWins === 2) out.x++;
    else if (yWins === 2) out.y++;
    else out.split++;
  }
  return out;
}

/** One-sided binomial tail: P(X >= k) for X ~ Bin(n, 1/2). */
function tail(k: number, n: number): number {
  let p = 0;
  let c = 1;
  for (let i = 0; i <= n; i++) {
    if (i >= k) p += c;
    c = (c * (n - i)) / (i + 1);
  }
  return p / 2 ** n;
}

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

  it("heuristic beats random over seeded duplicate deals", () => {
    const hr = duel("heuristic", "random", 30, 1000);
    if (process.env.RASSLE_PRINT !== undefined) console.log("heuristic/random", hr);
    expect(hr.x).toBeGreaterThan(hr.y);
    expect(tail(hr.x, hr.x + hr.y)).toBeLessThan(0.01);
  });

  // Strength of the bot as shipped (default settings: 8 deals of the unseen cards per decision,
  // rollouts 20 decisions deep on the fast path) over 200 duplicate deals (400 matches). Small
  // samples swing: the first 100 deals gave p = 0.13 under the no-damage counter rule (24-16), 200
  // give 53-26 and 300 give 78-38, so the test uses 200; RASSLE_DEALS overrides the count.
  it("strong beats heuristic over seeded duplicate deals", { timeout: 180_000 }, () => {
    const sh = duel(strongBot(), "heuristic", Number(process.env.RASSLE_DEALS ?? 200), 5000);
    if (process.env.RASSLE_PRINT !== undefined) console.log("strong/heuristic", sh);
    expect(sh.x).toBeGreaterThan(sh.y);
    expect(tail(sh.x, sh.x + sh.y)).toBeLessThan(0.05);
  });
});
