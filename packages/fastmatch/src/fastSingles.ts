import type { DiceSource, MatchResult } from "@ringside/core";
import type { Attribute, Attributes, Target } from "./attributes.js";
import { ACTION_CHARTS, INJURY_MODIFIERS, lookUp } from "./charts.js";
import type { Side } from "./events.js";
import { pairingInfo } from "./resolve.js";
import type { FastMatchState, SideState, WrestlerState } from "./state.js";
import type { ActionType } from "./strategy.js";

/*
 * The bulk-simulation core for singles matches: the rules of `playRound` (resolve.ts) on plain
 * numbers. At the bell each wrestler's attributes go into one small integer table (index 0–5 for
 * STR, AGI, SPD, END, TEC, WEI), the charts are one flat Int8Array, and the dice are drawn from
 * the open source with the same calls, in the same order and with the same ranges as the Game API,
 * so the final state and dice are identical (a fast-check property in test/fastpath.test.ts).
 */

/** Attribute names by index, the order of the attribute tables below. */
const NAMES = ["STR", "AGI", "SPD", "END", "TEC", "WEI"] as const;
/** Index of TEAM as a target (not an attribute: it hits the side's teamwork). */
const TEAM = 6;

/** The table index of an attribute or target. */
function indexOf(a: Attribute | Target): number {
  switch (a) {
    case "STR":
      return 0;
    case "AGI":
      return 1;
    case "SPD":
      return 2;
    case "END":
      return 3;
    case "TEC":
      return 4;
    case "WEI":
      return 5;
    default:
      return TEAM;
  }
}

/** The action types in code order (see {@link actionCode}). */
const CODES: readonly ActionType[] = [
  "regular",
  "high-risk",
  "defensive",
  "pin",
  "submission",
  "out-of-ring",
];

/** The code of a round action type: its index in {@link CODES}. */
function actionCode(a: ActionType): number {
  switch (a) {
    case "regular":
      return 0;
    case "high-risk":
      return 1;
    case "defensive":
      return 2;
    case "pin":
      return 3;
    case "submission":
      return 4;
    default:
      return 5;
  }
}

/** Margins above this read like it on every chart (the highest row starts at 9). */
const TOP = 15;
/** What follows a chart row: nothing, a pin/submission (or count-out) check, or the ring exit. */
const NONE = 0;
const CHECK = 1;
const OUT = 2;

/**
 * Every action chart in one table: entry `(action * 3 + shift) * 16 + margin` holds
 * `damage * 4 + then` for the winner's row (see {@link lookUp}).
 */
const CHARTS = new Int8Array(CODES.length * 3 * (TOP + 1));
CODES.forEach((action, code) => {
  for (let shift = 0; shift <= 2; shift++)
    for (let m = 0; m <= TOP; m++) {
      const row = lookUp(ACTION_CHARTS[action], m, shift);
      CHARTS[(code * 3 + shift) * (TOP + 1) + m] =
        row.damage * 4 + (row.then === "check" ? CHECK : row.then === "out" ? OUT : NONE);
    }
});

/** Both wrestlers' attributes now: challenger at 0–5, defender at 6–11 (reused by every match). */
const at = new Int32Array(12);

/** -1, 0 or 1: which of two scores is higher. */
const sign = (x: number): number => (x > 0 ? 1 : x < 0 ? -1 : 0);

/** 2d6, drawn one die after the other. */
function roll2(dice: DiceSource): number {
  return dice.int(1, 6) + dice.int(1, 6);
}

/** 3d6, drawn one die after the other. */
function roll3(dice: DiceSource): number {
  return dice.int(1, 6) + dice.int(1, 6) + dice.int(1, 6);
}

/** The number of a wrestler's damageable attributes at zero (table offset `o`). */
function zeros(o: number): number {
  return (
    (at[o] === 0 ? 1 : 0) +
    (at[o + 1] === 0 ? 1 : 0) +
    (at[o + 2] === 0 ? 1 : 0) +
    (at[o + 3] === 0 ? 1 : 0) +
    (at[o + 4] === 0 ? 1 : 0)
  );
}

