import type { DiceSource, MatchResult } from "@ringside/core";
import { ABILITIES, FAN_SUPPORT, type Ability } from "./abilities.js";
import type { Player, RollRole } from "./roll.js";
import type { Wrestler } from "./sheet.js";
import { afterComeBack, comeBackDue, isPinned, wornDown } from "./rules/comeBack.js";
import { exchangeResult } from "./rules/exchangeResult.js";
import { bustTotal } from "./rules/goingBust.js";
import { largestSet, setChoices, setSize } from "./rules/largestSet.js";
import { freeAfterFirstSet, freeAfterRollOn, isOverTheTop } from "./rules/onARoll.js";
import { takeDownWinner } from "./rules/takeDown.js";
import type { Phase, PowerhousesEvent } from "./types.js";

/*
 * The one rules core of the package: the rules of src/rules/ (one module per rule of the text)
 * put together into the roll and the match,
 * working on a mutable copy of the match in small integers with an already open dice source and
 * an optional event sink. The Game API (game.ts) and the roll functions (roll.ts) copy a JSON state
 * in, run one step and copy it out; the fast path (fastMatch.ts) drives one core through a whole
 * match with no events at all. Players, roles, stages and abilities are indexes here: red 0 and
 * blue 1; abilities in the order of ABILITIES, 5 for Fan Support.
 */

/** Roll stages: the first roll is due. */
export const READY = 0;
/** Roll stage: equal largest sets wait for the roller's pick. */
export const CHOOSE = 1;
/** Roll stage: dice are set aside; roll on or quit. */
export const DECIDE = 2;
/** Roll stage: the roll ended. */
export const DONE = 3;

/** Roll roles and match phases: the Take-Down. */
export const TAKE_DOWN = 0;
/** Roll role and match phase: an attack. */
export const ATTACK = 1;
/** Roll role and match phase: a defence. */
export const DEFENCE = 2;
/** Roll role: a practice roll outside a match. */
export const PRACTICE = 3;
/** Match phase: the match is over. */
export const OVER = 3;

/** How a roll ended: not yet. */
export const NOT_ENDED = 0;
/** How a roll ended: bust. */
export const BUST = 1;
/** How a roll ended: quit. */
export const QUITTED = 2;

/** The code of Fan Support in a face table. */
export const FANS = 5;

/** Dice each wrestler starts with. */
export const STARTING_DICE = 5;

/** The names of the indexes, for copying a core out to JSON. */
export const PLAYER_NAMES: readonly Player[] = ["red", "blue"];
/** Role names by index. */
export const ROLE_NAMES: readonly RollRole[] = ["take-down", "attack", "defence", "practice"];
/** Stage names by index. */
export const STAGE_NAMES = ["ready", "choose", "decide", "done"] as const;
/** Phase names by index. */
export const PHASE_NAMES: readonly Phase[] = ["take-down", "attack", "defence", "over"];
/** How a roll ended, by index. */
export const ENDED_NAMES = [null, "bust", "quit"] as const;

/** The choices of each 5-bit set mask (in ABILITIES order), shared frozen arrays. */
export const CHOICES: readonly (readonly Ability[])[] = Array.from({ length: 32 }, (_, mask) =>
  Object.freeze(ABILITIES.filter((_a, i) => (mask >> i) & 1)),
);

/** For a mask with one ability, its index; -1 for none or several. */
const SINGLE = Int8Array.from({ length: 32 }, (_, mask) =>
  mask !== 0 && (mask & (mask - 1)) === 0 ? 31 - Math.clz32(mask) : -1,
);

const NO_FACES: readonly number[] = Object.freeze([]);
const RESULT_DETAIL = "worn down to one die";

/**
 * A wrestler's dice as tables: `code[f - 1]` is what face f reads (an ability index, 5 for Fan
 * Support); `hits[a * 6 + f - 1]` is 1 when face f counts for ability a (its own or Fan Support);
 * `weight[f]` is face f's share of a throw's {@link throwKey}: 6 to the power of its code.
 */
