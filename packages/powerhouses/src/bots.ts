import { defined, randomBot as coreRandomBot, RingsideError, type Bot } from "@ringside/core";
import { ABILITIES, type Ability } from "./abilities.js";
import { likeliestAbility } from "./odds.js";
import type { PowerhousesOptions } from "./options.js";
import { OptimalTables } from "./policyTables.js";
import { largestSets, type Player } from "./roll.js";
import type { Wrestler } from "./sheet.js";
import { pairingKey, PowerhousesSolution } from "./solve/solution.js";
import type { PowerhousesMove, PowerhousesView } from "./types.js";

/** A Powerhouses bot: from a player's view and legal moves to one move. */
export type PowerhousesBot = Bot<PowerhousesView, PowerhousesMove>;

const other = (p: Player): Player => (p === "red" ? "blue" : "red");

function pursued(moves: readonly PowerhousesMove[]): Ability[] {
  const out: Ability[] = [];
  for (const m of moves) if (m.type === "pursue") out.push(m.ability);
  return out;
}

/** The legal move object for pursuing `ability` (bots hand back the very objects they were offered). */
function pursue(moves: readonly PowerhousesMove[], ability: Ability): PowerhousesMove {
  return moves.find((m) => m.type === "pursue" && m.ability === ability) ?? noMove("bot");
}

/** The legal roll or quit move object. */
function pick(moves: readonly PowerhousesMove[], type: "roll" | "quit"): PowerhousesMove {
  return moves.find((m) => m.type === type) ?? noMove("bot");
}

function noMove(name: string): never {
  throw new RingsideError(
    "ILLEGAL_MOVE",
    `${name}: no legal move`,
    "the bot was asked to move with no legal moves",
  );
}

/** What a bot of this module does, in a form the fast match runner can look up instead of asking it. */
export type BotPolicy =
  | { readonly kind: "threshold"; readonly quitAt: number }
  | {
      readonly kind: "exchange";
      /** The bot's own exchange tables of a pairing. */
      readonly tables: (me: Wrestler, them: Wrestler) => OptimalTables;
    }
  | {
      readonly kind: "optimal";
      /** The bot's own solution of a pairing (solved once per pairing, kept by the bot). */
      readonly solution: (red: Wrestler, blue: Wrestler, options: PowerhousesOptions) => PowerhousesSolution;
    }
  | { readonly kind: "random" };

const policies = new WeakMap<PowerhousesBot, BotPolicy>();

function withPolicy(bot: PowerhousesBot, policy: BotPolicy): PowerhousesBot {
  policies.set(bot, policy);
  return bot;
}

/**
 * The policy of a bot made by {@link thresholdBot}, {@link exchangeBot}, {@link optimalBot} or
 * {@link randomBot}, if it is one.
 */
export function botPolicy(bot: PowerhousesBot): BotPolicy | undefined {
  return policies.get(bot);
}

function maskOf(choices: readonly Ability[]): number {
  let mask = 0;
  for (const a of choices) mask |= 1 << ABILITIES.indexOf(a);
  return mask;
}

/** Picks any legal move at random, with its own RNG. */
export function randomBot(): PowerhousesBot {
  return withPolicy(coreRandomBot<PowerhousesView, PowerhousesMove>(), { kind: "random" });
}

/**
 * Quits as soon as the count reaches `quitAt` (in attack and in defence); among equal first sets it
 * takes the ability with the most faces. Throws `INVALID_STRATEGY` for a threshold that is not a
 * whole number from 0 to 100.
 */
export function thresholdBot(quitAt: number): PowerhousesBot {
  if (!Number.isInteger(quitAt) || quitAt < 0 || quitAt > 100) {
    throw new RingsideError("INVALID_STRATEGY", "powerhouses: invalid threshold bot", [
      {
        path: "quitAt",
        message: `must be a whole number from 0 to 100, got ${String(quitAt)}`,
        rule: "Powerhouses › Calling It Quits",
      },
    ]);
  }
  return withPolicy(
    ({ view, moves }) => {
      const roll = view.roll;
      if (roll === null || moves.length === 0) return noMove("thresholdBot");
      const choices = pursued(moves);
      if (choices.length > 0) return pursue(moves, likeliestAbility(view.wrestlers[roll.player], choices));
      return roll.count >= quitAt ? pick(moves, "quit") : pick(moves, "roll");
    },
    { kind: "threshold", quitAt },
  );
}

