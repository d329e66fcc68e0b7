/**
 * Core dice throughput against raw pure-rand, measured in one run: vitest prints how many times
 * faster the fastest entry of each group is than the others. Target: core's seeded d6 at no less
 * than 0.5 of raw `uniformInt` draws.
 */
import { bench, describe } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { createDeck, createRng, d6, drawCards, rollSum, seededDice, shuffle, sumD6 } from "@ringside/core";

const ROLLS = 10_000;
let sink = 0;
/** Keeps a sample's sum: folded into `sink` once per sample, as a small integer, on both sides alike. */
const keep = (total: number): void => {
  sink = (sink + total) & 0xffffff;
};

describe("d6 throughput (10 000 rolls)", () => {
  const raw = xoroshiro128plus(1);
  const dice = seededDice(1);
  bench("core d6(seededDice)", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++) total += d6(dice);
    keep(total);
  });
  bench("core d6 with a label", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++) total += d6(dice, "attack");
    keep(total);
  });
  bench("raw pure-rand uniformInt(rng, 1, 6)", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++) total += uniformInt(raw, 1, 6);
    keep(total);
  });
});

describe("draws over changing ranges (10 000 draws, ranges of 1 to 80 values: cards and bots' choices)", () => {
  const spans = Int32Array.from({ length: ROLLS }, (_, i) => ((i * 2654435761) >>> 0) % 80);
  const raw = xoroshiro128plus(4);
  const rng = createRng(4);
  bench("raw pure-rand uniformInt(rng, 0, n)", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++) total += uniformInt(raw, 0, spans[i]!);
    keep(total);
  });
  bench("core rng.int(0, n) (same values)", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++) total += rng.int(0, spans[i]!);
    keep(total);
  });
});

describe("3d6 sums (10 000 sums)", () => {
  const raw = xoroshiro128plus(2);
  const dice = seededDice(2);
  bench("raw pure-rand, three uniformInt", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++)
      total += uniformInt(raw, 1, 6) + uniformInt(raw, 1, 6) + uniformInt(raw, 1, 6);
    keep(total);
  });
  bench("core rollSum(dice, 3, 6)", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++) total += rollSum(dice, 3, 6);
    keep(total);
  });
  const throws = seededDice(2);
  bench("core sumD6(dice, 3): a whole throw, state in locals", () => {
    let total = 0;
    for (let i = 0; i < ROLLS; i++) total += sumD6(throws, 3);
    keep(total);
  });
});

describe("80-card shuffle and deal", () => {
  const cards = Array.from({ length: 80 }, (_, i) => i);
  const raw = xoroshiro128plus(3);
  const dice = seededDice(3);
  bench("raw Fisher–Yates with uniformInt", () => {
    const out = [...cards];
    for (let i = out.length - 1; i > 0; i--) {
      const j = uniformInt(raw, 0, i);
      const t = out[i]!;
      out[i] = out[j]!;
      out[j] = t;
    }
    sink += out[0]!;
  });
  bench("core shuffle", () => {
    sink += shuffle(cards, dice)[0]!;
  });
  bench("core createDeck + drawCards(10)", () => {
    sink += drawCards(createDeck(cards, dice), 10, dice).cards.length;
  });
});

export { sink };
