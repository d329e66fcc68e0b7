import { randomBot as coreRandomBot, RingsideError, type Bot } from "@ringside/core";
import { attackPlan, bestDefenceAbility, likeliestAbility, type AttackPlan } from "./odds.js";
import type { Ability } from "./abilities.js";
import { largestSets, type Player } from "./roll.js";
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

/** Attack plans by attacker faces, dice, defender faces and dice: pure results, safe to share. */
const plans = new Map<string, AttackPlan>();

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
 * that the defender's best answer stays below its total ({@link attackPlan}); as defender it rolls
 * until it ties or beats the announced total and stops there; in the Take-Down it takes the
 * likeliest set. Plans are cached per pairing and dice counts (shared by all optimal bots).
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
        const key = `${me.faces.join()}|${roll.dice}|${view.wrestlers[them].faces.join()}|${view.diceLeft[them]}`;
        let plan = plans.get(key);
        if (plan === undefined) {
          if (plans.size >= 512) plans.clear();
          plan = attackPlan(me, roll.dice, view.wrestlers[them], view.diceLeft[them]);
          plans.set(key, plan);
        }
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
          return pursue(
            moves,
            bestDefenceAbility(me, roll.dice, choices, largestSets(me, roll.faces).size, target),
          );
        }
        return roll.count >= target ? pick(moves, "quit") : pick(moves, "roll");
      }
      if (choices.length > 0) return pursue(moves, likeliestAbility(me, choices));
      return moves[0] ?? noMove("optimalBot");
    },
    { kind: "optimal" },
  );
}