export interface SheetCodes {
  readonly code: Int8Array;
  readonly hits: Int32Array;
  readonly weight: Int32Array;
}

const EMPTY_CODES: SheetCodes = {
  code: new Int8Array(6),
  hits: new Int32Array(30),
  weight: new Int32Array(7),
};
const codesOf = new WeakMap<Wrestler, SheetCodes>();

/** The {@link SheetCodes} of a validated wrestler (worked out once per wrestler object). */
export function sheetCodes(wrestler: Wrestler): SheetCodes {
  let codes = codesOf.get(wrestler);
  if (codes === undefined) {
    const code = new Int8Array(6);
    for (let f = 0; f < 6; f++) {
      const read = wrestler.faces[f]!;
      code[f] = read === FAN_SUPPORT ? FANS : ABILITIES.indexOf(read);
    }
    // Int32Array: core's sumD6Table throws whole rolls through these tables (one element kind).
    const hits = new Int32Array(30);
    for (let a = 0; a < 5; a++) {
      for (let f = 0; f < 6; f++) hits[a * 6 + f] = code[f] === a || code[f] === FANS ? 1 : 0;
    }
    const weight = new Int32Array(7);
    for (let f = 1; f <= 6; f++) weight[f] = 6 ** code[f - 1]!;
    codes = { code, hits, weight };
    codesOf.set(wrestler, codes);
  }
  return codes;
}

/**
 * The rule of the largest set, from a tally of face codes (abilities 0..4, Fan Support 5, which
 * joins every set): `size * 32 + mask`, the mask holding the abilities of every equal largest set;
 * 0 when no two dice match.
 */
export function largestOf(tally: Int32Array): number {
  return largestSet(tally);
}

/**
 * A throw of up to five dice, keyed by how many dice read each code: the sum of 6^code over the
 * dice (base 6, one digit per code). Keys are below 6^6.
 */
export const THROW_KEYS = 46_656;

let largestByKey: Uint8Array | null = null;

/** {@link largestOf} of every throw key, worked out once (the table the rolls look up). */
export function largestTable(): Uint8Array {
  if (largestByKey === null) {
    const table = new Uint8Array(THROW_KEYS);
    const tally = new Int32Array(6);
    for (let key = 0; key < THROW_KEYS; key++) {
      let k = key;
      for (let c = 0; c < 6; c++) {
        tally[c] = k % 6;
        k = (k - (k % 6)) / 6;
      }
      table[key] = largestOf(tally);
    }
    largestByKey = table;
  }
  return largestByKey;
}

/** The throw key of some faces for a wrestler (faces outside 1..6 read as nothing). */
export function throwKey(codes: SheetCodes, faces: readonly number[]): number {
  let key = 0;
  for (const f of faces) key += codes.weight[f] ?? 0;
  return key;
}

/** The largest set of some faces for a wrestler, as {@link largestOf} packs it. */
export function largestOfFaces(codes: SheetCodes, faces: readonly number[]): number {
  if (faces.length <= 5) return largestTable()[throwKey(codes, faces)]!;
  // More dice than a wrestler ever holds: tally them one by one.
  const tally = new Int32Array(6);
  for (const f of faces) {
    const c = codes.code[f - 1];
    if (c !== undefined) tally[c]!++;
  }
  return largestOf(tally);
}

/** Throws `n` dice and returns the throw's key (`weight[face]`, summed). */
function throwWeights(dice: DiceSource, weight: Int32Array, n: number): number {
  let key = 0;
  for (let i = 0; i < n; i++) key += weight[dice.int(1, 6)]!;
  return key;
}

/** Throws `n` dice and counts those that score (`hits[face + at]` is 1). */
function throwHits(dice: DiceSource, hits: Int32Array, at: number, n: number): number {
  let matched = 0;
  for (let i = 0; i < n; i++) matched += hits[dice.int(1, 6) + at]!;
  return matched;
}

