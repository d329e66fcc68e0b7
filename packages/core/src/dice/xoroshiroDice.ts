import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { rangeInt } from "../rng/rangeInt.js";
import type { DiceSource, DiceState } from "./DiceSource.js";
import { d6Offset } from "./d6Offset.js";

/**
 * Seeded dice: pure-rand's xoroshiro128+ (the same seeding, steps, outputs and saved state as its
 * `xoroshiro128plus`, checked against it by core's tests) with the four state words in the open,
 * so that a fast path can draw a whole throw with them in local variables ({@link sumD6},
 * {@link sumD6Table}). Open one with {@link seededDice} or {@link openDice}; a fast path tells it
 * apart with `instanceof`.
 */
export class SeededDice implements DiceSource, RandomGenerator {
  // Assigned in the constructor only (`declare`: no class-field definition, which would first set
  // them to undefined and leave V8 storing them as generic values, costing every draw).
  /** State word, first in pure-rand's `getState()` order. */
  declare s01: number;
  /** State word, second in `getState()` order. */
  declare s00: number;
  /** State word, third in `getState()` order. */
  declare s11: number;
  /** State word, fourth in `getState()` order. */
  declare s10: number;

  /** A generator at the given state words (pure-rand's `xoroshiro128plusFromState` order). */
  constructor(s01: number, s00: number, s11: number, s10: number) {
    this.s01 = s01 | 0;
    this.s00 = s00 | 0;
    this.s11 = s11 | 0;
    this.s10 = s10 | 0;
  }

  /** One generator output in the signed 32-bit range: pure-rand's `next()`, one step. */
  next(): number {
    const s00 = this.s00;
    const s01 = this.s01;
    const a0 = this.s10 ^ s00;
    const a1 = this.s11 ^ s01;
    const out = (s00 + this.s10) | 0;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** An independent copy at the same position. */
  clone(): SeededDice {
    return new SeededDice(this.s01, this.s00, this.s11, this.s10);
  }

  /** The state words in pure-rand's order. */
  getState(): readonly number[] {
    return [this.s01, this.s00, this.s11, this.s10];
  }

  /** An unbiased integer in `[min, max]`: pure-rand's `uniformInt` values, d6 on a fixed-range path. */
  int(min: number, max: number): number {
    // Strict comparisons only: bounds of the wrong type must reach rangeInt's check, not coerce.
    if (typeof min === "number" && max === min + 5 && (min | 0) === min) return d6Offset(this) + min;
    return rangeInt(this, min, max);
  }

  /** The JSON state, from which {@link openDice} continues identically. */
  save(): DiceState {
    return { kind: "seeded", rng: [this.s01, this.s00, this.s11, this.s10] };
  }
}
