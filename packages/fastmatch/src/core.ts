import {
  rollSum,
  SeededDice,
  sumD6,
  type DiceSource,
  type DiceState,
  type MatchResult,
} from "@ringside/core";
import { partialCopy } from "./records.js";
import { type Attribute, type Attributes, type Target } from "./data/attributes.js";
import { ACTION_CHARTS, INJURY_MODIFIERS } from "./data/charts.js";
import { countFor, lookUp } from "./rules/charts.js";
import type { FastMatchEvent, Side } from "./events.js";
import { formatCell } from "./rules/theGrid.js";
import { pairingInfo } from "./rules/advantage.js";
import type { FastMatchState, PairingInfo, SideState, WrestlerState } from "./state.js";
import type { ActionType } from "./data/actions.js";
import type { RoundAction } from "./sheets.js";

/*
 * The numeric core: the round rules of every FastMatch! match (singles, tag and six-man, seeded or
 * scripted dice) on plain numbers, behind the bulk path only (`createSimulator`). Each side's
 * figures go into one small integer block (attributes at 0–5 for STR, AGI, SPD, END, TEC, WEI) holding the wrestler in the ring this
 * round (a team's members wait in their own blocks), strategies are compiled once into one integer
 * per round, the charts are one flat Int8Array, and the dice are drawn with fixed calls, order and
 * ranges; scripted dice get a label naming every roll. It must equal the readable rules
 * (src/rules/, the engine everywhere else), checked by the properties in test/fastpath.test.ts.
 */

/** Attribute names by index, the order of the attribute tables below. */
const NAMES = ["STR", "AGI", "SPD", "END", "TEC", "WEI"] as const;
/** Index of TEAM as a target (not an attribute: it hits the side's teamwork). */
const TEAM = 6;
/** Target names by index (5, WEI, is never a target; its slot only keeps TEAM at 6). */
const TARGETS: readonly Target[] = ["STR", "AGI", "SPD", "END", "TEC", "STR", "TEAM"];

/** The table index of an attribute or target (TEAM: {@link TEAM}). */
const indexOf = (a: Attribute | Target): number => (a === "TEAM" ? TEAM : NAMES.indexOf(a));

/** The action types in code order: a round action's code is its index here. */
const CODES: readonly ActionType[] = [
  "regular",
  "high-risk",
  "defensive",
  "pin",
  "submission",
  "out-of-ring",
];

/** Margins above this read like it on every chart (the highest row starts at 9). */
const TOP = 15;
/** What follows a chart row: nothing, a pin/submission (or count-out) check, or the ring exit. */
const NONE = 0;
const CHECK = 1;
const OUT = 2;

/**
 * Every action chart in one table: entry `((outside * 6 + action) * 3 + shift) * 16 + margin`
 * holds `damage * 4 + then` for the winner's row (see {@link lookUp}); outside the ring a hit that
 * does damage does one more.
 */
const CHARTS = new Int8Array(2 * CODES.length * 3 * (TOP + 1));
for (let outside = 0; outside <= 1; outside++)
  CODES.forEach((action, code) => {
    for (let shift = 0; shift <= 2; shift++)
      for (let m = 0; m <= TOP; m++) {
        const row = lookUp(ACTION_CHARTS[action], m, shift);
        const damage = row.damage > 0 ? row.damage + outside : 0;
        CHARTS[((outside * CODES.length + code) * 3 + shift) * (TOP + 1) + m] =
          damage * 4 + (row.then === "check" ? CHECK : row.then === "out" ? OUT : NONE);
      }
  });

/*
 * The numbers of a match in progress, one block of {@link STRIDE} per side (challenger at 0,
 * defender at 16), so the winner's and the loser's figures are read by offset, not by branch.
 * One pair of blocks per core instance (a core never yields mid-match).
 */
const STRIDE = 16;
/** Block slots after the six attributes (0–5, in {@link NAMES} order). */
const TEAMWORK = 6;
const AWARENESS = 7;
const WARNINGS = 8;
const NEW_INJURIES = 9;
const TEC_FLOOR = 10;
const INJURY_POINTS = 11;
const PIN_FINISH = 12;
const BRAWLER = 13;
/** A numeric core: the bulk path's two entry points over one instance's working blocks. */
export interface NumericCore {
  /**
   * Plays a match under way to its end (or `once` for one round) with an open dice source and
   * returns the state after it, the dice saved (events to `events`, null: none).
   */
  readonly playMatch: (
    state: FastMatchState,
    dice: DiceSource,
    events: FastMatchEvent[] | null,
    once: boolean,
  ) => FastMatchState;
}

const OWN = [0, 1, 2, 3, 4, 5, 9, 10, 11, 13] as const;

const sign = (x: number): number => (x >> 31) | (-x >>> 31);

const UNUSED = 15;

const LOW = 255;

type Injuries = Partial<Record<Attribute, number>>;

const SIDES: readonly [Side, Side] = ["challenger", "defender"];

const ILLEGAL = 1 << 6;

const FINISHER = 1 << 7;

const HIGH_RISK = 1 << 10;