/** The mutable part of a singles match that is not an attribute. */
class Bout {
  teamwork0: number;
  teamwork1: number;
  awareness0: number;
  awareness1: number;
  warnings0: number;
  warnings1: number;
  /** Injuries by wrestler (copied from the input only when one occurs). */
  injuries0: Partial<Record<Attribute, number>> | null = null;
  injuries1: Partial<Record<Attribute, number>> | null = null;
  newInjuries0: number;
  newInjuries1: number;
  readonly tecFloor0: number;
  readonly tecFloor1: number;
  /** What the injury roll adds besides the die: 2, less the specialty and the match's modifier. */
  readonly injuryBase: number;
  readonly injuryPoints0: number;
  readonly injuryPoints1: number;

  constructor(
    readonly state: FastMatchState,
    readonly dice: DiceSource,
  ) {
    const c = state.sides[0];
    const d = state.sides[1];
    const cw = c.wrestlers[0]!;
    const dw = d.wrestlers[0]!;
    this.teamwork0 = c.teamwork;
    this.teamwork1 = d.teamwork;
    this.awareness0 = c.awareness;
    this.awareness1 = d.awareness;
    this.warnings0 = c.warnings;
    this.warnings1 = d.warnings;
    this.newInjuries0 = cw.newInjuries;
    this.newInjuries1 = dw.newInjuries;
    this.tecFloor0 = cw.tecFloor;
    this.tecFloor1 = dw.tecFloor;
    this.injuryPoints0 = cw.injuryPoints;
    this.injuryPoints1 = dw.injuryPoints;
    this.injuryBase = 2 - INJURY_MODIFIERS[state.specialty] - state.injuryModifier;
  }

  /**
   * Damage to the wrestler of side `v` (table offset `v * 6`) on target `t`; returns true when it
   * injures. A hit on an attribute already at 0 calls for the injury roll.
   */
  hit(v: number, t: number, amount: number): boolean {
    if (amount <= 0) return false;
    if (t === TEAM) {
      if (v === 0) this.teamwork0 = Math.max(0, this.teamwork0 - amount);
      else this.teamwork1 = Math.max(0, this.teamwork1 - amount);
      return false;
    }
    const k = v * 6 + t;
    const before = at[k]!;
    const floor = t === 4 ? (v === 0 ? this.tecFloor0 : this.tecFloor1) : 0;
    const lowered = before - amount;
    at[k] = lowered > floor ? lowered : before < floor ? before : floor;
    if (before !== 0) return false;
    const roll = this.dice.int(1, 6);
    const total = roll + this.injuryBase - (v === 0 ? this.injuryPoints1 : this.injuryPoints0);
    if (total >= amount) return false;
    const name = NAMES[t]!;
    if (v === 0) {
      const injuries = (this.injuries0 ??= { ...this.state.sides[0].wrestlers[0]!.injuries });
      injuries[name] = (injuries[name] ?? 0) + 1;
      this.newInjuries0++;
    } else {
      const injuries = (this.injuries1 ??= { ...this.state.sides[1].wrestlers[0]!.injuries });
      injuries[name] = (injuries[name] ?? 0) + 1;
      this.newInjuries1++;
    }
    return true;
  }

  /** The cheating check of side `k`: true on a disqualification, a warning raises awareness. */
  cheat(k: number): boolean {
    const roll = roll2(this.dice);
    const awareness = k === 0 ? this.awareness0 : this.awareness1;
    if (roll <= awareness) return true;
    if (roll < 11) {
      if (k === 0) {
        this.awareness0++;
        this.warnings0++;
      } else {
        this.awareness1++;
        this.warnings1++;
      }
    }
    return false;
  }

  /** The count-out check of the wrestler at table offset `o`: 2d6 against END + SPD + 2. */
  countOut(o: number): boolean {
    return roll2(this.dice) >= at[o + 3]! + at[o + 2]! + 2;
  }

  /** Fatigue every ten rounds: 2d6 plus the extra against starting END, then a random attribute −1. */
  fatigue(round: number, end0: number, end1: number): void {
    const extra = Math.floor(round / 10) - 1;
    const dice = this.dice;
    for (let v = 0; v < 2; v++) {
      if (roll2(dice) + extra > (v === 0 ? end0 : end1)) {
        const t = dice.int(0, 4);
        const k = v * 6 + t;
        const floor = t === 4 ? (v === 0 ? this.tecFloor0 : this.tecFloor1) : 0;
        const now = at[k]!;
        at[k] = Math.max(Math.min(now, floor), now - 1);
      }
    }
  }
}

