/**
 * The pinfall count (¶105–¶109).
 */
import type { DiceSource } from "@ringside/core";
import { SECONDS } from "../rules/matchTime.js";
import { pinCount } from "../rules/pinfall.js";
import type { RingMasterState, RingMasterEvent } from "../state.js";
import { check, finish, opponentOf, withCorner } from "./common.js";
import { newRound, timeCheck } from "./rounds.js";
import { pinOptionTarget } from "./views.js";

type Events = RingMasterEvent[];

/** One count of a pin: the pinned wrestler tries `option` to break it. */
export function pinRound(
  s0: RingMasterState,
  option: "power-out" | "kick-out" | "ropes",
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const pin = s.pin;
  if (pin === null) return s;
  const pinner = s.attacker;
  const pinned = opponentOf(pinner);
  const c = s.corners[pinned];
  const target = pinOptionTarget(s, option);
  const r = pinCount(
    dice,
    { failures: pin.failures, chances: pin.chances, used: pin.used, stun: c.stun },
    option,
    target,
  );
  s = withCorner(s, pinned, { stun: r.pin.stun });
  s = { ...s, seconds: s.seconds + SECONDS.count };
  events.push({
    type: "count",
    count: Math.min(3, 3 - pin.chances + pin.used.length + 1),
    option,
    check: r.check === undefined ? null : check(r.check),
    broken: r.broken,
  });
  if (r.pinned) return finish(s, { winner: pinner, method: "pinfall", detail: "three count" });
  if (r.broken) {
    const next = r.advantage ? pinned : pinner;
    if (r.advantage) events.push({ type: "advantage", to: pinned, why: "an Ace breaking the pin" });
    return newRound({ ...s, pin: null }, next, SECONDS.round, dice, events);
  }
  const t = timeCheck({ ...s, pin: { ...pin, failures: r.pin.failures, used: r.pin.used } }, events);
  return t;
}