interface Compiled {
  /** The defender's round actions and the pairing (singles) or pairings (team) this was compiled with. */
  readonly rounds1: readonly RoundAction[];
  readonly info: object;
  readonly twice: boolean;
  readonly plan0: Int32Array;
  readonly plan1: Int32Array;
  /** Block slots compared for the bonus ({@link UNUSED} when there is no second one, no teamwork). */
  readonly cellA: number;
  readonly cellB: number;
  readonly cellTeam: number;
  /** The challenger's style bonus less the defender's. */
  readonly styles: number;
  /**
   * Team matches: every pairing, challenger members first, as four integers (`cellA`, `cellB`,
   * 1 when teamwork counts, the style bonus) and its match type; the defender's team size.
   */
  readonly pairs: Int32Array;
  readonly infos: readonly PairingInfo[];
  readonly width: number;
}

const NO_PAIRS = new Int32Array(0);

/**
 * A numeric core instance: its integer blocks, compiled strategies and the match it is playing
 * belong to it (nothing is kept in the module). One instance plays one match at a time.
 */
class NumericCoreImpl implements NumericCore {
  readonly m = new Int32Array(2 * STRIDE);
  readonly team = new Int32Array(6 * STRIDE);
  act0 = 0;
  act1 = 0;
  named = false;
  readonly injuries: (Injuries | null)[] = [null, null, null, null, null, null];
  sink: FastMatchEvent[] | null = null;
  round = 0;
  readonly compiled = new WeakMap<readonly RoundAction[], Compiled>();
  readonly bonuses = new Int32Array(9);
  readonly best = new Int32Array(9);
  stopped = 0;
  stoppedOutside = false;

  /**
   * The members of team matches, one block of {@link STRIDE} per wrestler (challenger members from
   * 0, defender members from `3 * STRIDE`), with the wrestler slots (attributes, injuries, TEC floor,
   * injury points, Wild Brawler) of the block layout; side slots stay in {@link m}. The paired
   * wrestlers are copied into `m` for their round ({@link enter}) and back after it ({@link leave}).
   */
  /** The block slots that belong to a wrestler rather than to a side. */
  /** The members in the ring: challenger wrestler `act0` against defender wrestler `act1`. */

  /** Copies challenger member `i` and defender member `j` into the side blocks. */
  enter(i: number, j: number): void {
    this.act0 = i;
    this.act1 = j;
    const o0 = i * STRIDE;
    const o1 = (3 + j) * STRIDE;
    for (const k of OWN) {
      this.m[k] = this.team[o0 + k]!;
      this.m[STRIDE + k] = this.team[o1 + k]!;
    }
  }

  /** Copies the wrestlers in the side blocks back to their members' blocks. */
  leave(): void {
    const o0 = this.act0 * STRIDE;
    const o1 = (3 + this.act1) * STRIDE;
    for (const k of OWN) {
      this.team[o0 + k] = this.m[k]!;
      this.team[o1 + k] = this.m[STRIDE + k]!;
    }
  }

  /** True while the match being played rolls scripted dice: every roll then carries its label. */

  /** `rollSum` of 3d6 twice under two labels, packed like {@link sum}'s pair. */
  namedPair(dice: DiceSource, first: string, second: string): number {
    const a = rollSum(dice, 3, 6, first);
    return a | (rollSum(dice, 3, 6, second) << 8);
  }

  /** -1, 0 or 1 for a negative, zero or positive (small) integer, without a branch. */

  /** A slot that is 0 in both blocks: comparing it is comparing nothing. */

  /**
   * The sum of `n` d6 (n ≤ 3), drawn one after the other; with n = 6, two 3d6 sums drawn in that order,
   * the first in the low byte and the second from bit 8 ({@link LOW} / `>> 8`), so an exchange or a
   * fall draws both sides' rolls in one call. Every unlabelled d6 of the core goes through here:
   * seeded dice throw each sum with core's `sumD6` (the generator's state in locals for the throw);
   * any other source through one small loop, one call site of `dice.int` that the compiler inlines
   * fully, where several written-out sites would exhaust its inlining budget and pay a call per die
   * (measured: about 1.3× slower).
   */
  sum(dice: DiceSource, n: number): number {
    if (dice instanceof SeededDice) return n === 6 ? sumD6(dice, 3) | (sumD6(dice, 3) << 8) : sumD6(dice, n);
    let total = 0;
    for (let k = 0; k < n; k++) total += dice.int(1, 6) << (k < 3 ? 0 : 8);
    return total;
  }

  /** The first sum of a packed pair from {@link sum}. */

  /** The number of damageable attributes at zero in the block at `o`. */
  zeros(o: number): number {
    return (
      (this.m[o] === 0 ? 1 : 0) +
      (this.m[o + 1] === 0 ? 1 : 0) +
      (this.m[o + 2] === 0 ? 1 : 0) +
      (this.m[o + 3] === 0 ? 1 : 0) +
      (this.m[o + 4] === 0 ? 1 : 0)
    );
  }

  /**
   * Injury records changed in this match, by member (side * 3 + index): copies of the input's records,
   * made at the first injury; null while unchanged.
   */
  /** Where the events of the match being played go (null: none are built), and its round. */

  /** The wrestler whose block is at `o` (the one in the ring). */
  wrestlerAt(state: FastMatchState, o: number): WrestlerState {
    return state.sides[o >> 4]!.wrestlers[o === 0 ? this.act0 : this.act1]!;
  }