const SIDES: readonly [Side, Side] = ["challenger", "defender"];

/** The attributes of table offset `o` as a record, in the fixed key order. */
function attributesAt(o: number): Attributes {
  return { STR: at[o]!, AGI: at[o + 1]!, SPD: at[o + 2]!, END: at[o + 3]!, TEC: at[o + 4]!, WEI: at[o + 5]! };
}

function wrestlerAfter(
  w: WrestlerState,
  o: number,
  injuries: Partial<Record<Attribute, number>> | null,
  newInjuries: number,
): WrestlerState {
  return {
    name: w.name,
    styles: w.styles,
    wildBrawler: w.wildBrawler,
    cheater: w.cheater,
    finisherName: w.finisherName,
    manager: w.manager,
    base: w.base,
    start: w.start,
    now: attributesAt(o),
    tecFloor: w.tecFloor,
    injuries: injuries ?? { ...w.injuries },
    newInjuries,
    injuryPoints: w.injuryPoints,
    choices: w.choices,
  };
}

function sideAfter(
  s: SideState,
  wrestler: WrestlerState,
  teamwork: number,
  awareness: number,
  warnings: number,
): SideState {
  return {
    name: s.name,
    wrestlers: [wrestler],
    teamwork,
    teamworkStart: s.teamworkStart,
    awareness,
    warnings,
    finish: s.finish,
    rounds: s.rounds,
  };
}

/**
 * Plays a singles match under way to its end with an open dice source, building no events, and
 * returns the final state with the dice saved. Same rules and the same dice calls, in the same
 * order, as `playRound` round after round.
 */
