/* eslint-disable @typescript-eslint/no-non-null-assertion -- the bulk path reads its compiled tables
   (sheet codes, largest-set tables, solved policies) at indexes bounded by their construction;
   benchmarked hot loop */
import {
  createRng,
  openDice,
  RingsideError,
  SeededDice,
  sumD6Table,
  type DiceStart,
  type DiceState,
  type MatchResult,
  type Rng,
} from "@ringside/core";
import { ABILITIES } from "../abilities.js";
import { botPolicy, type BotPolicy, type PowerhousesBot } from "../bots.js";
import { validateConfig } from "../config.js";
import type { Player } from "../players.js";
import { COUNT_CAP, likeliestTable, type OptimalTables } from "../policyTables.js";
import { bestPick, rollsOn, type RollSpot } from "../solve/policy.js";
import type { SolvedTables } from "../solve/solveMatch.js";
import type { PowerhousesConfig } from "../types.js";
import { sheetCodes } from "./codes.js";
import { ATTACK, CHOOSE, DEFENCE, MatchCore, OVER, TAKE_DOWN } from "./matchCore.js";

/*
 * The bulk-simulation path, where a measured need keeps a numeric core (bulk odds, the solver's
 * strength tests, simulatePowerhouses: see the bench): it drives the integer form of the rules
 * (matchCore.ts) through a whole match, on ONE working copy and ONE open dice source, with no events, no JSON states, no
 * views and no legal-move lists; the bots are answered from their policies (table lookups for the
 * threshold and exchange bots, the optimal bot from its solution). test/fastMatch.test.ts checks it against runMatch over thousands of
 * seeds.
 */

/** A match played by {@link playFast}: what the Game API's final state and runMatch would report. */
export interface PowerhousesFastMatch {
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
   * runMatch (only random bots draw from it). Every bot must come from thresholdBot, exchangeBot,
   * optimalBot or randomBot of this package, otherwise it throws `INVALID_STRATEGY`.
   */
  play(
    dice: DiceStart,
    bots: Readonly<Record<Player, PowerhousesBot>>,
    botSeed?: number,
  ): PowerhousesFastMatch;
}

/**
 * The fast path's working copy: the rules core itself (no method of its own), as a subclass only so
 * that V8 gives it its own hidden class. What the Game API's shared working copy stores in its
 * fields (event lists, other dice sources) then does not retype the fast path's fields nor throw
 * away the code compiled for them when both run in one process.
 */
class FastCore extends MatchCore {}

const MAX_STEPS = 100_000;
const THRESHOLD = 0;
const EXCHANGE = 1;
const RANDOM = 2;
const OPTIMAL = 3;
/** A roll-on limit no count reaches. */
const NEVER = 0x7fffffff;

/**
 * A corner's bot as the fast path asks it: from public facts only (the roll, the dice held, the
 * announced total), by table lookups for the threshold and exchange bots, from the solution for the optimal bot.
 */
class Decider {
  constructor(
    /** THRESHOLD, EXCHANGE, RANDOM or OPTIMAL. */
    readonly kind: number,
    /** The threshold bot's quitting count. */
    readonly quitAt: number,
    /** The pick among equal sets of each mask when the odds do not decide it. */
    readonly likeliest: Int8Array,
    /** The exchange bot's tables. */
    readonly tables: OptimalTables | null,
    /** The random bot's stream (shared by both corners, as in runMatch). */
    readonly rng: Rng | null,
    /** The optimal bot's solution of the pairing. */
    readonly solved: SolvedTables | null = null,
  ) {}

  /** The exchange attacker's roll-on tables by `dice * 6 + theirDice`, copied from `tables` when first needed. */
  readonly attackRoll: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(36).fill(undefined);
}

/** Where the roll in `core` sits in the solved tables. */
function spotOf(core: MatchCore): RollSpot {
  return {
    role: core.role,
    player: core.player,
    n: core.n,
    theirDice: core.diceOf(1 - core.player),
    target:
      core.role === DEFENCE
        ? core.attackTotal
        : core.role === TAKE_DOWN && core.player === 1
          ? core.redTakeDown
          : 0,
  };
}

