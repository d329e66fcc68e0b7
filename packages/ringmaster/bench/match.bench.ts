import { bench, describe } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { openDice, runMatch, seededDice, type DiceState } from "@ringside/core";
import { heuristicBot, ringmaster, SAMPLE_WRESTLERS, type RingMasterConfig } from "@ringside/ringmaster";

/** The pool: every pairing of the three sample wrestlers, seeded 0..POOL-1. */
const POOL = 24;
const configs: RingMasterConfig[] = [];
for (let i = 0; i < POOL; i++) {
  const red = SAMPLE_WRESTLERS[i % 3];
  const blue = SAMPLE_WRESTLERS[Math.floor(i / 3) % 3];
  if (red === undefined || blue === undefined) throw new Error("sample wrestlers");
  configs.push({ red, blue });
}

/** Draws between two saved seeded dice states: the first walked forward until it equals the second. */
function drawsBetween(from: DiceState, to: DiceState): number {
  const target = JSON.stringify(to);
  const walker = openDice(from);
  for (let n = 0; n < 100_000; n++) {
    if (JSON.stringify(walker.save()) === target) return n;
    walker.int(0, 9);
  }
  throw new Error("dice states do not meet");
}

/** Average dice a heuristic match of the pool draws (counted once, untimed). */
function averageDraws(): number {
  let draws = 0;
  for (let i = 0; i < POOL; i++) {
    const config = configs[i];
    if (config === undefined) continue;
    const r = runMatch(ringmaster, {
      config,
      dice: i,
      bots: { red: heuristicBot(), blue: heuristicBot() },
      botSeed: i,
    });
    let state = ringmaster.setup(config, i);
    draws += drawsBetween(seededDice(i).save(), state.dice);
    for (const m of r.record.moves) {
      const next = ringmaster.play(state, m.player, m.move).state;
      draws += drawsBetween(state.dice, next.dice);
      state = next;
    }
  }
  return draws / POOL;
}

const DRAWS = Math.max(1, Math.round(averageDraws()));
const gen = xoroshiro128plus(42);
let sink = 0;
let next = 0;

describe(`RingMaster: one heuristic-bot match (about ${String(DRAWS)} dice)`, () => {
  bench(
    "engine: heuristic v heuristic, a whole match through the Game API",
    () => {
      const i = next++ % POOL;
      const config = configs[i];
      if (config === undefined) return;
      const r = runMatch(ringmaster, {
        config,
        dice: i,
        bots: { red: heuristicBot(), blue: heuristicBot() },
        botSeed: i,
      });
      sink = (sink + r.steps) & 0xffff;
    },
    { time: 1500, warmupIterations: 20 },
  );
  bench(
    "engine: the same match on the fast path (ringmaster.fast.run)",
    () => {
      const i = next++ % POOL;
      const config = configs[i];
      if (config === undefined || ringmaster.fast === undefined) return;
      const r = ringmaster.fast.run(config, i, { red: heuristicBot(), blue: heuristicBot() }, i);
      sink = (sink + r.steps) & 0xffff;
    },
    { time: 1500, warmupIterations: 20 },
  );
  bench(
    "raw: the same number of draws with pure-rand",
    () => {
      let total = 0;
      for (let k = 0; k < DRAWS; k++) total += uniformInt(gen, 0, 9);
      sink = (sink + total) & 0xffffff;
    },
    { time: 1500, warmupIterations: 20 },
  );
});
