import { bench, describe } from "vitest";
import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { createRng, seededDice, type DiceSource } from "@ringside/core";
import {
  blitzmatch,
  compileMatch,
  fastTwoSlots,
  runCompiled,
  randomStrategy,
  resolveRound,
  setupMatch,
  validateConfig,
  type BlitzMatchSetup,
  type BlitzMatchState,
} from "@ringside/blitzmatch";
import { slotArb } from "../test/arbitraries.js";

/** Random legal two-slot matches (7 rounds), validated once: the bench times resolution only. */
const POOL = 256;
const slots = fc.sample(slotArb, { numRuns: POOL * 2, seed: 42 });
const setups: BlitzMatchSetup[] = [];
for (let i = 0; i < POOL; i++) {
  const rng = createRng(i);
  const [a, b] = [slots[2 * i]!, slots[2 * i + 1]!];
  setups.push(
    validateConfig({
      sides: [
        { id: "red", slot: a, strategy: randomStrategy(a, 7, rng) },
        { id: "blue", slot: b, strategy: randomStrategy(b, 7, rng) },
      ],
    }),
  );
}
const openings: BlitzMatchState[] = setups.map((s, i) => blitzmatch.setup(s, i));
const compiled = setups.map(compileMatch);

/** The rules' loop: the opening body, then `resolveRound` to the end on one seeded source. */
function rulesLoop(setup: BlitzMatchSetup, dice: DiceSource): BlitzMatchState {
  let state = { ...setupMatch(setup, []), dice: { kind: "scripted", faces: [], next: 0 } } as BlitzMatchState;
  while (state.result === null) state = resolveRound(state, dice).state;
  return state;
}

/** The Game API: `advance` to the end (guards, frozen JSON states, saved dice) from the opening. */
function gameLoop(state: BlitzMatchState): BlitzMatchState {
  let s = state;
  while (s.result === null) s = blitzmatch.advance(s).state;
  return s;
}

/** How many d6 the pool's matches roll, counted once. */
let rolls = 0;
setups.forEach((setup, i) => {
  const inner = seededDice(i);
  rulesLoop(setup, {
    int: (min, max) => (rolls++, inner.int(min, max)),
    save: () => inner.save(),
  });
});
const BATCH = 64;
const RAW_PER_BATCH = Math.max(1, Math.round((rolls * BATCH) / POOL));

const gen = xoroshiro128plus(42);
let sink = 0;
/** The raw bound: as many pure-rand d6 as `BATCH` matches roll, one `uniformInt` call each. */
function rawBatch(): void {
  let total = 0;
  for (let k = 0; k < RAW_PER_BATCH; k++) total += uniformInt(gen, 1, 6);
  sink = (sink + total) & 0xffffff;
}

/**
 * The rules-free floor: the same dice drawn through core's seeded `DiceSource` with a label each,
 * and a round's bare arithmetic (two totals, a difference, a 2d6 check): what any engine that keeps
 * its dice in a saveable source pays before any rule.
 */
const floorDice: DiceSource = seededDice(7);
function floorBatch(): void {
  const perRound = Math.max(1, Math.round(rolls / POOL / 7));
  let end = 0;
  for (let m = 0; m < BATCH; m++) {
    for (let r = 0; r < 7; r++) {
      let a = 0;
      for (let k = 0; k < perRound; k++) a += floorDice.int(1, 6, "floor");
      end += a & 7;
    }
  }
  sink = (sink + end) & 0xffffff;
}

const OPTIONS = { time: 1500, warmupIterations: 50 };
for (let k = 0; k < 400; k++) {
  rawBatch();
  floorBatch();
  rulesLoop(setups[k % POOL]!, seededDice(k));
  fastTwoSlots(setups[k % POOL]!, seededDice(k));
  runCompiled(compiled[k % POOL]!, seededDice(k));
  gameLoop(openings[k % POOL]!);
}

describe(`blitzmatch: ${BATCH} two-slot matches of 7 rounds (${(rolls / POOL).toFixed(1)} d6 a match)`, () => {
  let i = 0;
  bench(
    "Game API (advance to the end)",
    () => {
      for (let k = 0; k < BATCH; k++) gameLoop(openings[i++ % POOL]!);
    },
    OPTIONS,
  );
  let f = 0;
  bench(
    "fast path: game.fast.run (config validated every match)",
    () => {
      for (let k = 0; k < BATCH; k++) blitzmatch.fast!.run(setups[f % POOL]!, f++, undefined, 0);
    },
    OPTIONS,
  );
  let c = 0;
  bench(
    "fast core: fastTwoSlots on a validated setup",
    () => {
      for (let k = 0; k < BATCH; k++) fastTwoSlots(setups[c % POOL]!, seededDice(c++));
    },
    OPTIONS,
  );
  let r = 0;
  bench(
    "compiled core: runCompiled (setup compiled once, a seed per match)",
    () => {
      for (let k = 0; k < BATCH; k++) runCompiled(compiled[r % POOL]!, seededDice(r++));
    },
    OPTIONS,
  );
  const stream = seededDice(99);
  let q = 0;
  bench(
    "compiled core on one dice stream (as raw draws from one generator)",
    () => {
      for (let k = 0; k < BATCH; k++) runCompiled(compiled[q++ % POOL]!, stream);
    },
    OPTIONS,
  );
  let j = 0;
  bench(
    "rules loop (setupMatch + resolveRound)",
    () => {
      for (let k = 0; k < BATCH; k++) rulesLoop(setups[j % POOL]!, seededDice(j++));
    },
    OPTIONS,
  );
  bench("rules-free floor (the same dice through a DiceSource)", floorBatch, OPTIONS);
  bench("raw pure-rand: the same number of d6", rawBatch, OPTIONS);
});

export { sink };