/** The exchange attacker's roll-on table for the roll in `core` (worked out once per dice counts). */
function attackRollOf(d: Decider, core: MatchCore): Uint8Array {
  const theirDice = core.player === 0 ? core.blueDice : core.redDice;
  const key = core.n * 6 + theirDice;
  let roll = d.attackRoll[key];
  if (roll === undefined) {
    roll = d.tables!.attack(core.n, theirDice).roll;
    d.attackRoll[key] = roll;
  }
  return roll;
}

/** The exchange attacker's decision past the tabled counts, from the plan itself. */
function attackBeyondTable(d: Decider, core: MatchCore): boolean {
  const theirDice = core.player === 0 ? core.blueDice : core.redDice;
  return d.tables!.attack(core.n, theirDice).plan.shouldRoll(ABILITIES[core.ability]!, core.free, core.count);
}

/** The bot's pick among the equal largest sets of the roll in `core` (an ability index). */
function choose(d: Decider, core: MatchCore): number {
  const mask = core.mask;
  if (d.kind === THRESHOLD) return d.likeliest[mask]!;
  if (d.kind === RANDOM) {
    let n = 0;
    for (let i = 0; i < 5; i++) n += (mask >> i) & 1;
    let k = d.rng!.int(0, n - 1);
    for (let i = 0; i < 5; i++) if ((mask >> i) & 1 && k-- === 0) return i;
    return 0;
  }
  if (d.kind === OPTIMAL) {
    const choices: number[] = [];
    for (let i = 0; i < 5; i++) if ((mask >> i) & 1) choices.push(i);
    return bestPick(d.solved!, spotOf(core), choices, core.size);
  }
  const tables = d.tables!;
  if (core.role === ATTACK)
    return tables.attack(core.n, core.diceOf(1 - core.player)).best[mask * 6 + core.size]!;
  if (core.role === DEFENCE) return tables.defence(core.n, mask, core.size, core.attackTotal);
  return tables.likeliest[mask]!;
}

/** True when the bot rolls on in the roll in `core`, false when it calls it quits. */
function goOn(d: Decider, core: MatchCore): boolean {
  const count = core.count;
  if (d.kind === THRESHOLD) return count < d.quitAt;
  // The legal moves are [roll, quit]: index 0 rolls on.
  if (d.kind === RANDOM) return d.rng!.int(0, 1) === 0;
  if (d.kind === OPTIMAL) return rollsOn(d.solved!, spotOf(core), core.ability, core.free, count);
  if (core.role === DEFENCE) return count < core.attackTotal;
  if (count >= COUNT_CAP) return attackBeyondTable(d, core);
  return attackRollOf(d, core)[(core.ability * 6 + core.free) * COUNT_CAP + count] === 1;
}

function tooLong(): never {
  throw new RingsideError("INVALID_STATE", "powerhouses: match did not end", [
    { path: "maxSteps", message: `still going after ${MAX_STEPS} steps` },
  ]);
}

/**
 * Validates `config` once and returns a runner for bulk simulation: {@link FastPowerhouses.play}
 * plays a whole match on one mutable working copy and one open dice source, and gives the same
 * match (result, length, final dice) as playing it move by move through the Game API with the same
 * bots. Throws `INVALID_CONFIG` / `INVALID_SHEET` as {@link validateConfig} does.
 */
