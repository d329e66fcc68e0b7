/** Tests of `draft.ts`: every rule module's part of the working copy loads and seals back to the same JSON. */
import { createRng, openDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { load, seal } from "./draft.js";
import { rasslefest } from "./index.js";
import type { RassleState } from "./types.js";

/** The states of one random match, every phase it passes through included. */
function statesOf(seed: number, config: object): RassleState[] {
  const rng = createRng(seed);
  let s = rasslefest.setup(config, seed);
  const out = [s];
  for (let i = 0; i < 400; i++) {
    const t = rasslefest.turn(s);
    if (t.kind === "over") break;
    if (t.kind === "advance") s = rasslefest.advance(s).state;
    else {
      const p = t.players[rng.int(0, t.players.length - 1)]!;
      const moves = rasslefest.moves(s, p);
      s = rasslefest.play(s, p, moves[rng.int(0, moves.length - 1)]!).state;
    }
    out.push(s);
  }
  return out;
}

describe("the working copy", () => {
  it("seals every state it loads back to the same JSON (hands, deck, chain, reveal, discards, hold, phase, log)", () => {
    const kinds = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      for (const s of statesOf(seed, seed % 2 === 0 ? { disqualification: true, timeLimit: 1 } : {})) {
        kinds.add(s.phase.kind);
        expect(JSON.stringify(seal(load(s, openDice(s.dice), null)))).toBe(JSON.stringify(s));
      }
    }
    // The walk met the phases whose parts the rule modules load and seal.
    for (const kind of ["reveal", "lead", "respond", "over"]) expect(kinds.has(kind)).toBe(true);
  });
});

describe("a step's new state", () => {
  it("shares every part the step left as it was with the state before it, and only those", () => {
    let shared = 0;
    for (const seed of [5, 6]) {
      const states = statesOf(seed, {});
      for (let i = 1; i < states.length; i++) {
        const [before, after] = [states[i - 1]!, states[i]!];
        const parts: [readonly unknown[], readonly unknown[]][] = [
          [before.hands.a, after.hands.a],
          [before.hands.b, after.hands.b],
          [before.deck.drawPile, after.deck.drawPile],
          [before.deck.discardPile, after.deck.discardPile],
          [before.deck.removed, after.deck.removed],
          [before.log.roundPlays, after.log.roundPlays],
        ];
        for (const [x, y] of parts) {
          // The same list when its cards are the same, a new one only when they changed.
          expect(x === y).toBe(JSON.stringify(x) === JSON.stringify(y));
          if (x === y) shared++;
        }
      }
    }
    expect(shared).toBeGreaterThan(100);
  });
});
