/**
 * The bell: the first state of a match and who decides now (¶14–¶18).
 */
import type { DiceSource } from "@ringside/core";
import type { RingMasterSetup, RingMasterPlayer } from "../config.js";
import { openingContest } from "../rules/advantage.js";
import type { RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { check, corner, opponentOf, spd } from "./common.js";
import { automaticWarning, freshReferee } from "./referee.js";
import { setupTag } from "./tagTeam.js";
import { ambushCost } from "../rules/turnovers/ambush.js";
import { turnoversFor } from "../rules/turnovers/turnovers.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** The first state of a match (without dice): the opening decides Advantage (¶14–¶18). */
export function setupMatch(
  setup: RingMasterSetup,
  dice: DiceSource,
  events: Events,
): Omit<RingMasterState, "dice"> {
  const red = corner(setup.red, { row: 4, col: 4 });
  const blue = corner(setup.blue, { row: 4, col: 5 });
  const opening = setup.options.opening;
  let attacker: P;
  if (opening === "ambush-red" || opening === "ambush-blue") {
    attacker = opening === "ambush-red" ? "red" : "blue";
    events.push({ type: "bell", attacker, opening });
  } else {
    const c = openingContest(dice, opening, setup.red, setup.blue);
    attacker = c.winner === "a" ? "red" : "blue";
    events.push({ type: "bell", attacker, opening, check: [check(c.a), check(c.b)] });
  }
  const ap = spd(attacker === "red" ? red : blue);
  events.push({ type: "round", round: 1, attacker, ap, seconds: 0 });
  const state: Omit<RingMasterState, "dice"> = {
    options: setup.options,
    corners: { red, blue },
    attacker,
    phase: "position",
    round: 1,
    seconds: 0,
    ap,
    apShort: 0,
    chain: false,
    pending: null,
    pin: null,
    hold: null,
    last: null,
    telegraph: null,
    covers: 0,
    freeCover: false,
    finisherPin: false,
    unopposed: opening === "ambush-red" || opening === "ambush-blue",
    stalls: 0,
    counterUses: { red: {}, blue: {} },
    result: null,
    referee: freshReferee(),
    turnovers: {
      red: setup.options.turnovers ? turnoversFor(setup.red.prestige) : 0,
      blue: setup.options.turnovers ? turnoversFor(setup.blue.prestige) : 0,
    },
    firedUp: { red: 0, blue: 0 },
    tag: setup.partners === null ? null : setupTag(setup.partners),
  };
  return ambushed(state, dice, events);
}

/** An ambush spends the ambusher's Turnover (unless the victim is in his Ritual) and is warned (¶18). */
function ambushed(
  s: Omit<RingMasterState, "dice">,
  dice: DiceSource,
  events: Events,
): Omit<RingMasterState, "dice"> {
  const opening = s.options.opening;
  if (!s.options.turnovers || (opening !== "ambush-red" && opening !== "ambush-blue")) return s;
  const by: P = opening === "ambush-red" ? "red" : "blue";
  const cost = ambushCost({
    turnoversLeft: s.turnovers[by],
    victimInRitual: s.corners[opponentOf(by)].sheet.merits.includes("Ritual"),
    refereeDistracted: s.referee.distracted > 0,
  });
  const spent = { ...s, turnovers: { ...s.turnovers, [by]: Math.max(0, s.turnovers[by] - cost.turnovers) } };
  if (!cost.warning) return spent;
  return automaticWarning(spent, by, "ambush", dice, events);
}

/** Who decides now. */
export function deciding(s: RingMasterState): P | null {
  switch (s.phase) {
    case "over":
      return null;
    case "position":
      return s.attacker;
    case "hold":
      // between hold rounds the holder chooses first (completion › 10, the hold round)
      return s.hold?.holderTurn === true ? s.attacker : opponentOf(s.attacker);
    default:
      return opponentOf(s.attacker);
  }
}
