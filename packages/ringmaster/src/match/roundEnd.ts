/**
 * What the referee and tag teams add to the end of every round: the referee's counts and distraction (¶121–¶122),
 * Fired Up wearing off (completion), the tag changeover (¶133).
 */
import type { DiceSource } from "@ringside/core";
import type { RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { refereeRoundEnds } from "./referee.js";
import { tagRoundEnds } from "./tagRoundEnd.js";

/** The end of a round. */
export function roundEnds(s0: RingMasterState, dice: DiceSource, events: RingMasterEvent[]): RingMasterState {
  let s = refereeRoundEnds(s0, dice, events);
  if (s.result !== null) return s;
  s = tagRoundEnds(s, dice, events);
  if (s.firedUp.red > 0 || s.firedUp.blue > 0)
    s = { ...s, firedUp: { red: Math.max(0, s.firedUp.red - 1), blue: Math.max(0, s.firedUp.blue - 1) } };
  return s;
}