export function fastPowerhouses(config: PowerhousesConfig): FastPowerhouses {
  const { wrestlers, options } = validateConfig(config);
  const sheets = [wrestlers.red, wrestlers.blue] as const;
  const redCodes = sheetCodes(sheets[0]);
  const blueCodes = sheetCodes(sheets[1]);
  const rollAgain = options.takeDownTie === "roll-again";
  // The working copy, reused by every match of this runner (a match never nests).
  const core = new FastCore();
  // Worked out once per runner: the Take-Down picks and the optimal tables of each corner.
  const likeliest = [likeliestTable(sheets[0]), likeliestTable(sheets[1])] as const;
  const decider = (policy: BotPolicy, p: number, rng: () => Rng): Decider => {
    if (policy.kind === "threshold") return new Decider(THRESHOLD, policy.quitAt, likeliest[p]!, null, null);
    if (policy.kind === "random") return new Decider(RANDOM, 0, likeliest[p]!, null, rng());
    if (policy.kind === "optimal") {
      const solved = policy.solution(sheets[0], sheets[1], options).tables;
      return new Decider(OPTIMAL, 0, likeliest[p]!, null, null, solved);
    }
    const tables = policy.tables(sheets[p]!, sheets[1 - p]!);
    return new Decider(EXCHANGE, 0, tables.likeliest, tables, null);
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
            message: "not a thresholdBot, exchangeBot, optimalBot or randomBot of this package",
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
      const red = deciders[0];
      const blue = deciders[1];
      // Seeded dice: the fast path throws whole rolls with core's sumD6Table. Scripted: die by die.
      const source = openDice(dice);
      const gen = source instanceof SeededDice ? source : null;
      core.dice = source;
      core.labels = typeof dice !== "number" && dice.kind === "scripted";
      core.reset(redCodes, blueCodes, rollAgain);
      // One step per move or automatic step, as runMatch counts them.
      let steps = 0;
      // One roll per pass: each roll starts with its first throw (end() always starts the next).
      while (core.phase !== OVER) {
        if (++steps > MAX_STEPS) tooLong();
        if (
          !(gen === null ? core.first() : core.thrownFirst(sumD6Table(gen, core.n, core.codes.weight, 0)))
        ) {
          const d = core.player === 0 ? red : blue;
          if (core.stage === CHOOSE) {
            if (++steps > MAX_STEPS) tooLong();
            core.pursue(choose(d, core));
          }
          const role = core.role;
          const kind = d.kind;
          if ((kind === RANDOM || kind === OPTIMAL) && role !== TAKE_DOWN) {
            for (;;) {
              if (++steps > MAX_STEPS) tooLong();
              if (!goOn(d, core)) {
                core.quit();
                break;
              }
              if (core.more()) break;
            }
          } else {
            // Nobody quits a Take-Down roll; the threshold bot quits at its threshold, the exchange
            // defender as soon as it ties the attack: a roll-on limit. The exchange attacker looks
            // each decision up in its table (by ability, free dice and count).
            const table = kind === EXCHANGE && role === ATTACK ? attackRollOf(d, core) : null;
            const limit = role === TAKE_DOWN ? NEVER : kind === THRESHOLD ? d.quitAt : core.attackTotal;
            const at = core.ability * 6 * COUNT_CAP;
            const hitsAt = core.ability * 6 - 1;
            for (;;) {
              if (++steps > MAX_STEPS) tooLong();
              const count = core.count;
              const go =
                table === null
                  ? count < limit
                  : count < COUNT_CAP
                    ? table[at + core.free * COUNT_CAP + count] === 1
                    : attackBeyondTable(d, core);
              if (!go) {
                core.quit();
                break;
              }
              if (
                gen === null
                  ? core.more()
                  : core.thrownMore(sumD6Table(gen, core.free, core.codes.hits, hitsAt))
              )
                break;
            }
          }
        }
        core.end();
      }
      return {
        result: core.result!,
        steps,
        exchanges: core.exchanges,
        diceLeft: { red: core.redDice, blue: core.blueDice },
        dice: source.save(),
      };
    },
  };
}

/** Plays one whole match on the fast path: `fastPowerhouses(config).play(dice, bots, botSeed)`. */
export function playFast(
  config: PowerhousesConfig,
  dice: DiceStart,
  bots: Readonly<Record<Player, PowerhousesBot>>,
  botSeed = 0,
): PowerhousesFastMatch {
  return fastPowerhouses(config).play(dice, bots, botSeed);
}
