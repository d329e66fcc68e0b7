import { isRngState, type DiceSource, type DiceStart, type DiceState } from "@ringside/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { d6 } from "./d6Draws.js";

/*
 * The fast path's seeded dice: core's seeded source (pure-rand's xoroshiro128+, seeded, drawn and
 * saved the same way) with its generator in the open, so that the rules core can throw whole rolls
 * from it (d6Draws.ts). test/seededD6.test.ts checks faces and saved states against core.
 */

/** Core's seeded dice over a pure-rand generator the rules core also draws from directly. */
export class SeededD6 implements DiceSource {
  /** The generator (pure-rand's xoroshiro128+). */
  readonly gen: RandomGenerator;

  constructor(gen: RandomGenerator) {
    this.gen = gen;
  }

  /** A d6 by {@link d6}; any other range as pure-rand's `uniformInt` (core's values too). */
  int(min: number, max: number): number {
    return max - min === 5 ? d6(this.gen) + min - 1 : uniformInt(this.gen, min, max);
  }

  /** The seeded state core's own seeded source would save at this point. */
  save(): DiceState {
    const [a = 0, b = 0, c = 0, d = 0] = this.gen.getState();
    return { kind: "seeded", rng: [a, b, c, d] };
  }
}

/**
 * The fast path's own source for a seed (a safe integer) or a valid seeded state, opened as core's
 * `openDice` opens it; `null` for anything else (scripted dice, or a start `openDice` refuses, so
 * that the caller opens it through core and gets core's own error).
 */
export function openSeededD6(start: DiceStart): SeededD6 | null {
  if (typeof start === "number") {
    return Number.isSafeInteger(start) ? new SeededD6(xoroshiro128plus(start | 0)) : null;
  }
  if (typeof start === "object" && start !== null && start.kind === "seeded" && isRngState(start.rng)) {
    return new SeededD6(xoroshiro128plusFromState(start.rng.map((n) => n | 0)));
  }
  return null;
}
