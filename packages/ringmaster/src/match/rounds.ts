/**
 * Rounds and match time: recovery at the start of a round, the time limit (¶94, ¶117–¶120).
 */
import type { DiceSource } from "@ringside/core";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { refereeSeesKnockout } from "../rules/knockout.js";
import { SECONDS, accurateRoundSeconds } from "../rules/matchTime.js";
import { shakeOff, stunnedAttribute } from "../rules/stun.js";
import { finishCounts } from "../rules/cage/escape.js";
import { resolveManeuver } from "../data/flags.js";
import type { RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { finish, opponentOf, rec, spd, withCorner } from "./common.js";
import { roundEnds } from "./roundEnd.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

// ---------------------------------------------------------------- rounds, pins, holds

/** Starts the next round with `attacker` on Advantage, after `seconds` of match time. */
export function newRound(
  s0: RingMasterState,
  attacker: P,
  seconds: number,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = roundEnds(s0, dice, events);
  if (s.result !== null) return s;
  // ¶12: the AP the attacker spent + the Level of the round's maneuver (a cover's round: none) + 1d6
  const level = s0.phase === "pin" || s0.last === null ? 0 : (resolveManeuver(s0.last.maneuver)?.level ?? 0);
  const extra =
    s.options.accurateTiming && seconds === SECONDS.round
      ? accurateRoundSeconds(dice, Math.max(0, spd(s.corners[s.attacker]) - s.ap), level) - SECONDS.round
      : 0;
  s = { ...s, seconds: s.seconds + seconds + extra };
  const t = timeCheck(s, events);
  if (t.result !== null) return t;
  s = t;
  // Recovery at the start of the round (¶94), and the out-cold wrestler's chances
  for (const p of ["red", "blue"] as const) {
    const c = s.corners[p];
    const stun = shakeOff(c.stun, rec(c));
    // a diver who has shaken off his landing may position his opponent again (¶54)
    s = withCorner(s, p, { stun, ...(c.landing === true && stun === 0 ? { landing: false } : {}) });
    // Powder's blindness wears off a round at a time (¶46)
    if ((c.blind ?? 0) > 0) s = withCorner(s, p, { blind: (c.blind ?? 0) - 1 });
    if (c.out) {
      if (
        finishCounts(s.options.cage, "knockout") &&
        refereeSeesKnockout(dice, s.options.refereeSav, s.referee.distracted)
      ) {
        events.push({ type: "out-cold", who: p, noticed: true });
        return finish(s, { winner: opponentOf(p), method: "knockout", detail: "out cold" });
      }
      const sta = stunnedAttribute(c.sheet.attributes.STA, s.corners[p].stun);
      if (succeeded(attributeCheck(dice, sta, `${p} comes to (STA)`).grade)) {
        s = withCorner(s, p, { out: false });
        events.push({ type: "wakes", who: p });
      }
    }
  }
  const ap = spd(s.corners[attacker]);
  const round = s.round + 1;
  events.push({ type: "round", round, attacker, ap, seconds: s.seconds });
  return {
    ...s,
    attacker,
    phase: "position",
    round,
    ap,
    apShort: 0,
    chain: false,
    pending: null,
    pin: null,
    hold: null,
  };
}

/** Ends the match in a draw once the time limit is reached. */
export function timeCheck(s: RingMasterState, events: Events): RingMasterState {
  if (s.result === null && s.seconds >= s.options.timeLimit) {
    events.push({ type: "time-limit", seconds: s.seconds });
    return finish(s, { winner: null, method: "time-limit", detail: "the time limit" });
  }
  return s;
}