  /**
   * Damage to the wrestler whose block is at `o` (by the one at `16 - o`) on target `t`; returns true
   * when it injures. A hit on an attribute already at 0 calls for the injury roll: d6 + 2, less the
   * attacker's injury points, the specialty's and the match's modifiers, against the damage.
   */
  hit(state: FastMatchState, dice: DiceSource, o: number, t: number, amount: number): boolean {
    if (amount <= 0) return false;
    if (t === TEAM) {
      const was = this.m[o + TEAMWORK]!;
      const left = was - amount;
      this.m[o + TEAMWORK] = left > 0 ? left : 0;
      if (this.sink !== null)
        this.sink.push({
          type: "damage",
          round: this.round,
          side: SIDES[o >> 4]!,
          wrestler: state.sides[o >> 4]!.name,
          target: "TEAM",
          amount,
          before: was,
          after: this.m[o + TEAMWORK]!,
        });
      return false;
    }
    const before = this.m[o + t]!;
    const floor = t === 4 ? this.m[o + TEC_FLOOR]! : 0;
    const lowered = before - amount;
    this.m[o + t] = lowered > floor ? lowered : before < floor ? before : floor;
    if (this.sink !== null)
      this.sink.push({
        type: "damage",
        round: this.round,
        side: SIDES[o >> 4]!,
        wrestler: this.wrestlerAt(state, o).name,
        target: TARGETS[t]!,
        amount,
        before,
        after: this.m[o + t]!,
      });
    if (before !== 0) return false;
    const roll = this.named
      ? dice.int(1, 6, `injury roll against ${this.wrestlerAt(state, o).name}`)
      : this.sum(dice, 1);
    const total =
      roll +
      2 -
      this.m[STRIDE - o + INJURY_POINTS]! -
      INJURY_MODIFIERS[state.specialty] -
      state.injuryModifier;
    if (this.sink !== null)
      this.sink.push({
        type: "injury-roll",
        round: this.round,
        wrestler: this.wrestlerAt(state, o).name,
        attribute: NAMES[t]!,
        roll,
        total,
        damage: amount,
        injured: total < amount,
      });
    if (total >= amount) return false;
    this.m[o + NEW_INJURIES] = this.m[o + NEW_INJURIES]! + 1;
    const name = NAMES[t]!;
    const member = o === 0 ? this.act0 : 3 + this.act1;
    const record = (this.injuries[member] ??= partialCopy(this.wrestlerAt(state, o).injuries));
    record[name] = (record[name] ?? 0) + 1;
    return true;
  }

  /** The cheating check of the side whose block is at `o`: true on a DQ; a warning raises awareness. */
  cheat(state: FastMatchState, dice: DiceSource, o: number): boolean {
    const roll = this.named
      ? rollSum(dice, 2, 6, `cheating check for ${state.sides[o >> 4]!.name}`)
      : this.sum(dice, 2);
    const awareness = this.m[o + AWARENESS]!;
    const dq = roll <= awareness;
    if (!dq && roll < 11) {
      this.m[o + AWARENESS] = awareness + 1;
      this.m[o + WARNINGS] = this.m[o + WARNINGS]! + 1;
    }
    if (this.sink !== null)
      this.sink.push({
        type: "cheat-check",
        round: this.round,
        side: SIDES[o >> 4]!,
        roll,
        awareness,
        outcome: dq ? "disqualified" : roll >= 11 ? "unnoticed" : "warned",
        awarenessAfter: this.m[o + AWARENESS]!,
      });
    return dq;
  }

  /** The count-out check of the wrestler whose block is at `o`: 2d6 against END + SPD + 2. */
  countOut(state: FastMatchState, dice: DiceSource, o: number): boolean {
    const roll = this.named
      ? rollSum(dice, 2, 6, `count-out check for ${this.wrestlerAt(state, o).name}`)
      : this.sum(dice, 2);
    const needs = this.m[o + 3]! + this.m[o + 2]! + 2;
    if (this.sink !== null)
      this.sink.push({
        type: "count-out",
        round: this.round,
        wrestler: this.wrestlerAt(state, o).name,
        roll,
        needs,
        countedOut: roll >= needs,
      });
    return roll >= needs;
  }

  /** Fatigue every ten rounds, for every wrestler: 2d6 plus the extra against starting END, then a random attribute −1. */
  fatigue(state: FastMatchState, dice: DiceSource): void {
    if (state.kind === "singles") {
      this.tire(state, dice, this.m, 0, state.sides[0].wrestlers[0]!);
      this.tire(state, dice, this.m, STRIDE, state.sides[1].wrestlers[0]!);
      return;
    }
    this.leave();
    for (let k = 0; k < 2; k++)
      state.sides[k]!.wrestlers.forEach((w, i) => this.tire(state, dice, this.team, (k * 3 + i) * STRIDE, w));
    this.enter(this.act0, this.act1);
  }

