/**
 * Applies a legal move: dispatches to the phase that handles it.
 */
import { playDraw } from "./concealed.js";
import type { DiceSource } from "@ringside/core";
import { succeeded } from "../rules/attributeCheck.js";
import { screwjobCheck } from "../rules/screwjob.js";
import { AP_COSTS, pay } from "../rules/actionPoints.js";
import { SECONDS } from "../rules/matchTime.js";
import { stunnedAttribute } from "../rules/stun.js";
import type { RingMasterMove, RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { resolveAttack } from "./attack.js";
import { resolveReversal } from "./reversal.js";
import { resolveManeuver } from "../data/flags.js";
import { maneuverSkill } from "./skills.js";
import { check, opponentOf } from "./common.js";
import { holdCounter, holderChoice, holdRound } from "./hold.js";
import { pinRound } from "./pin.js";
import { position, stall } from "./positioning.js";
import { newRound } from "./rounds.js";
import { playEscape } from "./cageMatch.js";
import { freeAttack, playTag } from "./tagTeam.js";
import { playTurnover } from "./turnovers.js";
import { playDistraction, refereeSees } from "./referee.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

// ---------------------------------------------------------------- play

/** Applies a legal move. */
export function playMove(
  s0: RingMasterState,
  player: P,
  move: RingMasterMove,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  switch (move.type) {
    case "attack": {
      const m = resolveManeuver(move.maneuver);
      const improvised =
        m !== undefined && maneuverSkill(s.corners[player], move.maneuver, m.class).improvised === "unknown";
      events.push({
        type: "declare",
        by: player,
        maneuver: move.maneuver,
        desperation: move.desperation,
        ...(improvised ? { improvised } : {}),
      });
      // Against a team with both men in, the one he leaves out strikes first (¶141)
      s = freeAttack(s, player, dice, events) ?? s;
      if (s.result !== null || s.attacker !== player || s.round !== s0.round) return s;
      s = {
        ...s,
        pending: { maneuver: move.maneuver, desperation: move.desperation, option: move.option ?? null },
        stalls: 0,
      };
      if (s.unopposed || s.corners[opponentOf(player)].out) return resolveAttack(s, null, null, dice, events);
      return { ...s, phase: "respond" };
    }
    case "respond":
      return resolveAttack(s, move.counter, move.answer, dice, events);
    case "reverse":
      return resolveReversal(s, move.into, dice, events);
    case "break-pin":
      return pinRound(s, move.option, dice, events);
    case "break-hold":
      return holdRound(s, move.option, dice, events);
    case "counter-hold":
      return holdCounter(s, move.into, dice, events);
    case "keep-hold":
    case "release-hold":
      return holderChoice(s, move, dice, events);
    case "superset-hold":
      // The superset is an attack on the man in the hold: against a team with both men in, the one
      // left out strikes first there too (¶141), and a hit takes Advantage before the superset lands
      s = holderChoice(s, move, dice, events);
      return freeAttack(s, player, dice, events) ?? s;
    case "cover": {
      const cost = (s.freeCover ? 0 : AP_COSTS.cover) + (move.hook ? AP_COSTS.hook : 0);
      const paid = pay(s.ap, cost) ?? { left: 0, short: cost };
      const def = s.corners[opponentOf(player)];
      // the Finisher's automatic 2-count is the first cover after it, not every later one (¶87, ¶109)
      const chances = s.finisherPin && s.covers === 0 && def.level >= 2 ? 1 : 3;
      events.push({ type: "cover", by: player, hook: move.hook, chances });
      const screwjob = move.screwjob === true && screwjobOn(s, player, dice, events);
      if (screwjob) {
        // The referee checks before he counts; if he sees it, he breaks up the fall (¶52)
        const seen = refereeSees(s, player, "screwjob", dice, events);
        if (seen.result !== null) return seen;
        if (seen.referee.warnings[player] > s.referee.warnings[player])
          return newRound(
            { ...seen, ap: paid.left, covers: s.covers + 1 },
            player,
            SECONDS.round,
            dice,
            events,
          );
        s = seen;
      }
      return {
        ...s,
        ap: paid.left,
        apShort: s.apShort + paid.short,
        phase: "pin",
        pin: {
          failures: 0,
          chances,
          used: [],
          hooked: move.hook,
          predicament: false,
          priorCovers: s.covers,
          screwjob,
        },
        covers: s.covers + 1,
        freeCover: false,
      };
    }
    case "stall":
      return stall(s, player, events, dice);
    case "turnover":
    case "turnover-break":
      return playTurnover(s, player, move, dice, events);
    case "tag":
    case "lunge-tag":
    case "save":
    case "double-team":
    case "attack-both":
    case "overstay":
      return playTag(s, player, move, dice, events);
    case "distract-referee":
      return playDistraction(s, player, dice, events);
    case "escape":
    case "lunge-escape":
      return playEscape(s, player, move, dice, events);
    case "draw":
      return playDraw(s, player, move, dice, events);
    case "pass":
      events.push({ type: "advantage", to: opponentOf(player), why: "nothing left to try" });
      return newRound({ ...s, last: null }, opponentOf(player), SECONDS.round, dice, events);
    default:
      return position(s, player, move, dice, events);
  }
}

/** A Screwjob with the cover (¶52): his SAV check puts his feet on the ropes, −20% to break. */
function screwjobOn(s: RingMasterState, player: P, dice: DiceSource, events: Events): boolean {
  const me = s.corners[player];
  const c = screwjobCheck(dice, stunnedAttribute(me.sheet.attributes.SAV, me.stun));
  events.push({ type: "screwjob", by: player, check: check(c), success: succeeded(c.grade) });
  return succeeded(c.grade);
}