/** A dice source for a core that has none: any roll is a bug. */
const noDice = (): never => {
  throw new Error("powerhouses: the rules core was run without dice");
};
const NO_DICE: DiceSource = { int: noDice, save: noDice };

/**
 * One match (or one roll) in progress: the mutable working copy the rules run on. Copy a state in,
 * call the operation a move or an automatic step stands for, copy it out. Roll operations return
 * true when the roll ended; then {@link MatchCore.end} moves the match on.
 */
export class MatchCore {
  /** The dice, already open. */
  dice: DiceSource = NO_DICE;
  /** Where events go; `null` to build none (the fast path). */
  events: PowerhousesEvent[] | null = null;
  /** Name every die for the dice source (scripted dice report them when they run out). */
  labels = false;
  /** Face tables of red and blue. */
  red: SheetCodes = EMPTY_CODES;
  /** Face tables of blue. */
  blue: SheetCodes = EMPTY_CODES;
  /** A tied Take-Down is rolled again (else red attacks first). */
  rollAgain = true;
  /** The largest set of every throw key. */
  readonly largest = largestTable();

  // The roll in progress.
  /** Who rolls (0 red, 1 blue). */
  player = 0;
  /** Why (TAKE_DOWN, ATTACK, DEFENCE, PRACTICE). */
  role = TAKE_DOWN;
  /** Dice the roller holds. */
  n = STARTING_DICE;
  /** READY, CHOOSE, DECIDE or DONE. */
  stage = READY;
  /** The pursued ability, -1 before it is chosen. */
  ability = -1;
  /** Matches so far. */
  count = 0;
  /** Dice to throw next. */
  free = STARTING_DICE;
  /** The equal largest sets (stage CHOOSE), as a mask. */
  mask = 0;
  /** The size of the largest set of the first roll (stage CHOOSE). */
  size = 0;
  /** NOT_ENDED, BUST or QUITTED. */
  ended = NOT_ENDED;
  /** The latest faces thrown (kept only while events are built). */
  faces: readonly number[] = NO_FACES;
  /** The roller's face tables. */
  codes: SheetCodes = EMPTY_CODES;

  // The match.
  /** Dice red holds. */
  redDice = STARTING_DICE;
  /** Dice blue holds. */
  blueDice = STARTING_DICE;
  /** TAKE_DOWN, ATTACK, DEFENCE or OVER. */
  phase = TAKE_DOWN;
  /** The attacker, -1 during the Take-Down. */
  attacker = -1;
  /** Take-Down totals, -1 while that roll is still to end. */
  redTakeDown = -1;
  /** Blue's Take-Down total, -1 while its roll is still to end. */
  blueTakeDown = -1;
  /** The Take-Down round. */
  round = 1;
  /** The announced attack total, -1 when no attack is announced. */
  attackTotal = -1;
  /** The ability of the announced attack, -1 for none. */
  attackAbility = -1;
  /** Exchanges completed. */
  exchanges = 0;
  /** The result, once the match is over. */
  result: MatchResult<Player> | null = null;

  /** Sets up a new match (the Take-Down's first roll is due). */
  reset(red: SheetCodes, blue: SheetCodes, rollAgain: boolean): void {
    this.red = red;
    this.blue = blue;
    this.rollAgain = rollAgain;
    this.redDice = STARTING_DICE;
    this.blueDice = STARTING_DICE;
    this.phase = TAKE_DOWN;
    this.attacker = -1;
    this.redTakeDown = -1;
    this.blueTakeDown = -1;
    this.round = 1;
    this.attackTotal = -1;
    this.attackAbility = -1;
    this.exchanges = 0;
    this.result = null;
    this.start(0, TAKE_DOWN);
  }

  /** Dice a wrestler holds. */
  diceOf(p: number): number {
    return p === 0 ? this.redDice : this.blueDice;
  }