  /** The fatigue roll of wrestler `w`, whose block is at `o` in `b`. */
  tire(_state: FastMatchState, dice: DiceSource, b: Int32Array, o: number, w: WrestlerState): void {
    // Starting END, read only here (twice a match at most): one object fewer to load per match.
    const extra = Math.floor(this.round / 10) - 1;
    const roll = (this.named ? rollSum(dice, 2, 6, `fatigue roll for ${w.name}`) : this.sum(dice, 2)) + extra;
    let t = -1;
    if (roll > w.start.END) {
      t = this.named ? dice.int(0, 4, `fatigue attribute for ${w.name}`) : dice.int(0, 4);
      const floor = t === 4 ? b[o + TEC_FLOOR]! : 0;
      const now = b[o + t]!;
      b[o + t] = Math.max(Math.min(now, floor), now - 1);
    }
    if (this.sink !== null)
      this.sink.push({
        type: "fatigue",
        round: this.round,
        wrestler: w.name,
        roll,
        against: w.start.END,
        attribute: t < 0 ? null : NAMES[t]!,
      });
  }

  /**
   * Loads both blocks. The input state is usually cold in the cache, so the two sides' object chains
   * are walked side by side (independent loads the processor can overlap), not one after the other.
   */
  load(c: SideState, d: SideState, cw: WrestlerState, dw: WrestlerState): void {
    const n0 = cw.now;
    const n1 = dw.now;
    this.m[NEW_INJURIES] = cw.newInjuries;
    this.m[STRIDE + NEW_INJURIES] = dw.newInjuries;
    this.m[TEC_FLOOR] = cw.tecFloor;
    this.m[STRIDE + TEC_FLOOR] = dw.tecFloor;
    this.m[INJURY_POINTS] = cw.injuryPoints;
    this.m[STRIDE + INJURY_POINTS] = dw.injuryPoints;
    this.m[BRAWLER] = cw.wildBrawler ? 1 : 0;
    this.m[STRIDE + BRAWLER] = dw.wildBrawler ? 1 : 0;
    this.m[TEAMWORK] = c.teamwork;
    this.m[STRIDE + TEAMWORK] = d.teamwork;
    this.m[AWARENESS] = c.awareness;
    this.m[STRIDE + AWARENESS] = d.awareness;
    this.m[WARNINGS] = c.warnings;
    this.m[STRIDE + WARNINGS] = d.warnings;
    this.m[PIN_FINISH] = c.finish === "pin" ? 1 : 0;
    this.m[STRIDE + PIN_FINISH] = d.finish === "pin" ? 1 : 0;
    this.m[0] = n0.STR;
    this.m[STRIDE] = n1.STR;
    this.m[1] = n0.AGI;
    this.m[STRIDE + 1] = n1.AGI;
    this.m[2] = n0.SPD;
    this.m[STRIDE + 2] = n1.SPD;
    this.m[3] = n0.END;
    this.m[STRIDE + 3] = n1.END;
    this.m[4] = n0.TEC;
    this.m[STRIDE + 4] = n1.TEC;
    this.m[5] = n0.WEI;
    this.m[STRIDE + 5] = n1.WEI;
  }

  /** Loads a team match: the side slots into {@link m}, each member into its block of {@link team}. */
  loadTeams(state: FastMatchState): void {
    for (let k = 0; k < 2; k++) {
      const s = state.sides[k]!;
      const o = k * STRIDE;
      this.m[o + TEAMWORK] = s.teamwork;
      this.m[o + AWARENESS] = s.awareness;
      this.m[o + WARNINGS] = s.warnings;
      this.m[o + PIN_FINISH] = s.finish === "pin" ? 1 : 0;
      const members = s.wrestlers;
      for (let i = 0; i < members.length; i++) {
        const w = members[i]!;
        const b = (k * 3 + i) * STRIDE;
        const n = w.now;
        this.team[b] = n.STR;
        this.team[b + 1] = n.AGI;
        this.team[b + 2] = n.SPD;
        this.team[b + 3] = n.END;
        this.team[b + 4] = n.TEC;
        this.team[b + 5] = n.WEI;
        this.team[b + NEW_INJURIES] = w.newInjuries;
        this.team[b + TEC_FLOOR] = w.tecFloor;
        this.team[b + INJURY_POINTS] = w.injuryPoints;
        this.team[b + BRAWLER] = w.wildBrawler ? 1 : 0;
      }
    }
    this.enter(0, 0);
  }

  /*
   * A side's round actions compiled to one integer per round: bits 0–2 the action code, 3–5 the
   * target index, bit 6 illegal, bit 7 a finisher, bits 8–9 the bonus the action itself gives its
   * wrestler (+1 for a finisher, +1 for Defensive), bit 10 High Risk (a shift when it loses).
   */

  /** The compiled form of a side's round actions (kept with the compiled match, see {@link compiledOf}). */
  planOf(rounds: readonly RoundAction[]): Int32Array {
    return Int32Array.from(rounds, (act) => {
      const code = CODES.indexOf(act.action);
      const finisher = act.finisher !== null ? 1 : 0;
      return (
        code |
        (indexOf(act.target) << 3) |
        (act.illegal ? ILLEGAL : 0) |
        (finisher * FINISHER) |
        (code === 1 ? HIGH_RISK : 0) |
        ((finisher + (code === 2 ? 1 : 0)) << 8)
      );
    });
  }

  /** What a match needs from its (immutable) strategies and pairings, compiled at its first bell. */

  /**
   * Compiled matches by the challenger's round actions: one lookup per match, valid while the
   * defender's actions, the pairing object and the doubled-attribute rule are the ones it was built
   * with (states of one match share them; anything else is compiled afresh).
   */

