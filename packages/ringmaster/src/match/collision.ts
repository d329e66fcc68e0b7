/**
 * A collision (¶76, completion › 13): both men are hurt and go down, those who pass out are judged
 * together, both may be pinned at once, and whoever is up first attacks in the next round.
 */
import type { DiceSource } from "@ringside/core";
import { firstUp } from "../rules/attackOutcome.js";
import { type CheckResult, attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { finishCounts } from "../rules/cage/escape.js";
import { refereeNotices } from "../rules/knockout.js";
import { pinBreakTarget } from "../rules/pinfall.js";
import { contest } from "../rules/contest.js";
import { rollDamage } from "../rules/damage.js";
import { SECONDS } from "../rules/matchTime.js";
import { roundsToRecover } from "../rules/stun.js";
import type { RingMasterState } from "../state.js";
import type { CheckEvent, RingMasterEvent } from "../events.js";
import type { RingMasterPlayer } from "../config.js";
import { check, finish, opponentOf, rec, withCorner } from "./common.js";
import { damageTo } from "./hit.js";
import { newRound } from "./rounds.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** Both men collide: each takes damage and goes Prone; then knockouts, the double pin, who is up first. */
export function collision(s0: RingMasterState, dice: DiceSource, events: Events): RingMasterState {
  let s = s0;
  const dmg: number[] = [];
  const wasOut = { red: s.corners.red.out, blue: s.corners.blue.out };
  // both men are hurt before either is judged: a collision can knock out one, the other or both
  for (const p of ["red", "blue"] as const) {
    const c = s.corners[p];
    const d = rollDamage(dice, { force: "S", attacker: c.traits, defenderWDB: c.traits.WDB });
    dmg.push(d.total);
    s = withCorner(s, p, { position: "Prone", running: false, rope: 0 });
    s = damageTo(s, p, d.total, 0, dice, events, false);
  }
  s = judgeKnockouts(s, wasOut, dice, events);
  if (s.result !== null) return s;
  const r = s.corners.red;
  const b = s.corners.blue;
  const first = firstUp(roundsToRecover(r.stun, rec(r)), roundsToRecover(b.stun, rec(b)));
  const up: P =
    first === "a"
      ? "red"
      : first === "b"
        ? "blue"
        : contest(dice, r.sheet.attributes.AGI, b.sheet.attributes.AGI, "first up (AGI)").winner === "a"
          ? "red"
          : "blue";
  events.push({ type: "collision", damage: [dmg[0] ?? 0, dmg[1] ?? 0], up });
  s = doublePin(s, dice, events);
  if (s.result !== null) return s;
  return newRound(s, up, SECONDS.round, dice, events);
}

/**
 * After a collision the men who passed out are judged together (completion › 13, draws): both seen
 * out cold is a double knockout, a draw; one is a knockout for the other, whichever corner he is
 * in. Where the cage says a knockout decides nothing, they just lie there.
 */
function judgeKnockouts(
  s: RingMasterState,
  wasOut: Readonly<Record<P, boolean>>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const newlyOut = (["red", "blue"] as const).filter((p) => s.corners[p].out && !wasOut[p]);
  if (newlyOut.length > 0 && finishCounts(s.options.cage, "knockout")) {
    const noticed = succeeded(refereeNotices(dice, s.options.refereeSav).grade);
    for (const who of newlyOut) events.push({ type: "out-cold", who, noticed });
    if (noticed && newlyOut.length === 2)
      return finish(s, { winner: null, method: "draw", detail: "double knockout" });
    const loser = newlyOut[0];
    if (noticed && loser !== undefined)
      return finish(s, { winner: opponentOf(loser), method: "knockout", detail: "out cold" });
  }
  return s;
}

/**
 * Both men lie flat after a collision (completion › 13, draws): the referee counts both, each
 * lifting a shoulder with a Kick Out check (STA, the fight he has left, his Stun; a man out cold
 * cannot); if neither does, it is a double pin, a draw. Not where a pin decides nothing.
 */
function doublePin(s: RingMasterState, dice: DiceSource, events: Events): RingMasterState {
  if (!finishCounts(s.options.cage, "pinfall")) return s;
  const checks = (["red", "blue"] as const).map((p) => {
    const c = s.corners[p];
    const target = c.out
      ? undefined
      : pinBreakTarget("kick-out", c.sheet.attributes, {
          level: c.level,
          stun: c.stun,
          hooked: false,
          screwjob: false,
          predicament: false,
          priorCovers: 0,
          ropePenalty: undefined,
        });
    return target === undefined ? null : attributeCheck(dice, target, `${p} lifts a shoulder (STA)`);
  });
  const pinned = checks.every((c) => c === null || !succeeded(c.grade));
  const shown = (c: CheckResult | null | undefined): CheckEvent | null =>
    c === null || c === undefined ? null : check(c);
  events.push({ type: "double-down", checks: [shown(checks[0]), shown(checks[1])], pinned });
  return pinned ? finish(s, { winner: null, method: "draw", detail: "double pin" }) : s;
}