  /** A fresh roll for player `p`: nothing thrown yet. */
  start(p: number, role: number): void {
    const n = p === 0 ? this.redDice : this.blueDice;
    this.player = p;
    this.role = role;
    this.codes = p === 0 ? this.red : this.blue;
    this.n = n;
    this.stage = READY;
    this.ability = -1;
    this.count = 0;
    this.free = n;
    this.mask = 0;
    this.size = 0;
    this.ended = NOT_ENDED;
    this.faces = NO_FACES;
  }

  /** Throws the dice the roll is due: all of them first, then the free ones. */
  throw(): boolean {
    return this.stage === READY ? this.first() : this.more();
  }

  /**
   * The first roll: every die, the largest set set aside (Fan Support joins it), a pick among equal
   * largest sets left to the roller, bust when no two dice match.
   */
  first(): boolean {
    return this.thrownFirst(
      this.events === null && !this.labels
        ? throwWeights(this.dice, this.codes.weight, this.n)
        : this.throwFaces(true, this.n, 0),
    );
  }

  /**
   * The first roll once its dice are thrown, from the throw's {@link throwKey} (the fast path
   * throws seeded dice itself and comes straight here).
   */
  thrownFirst(key: number): boolean {
    const sets = this.largest[key]!;
    const size = setSize(sets);
    const mask = setChoices(sets);
    const ability = SINGLE[mask]!;
    if (this.events !== null) this.rolledFirst(size, ability);
    if (size === 0) return this.bust();
    this.size = size;
    this.mask = mask;
    if (ability >= 0) return this.pursue(ability);
    this.stage = CHOOSE;
    return false;
  }

  /** Rolls on: the free dice, counting those that match the pursued ability (or show Fan Support). */
  more(): boolean {
    const free = this.free;
    const at = this.ability * 6 - 1;
    return this.thrownMore(
      this.events === null && !this.labels
        ? throwHits(this.dice, this.codes.hits, at, free)
        : this.throwFaces(false, free, at),
    );
  }

  /**
   * A roll-on once its free dice are thrown, from how many of them count (the fast path throws
   * seeded dice itself and comes straight here).
   */
  thrownMore(matched: number): boolean {
    const free = this.free;
    const count = this.count + matched;
    if (this.events !== null) this.rolledMore(matched, count, free - matched);
    if (matched === 0) return this.bust();
    const left = freeAfterRollOn(this.n, free, matched);
    if (this.events !== null && isOverTheTop(free, matched)) this.overTheTop(count, left);
    this.count = count;
    this.free = left;
    return false;
  }

  /** Sets aside the largest set of the first roll for ability `a` (the roller's pick among equals). */
  pursue(a: number): boolean {
    const size = this.size;
    this.ability = a;
    if (this.events !== null) this.setChosen(size);
    const free = freeAfterFirstSet(this.n, size);
    if (this.events !== null && size === this.n) this.overTheTop(size, free);
    this.stage = DECIDE;
    this.count = size;
    this.free = free;
    this.mask = 0;
    return false;
  }

  /** Calls it quits: the roll ends with its count. */
  quit(): boolean {
    if (this.events !== null) {
      this.events.push({
        type: "called-it-quits",
        player: PLAYER_NAMES[this.player]!,
        role: ROLE_NAMES[this.role]!,
        ability: ABILITIES[this.ability]!,
        count: this.count,
      });
    }
    this.stage = DONE;
    this.ended = QUITTED;
    return true;
  }

  /** Going bust: the roll ends, one match fewer (never below zero). */
  bust(): boolean {
    const before = this.count;
    const count = bustTotal(before);
    if (this.events !== null) this.wentBust(before, count);
    this.count = count;
    this.stage = DONE;
    this.ended = BUST;
    this.mask = 0;
    return true;
  }