  /** The compiled form of a match between `rounds0` and `rounds1` on pairing `info`. */
  compiledOf(
    rounds0: readonly RoundAction[],
    rounds1: readonly RoundAction[],
    info: PairingInfo,
    twice: boolean,
  ): Compiled {
    const hit = this.compiled.get(rounds0);
    if (hit !== undefined && hit.rounds1 === rounds1 && hit.info === info && hit.twice === twice) return hit;
    const cell = info.cell;
    const made: Compiled = {
      pairs: NO_PAIRS,
      infos: [],
      width: 1,
      rounds1,
      info,
      twice,
      plan0: this.planOf(rounds0),
      plan1: this.planOf(rounds1),
      cellA: indexOf(cell.a),
      cellB: cell.a !== cell.b || twice ? indexOf(cell.b) : UNUSED,
      cellTeam: cell.team ? TEAMWORK : UNUSED,
      styles: info.styles[0] - info.styles[1],
    };
    this.compiled.set(rounds0, made);
    return made;
  }

  /** The compiled form of a team match (the pairings of `state`, see {@link compiledOf}). */
  compiledTeams(state: FastMatchState): Compiled {
    const rounds0 = state.sides[0].rounds;
    const rounds1 = state.sides[1].rounds;
    const twice = state.doubledAttribute === "twice";
    const hit = this.compiled.get(rounds0);
    if (hit !== undefined && hit.rounds1 === rounds1 && hit.info === state.pairings && hit.twice === twice)
      return hit;
    const width = state.sides[1].wrestlers.length;
    const n = state.sides[0].wrestlers.length * width;
    const pairs = new Int32Array(4 * n);
    const infos: PairingInfo[] = [];
    for (let p = 0; p < n; p++) {
      const i = (p / width) | 0;
      const j = p % width;
      const info = state.pairings[i]?.[j] ?? pairingInfo(state, i, j);
      const cell = info.cell;
      infos.push(info);
      pairs[4 * p] = indexOf(cell.a);
      pairs[4 * p + 1] = cell.a !== cell.b || twice ? indexOf(cell.b) : UNUSED;
      pairs[4 * p + 2] = cell.team ? 1 : 0;
      pairs[4 * p + 3] = info.styles[0] - info.styles[1];
    }
    const made: Compiled = {
      rounds1,
      info: state.pairings,
      twice,
      plan0: this.planOf(rounds0),
      plan1: this.planOf(rounds1),
      cellA: UNUSED,
      cellB: UNUSED,
      cellTeam: UNUSED,
      styles: 0,
      pairs,
      infos,
      width,
    };
    this.compiled.set(rounds0, made);
    return made;
  }

  /** Bonuses by pairing and the pairings with the best score: scratch space of {@link choose}. */

  /**
   * A team match's pairing for this round (compiled actions `p0`, `p1`): both teamwork rolls, then
   * the winning side's best bonus (closest to zero on a tie), a die among equal ones. Puts the pair
   * in the ring ({@link enter}) and returns its net bonus.
   */
  choose(
    state: FastMatchState,
    dice: DiceSource,
    plan: Compiled,
    p0: number,
    p1: number,
    outside: boolean,
  ): number {
    const c = state.sides[0];
    const d = state.sides[1];
    const r0 = this.named ? rollSum(dice, 2, 6, `teamwork roll for ${c.name}`) : this.sum(dice, 2);
    const r1 = this.named ? rollSum(dice, 2, 6, `teamwork roll for ${d.name}`) : this.sum(dice, 2);
    const t0 = r0 + this.m[TEAMWORK]!;
    const t1 = r1 + this.m[STRIDE + TEAMWORK]!;
    const tw = sign(t0 - t1);
    if (this.sink !== null)
      this.sink.push({
        type: "teamwork",
        round: this.round,
        rolls: [r0, r1],
        totals: [t0, t1],
        winner: tw === 1 ? "challenger" : tw === -1 ? "defender" : null,
      });
    this.leave();
    const pairs = plan.pairs;
    const width = plan.width;
    const n = plan.infos.length;
    const own = ((p0 >> 8) & 3) - ((p1 >> 8) & 3);
    const teamwork = sign(this.m[TEAMWORK]! - this.m[STRIDE + TEAMWORK]!);
    let top = -Infinity;
    for (let p = 0; p < n; p++) {
      const o0 = ((p / width) | 0) * STRIDE;
      const o1 = (3 + (p % width)) * STRIDE;
      const a = pairs[4 * p]!;
      const b = pairs[4 * p + 1]!;
      const bonus =
        pairs[4 * p + 3]! +
        own +
        sign(this.team[o0 + a]! - this.team[o1 + a]!) +
        sign(this.team[o0 + b]! - this.team[o1 + b]!) +
        pairs[4 * p + 2]! * teamwork +
        (outside ? this.team[o0 + BRAWLER]! - this.team[o1 + BRAWLER]! : 0);
      this.bonuses[p] = bonus;
      const score = tw === 0 ? -Math.abs(bonus) : tw * bonus;
      if (score > top) top = score;
    }
    let count = 0;
    for (let p = 0; p < n; p++) {
      const bonus = this.bonuses[p]!;
      if ((tw === 0 ? -Math.abs(bonus) : tw * bonus) === top) this.best[count++] = p;
    }
    const roll =
      count > 1
        ? this.named
          ? dice.int(1, count, "pairing among equal bonuses")
          : dice.int(1, count)
        : null;
    const pick = this.best[(roll ?? 1) - 1]!;
    const i = (pick / width) | 0;
    const j = pick % width;
    this.enter(i, j);
    if (this.sink !== null)
      this.sink.push({
        type: "pairing",
        round: this.round,
        challenger: c.wrestlers[i]!.name,
        defender: d.wrestlers[j]!.name,
        bonus: this.bonuses[pick]!,
        match: formatCell(plan.infos[pick]!.cell),
        candidates: count,
        roll,
      });
    return this.bonuses[pick]!;
  }

