/**
 * A Standoff (¶75): the round runs a second longer; the one who keeps Advantage attacks next, with
 * fresh Action Points when it changes hands (a telegraphed Botch).
 */
import { SECONDS } from "../rules/matchTime.js";
import type { RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import type { RingMasterPlayer } from "../config.js";
import { spd } from "./common.js";
import { timeCheck } from "./rounds.js";

/** The Standoff: `keeps` has Advantage after it. */
export function standoff(
  s: RingMasterState,
  keeps: RingMasterPlayer,
  events: RingMasterEvent[],
): RingMasterState {
  events.push({ type: "standoff", keeps });
  const t = { ...s, seconds: s.seconds + SECONDS.standoff, phase: "position" as const };
  if (keeps !== s.attacker) {
    events.push({ type: "advantage", to: keeps, why: "the telegraphed botch" });
    return timeCheck(
      { ...t, attacker: keeps, ap: spd(s.corners[keeps]), apShort: 0, chain: false, covers: 0 },
      events,
    );
  }
  return timeCheck(t, events);
}
