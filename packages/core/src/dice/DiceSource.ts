import type { RngState } from "../rng/Rng.js";

/**
 * Where a game's dice come from. Every die a Ringside engine rolls goes through one of these, so
 * a match can be driven by a seeded RNG, by a script of published faces, or recorded.
 */
export interface DiceSource {
  /**
   * An integer in `[min, max]`. `label` names the roll (e.g. `"Bruno die 3"`) so that a scripted
   * source can say which roll failed and a recording can say what was rolled.
   */
  int(min: number, max: number, label?: string): number;
  /** The JSON state to store in a match, from which {@link openDice} continues identically. */
  save(): DiceState;
}

/** Serializable state of a seeded source. */
export interface SeededDiceState {
  readonly kind: "seeded";
  readonly rng: RngState;
}

/** Serializable state of a scripted source: the faces to give, in order, and how many are used. */
export interface ScriptedDiceState {
  readonly kind: "scripted";
  readonly faces: readonly number[];
  readonly next: number;
}

/** The JSON form of a dice source, kept inside every match state. */
export type DiceState = SeededDiceState | ScriptedDiceState;

/** One roll as seen by a recording source. */
export interface RecordedRoll {
  readonly min: number;
  readonly max: number;
  readonly value: number;
  readonly label?: string;
}