  /** Moves the match on once the roll in progress has ended (its count is the wrestler's total). */
  end(): void {
    if (this.phase === TAKE_DOWN) {
      this.takeDownEnded();
      return;
    }
    const p = this.player;
    const count = this.count;
    const events = this.events;
    if (this.phase === ATTACK) {
      if (events !== null) this.announced("attack");
      this.attackTotal = count;
      this.attackAbility = this.ability;
      this.phase = DEFENCE;
      this.start(1 - p, DEFENCE);
      return;
    }
    // The defence ended: compare the totals.
    const attacker = 1 - p;
    const attackTotal = this.attackTotal;
    this.exchanges++;
    if (events !== null) this.announced("defence");
    const outcome = exchangeResult(attackTotal, count);
    if (outcome === "reversal") {
      if (events !== null) {
        events.push({
          type: "reversal",
          attacker: PLAYER_NAMES[attacker]!,
          defender: PLAYER_NAMES[p]!,
          attackTotal,
          defenceTotal: count,
        });
      }
      this.exchange(p);
      return;
    }
    if (outcome === "resistance") {
      if (events !== null) {
        events.push({
          type: "resistance",
          attacker: PLAYER_NAMES[attacker]!,
          defender: PLAYER_NAMES[p]!,
          total: attackTotal,
        });
      }
      this.exchange(attacker);
      return;
    }
    const left = wornDown(p === 0 ? this.redDice : this.blueDice);
    if (events !== null) {
      events.push({
        type: "wear-down",
        attacker: PLAYER_NAMES[attacker]!,
        defender: PLAYER_NAMES[p]!,
        attackTotal,
        defenceTotal: count,
        diceLeft: left,
      });
    }
    if (isPinned(left)) this.pinned(attacker);
    else {
      this.setDice(p, comeBackDue(left) ? this.comeBack(p) : left);
      this.exchange(attacker);
    }
  }

  /** A Take-Down roll ended: blue rolls next, or the higher total attacks first. */
  private takeDownEnded(): void {
    const count = this.count;
    const events = this.events;
    if (this.player === 0) {
      this.redTakeDown = count;
      this.start(1, TAKE_DOWN);
      return;
    }
    this.blueTakeDown = count;
    const red = this.redTakeDown;
    const winner = takeDownWinner(red, count, this.rollAgain);
    let first: number;
    if (red === count) {
      if (events !== null) {
        events.push({
          type: "take-down-tied",
          total: red,
          round: this.round,
          settled: this.rollAgain ? "roll-again" : "red-corner",
        });
      }
      if (winner === "again") {
        this.round++;
        if (events !== null) events.push({ type: "take-down-started", round: this.round });
        this.redTakeDown = -1;
        this.blueTakeDown = -1;
        this.start(0, TAKE_DOWN);
        return;
      }
      first = winner;
    } else {
      first = winner === "again" ? 0 : winner;
      if (events !== null) {
        events.push({
          type: "take-down-won",
          player: PLAYER_NAMES[first]!,
          totals: { red, blue: count },
        });
      }
    }
    this.exchange(first);
  }

  /** Worn down to one die: the attacker wins the match. */
  private pinned(attacker: number): void {
    const winner = PLAYER_NAMES[attacker]!;
    const result: MatchResult<Player> = { winner, method: "pinfall", detail: RESULT_DETAIL };
    this.events?.push({ type: "match-ended", winner, loser: PLAYER_NAMES[1 - attacker]!, result });
    this.setDice(1 - attacker, 1);
    this.phase = OVER;
    this.attackTotal = -1;
    this.attackAbility = -1;
    this.result = result;
  }

  private announced(role: "attack" | "defence"): void {
    this.events?.push({
      type: "announced",
      player: PLAYER_NAMES[this.player]!,
      role,
      ability: this.ability < 0 ? null : ABILITIES[this.ability]!,
      count: this.count,
    });
  }

