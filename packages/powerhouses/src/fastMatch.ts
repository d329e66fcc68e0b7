import {
  createRng,
  openDice,
  RingsideError,
  type DiceSource,
  type DiceStart,
  type DiceState,
  type MatchResult,
  type Rng,
} from "@ringside/core";
import { ABILITIES, FAN_SUPPORT } from "./abilities.js";
import { botPolicy, type BotPolicy, type PowerhousesBot } from "./bots.js";
import { validateConfig } from "./game.js";
import { COUNT_CAP, likeliestTable, optimalTables, type OptimalTables } from "./policyTables.js";
import type { Player } from "./roll.js";
import type { Wrestler } from "./sheet.js";
import type { PowerhousesConfig } from "./types.js";

/*
 * The bulk-simulation path: one whole match on plain numbers and ONE open dice source, with the
 * bots answered from their policies (tables for the optimal bot) instead of views and legal-move
 * lists. It throws the same dice in the same order as the Game API and takes the same decisions,
 * which test/fastMatch.test.ts checks against runMatch over thousands of seeds.
 */

/** A match played by {@link playFast}: what the Game API's final state and runMatch would report. */
export interface FastMatch {
  /** Who won and how (always a pinfall: worn down to one die). */
  readonly result: MatchResult<Player>;
  /** Moves and automatic steps, counted as runMatch counts them. */
  readonly steps: number;
  /** Exchanges completed. */
  readonly exchanges: number;
  /** Dice each wrestler holds at the end (the loser 1). */
  readonly diceLeft: Readonly<Record<Player, number>>;
  /** The dice after the match (equal to the final state's `dice`). */
  readonly dice: DiceState;
}

/** A config validated once, ready to play many fast matches (see {@link fastPowerhouses}). */
export interface FastPowerhouses {
  /** The config this runner plays. */
  readonly config: PowerhousesConfig;
  /**
   * Plays one whole match with the given dice and bots; `botSeed` seeds the bots' own stream as in
   * runMatch (only random bots draw from it). Every bot must come from thresholdBot, optimalBot or
   * randomBot of this package, otherwise it throws `INVALID_STRATEGY`.
   */
  play(dice: DiceStart, bots: Readonly<Record<Player, PowerhousesBot>>, botSeed?: number): FastMatch;
}

const TAKE_DOWN = 0;
const ATTACK = 1;
const DEFENCE = 2;
const FANS = 5;
const MAX_STEPS = 100_000;
const RESULT_DETAIL = "worn down to one die";
const STARTING_DICE = 5;

/** A bot's decisions inside a roll, from public facts only. Abilities are indexes into ABILITIES. */
interface Decider {
  /** The pick among equal largest sets (`mask`, in ABILITIES order) of size `size`. */
  choose(role: number, mask: number, size: number, dice: number, theirDice: number, target: number): number;
  /** True to roll on, false to call it quits. */
  goOn(
    role: number,
    ability: number,
    free: number,
    count: number,
    dice: number,
    theirDice: number,
    target: number,
  ): boolean;
}

class ThresholdDecider implements Decider {
  constructor(
    readonly likeliest: Int8Array,
    readonly quitAt: number,
  ) {}
  choose(_role: number, mask: number): number {
    return this.likeliest[mask]!;
  }
  goOn(_role: number, _ability: number, _free: number, count: number): boolean {
    return count < this.quitAt;
  }
}

class OptimalDecider implements Decider {
  constructor(readonly tables: OptimalTables) {}
  choose(role: number, mask: number, size: number, dice: number, theirDice: number, target: number): number {
    if (role === ATTACK) return this.tables.attack(dice, theirDice).best[mask * 6 + size]!;
    if (role === DEFENCE) return this.tables.defence(dice, mask, size, target);
    return this.tables.likeliest[mask]!;
  }
  goOn(
    role: number,
    ability: number,
    free: number,
    count: number,
    dice: number,
    theirDice: number,
    target: number,
  ): boolean {
    if (role === DEFENCE) return count < target;
    const table = this.tables.attack(dice, theirDice);
    if (count < COUNT_CAP) return table.roll[(ability * 6 + free) * COUNT_CAP + count] === 1;
    return table.plan.shouldRoll(ABILITIES[ability]!, free, count);
  }
}

