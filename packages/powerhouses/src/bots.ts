import { randomBot as coreRandomBot, RingsideError, type Bot } from "@ringside/core";
import { ABILITIES, type Ability } from "./abilities.js";
import { likeliestAbility } from "./odds.js";
import { optimalTables, type OptimalTables } from "./policyTables.js";
import { largestSets, type Player } from "./roll.js";
import type { Wrestler } from "./sheet.js";
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
  | { readonly kind: "optimal" }
  | { readonly kind: "random" };

const policies = new WeakMap<PowerhousesBot, BotPolicy>();

function withPolicy(bot: PowerhousesBot, policy: BotPolicy): PowerhousesBot {
  policies.set(bot, policy);
  return bot;
}

/** The policy of a bot made by {@link thresholdBot}, {@link optimalBot} or {@link randomBot}, if it is one. */
export function botPolicy(bot: PowerhousesBot): BotPolicy | undefined {
  return policies.get(bot);
}

/** The optimal bot's tables of a pairing, reached from the wrestler objects (see {@link optimalTables}). */
const tablesOf = new WeakMap<Wrestler, WeakMap<Wrestler, OptimalTables>>();
let lastMe: Wrestler | null = null;
let lastThem: Wrestler | null = null;
let lastTables: OptimalTables | null = null;

/** The shared decision tables of `me` against `them` (worked out once per pairing and dice counts). */
function pairTables(me: Wrestler, them: Wrestler): OptimalTables {
  if (me === lastMe && them === lastThem && lastTables !== null) return lastTables;
  let byThem = tablesOf.get(me);
  if (byThem === undefined) tablesOf.set(me, (byThem = new WeakMap()));
  let tables = byThem.get(them);
  if (tables === undefined) byThem.set(them, (tables = optimalTables(me, them)));
  lastMe = me;
  lastThem = them;
  lastTables = tables;
  return tables;
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
 * Plays each roll to win the exchange, from the exact odds: as attacker it maximises the chance
 * that the defender's best answer stays below its total (`attackPlan`); as defender it rolls
 * until it ties or beats the announced total and stops there; in the Take-Down it takes the
 * likeliest set. Its decisions come from the pairing's shared tables (policyTables.ts), worked out
 * once per pairing and dice counts, the very tables the fast path looks up.
 */
export function optimalBot(): PowerhousesBot {
  return withPolicy(
    ({ view, moves }) => {
      const roll = view.roll;
      if (roll === null || moves.length === 0) return noMove("optimalBot");
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
          return pursue(moves, ABILITIES[tables.defence(roll.dice, maskOf(choices), size, target)]!);
        }
        return roll.count >= target ? pick(moves, "quit") : pick(moves, "roll");
      }
      if (choices.length > 0) return pursue(moves, likeliestAbility(me, choices));
      return moves[0] ?? noMove("optimalBot");
    },
    { kind: "optimal" },
  );
}
