import { isRngState, type DiceSource, type DiceStart, type DiceState } from "@ringside/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { d6, type XoroshiroState } from "./d6Draws.js";

/*
 * The fast path's seeded dice: core's seeded source (pure-rand's xoroshiro128+, seeded, stepped,
 * drawn and saved the same way) with the generator's state in the open, so that the fast path can
 * throw whole rolls from it (`drawKey`, `drawScore`). test/seededD6.test.ts checks outputs, faces and saved
 * states against pure-rand and core.
 */

/** pure-rand's xoroshiro128+ (same seeding, steps, outputs and state) as a dice source. */
export class SeededD6 implements DiceSource, RandomGenerator, XoroshiroState {
  // The state words are assigned in the constructor only (`declare`: no class-field definition,
  // which would first set them to undefined and leave V8 storing them as generic values rather
  // than small integers, costing every draw).
  /** First state word. */
  declare s01: number;
  /** Second state word. */
  declare s00: number;
  /** Third state word. */
  declare s11: number;
  /** Fourth state word. */
  declare s10: number;

  constructor(s01: number, s00: number, s11: number, s10: number) {
    this.s01 = s01;
    this.s00 = s00;
    this.s11 = s11;
    this.s10 = s10;
  }

  /** pure-rand's `next()`: one output in the signed 32-bit range, one step. */
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

  /** An independent copy. */
  clone(): SeededD6 {
    return new SeededD6(this.s01, this.s00, this.s11, this.s10);
  }

  /** The state as pure-rand gives it. */
  getState(): readonly number[] {
    return [this.s01, this.s00, this.s11, this.s10];
  }

  /** A d6 by {@link d6}; any other range by pure-rand's `uniformInt` (core's values too). */
  int(min: number, max: number): number {
    return max - min === 5 ? d6(this) + min - 1 : uniformInt(this, min, max);
  }

  /** The seeded state core's own seeded source would save at this point. */
  save(): DiceState {
    return { kind: "seeded", rng: [this.s01, this.s00, this.s11, this.s10] };
  }
}

/**
 * The fast path's own source for a seed (a safe integer) or a valid seeded state, opened as core's
 * `openDice` opens it; `null` for anything else (scripted dice, or a start `openDice` refuses, so
 * that the caller opens it through core and gets core's own error).
 */
export function openSeededD6(start: DiceStart): SeededD6 | null {
  if (typeof start === "number") {
    if (!Number.isSafeInteger(start)) return null;
    // pure-rand's xoroshiro128plus(seed) for core's seed (start | 0).
    const seed = start | 0;
    return new SeededD6(-1, ~seed, seed, 0);
  }
  if (typeof start === "object" && start !== null && start.kind === "seeded" && isRngState(start.rng)) {
    // pure-rand's xoroshiro128plusFromState, as core restores it (each word | 0).
    const [s01, s00, s11, s10] = start.rng;
    return new SeededD6(s01 | 0, s00 | 0, s11 | 0, s10 | 0);
  }
  return null;
}