class RandomDecider implements Decider {
  constructor(readonly rng: Rng) {}
  choose(_role: number, mask: number): number {
    let n = 0;
    for (let i = 0; i < 5; i++) n += (mask >> i) & 1;
    let k = this.rng.int(0, n - 1);
    for (let i = 0; i < 5; i++) if ((mask >> i) & 1 && k-- === 0) return i;
    return 0;
  }
  goOn(): boolean {
    // The legal moves are [roll, quit]: index 0 rolls on.
    return this.rng.int(0, 1) === 0;
  }
}

/** For each ability a and face f (1..6), at a * 6 + f - 1: 1 if the face counts for a, else 0. */
function hitTable(code: Int8Array): Uint8Array {
  const hits = new Uint8Array(30);
  for (let a = 0; a < 5; a++) {
    for (let f = 0; f < 6; f++) hits[a * 6 + f] = code[f] === a || code[f] === FANS ? 1 : 0;
  }
  return hits;
}

/** What each face 1..6 reads as an ability index, 5 for Fan Support. */
function faceCodes(wrestler: Wrestler): Int8Array {
  const codes = new Int8Array(6);
  for (let f = 0; f < 6; f++) {
    const read = wrestler.faces[f]!;
    codes[f] = read === FAN_SUPPORT ? FANS : ABILITIES.indexOf(read);
  }
  return codes;
}

function tooLong(): never {
  throw new RingsideError("INVALID_STATE", "powerhouses: match did not end", [
    { path: "maxSteps", message: `still going after ${MAX_STEPS} steps` },
  ]);
}

/** One match in progress: the mutable working copy. */
class Run {
  steps = 0;

  constructor(
    readonly tally: Int32Array,
    readonly dice: DiceSource,
    readonly codes: readonly [Int8Array, Int8Array],
    readonly hits: readonly [Uint8Array, Uint8Array],
    readonly deciders: readonly [Decider, Decider],
  ) {}

  step(): void {
    if (this.steps >= MAX_STEPS) tooLong();
    this.steps++;
  }

  /** One wrestler's roll for one turn; returns its final count. */
  roll(p: number, role: number, n: number, theirDice: number, target: number): number {
    const code = p === 0 ? this.codes[0] : this.codes[1];
    const decider = p === 0 ? this.deciders[0] : this.deciders[1];
    const tally = this.tally;
    const dice = this.dice;
    this.step();
    tally[0] = tally[1] = tally[2] = tally[3] = tally[4] = tally[5] = 0;
    for (let i = 0; i < n; i++) tally[code[dice.int(1, 6) - 1]!]!++;
    const fans = tally[FANS]!;
    let top = 0;
    for (let a = 0; a < 5; a++) if (tally[a]! > top) top = tally[a]!;
    const size = top + fans;
    if (size < 2) return 0;
    let mask = 0;
    let ability = -1;
    for (let a = 0; a < 5; a++) {
      if (tally[a] === top) {
        mask |= 1 << a;
        ability = ability === -1 ? a : -2;
      }
    }
    if (ability === -2) {
      this.step();
      ability = decider.choose(role, mask, size, n, theirDice, target);
    }
    let count = size;
    let free = n - size;
    if (free === 0) free = n - 1;
    // The faces that count for the chosen ability (its own and Fan Support), at face - 1 + at.
    const hits = p === 0 ? this.hits[0] : this.hits[1];
    const at = ability * 6 - 1;
    for (;;) {
      this.step();
      if (role !== TAKE_DOWN && !decider.goOn(role, ability, free, count, n, theirDice, target)) return count;
      let matched = 0;
      for (let i = 0; i < free; i++) matched += hits[dice.int(1, 6) + at]!;
      if (matched === 0) return count > 0 ? count - 1 : 0;
      count += matched;
      free -= matched;
      if (free === 0) free = n - 1;
    }
  }
}

const PLAYER: readonly Player[] = ["red", "blue"];

/**
 * Validates `config` once and returns a runner for bulk simulation: {@link FastPowerhouses.play}
 * plays a whole match on one mutable working copy and one open dice source, and gives the same
 * match (result, length, final dice) as playing it move by move through the Game API with the same
 * bots. Throws `INVALID_CONFIG` / `INVALID_SHEET` as {@link validateConfig} does.
 */
