/* eslint-disable @typescript-eslint/no-non-null-assertion -- the numeric core reads its compiled
   tables (sheet codes, largest-set tables) at indexes bounded by their construction; benchmarked
   hot loop */
import type { DiceSource, MatchResult } from "@ringside/core";
import type { Player } from "../players.js";
import { afterComeBack, comeBackDue, wornDown } from "../rules/comeBack.js";
import { isPinned, RESULT_DETAIL, STARTING_DICE } from "../rules/endingTheGame.js";
import { exchangeResult } from "../rules/exchangeResult.js";
import { bustTotal } from "../rules/goingBust.js";
import { freeAfterFirstSet, freeAfterRollOn } from "../rules/onARoll.js";
import { takeDownWinner } from "../rules/takeDown.js";
import { EMPTY_CODES, largestTable, packedChoices, packedSize, type SheetCodes } from "./codes.js";

/*
 * The numeric core of the bulk path (fastMatch.ts): the match of src/rules/ played on one mutable
 * working copy in small integers, with an already open dice source and no events, no JSON states
 * and no per-step checks. The Game API never runs it; the conformance kit's fast-path property and
 * test/fastMatch.test.ts prove that it plays the Game API's match (same result, steps and dice).
 * Players, roles, stages and abilities are indexes: red 0 and blue 1; abilities in the order of
 * ABILITIES. Each operation names the rule module it stands for.
 */

/** Roll stage: the first roll is due. */
export const READY = 0;
/** Roll stage: equal largest sets wait for the roller's pick. */
export const CHOOSE = 1;
/** Roll stage: dice are set aside; roll on or quit. */
export const DECIDE = 2;
/** Roll stage: the roll ended. */
export const DONE = 3;

/** Roll role and match phase: the Take-Down. */
export const TAKE_DOWN = 0;
/** Roll role and match phase: an attack. */
export const ATTACK = 1;
/** Roll role and match phase: a defence. */
export const DEFENCE = 2;
/** Match phase: the match is over. */
export const OVER = 3;

const PLAYERS: readonly Player[] = ["red", "blue"];
const ROLES = ["take-down", "attack", "defence"] as const;

/** For a mask with one ability, its index; -1 for none or several. */
const SINGLE = Int8Array.from({ length: 32 }, (_, mask) =>
  mask !== 0 && (mask & (mask - 1)) === 0 ? 31 - Math.clz32(mask) : -1,
);

/** A dice source for a core that has none: any roll is a bug. */
const noDice = (): never => {
  throw new Error("powerhouses: the fast core was run without dice");
};
const NO_DICE: DiceSource = { int: noDice, save: noDice };

/**
 * One match in progress in small integers. {@link MatchCore.reset} sets up the Take-Down; each roll
 * starts with {@link MatchCore.first}, may need {@link MatchCore.pursue}, goes on with
 * {@link MatchCore.more} or {@link MatchCore.quit}; roll operations return true when the roll ended,
 * and then {@link MatchCore.end} moves the match on.
 */
export class MatchCore {
  /** The dice, already open. */
  dice: DiceSource = NO_DICE;
  /** Name every die for the dice source (scripted dice name the die they lack, as the Game API does). */
  labels = false;
  /** Face tables of red. */
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
  /** Why (TAKE_DOWN, ATTACK, DEFENCE). */
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
  /** The roller's face tables. */
  codes: SheetCodes = EMPTY_CODES;

