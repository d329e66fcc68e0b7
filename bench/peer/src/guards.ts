/**
 * What the Game API's guards cost, game by game: `runMatch` (every guard on) beside the same rules,
 * configuration, seeds and bots played with no guard at all (`playUnguarded` from core's testkit:
 * no state checks, no freezing, no move checks, the dice never saved). Rounds of the two alternate
 * and each keeps its fastest (the one a busy machine disturbed least). Every deciding player uses
 * the game's random bot, the cheapest bot, so that the guards weigh as much as they can. Target:
 * at most 2x for every game. Rounds are timed in the process's CPU time, which other jobs on a
 * shared machine disturb far less than the clock.
 */
import { runMatch, type Bot, type Game, type GameEvent, type MatchStateBase } from "@ringside/core";
import { playUnguarded } from "@ringside/core/testkit";
import { blitzmatch, samples as blitzSamples, type BlitzMatchConfig } from "@ringside/blitzmatch";
import { fastmatch, singlesConfig } from "@ringside/fastmatch";
import { powerhouses, randomBot as powerhousesRandom } from "@ringside/powerhouses";
import { rasslefest, randomBot as rasslefestRandom } from "@ringside/rasslefest";
import { BRUNO_MADDOX, FLASH_DELGADO, randomBot as ringmasterRandom, ringmaster } from "@ringside/ringmaster";
import { randomBot as superDiceRandom, superdice } from "@ringside/superdice";
import { PEER_CONFIG } from "./pairing.js";

const ROUNDS = Number(process.env.ROUNDS ?? 9);
const ROUND_MS = 150;

interface Case {
  readonly name: string;
  readonly guarded: (seed: number) => number;
  readonly bare: (seed: number) => number;
}

function caseOf<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  name: string,
  game: Game<C, S, M, E, V, P>,
  config: C,
  bots?: Readonly<Partial<Record<P, Bot<V, M>>>>,
): Case {
  const extra = bots === undefined ? {} : { bots };
  return {
    name,
    guarded: (seed) => runMatch(game, { config, dice: seed, botSeed: seed, ...extra }).steps,
    bare: (seed) => playUnguarded(game, { config, dice: seed, botSeed: seed, ...extra }).steps,
  };
}

function blitzConfig(): BlitzMatchConfig {
  for (const step of blitzSamples[0]?.steps ?? [])
    if (step.input.kind === "bell") return step.input.config as BlitzMatchConfig;
  throw new Error("BlitzMatch's first sample has no bell step");
}

const CASES: readonly Case[] = [
  caseOf("Powerhouses", powerhouses, PEER_CONFIG, { red: powerhousesRandom(), blue: powerhousesRandom() }),
  caseOf("FastMatch", fastmatch, singlesConfig),
  caseOf("BlitzMatch", blitzmatch, blitzConfig()),
  caseOf("Rasslefest", rasslefest, {}, { a: rasslefestRandom(), b: rasslefestRandom() }),
  caseOf(
    "RingMaster",
    ringmaster,
    { red: BRUNO_MADDOX, blue: FLASH_DELGADO },
    { red: ringmasterRandom(), blue: ringmasterRandom() },
  ),
  caseOf(
    "Super Dice",
    superdice,
    { red: { name: "Nova" }, blue: { name: "Quake" }, options: { turnLimit: 6 } },
    { red: superDiceRandom(), blue: superDiceRandom() },
  ),
];

/** CPU time per match of one round: matches from `seed` on until ROUND_MS of CPU time have passed. */
function round(play: (seed: number) => number, seed: number): number {
  const t = process.cpuUsage();
  const spent = (): number => {
    const used = process.cpuUsage(t);
    return (used.user + used.system) / 1000;
  };
  let n = 0;
  while (spent() < ROUND_MS) play((seed + n++) & 1023);
  return spent() / n;
}

for (const c of CASES) {
  const best = { guarded: Infinity, bare: Infinity };
  for (let r = -1; r < ROUNDS; r++) {
    const g = round(c.guarded, r * 101);
    const b = round(c.bare, r * 101);
    if (r < 0) continue;
    best.guarded = Math.min(best.guarded, g);
    best.bare = Math.min(best.bare, b);
  }
  const us = (ms: number): string => `${(ms * 1000).toFixed(1)} µs`;
  console.log(
    `${c.name} (CPU time): runMatch ${us(best.guarded)}, no guards ${us(best.bare)} a match: guards cost ${(best.guarded / best.bare).toFixed(2)}x (target ≤ 2x)`,
  );
}