export function fastPowerhouses(config: PowerhousesConfig): FastPowerhouses {
  const { wrestlers, options } = validateConfig(config);
  const sheets = [wrestlers.red, wrestlers.blue] as const;
  const codes: [Int8Array, Int8Array] = [faceCodes(sheets[0]), faceCodes(sheets[1])];
  const hits: [Uint8Array, Uint8Array] = [hitTable(codes[0]), hitTable(codes[1])];
  const rollAgain = options.takeDownTie === "roll-again";
  // Face counts of a first roll, reused by every match of this runner (a match never nests).
  const tally = new Int32Array(6);
  // Worked out once per runner: the Take-Down picks and the optimal tables of each corner.
  const likeliest = [likeliestTable(sheets[0]), likeliestTable(sheets[1])] as const;
  const optimal: (OptimalTables | undefined)[] = [undefined, undefined];
  const decider = (policy: BotPolicy, p: number, rng: () => Rng): Decider => {
    if (policy.kind === "threshold") return new ThresholdDecider(likeliest[p]!, policy.quitAt);
    if (policy.kind === "random") return new RandomDecider(rng());
    return new OptimalDecider((optimal[p] ??= optimalTables(sheets[p]!, sheets[1 - p]!)));
  };
  // The deciders of the last pair of bots without a random stream: they hold no match state, so the
  // next match with the same bots reuses them.
  let lastBots: Readonly<Record<Player, PowerhousesBot>> | null = null;
  let lastDeciders: [Decider, Decider] | null = null;
  const decidersFor = (
    bots: Readonly<Record<Player, PowerhousesBot>>,
    botSeed: number,
  ): [Decider, Decider] => {
    if (
      lastDeciders !== null &&
      lastBots !== null &&
      bots.red === lastBots.red &&
      bots.blue === lastBots.blue
    ) {
      return lastDeciders;
    }
    const red = botPolicy(bots.red);
    const blue = botPolicy(bots.blue);
    if (red === undefined || blue === undefined) {
      const problems = [];
      for (const [p, policy] of [
        ["red", red],
        ["blue", blue],
      ] as const) {
        if (policy === undefined) {
          problems.push({
            path: `bots.${p}`,
            message: "not a thresholdBot, optimalBot or randomBot of this package",
          });
        }
      }
      throw new RingsideError(
        "INVALID_STRATEGY",
        "powerhouses: the fast runner needs this package's bots",
        problems,
      );
    }
    // One bot stream for both corners, as in runMatch; opened only when a random bot draws.
    let rng: Rng | null = null;
    const shared = (): Rng => (rng ??= createRng(botSeed));
    const deciders: [Decider, Decider] = [decider(red, 0, shared), decider(blue, 1, shared)];
    const stateless = red.kind !== "random" && blue.kind !== "random";
    lastBots = stateless ? { red: bots.red, blue: bots.blue } : null;
    lastDeciders = stateless ? deciders : null;
    return deciders;
  };
  return {
    config,
    play(dice, bots, botSeed = 0) {
      const deciders = decidersFor(bots, botSeed);
      const run = new Run(tally, openDice(dice), codes, hits, deciders);
      let r = 0;
      let b = 0;
      for (;;) {
        r = run.roll(0, TAKE_DOWN, STARTING_DICE, STARTING_DICE, 0);
        b = run.roll(1, TAKE_DOWN, STARTING_DICE, STARTING_DICE, 0);
        if (r !== b || !rollAgain) break;
      }
      let attacker = r >= b ? 0 : 1;
      const left = [STARTING_DICE, STARTING_DICE];
      let exchanges = 0;
      for (;;) {
        const defender = 1 - attacker;
        const a = run.roll(attacker, ATTACK, left[attacker]!, left[defender]!, 0);
        const d = run.roll(defender, DEFENCE, left[defender]!, left[attacker]!, a);
        exchanges++;
        if (d > a) {
          attacker = defender;
          continue;
        }
        if (d === a) continue;
        let n = left[defender]! - 1;
        if (n <= 1) {
          left[defender] = 1;
          const winner = PLAYER[attacker]!;
          return {
            result: { winner, method: "pinfall", detail: RESULT_DETAIL },
            steps: run.steps,
            exchanges,
            diceLeft: { red: left[0]!, blue: left[1]! },
            dice: run.dice.save(),
          };
        }
        if (n === 2) {
          const code = defender === 0 ? codes[0] : codes[1];
          const x = code[run.dice.int(1, 6) - 1];
          const y = code[run.dice.int(1, 6) - 1];
          if (x === y || x === FANS || y === FANS) n = 3;
        }
        left[defender] = n;
      }
    },
  };
}

/** Plays one whole match on the fast path: `fastPowerhouses(config).play(dice, bots, botSeed)`. */
export function playFast(
  config: PowerhousesConfig,
  dice: DiceStart,
  bots: Readonly<Record<Player, PowerhousesBot>>,
  botSeed = 0,
): FastMatch {
  return fastPowerhouses(config).play(dice, bots, botSeed);
}