/**
 * Plays each roll to win the exchange at hand, from the exact odds of that exchange alone: as
 * attacker it maximises the chance that the defender's best answer stays below its total
 * (`attackPlan`); as defender it rolls until it ties or beats the announced total and stops there;
 * in the Take-Down it takes the likeliest set. It looks one exchange ahead only: a tie counts as
 * badly as a reversal, and the dice left and the Come-Back do not enter its choices (the
 * {@link optimalBot} plays the whole match). Its decisions come from the pairing's tables
 * (policyTables.ts), worked out once per bot, pairing and dice counts.
 */
export function exchangeBot(): PowerhousesBot {
  const pairTables = tablesCache();
  return withPolicy(
    ({ view, moves }) => {
      const roll = view.roll;
      if (roll === null || moves.length === 0) return noMove("exchangeBot");
      const me = view.wrestlers[roll.player];
      const choices = pursued(moves);
      if (roll.role === "attack") {
        const them = other(roll.player);
        const plan = pairTables(me, view.wrestlers[them]).attack(roll.dice, view.diceLeft[them]).plan;
        if (choices.length > 0) {
          return pursue(moves, plan.bestAbility(choices, largestSets(me, roll.faces).size));
        }
        return roll.ability !== null && plan.shouldRoll(roll.ability, roll.free, roll.count)
          ? pick(moves, "roll")
          : pick(moves, "quit");
      }
      if (roll.role === "defence") {
        const target = view.attack?.total ?? 0;
        if (choices.length > 0) {
          const size = largestSets(me, roll.faces).size;
          const tables = pairTables(me, view.wrestlers[other(roll.player)]);
          return pursue(
            moves,
            defined(
              ABILITIES[tables.defence(roll.dice, maskOf(choices), size, target)],
              "powerhouses: an ability",
            ),
          );
        }
        return roll.count >= target ? pick(moves, "quit") : pick(moves, "roll");
      }
      if (choices.length > 0) return pursue(moves, likeliestAbility(me, choices));
      return moves[0] ?? noMove("exchangeBot");
    },
    { kind: "exchange", tables: pairTables },
  );
}

/** A bot's own cache of exchange tables, by pairing (no state shared between bots). */
function tablesCache(): (me: Wrestler, them: Wrestler) => OptimalTables {
  const byPairing = new Map<string, OptimalTables>();
  return (me, them) => {
    const key = `${me.faces.join()}|${them.faces.join()}`;
    let tables = byPairing.get(key);
    if (tables === undefined) {
      if (byPairing.size >= 64) byPairing.clear();
      tables = new OptimalTables(me, them);
      byPairing.set(key, tables);
    }
    return tables;
  };
}

/**
 * Perfect play: every decision is the one that maximises the chance to win the whole match, from
 * the exact solution of the pairing ({@link solvePowerhouses}). It accounts for everything the
 * rules make a roll depend on: the dice both wrestlers hold, ties (a resistance keeps the attack),
 * reversals, the Come-Back and the Take-Down. No strategy wins more often against any opponent.
 * The bot solves each pairing it meets once (a few hundredths of a second for standard sheets) and
 * keeps the solution.
 *
 * @example
 * ```ts
 * runMatch(powerhouses, { config, dice: 7, bots: { red: optimalBot(), blue: thresholdBot(5) } });
 * ```
 */
export function optimalBot(): PowerhousesBot {
  const solutions = new Map<string, PowerhousesSolution>();
  const solution = (red: Wrestler, blue: Wrestler, options: PowerhousesOptions): PowerhousesSolution => {
    const key = pairingKey(red, blue, options);
    let found = solutions.get(key);
    if (found === undefined) {
      if (solutions.size >= 32) solutions.clear();
      found = new PowerhousesSolution(red, blue, options);
      solutions.set(key, found);
    }
    return found;
  };
  return withPolicy(
    ({ view, moves }) => {
      if (view.roll === null || moves.length === 0) return noMove("optimalBot");
      const move = solution(view.wrestlers.red, view.wrestlers.blue, view.options).bestMove(view);
      // The solution hands back this package's shared move objects, the very ones offered.
      return move !== null && moves.includes(move) ? move : (moves[0] ?? noMove("optimalBot"));
    },
    { kind: "optimal", solution },
  );
}
