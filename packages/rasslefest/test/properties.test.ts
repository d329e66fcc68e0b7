import { createRng, openDice, type Rng } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allCards,
  rasslefest,
  type RassleConfig,
  type RasslePlayer,
  type RassleState,
} from "../src/index.js";
import { advanceOn, applyOn, draft, seal, type Draft } from "../src/game.js";
import { legalMoves } from "../src/rules/gameplay.js";
import { rasslefestTurn } from "../src/view.js";

const configArb: fc.Arbitrary<RassleConfig> = fc.record({
  disqualification: fc.boolean(),
  timeLimit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  champion: fc.constantFrom<RasslePlayer | null>("a", "b", null),
  ranks: fc.record({
    a: fc.constantFrom(
      "jobber" as const,
      "midcarder" as const,
      "star" as const,
      "superstar" as const,
      "champion" as const,
    ),
    b: fc.constantFrom(
      "jobber" as const,
      "midcarder" as const,
      "star" as const,
      "superstar" as const,
      "champion" as const,
    ),
  }),
  locationLasts: fc.constantFrom("attack" as const, "round" as const),
  tripAlone: fc.boolean(),
});

/** One random legal step; null when the match is over. */
function step(s: RassleState, rng: Rng): RassleState | null {
  const t = rasslefest.turn(s);
  if (t.kind === "over") return null;
  if (t.kind === "advance") return rasslefest.advance(s).state;
  const p = t.players[rng.int(0, t.players.length - 1)] as RasslePlayer;
  const moves = rasslefest.moves(s, p);
  return rasslefest.play(s, p, moves[rng.int(0, moves.length - 1)]!).state;
}

/**
 * The same random step on the mutable working copy (the core under `play`, whose equality with the
 * Game API the fast-path tests prove); false when the match is over.
 */
function stepOn(d: Draft, rng: Rng): boolean {
  const t = rasslefestTurn(seal(d));
  if (t.kind === "over") return false;
  if (t.kind === "advance") advanceOn(d);
  else {
    const p = t.players[rng.int(0, t.players.length - 1)] as RasslePlayer;
    const moves = legalMoves(d, p);
    applyOn(d, p, moves[rng.int(0, moves.length - 1)]!);
  }
  return true;
}

function pendingCards(s: RassleState): string[] {
  if (s.phase.kind !== "reveal") return [];
  return Object.values(s.phase.submitted).flatMap((m) =>
    m.type === "play" || m.type === "discard" ? [m.card] : [],
  );
}

const seen = new Map<string, number>();
let stamp = 0;

/** Throws (naming the broken invariant) when energy or cards are not all accounted for. */
function checkInvariants(s: RassleState): void {
  if (s.energy.a + s.energy.b + s.energyRemoved !== s.startEnergy) throw new Error("energy is not conserved");
  if (s.energy.a < 0 || s.energy.b < 0) throw new Error("negative energy");
  // Every card exactly once: each place stamps its cards with this check's number.
  stamp++;
  let count = 0;
  const mark = (cards: readonly string[]): void => {
    for (const c of cards) {
      if (seen.get(c) === stamp) throw new Error(`${c} is in two places`);
      seen.set(c, stamp);
      count++;
    }
  };
  mark(s.deck.drawPile);
  mark(s.deck.discardPile);
  mark(s.deck.removed);
  mark(s.hands.a);
  mark(s.hands.b);
  mark(pendingCards(s));
  if (count !== 80) throw new Error("a card is lost");
  if (s.hands.a.length > 5 || s.hands.b.length > 5) throw new Error("hand over the limit");
}

const MAX_STEPS = 5000;

/** Plays `steps` random steps on a working copy; the number taken (fewer when the match ends). */
function playSteps(seed: number, steps: number): { d: Draft; taken: number } {
  const start = rasslefest.setup({}, seed);
  const d = draft(start, openDice(start.dice), null);
  const rng = createRng(seed);
  let taken = 0;
  while (taken < steps && stepOn(d, rng)) taken++;
  return { d, taken };
}

/** The state after up to `at` random steps, stopping short of the final one. */
function position(seed: number, at: number): RassleState {
  const first = playSteps(seed, at);
  if (first.d.result === null) return seal(first.d);
  return seal(playSteps(seed, first.taken - 1).d);
}

describe("random matches", () => {
  it("keep energy and cards accounted for, and always end", () => {
    expect(allCards).toHaveLength(80);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), configArb, (seed, config) => {
        const start = rasslefest.setup(config, seed);
        const d = draft(start, openDice(start.dice), null);
        const rng = createRng(seed ^ 0x5bd1e995);
        let n = 0;
        do {
          checkInvariants(seal(d));
          n++;
          if (n > MAX_STEPS) throw new Error(`match ${seed} did not end`);
        } while (stepOn(d, rng));
        expect(d.result).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("continue identically after a JSON save and restore", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 120 }),
        configArb,
        (seed, at, config) => {
          let s: RassleState | null = rasslefest.setup(config, seed);
          const rng = createRng(seed);
          for (let i = 0; i < at && s !== null; i++) s = step(s, rng);
          if (s === null) return;
          const saved = JSON.stringify(s);
          const restored = JSON.parse(saved) as RassleState;
          const r1 = rng.clone();
          const r2 = rng.clone();
          let x: RassleState | null = s;
          let y: RassleState | null = restored;
          let lastX = s;
          let lastY = restored;
          while (x !== null && y !== null) {
            lastX = x;
            lastY = y;
            x = step(x, r1);
            y = step(y, r2);
          }
          expect(x).toBe(y);
          expect(JSON.stringify(lastY)).toBe(JSON.stringify(lastX));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never shows a player the other hand, the deck order or a hidden reveal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 60 }), (seed, at) => {
        const s = position(seed, at);
        for (const p of ["a", "b"] as const) {
          const v = rasslefest.view(s, p);
          const text = JSON.stringify(v);
          const other = p === "a" ? "b" : "a";
          const visible = new Set([...s.hands[p], ...s.deck.discardPile, ...s.deck.removed]);
          if (s.phase.kind === "reveal") {
            const mine = s.phase.submitted[p];
            if (mine !== undefined && (mine.type === "play" || mine.type === "discard"))
              visible.add(mine.card);
          }
          for (const c of [...s.hands[other], ...s.deck.drawPile])
            if (!visible.has(c)) expect(text).not.toContain(`"${c}"`);
          if (s.phase.kind === "reveal") {
            const theirs = s.phase.submitted[other];
            if (
              theirs !== undefined &&
              theirs.type !== "pass" &&
              theirs.type !== "accept" &&
              "card" in theirs &&
              !visible.has(theirs.card)
            ) {
              expect(text).not.toContain(`"${theirs.card}"`);
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
