/**
 * Turnovers in the match (RingMaster › Turnovers, ¶125–¶132, ¶87, ¶18; `rules/turnovers/`): the
 * defender's Cheapshot or Comeback (and Fired Up) before the attack roll, and the instant break of
 * a pin or a hold.
 */
import type { DiceSource } from "@ringside/core";
import { resolveManeuver } from "../data/flags.js";
import { SECONDS } from "../rules/matchTime.js";
import { isIllegalManeuver } from "../rules/referee/infractions.js";
import { FIRED_UP, FIRED_UP_COST, mayFireUp } from "../rules/turnovers/firedUp.js";
import {
  mayUseTurnover,
  turnoverDrawsCheck,
  turnoverKind,
  type TurnoverUse,
} from "../rules/turnovers/turnovers.js";
import type { RingMasterMove, RingMasterState, RingMasterEvent } from "../state.js";
import type { RingMasterPlayer } from "../config.js";
import { opponentOf, withCorner } from "./common.js";
import { refereeSees } from "./referee.js";
import { newRound } from "./rounds.js";
import { freeAttack } from "./tagTeam.js";
import { arsenalManeuvers, canAttempt } from "./skills.js";
import { canDrive } from "./drive.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** The illegal maneuvers anyone may throw in a Cheapshot, in the Arsenal or not (¶126). */
const CHEAPSHOTS = ["Punch", "Eye Gouge", "Chokehold"];

function situationFor(s: RingMasterState, p: P) {
  return {
    prestige: s.corners[p].sheet.prestige,
    left: s.turnovers[p],
    level: s.corners[p].level,
    opponentLevel: s.corners[opponentOf(p)].level,
  };
}

/** The Turnover moves of the defender in the respond phase: seize Advantage with a maneuver (¶126, ¶128, ¶130). */
export function turnoverMoves(s: RingMasterState, p: P): RingMasterMove[] {
  if (!s.options.turnovers || s.turnovers[p] < 1) return [];
  const kind = turnoverKind(s.corners[p].sheet.prestige);
  if (kind === null) return [];
  const me = s.corners[p];
  const them = s.corners[opponentOf(p)];
  const names =
    kind === "cheapshot"
      ? [
          ...new Set([
            ...arsenalManeuvers(me)
              .map((m) => m.name)
              .filter(isIllegalManeuver),
            ...CHEAPSHOTS,
          ]),
        ]
      : arsenalManeuvers(me)
          .filter((m) => m.flags.length === 0 && !m.tags.includes("dashing"))
          .map((m) => m.name);
  const sit = situationFor(s, p);
  const out: RingMasterMove[] = [];
  for (const name of names) {
    const m = resolveManeuver(name);
    // the seized maneuver is played where the men stand (¶126): an `object` one needs a surface
    if (m === undefined || !canAttempt(me, them, { ...m, name }) || !canDrive(s, them, m, null)) continue;
    if (mayUseTurnover("advantage", { ...sit, illegalManeuver: isIllegalManeuver(name) }) === null) continue;
    out.push({ type: "turnover", maneuver: name, fireUp: false });
    if (kind === "comeback" && mayFireUp(sit)) out.push({ type: "turnover", maneuver: name, fireUp: true });
  }
  return out;
}

/** Whether the held or pinned wrestler may break free with a Turnover now (¶127, ¶129, ¶87). */
export function mayBreakWithTurnover(s: RingMasterState, p: P): boolean {
  if (!s.options.turnovers) return false;
  const use: TurnoverUse = s.phase === "pin" ? "break-pin" : "break-hold";
  const finisherPin = s.phase === "pin" && s.pin?.chances === 1 && s.finisherPin;
  return mayUseTurnover(use, { ...situationFor(s, p), finisherPin }) !== null;
}

/** Plays a Turnover move. */
export function playTurnover(
  s0: RingMasterState,
  p: P,
  move: Extract<RingMasterMove, { type: "turnover" | "turnover-break" }>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const kind = turnoverKind(s0.corners[p].sheet.prestige) ?? "comeback";
  if (move.type === "turnover") {
    const cost = move.fireUp ? FIRED_UP_COST : 1;
    let s: RingMasterState = { ...s0, turnovers: { ...s0.turnovers, [p]: s0.turnovers[p] - cost } };
    events.push({
      type: "turnover",
      by: p,
      kind,
      use: "advantage",
      firedUp: move.fireUp,
      left: s.turnovers[p],
    });
    if (move.fireUp) {
      s = withCorner(s, p, { stun: 0 });
      s = { ...s, firedUp: { ...s.firedUp, [p]: FIRED_UP.rounds } };
    }
    events.push({ type: "advantage", to: p, why: kind === "cheapshot" ? "a Cheapshot" : "a Comeback" });
    events.push({ type: "declare", by: p, maneuver: move.maneuver, desperation: false });
    // He is the attacker for the round, in the positions the other man made (¶126)
    const seized: RingMasterState = {
      ...s,
      attacker: p,
      ap: 0,
      apShort: 0,
      chain: false,
      pending: { maneuver: move.maneuver, desperation: false, option: null },
      phase: "respond",
      telegraph: null,
    };
    // Advantage seized against a team with both men in: his maneuver is on one of them, so the one
    // left out takes his free attack first (¶141)
    return freeAttack(seized, p, dice, events) ?? seized;
  }
  const use: TurnoverUse = s0.phase === "pin" ? "break-pin" : "break-hold";
  let s: RingMasterState = { ...s0, turnovers: { ...s0.turnovers, [p]: s0.turnovers[p] - 1 } };
  events.push({ type: "turnover", by: p, kind, use, firedUp: false, left: s.turnovers[p] });
  if (turnoverDrawsCheck(kind, use)) {
    s = refereeSees(s, p, "cheapshot", dice, events);
    if (s.result !== null) return s;
  }
  // No Advantage from a break (¶127, ¶129)
  const keeps = opponentOf(p);
  return newRound(
    { ...s, pin: null, hold: null },
    keeps,
    use === "break-pin" ? SECONDS.count : SECONDS.hold,
    dice,
    events,
  );
}