  /** The attributes at `o` in block `b` as a record, in the fixed key order. */
  attributesAt(b: ArrayLike<number>, o: number): Attributes {
    return { STR: b[o]!, AGI: b[o + 1]!, SPD: b[o + 2]!, END: b[o + 3]!, TEC: b[o + 4]!, WEI: b[o + 5]! };
  }

  /** Wrestler `w` after play, from its numbers at `o` in block `b`. */
  wrestlerAfter(w: WrestlerState, b: ArrayLike<number>, o: number, injured: Injuries | null): WrestlerState {
    return {
      name: w.name,
      styles: w.styles,
      wildBrawler: w.wildBrawler,
      cheater: w.cheater,
      finisherName: w.finisherName,
      manager: w.manager,
      base: w.base,
      start: w.start,
      now: this.attributesAt(b, o),
      tecFloor: w.tecFloor,
      injuries: injured ?? w.injuries,
      newInjuries: b[o + NEW_INJURIES]!,
      injuryPoints: w.injuryPoints,
      choices: w.choices,
    };
  }

  /** Team member `w` after play from its block at `o` in {@link team}: `w` itself when nothing changed. */
  memberAfter(w: WrestlerState, o: number, injured: Injuries | null): WrestlerState {
    const n = w.now;
    return injured === null &&
      this.team[o] === n.STR &&
      this.team[o + 1] === n.AGI &&
      this.team[o + 2] === n.SPD &&
      this.team[o + 3] === n.END &&
      this.team[o + 4] === n.TEC &&
      this.team[o + 5] === n.WEI &&
      this.team[o + NEW_INJURIES] === w.newInjuries
      ? w
      : this.wrestlerAfter(w, this.team, o, injured);
  }

  /**
   * A side after play, from its numbers at `o` in block `b`: a singles wrestler from the same block
   * (with its injury record, null when unchanged), a team's members from their blocks.
   */
  sideAfter(s: SideState, b: ArrayLike<number>, o: number, injured: Injuries | null): SideState {
    const k = o >> 4;
    return {
      name: s.name,
      wrestlers:
        s.wrestlers.length === 1
          ? [this.wrestlerAfter(s.wrestlers[0]!, b, o, injured)]
          : s.wrestlers.map((w, i) =>
              this.memberAfter(w, (k * 3 + i) * STRIDE, this.injuries[k * 3 + i] ?? null),
            ),
      teamwork: b[o + TEAMWORK]!,
      teamworkStart: s.teamworkStart,
      awareness: b[o + AWARENESS]!,
      warnings: b[o + WARNINGS]!,
      finish: s.finish,
      rounds: s.rounds,
    };
  }

  /** The exchange event of the round being played: both actions, rolls, bonus, totals and the winner. */
  exchange(
    state: FastMatchState,
    sink: FastMatchEvent[],
    outside: boolean,
    rolls: readonly [number, number],
    bonus: number,
    totals: readonly [number, number],
  ): void {
    const a0 = state.sides[0].rounds[this.round - 1]!;
    const a1 = state.sides[1].rounds[this.round - 1]!;
    const winner: number = totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : -1;
    const winnerAct = winner === 0 ? a0 : a1;
    const loserAct = winner === 0 ? a1 : a0;
    sink.push({
      type: "exchange",
      round: this.round,
      outside,
      actors: [state.sides[0].wrestlers[this.act0]!.name, state.sides[1].wrestlers[this.act1]!.name],
      actions: [a0.action, a1.action],
      moves: [a0.moves, a1.moves],
      finishers: [a0.finisher, a1.finisher],
      illegal: [a0.illegal, a1.illegal],
      rolls,
      bonus,
      totals,
      winner: winner < 0 ? null : SIDES[winner]!,
      margin: Math.abs(totals[0] - totals[1]),
      shift: winner < 0 ? 0 : (loserAct.action === "high-risk" ? 1 : 0) + (winnerAct.illegal ? 1 : 0),
    });
  }

  /**
   * Plays a match under way with an open dice source, to its end or (`once`) for one round, and
   * returns the state after it with the dice saved. Events go to `events` (null: none are built, the
   * bulk-simulation path).
   */
  playMatch(
    state: FastMatchState,
    dice: DiceSource,
    events: FastMatchEvent[] | null,
    once: boolean,
  ): FastMatchState {
    return this.stateNow(state, dice, this.play(state, dice, events, once, false));
  }