  // The match.
  /** Dice red holds. */
  redDice = STARTING_DICE;
  /** Dice blue holds. */
  blueDice = STARTING_DICE;
  /** TAKE_DOWN, ATTACK, DEFENCE or OVER. */
  phase = TAKE_DOWN;
  /** Red's Take-Down total, -1 while that roll is still to end. */
  redTakeDown = -1;
  /** The announced attack total, -1 when no attack is announced. */
  attackTotal = -1;
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
    this.redTakeDown = -1;
    this.attackTotal = -1;
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
  }

  /** rules/largestSet.ts `firstRoll`: every die thrown, the largest set kept. */
  first(): boolean {
    const n = this.n;
    const weight = this.codes.weight;
    let key = 0;
    for (let i = 0; i < n; i++) key += weight[this.die("first roll", i, n)]!;
    return this.thrownFirst(key);
  }

  /** The first roll once its dice are thrown, from the throw's key (codes.ts). */
  thrownFirst(key: number): boolean {
    const sets = this.largest[key]!;
    const size = packedSize(sets);
    const mask = packedChoices(sets);
    if (size === 0) return this.bust();
    this.size = size;
    this.mask = mask;
    const ability = SINGLE[mask]!;
    if (ability >= 0) return this.pursue(ability);
    this.stage = CHOOSE;
    return false;
  }

  /** rules/onARoll.ts `rollOn`: the free dice thrown, those for the pursued ability counted. */
  more(): boolean {
    const free = this.free;
    const hits = this.codes.hits;
    const at = this.ability * 6 - 1;
    let matched = 0;
    for (let i = 0; i < free; i++) matched += hits[this.die("reroll", i, free) + at]!;
    return this.thrownMore(matched);
  }

  /** A roll-on once its free dice are thrown, from how many of them count. */
  thrownMore(matched: number): boolean {
    if (matched === 0) return this.bust();
    this.count += matched;
    this.free = freeAfterRollOn(this.n, this.free, matched);
    return false;
  }

  /** rules/largestSet.ts `pursueSet`: the set of ability `a` kept from the first roll. */
  pursue(a: number): boolean {
    this.ability = a;
    this.stage = DECIDE;
    this.count = this.size;
    this.free = freeAfterFirstSet(this.n, this.size);
    this.mask = 0;
    return false;
  }

  /** rules/callingItQuits.ts: the roll ends with its count. */
  quit(): boolean {
    this.stage = DONE;
    return true;
  }

  /** rules/goingBust.ts: the roll ends, one match fewer. */
  bust(): boolean {
    this.count = bustTotal(this.count);
    this.stage = DONE;
    this.mask = 0;
    return true;
  }

  /** src/match.ts: the roll ended; its phase says what follows. */
  end(): void {
    if (this.phase === TAKE_DOWN) this.takeDownEnded();
    else if (this.phase === ATTACK) {
      // rules/turnSequence.ts `attackEnded`.
      this.attackTotal = this.count;
      this.phase = DEFENCE;
      this.start(1 - this.player, DEFENCE);
    } else this.defenceEnded();
  }

  /** rules/takeDown.ts `takeDownRollEnded`. */
  private takeDownEnded(): void {
    const count = this.count;
    if (this.player === 0) {
      this.redTakeDown = count;
      this.start(1, TAKE_DOWN);
      return;
    }
    const winner = takeDownWinner(this.redTakeDown, count, this.rollAgain);
    if (winner === "again") {
      this.redTakeDown = -1;
      this.start(0, TAKE_DOWN);
    } else this.exchange(winner === "red" ? 0 : 1);
  }

  /** rules/exchangeResult.ts `defenceEnded`. */
  private defenceEnded(): void {
    const p = this.player;
    const attacker = 1 - p;
    this.exchanges++;
    const outcome = exchangeResult(this.attackTotal, this.count);
    if (outcome === "reversal") this.exchange(p);
    else if (outcome === "resistance") this.exchange(attacker);
    else {
      const left = wornDown(this.diceOf(p));
      if (isPinned(left)) this.pinned(attacker);
      else {
        this.setDice(p, comeBackDue(left) ? this.comeBack(p) : left);
        this.exchange(attacker);
      }
    }
  }

  /** rules/endingTheGame.ts `pinned`. */
  private pinned(attacker: number): void {
    this.setDice(1 - attacker, 1);
    this.phase = OVER;
    this.attackTotal = -1;
    this.result = { winner: PLAYERS[attacker]!, method: "pinfall", detail: RESULT_DETAIL };
  }

  /** rules/comeBack.ts `comeBack`: two dice; any set wins a die back. */
  comeBack(p: number): number {
    const dice = this.dice;
    const name = PLAYERS[p]!;
    const x = this.labels ? dice.int(1, 6, `${name} come-back 1/2`) : dice.int(1, 6);
    const y = this.labels ? dice.int(1, 6, `${name} come-back 2/2`) : dice.int(1, 6);
    const weight = (p === 0 ? this.red : this.blue).weight;
    return afterComeBack(this.largest[weight[x]! + weight[y]!] !== 0);
  }

  /** rules/turnSequence.ts `startExchange`. */
  exchange(attacker: number): void {
    this.phase = ATTACK;
    this.attackTotal = -1;
    this.start(attacker, ATTACK);
  }

  private setDice(p: number, n: number): void {
    if (p === 0) this.redDice = n;
    else this.blueDice = n;
  }

  /** One die of a throw, named as rules/ name it when labels are on. */
  private die(what: string, i: number, of: number): number {
    if (!this.labels) return this.dice.int(1, 6);
    return this.dice.int(1, 6, `${PLAYERS[this.player]!} ${ROLES[this.role]!} ${what} ${i + 1}/${of}`);
  }
}
