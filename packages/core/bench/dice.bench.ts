/**
 * Core dice throughput against raw pure-rand, measured in one run: vitest prints how many times
 * faster the fastest entry of each group is than the others. Target: core's seeded d6 at no less
 * than 0.5 of raw `uniformInt` draws.
 */
import { bench, describe } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { createDeck, d6, drawCards, rollSum, seededDice, shuffle } from "@ringside/core";

const ROLLS = 10_000;
let sink = 0;

describe("d6 throughput (10 000 rolls)", () => {
  const raw = xoroshiro128plus(1);
  const dice = seededDice(1);
  bench("core d6(seededDice)", () => {
    for (let i = 0; i < ROLLS; i++) sink += d6(dice);
  });
  bench("core d6 with a label", () => {
    for (let i = 0; i < ROLLS; i++) sink += d6(dice, "attack");
  });
  bench("raw pure-rand uniformInt(rng, 1, 6)", () => {
    for (let i = 0; i < ROLLS; i++) sink += uniformInt(raw, 1, 6);
  });
});

describe("3d6 sums (10 000 sums)", () => {
  const raw = xoroshiro128plus(2);
  const dice = seededDice(2);
  bench("raw pure-rand, three uniformInt", () => {
    for (let i = 0; i < ROLLS; i++)
      sink += uniformInt(raw, 1, 6) + uniformInt(raw, 1, 6) + uniformInt(raw, 1, 6);
  });
  bench("core rollSum(dice, 3, 6)", () => {
    for (let i = 0; i < ROLLS; i++) sink += rollSum(dice, 3, 6);
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