  /** The state where the last {@link play} stopped: its numbers, round, place, injuries and dice. */
  stateNow(state: FastMatchState, dice: DiceSource, result: MatchResult<Side> | null): FastMatchState {
    return this.stateAfter(
      state,
      dice.save(),
      this.m,
      this.stopped,
      this.stoppedOutside,
      result,
      this.injuries[0] ?? null,
      this.injuries[3] ?? null,
    );
  }

  /**
   * The state after play: `state` with the numbers of block `b`, the round and place play stopped
   * at, its result, the dice and the injury records (null: unchanged).
   */
  stateAfter(
    state: FastMatchState,
    dice: DiceState,
    b: ArrayLike<number>,
    rnd: number,
    outside: boolean,
    result: MatchResult<Side> | null,
    inj0: Injuries | null,
    inj1: Injuries | null,
  ): FastMatchState {
    return {
      game: state.game,
      dice,
      kind: state.kind,
      grid: state.grid,
      timeLimit: state.timeLimit,
      specialty: state.specialty,
      doubledAttribute: state.doubledAttribute,
      injuryModifier: state.injuryModifier,
      round: rnd,
      outside,
      sides: [this.sideAfter(state.sides[0], b, 0, inj0), this.sideAfter(state.sides[1], b, STRIDE, inj1)],
      pairings: state.pairings,
      result,
    };
  }

  /** The round and place where the last {@link play} stopped (its numbers stay in the blocks). */

