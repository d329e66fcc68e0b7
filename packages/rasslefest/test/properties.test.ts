import { createRng, type Rng } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allCards,
  rasslefest,
  type RassleConfig,
  type RasslePlayer,
  type RassleState,
} from "../src/index.js";

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

function pendingCards(s: RassleState): string[] {
  if (s.phase.kind !== "reveal") return [];
  return Object.values(s.phase.submitted).flatMap((m) =>
    m.type === "play" || m.type === "discard" ? [m.card] : [],
  );
}

/** Throws (naming the broken invariant) when energy or cards are not all accounted for. */
function checkInvariants(s: RassleState): void {
  if (s.energy.a + s.energy.b + s.energyRemoved !== s.startEnergy) throw new Error("energy is not conserved");
  if (s.energy.a < 0 || s.energy.b < 0) throw new Error("negative energy");
  const places = [
    ...s.deck.drawPile,
    ...s.deck.discardPile,
    ...s.deck.removed,
    ...s.hands.a,
    ...s.hands.b,
    ...pendingCards(s),
  ];
  if (places.length !== 80 || new Set(places).size !== 80) throw new Error("a card is lost or in two places");
  if (s.hands.a.length > 5 || s.hands.b.length > 5) throw new Error("hand over the limit");
}

const MAX_STEPS = 5000;

describe("random matches", () => {
  it("keep energy and cards accounted for, and always end", () => {
    expect(allCards).toHaveLength(80);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), configArb, (seed, config) => {
        let s: RassleState | null = rasslefest.setup(config, seed);
        const rng = createRng(seed ^ 0x5bd1e995);
        let last = s;
        let n = 0;
        while (s !== null) {
          checkInvariants(s);
          last = s;
          s = step(s, rng);
          n++;
          if (n > MAX_STEPS) throw new Error(`match ${seed} did not end`);
        }
        expect(last.result).not.toBeNull();
      }),
      { numRuns: 1000 },
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
        let s: RassleState | null = rasslefest.setup({}, seed);
        const rng = createRng(seed);
        for (let i = 0; i < at && s !== null; i++) {
          const next = step(s, rng);
          if (next === null || rasslefest.turn(next).kind === "over") break;
          s = next;
        }
        if (s === null) return;
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
