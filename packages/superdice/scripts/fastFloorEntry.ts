/**
 * What `fastFloor.mjs` times, bundled once per source tree: random-bot matches (Cosmo Man against
 * Ant Man, `superDiceRandomBot()` on both sides) on the fast path and through the Game API, and the
 * two bounds of the bench (`bench/superdice.bench.ts`): the rules-free floor and the raw dice.
 */
import { createRng, runMatch, seededDice, type Bot, type DiceState, type Rng } from "@ringside/core";
import { flatD6 } from "../../core/bench/flatD6.js";
import {
  superDiceRandomBot,
  superdice,
  type SuperDiceConfig,
  type SuperDiceMove,
  type SuperDiceView,
} from "../src/index.js";

/** The two heroes of every timed match. */
export const config: SuperDiceConfig = {
  red: {
    name: "Cosmo Man",
    powers: ["regeneration", "invisibility", "mind-scan", "super-leap", "teleportation"],
  },
  blue: { name: "Ant Man", powers: ["shrinking", "extra-limbs", "entangle", "energy-blast", "armor"] },
};
/** The random bot on both sides. */
export const bots = { red: superDiceRandomBot(), blue: superDiceRandomBot() };

/** One fast-path match (`superdice.fast.run`): its step count. */
export function playFast(seed: number): number {
  const fast = superdice.fast;
  if (fast === undefined) throw new Error("superdice has no fast path");
  return fast.run(config, seed, bots, seed).steps;
}

/** The same configuration, deep-frozen (checked once, see `parseConfig`). */
const frozenConfig: SuperDiceConfig = Object.freeze({
  red: Object.freeze({ name: config.red.name, powers: Object.freeze([...(config.red.powers ?? [])]) }),
  blue: Object.freeze({ name: config.blue.name, powers: Object.freeze([...(config.blue.powers ?? [])]) }),
});

/** One fast-path match from the deep-frozen configuration: its step count. */
export function playFastFrozen(seed: number): number {
  const fast = superdice.fast;
  if (fast === undefined) throw new Error("superdice has no fast path");
  return fast.run(frozenConfig, seed, bots, seed).steps;
}

/** One Game API match (`runMatch`): its step count. */
export function playApi(seed: number): number {
  return runMatch(superdice, { config, dice: seed, bots, botSeed: seed }).steps;
}

/** What an average random-bot match does over 200 seeded matches (as the bench counts it). */
export function averageMatch(): { dice: number; decisions: number; moves: number } {
  let dice = 0;
  let decisions = 0;
  let moves = 0;
  const counting: Bot<SuperDiceView, SuperDiceMove> = ({ moves: legal, rng }) => {
    decisions++;
    moves += legal.length;
    const move = legal[rng.int(0, legal.length - 1)];
    if (move === undefined) throw new Error("no legal move");
    return move;
  };
  for (let seed = 0; seed < 200; seed++) {
    const source = seededDice(seed);
    const faces = Array.from({ length: 20_000 }, () => source.int(1, 6));
    const start: DiceState = { kind: "scripted", faces, next: 0 };
    const m = runMatch(superdice, {
      config,
      dice: start,
      bots: { red: counting, blue: counting },
      botSeed: seed,
    });
    const end = m.state.dice;
    dice += end.kind === "scripted" ? end.next : 0;
  }
  return { dice: Math.round(dice / 200), decisions: Math.round(decisions / 200), moves: moves / decisions };
}

const words = new Int32Array([1, 2, 3, 4]);

/** The rules-free floor of the bench: `decisions` lists of `moves` move objects, a pick each, and the raw dice. */
export function floorMatch(rng: Rng, decisions: number, moves: number, dice: number): number {
  let picked = 0;
  for (let i = 0; i < decisions; i++) {
    const list: { type: string; die: number; side: string }[] = [];
    for (let k = 0; k < moves; k++) list.push({ type: "assign", die: k, side: k & 1 ? "attack" : "defense" });
    picked += list[rng.int(0, list.length - 1)]?.die ?? 0;
  }
  return picked + flatD6(words, dice);
}

/** The raw bound: `dice` d6 drawn flat. */
export function rawDice(dice: number): number {
  return flatD6(words, dice);
}

export { createRng };