export function finishSingles(state: FastMatchState, dice: DiceSource): FastMatchState {
  const c = state.sides[0];
  const d = state.sides[1];
  const cw = c.wrestlers[0]!;
  const dw = d.wrestlers[0]!;
  const n0 = cw.now;
  const n1 = dw.now;
  at[0] = n0.STR;
  at[1] = n0.AGI;
  at[2] = n0.SPD;
  at[3] = n0.END;
  at[4] = n0.TEC;
  at[5] = n0.WEI;
  at[6] = n1.STR;
  at[7] = n1.AGI;
  at[8] = n1.SPD;
  at[9] = n1.END;
  at[10] = n1.TEC;
  at[11] = n1.WEI;
  const b = new Bout(state, dice);
  const info = state.pairings[0]?.[0] ?? pairingInfo(state, 0, 0);
  const cellA = indexOf(info.cell.a);
  const cellB = info.cell.a !== info.cell.b || state.doubledAttribute === "twice" ? indexOf(info.cell.b) : -1;
  const cellTeam = info.cell.team;
  const styles = info.styles[0] - info.styles[1];
  const brawl = (cw.wildBrawler ? 1 : 0) - (dw.wildBrawler ? 1 : 0);
  const pin0 = c.finish === "pin";
  const pin1 = d.finish === "pin";
  const end0 = cw.start.END;
  const end1 = dw.start.END;
  const firstBlood = state.specialty === "first-blood";
  const limit = state.timeLimit;
  const rounds0 = c.rounds;
  const rounds1 = d.rounds;
  let round = state.round;
  let outside = state.outside;
  let result: MatchResult<Side> | null = null;
  while (result === null) {
    const wasOutside = outside;
    outside = false;
    const act0 = rounds0[round]!;
    const act1 = rounds1[round]!;
    round++;
    const code0 = actionCode(act0.action);
    const code1 = actionCode(act1.action);
    let bonus = styles + sign(at[cellA]! - at[cellA + 6]!);
    if (cellB >= 0) bonus += sign(at[cellB]! - at[cellB + 6]!);
    if (cellTeam) bonus += sign(b.teamwork0 - b.teamwork1);
    if (act0.finisher !== null) bonus++;
    if (act1.finisher !== null) bonus--;
    if (code0 === 2) bonus++;
    if (code1 === 2) bonus--;
    if (wasOutside) bonus += brawl;
    const total0 = roll3(dice) + (bonus > 0 ? bonus : 0);
    const total1 = roll3(dice) + (bonus < 0 ? -bonus : 0);
    if (total0 === total1) {
      if (wasOutside) {
        const inj0 = b.hit(0, indexOf(act1.target), 1);
        const inj1 = b.hit(1, indexOf(act0.target), 1);
        if (firstBlood && (inj0 || inj1)) {
          result =
            inj0 && inj1
              ? { winner: null, method: "draw", detail: "both bleed at once" }
              : { winner: inj0 ? "defender" : "challenger", method: "knockout", detail: "first blood" };
          break;
        }
        const out0 = b.countOut(0);
        const out1 = b.countOut(6);
        if ((out0 || out1) && !firstBlood) {
          result =
            out0 && out1
              ? { winner: null, method: "count-out", detail: "both counted out" }
              : { winner: out0 ? "defender" : "challenger", method: "count-out" };
          break;
        }
      }
      if (act0.illegal || act1.illegal) {
        const dq0 = b.cheat(0);
        const dq1 = b.cheat(1);
        if (dq0 || dq1) {
          result =
            dq0 && dq1
              ? { winner: null, method: "disqualification", detail: "both sides disqualified" }
              : { winner: dq0 ? "defender" : "challenger", method: "disqualification" };
          break;
        }
      }
    } else {
      const w = total0 > total1 ? 0 : 1;
      const margin = w === 0 ? total0 - total1 : total1 - total0;
      const act = w === 0 ? act0 : act1;
      const code = w === 0 ? code0 : code1;
      const shift = ((w === 0 ? code1 : code0) === 1 ? 1 : 0) + (act.illegal ? 1 : 0);
      const row = CHARTS[(code * 3 + shift) * (TOP + 1) + (margin > TOP ? TOP : margin)]!;
      const then = row & 3;
      const amount = row >> 2 > 0 && wasOutside ? (row >> 2) + 1 : row >> 2;
      const l = 1 - w;
      const injured = b.hit(l, indexOf(act.target), amount);
      if (firstBlood && injured) {
        result = { winner: SIDES[w], method: "knockout", detail: "first blood" };
        break;
      }
      if (then === CHECK) {
        if (wasOutside) {
          if (b.countOut(l * 6) && !firstBlood) {
            result = { winner: SIDES[w], method: "count-out" };
            break;
          }
        } else {
          const pin = code === 3 ? true : code === 4 ? false : w === 0 ? pin0 : pin1;
          const ao = w * 6;
          const lo = l * 6;
          const fallBonus =
            ((pin ? at[ao + 5]! > at[lo]! : at[ao + 4]! > at[lo + 3]!) ? 1 : 0) +
            zeros(lo) +
            (act.finisher !== null ? 2 : 0);
          const r0 = roll3(dice);
          const r1 = roll3(dice);
          if (r0 + fallBonus - r1 >= 5 && !firstBlood) {
            result = { winner: SIDES[w], method: pin ? "pinfall" : "submission" };
            break;
          }
        }
      } else if (then === OUT) {
        const r0 = roll3(dice);
        const r1 = roll3(dice);
        outside = r0 > r1;
      }
      if (act0.illegal && b.cheat(0)) {
        result = { winner: "defender", method: "disqualification" };
        break;
      }
      if (act1.illegal && b.cheat(1)) {
        result = { winner: "challenger", method: "disqualification" };
        break;
      }
    }
    if (round % 10 === 0 && round < limit) b.fatigue(round, end0, end1);
    if (round >= limit) result = { winner: null, method: "time-limit" };
  }
  return {
    game: state.game,
    dice: dice.save(),
    kind: state.kind,
    grid: state.grid,
    timeLimit: state.timeLimit,
    specialty: state.specialty,
    doubledAttribute: state.doubledAttribute,
    injuryModifier: state.injuryModifier,
    round,
    outside,
    sides: [
      sideAfter(c, wrestlerAfter(cw, 0, b.injuries0, b.newInjuries0), b.teamwork0, b.awareness0, b.warnings0),
      sideAfter(d, wrestlerAfter(dw, 6, b.injuries1, b.newInjuries1), b.teamwork1, b.awareness1, b.warnings1),
    ],
    pairings: state.pairings,
    result,
  };
}