  /** The Come-Back roll of a wrestler worn down to two dice: any match wins a die back. */
  comeBack(p: number): number {
    const dice = this.dice;
    const labels = this.labels;
    const x = labels ? dice.int(1, 6, `${PLAYER_NAMES[p]!} come-back 1/2`) : dice.int(1, 6);
    const y = labels ? dice.int(1, 6, `${PLAYER_NAMES[p]!} come-back 2/2`) : dice.int(1, 6);
    const weight = (p === 0 ? this.red : this.blue).weight;
    const matched = this.largest[weight[x]! + weight[y]!] !== 0;
    const left = afterComeBack(matched);
    if (this.events !== null) {
      this.events.push({
        type: "come-back",
        player: PLAYER_NAMES[p]!,
        faces: [x, y],
        matched,
        diceLeft: left,
      });
    }
    return left;
  }

  /** An exchange begins: `attacker` rolls. */
  exchange(attacker: number): void {
    if (this.events !== null) {
      this.events.push({
        type: "exchange-started",
        exchange: this.exchanges + 1,
        attacker: PLAYER_NAMES[attacker]!,
        defender: PLAYER_NAMES[1 - attacker]!,
      });
    }
    this.phase = ATTACK;
    this.attacker = attacker;
    this.attackTotal = -1;
    this.attackAbility = -1;
    this.start(attacker, ATTACK);
  }

  /**
   * Throws `n` dice one by one, naming each when labels are on, and keeps their faces. For a first
   * roll returns the throw's key; for a reroll how many dice count (hits from `at`).
   */
  private throwFaces(first: boolean, n: number, at: number): number {
    const what = first ? "first roll" : "reroll";
    const dice = this.dice;
    const faces = new Array<number>(n);
    const { weight, hits } = this.codes;
    let matched = 0;
    for (let i = 0; i < n; i++) {
      const f = this.labels ? dice.int(1, 6, this.label(what, i, n)) : dice.int(1, 6);
      faces[i] = f;
      matched += first ? weight[f]! : hits[f + at]!;
    }
    this.faces = faces;
    return matched;
  }

  private rolledFirst(size: number, ability: number): void {
    this.events?.push({
      type: "rolled",
      player: PLAYER_NAMES[this.player]!,
      role: ROLE_NAMES[this.role]!,
      faces: this.faces,
      matched: ability < 0 ? 0 : size,
      ability: ability < 0 ? null : ABILITIES[ability]!,
      count: ability < 0 ? 0 : size,
      free: ability < 0 ? this.n : this.n - size,
    });
  }

  private rolledMore(matched: number, count: number, free: number): void {
    this.events?.push({
      type: "rolled",
      player: PLAYER_NAMES[this.player]!,
      role: ROLE_NAMES[this.role]!,
      faces: this.faces,
      matched,
      ability: ABILITIES[this.ability]!,
      count,
      free,
    });
  }

  private setChosen(size: number): void {
    this.events?.push({
      type: "set-chosen",
      player: PLAYER_NAMES[this.player]!,
      ability: ABILITIES[this.ability]!,
      size,
      choices: CHOICES[this.mask]! as Ability[],
    });
  }

  private wentBust(before: number, count: number): void {
    this.events?.push({
      type: "went-bust",
      player: PLAYER_NAMES[this.player]!,
      role: ROLE_NAMES[this.role]!,
      ability: this.ability < 0 ? null : ABILITIES[this.ability]!,
      before,
      count,
    });
  }

  private setDice(p: number, n: number): void {
    if (p === 0) this.redDice = n;
    else this.blueDice = n;
  }

  private overTheTop(count: number, reroll: number): void {
    this.events?.push({
      type: "over-the-top",
      player: PLAYER_NAMES[this.player]!,
      ability: ABILITIES[this.ability]!,
      count,
      reroll,
    });
  }

  private label(what: string, i: number, of: number): string {
    return `${PLAYER_NAMES[this.player]!} ${ROLE_NAMES[this.role]!} ${what} ${i + 1}/${of}`;
  }
}