  /**
   * Plays from `state` (its numbers loaded into the blocks unless `loaded`) to the end or (`once`)
   * for one round; returns the result (null when not over). The numbers stay in the blocks, the round
   * and place in {@link stopped} and {@link stoppedOutside}.
   */
  play(
    state: FastMatchState,
    dice: DiceSource,
    events: FastMatchEvent[] | null,
    once: boolean,
    loaded: boolean,
  ): MatchResult<Side> | null {
    this.sink = events;
    const labelled = state.dice.kind === "scripted";
    this.named = labelled;
    const teams = state.kind !== "singles";
    let plan: Compiled;
    if (teams) {
      if (!loaded) this.loadTeams(state);
      plan = this.compiledTeams(state);
      this.injuries.fill(null);
    } else {
      // The object chains of a cold state, walked side by side (see load).
      const c = state.sides[0];
      const d = state.sides[1];
      const pairing = state.pairings[0]?.[0];
      const cw = c.wrestlers[0]!;
      const dw = d.wrestlers[0]!;
      const info = pairing ?? pairingInfo(state, 0, 0);
      if (!loaded) this.load(c, d, cw, dw);
      plan = this.compiledOf(c.rounds, d.rounds, info, state.doubledAttribute === "twice");
      this.act0 = 0;
      this.act1 = 0;
      this.injuries[0] = null;
      this.injuries[3] = null;
    }
    const plan0 = plan.plan0;
    const plan1 = plan.plan1;
    const cellA = plan.cellA;
    const cellB = plan.cellB;
    const cellTeam = plan.cellTeam;
    const styles = plan.styles;
    const brawl = this.m[BRAWLER]! - this.m[STRIDE + BRAWLER]!;
    const firstBlood = state.specialty === "first-blood";
    const limit = state.timeLimit;
    const at = this.m;
    let rnd = state.round;
    let outside = state.outside;
    let result: MatchResult<Side> | null = null;
    while (result === null) {
      const wasOutside = outside;
      outside = false;
      const p0 = plan0[rnd]!;
      const p1 = plan1[rnd]!;
      this.round = ++rnd;
      // The net bonus, branch-free: the compared attributes (UNUSED when there is no second one or
      // no teamwork), the actions' own bonuses, and Wild Brawler outside.
      const bonus = teams
        ? this.choose(state, dice, plan, p0, p1, wasOutside)
        : styles +
          ((p0 >> 8) & 3) -
          ((p1 >> 8) & 3) +
          sign(at[cellA]! - at[cellA + STRIDE]!) +
          sign(at[cellB]! - at[cellB + STRIDE]!) +
          sign(at[cellTeam]! - at[cellTeam + STRIDE]!) +
          (wasOutside ? brawl : 0);
      const plus = bonus & ~(bonus >> 31);
      const rolls = labelled
        ? this.namedPair(
            dice,
            `attack roll for ${this.wrestlerAt(state, 0).name}`,
            `attack roll for ${this.wrestlerAt(state, STRIDE).name}`,
          )
        : this.sum(dice, 6);
      const roll0 = rolls & LOW;
      const roll1 = rolls >> 8;
      const total0 = roll0 + plus;
      const total1 = roll1 + plus - bonus;
      if (events !== null) this.exchange(state, events, wasOutside, [roll0, roll1], bonus, [total0, total1]);
      if (total0 === total1) {
        if (wasOutside) {
          const inj0 = this.hit(state, dice, 0, (p1 >> 3) & 7, 1);
          const inj1 = this.hit(state, dice, STRIDE, (p0 >> 3) & 7, 1);
          if (firstBlood && (inj0 || inj1)) {
            result =
              inj0 && inj1
                ? { winner: null, method: "draw", detail: "both bleed at once" }
                : { winner: inj0 ? "defender" : "challenger", method: "knockout", detail: "first blood" };
            break;
          }
          const out0 = this.countOut(state, dice, 0);
          const out1 = this.countOut(state, dice, STRIDE);
          if ((out0 || out1) && !firstBlood) {
            result =
              out0 && out1
                ? { winner: null, method: "count-out", detail: "both counted out" }
                : { winner: out0 ? "defender" : "challenger", method: "count-out" };
            break;
          }
        }
        if (((p0 | p1) & ILLEGAL) !== 0) {
          const dq0 = this.cheat(state, dice, 0);
          const dq1 = this.cheat(state, dice, STRIDE);
          if (dq0 || dq1) {
            result =
              dq0 && dq1
                ? { winner: null, method: "disqualification", detail: "both sides disqualified" }
                : { winner: dq0 ? "defender" : "challenger", method: "disqualification" };
            break;
          }
        }
      } else {
        // Who won, by how much and with which action, in arithmetic rather than branches: the
        // outcome is a coin flip each round, which a branch predictor cannot learn.
        const diff = total0 - total1;
        const w = diff >>> 31;
        const ao = w << 4;
        const lo = STRIDE - ao;
        const neg = diff >> 31;
        const margin = (diff ^ neg) - neg;
        const pw = p0 ^ ((p0 ^ p1) & neg);
        const pl = p1 ^ ((p0 ^ p1) & neg);
        const code = pw & 7;
        const shift = ((pl >> 10) & 1) + ((pw >> 6) & 1);
        const row =
          CHARTS[
            (((wasOutside ? CODES.length : 0) + code) * 3 + shift) * (TOP + 1) + (margin > TOP ? TOP : margin)
          ]!;
        // The common hit (an attribute above the damage, not TEC, no events) inline; the rest in hit.
        const t = (pw >> 3) & 7;
        const amount = row >> 2;
        const hp = at[lo + t]!;
        let injured = false;
        if (t < 4 && hp > amount && events === null) at[lo + t] = hp - amount;
        else injured = this.hit(state, dice, lo, t, amount);
        if (firstBlood && injured) {
          result = { winner: SIDES[w]!, method: "knockout", detail: "first blood" };
          break;
        }
        const then = row & 3;
        if (then === CHECK) {
          if (wasOutside) {
            if (this.countOut(state, dice, lo) && !firstBlood) {
              result = { winner: SIDES[w]!, method: "count-out" };
              break;
            }
          } else {
            const pin = code === 3 || (code !== 4 && this.m[ao + PIN_FINISH] === 1);
            const fallBonus =
              ((pin ? this.m[ao + 5]! > this.m[lo]! : this.m[ao + 4]! > this.m[lo + 3]!) ? 1 : 0) +
              this.zeros(lo) +
              ((pw & FINISHER) !== 0 ? 2 : 0);
            const kind = pin ? "pin" : "submission";
            const rolls = labelled
              ? this.namedPair(
                  dice,
                  `${kind} roll for ${this.wrestlerAt(state, ao).name}`,
                  `${kind} escape roll for ${this.wrestlerAt(state, lo).name}`,
                )
              : this.sum(dice, 6);
            const r0 = rolls & LOW;
            const r1 = rolls >> 8;
            if (this.sink !== null)
              this.sink.push({
                type: "fall",
                round: this.round,
                kind,
                attacker: this.wrestlerAt(state, ao).name,
                defender: this.wrestlerAt(state, lo).name,
                bonus: fallBonus,
                rolls: [r0, r1],
                margin: r0 + fallBonus - r1,
                count: countFor(r0 + fallBonus - r1),
              });
            if (r0 + fallBonus - r1 >= 5 && !firstBlood) {
              result = { winner: SIDES[w]!, method: pin ? "pinfall" : "submission" };
              break;
            }
          }
        } else if (then === OUT) {
          const rolls = labelled
            ? this.namedPair(
                dice,
                `ring-exit roll for ${this.wrestlerAt(state, ao).name}`,
                `ring-exit roll for ${this.wrestlerAt(state, lo).name}`,
              )
            : this.sum(dice, 6);
          const r0 = rolls & LOW;
          const r1 = rolls >> 8;
          outside = r0 > r1;
          if (this.sink !== null)
            this.sink.push({
              type: "out-contest",
              round: this.round,
              rolls: w === 0 ? [r0, r1] : [r1, r0],
              goesOut: outside,
            });
        }
        if (((p0 | p1) & ILLEGAL) !== 0) {
          if ((p0 & ILLEGAL) !== 0 && this.cheat(state, dice, 0)) {
            result = { winner: "defender", method: "disqualification" };
            break;
          }
          if ((p1 & ILLEGAL) !== 0 && this.cheat(state, dice, STRIDE)) {
            result = { winner: "challenger", method: "disqualification" };
            break;
          }
        }
      }
      if (rnd % 10 === 0 && rnd < limit) this.fatigue(state, dice);
      if (rnd >= limit) result = { winner: null, method: "time-limit" };
      else if (once) break;
    }
    if (teams) this.leave();
    if (this.sink !== null && result !== null) this.sink.push({ type: "result", round: rnd, result });
    this.sink = null;
    this.stopped = rnd;
    this.stoppedOutside = outside;
    return result;
  }
}

/**
 * Opens a numeric core: its integer blocks, compiled strategies and the match it is playing belong
 * to this instance (nothing is shared between instances or kept in the module).
 */
export function createNumericCore(): NumericCore {
  return new NumericCoreImpl();
}
