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

/**
 * The matches every engine bench plays: pair `i` is setup `i % POOL` on seed `i`, `PAIRS` of them
 * in turn, 64 to a batch. Their d6 are counted once, through the rules with a counting source (the
 * compiled core draws the same dice: a property test checks it leaves the generator where the
 * rules do), so the raw baseline draws exactly as many d6 per batch as the matches do, on average
 * over the 64 batches of a cycle.
 */
const PAIRS = 4096;
let rolls = 0;
for (let i = 0; i < PAIRS; i++) {
  const inner = seededDice(i);
  rulesLoop(setups[i % POOL]!, {
    int: (min, max) => (rolls++, inner.int(min, max)),
    save: () => inner.save(),
  });
}
/** The Game API's openings of the same pairs (setup `i % POOL` on seed `i`). */
const openings: BlitzMatchState[] = Array.from({ length: PAIRS }, (_, i) =>
  blitzmatch.setup(setups[i % POOL]!, i),
);
const BATCH = 64;
const PER_MATCH = rolls / PAIRS;
const RAW_PER_BATCH = Math.round(PER_MATCH * BATCH);

const gen = xoroshiro128plus(42);
let sink = 0;
/** The raw bound: as many pure-rand d6 as `BATCH` matches roll, one `uniformInt` call each. */
function rawBatch(): void {
  let total = 0;
  for (let k = 0; k < RAW_PER_BATCH; k++) total += uniformInt(gen, 1, 6);
  sink = (sink + total) & 0xffffff;
}

/**
 * The rules-free floor: the same number of d6 drawn through core's seeded `DiceSource` with a label
 * each, and a round's bare arithmetic every few dice: what any engine that keeps its dice in a
 * saveable source pays before any rule.
 */
const floorDice: DiceSource = seededDice(7);
function floorBatch(): void {
  let end = 0;
  let a = 0;
  for (let k = 0; k < RAW_PER_BATCH; k++) {
    a += floorDice.int(1, 6, "floor");
    if (k % 3 === 2) {
      end += a & 7;
      a = 0;
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
  gameLoop(blitzmatch.setup(setups[k % POOL]!, k));
}

describe(`blitzmatch: ${BATCH} two-slot matches of 7 rounds (${PER_MATCH.toFixed(2)} d6 a match; the raw bench draws ${RAW_PER_BATCH})`, () => {
  let i = 0;
  bench(
    "Game API (advance to the end)",
    () => {
      for (let k = 0; k < BATCH; k++, i = (i + 1) % PAIRS) gameLoop(openings[i]!);
    },
    OPTIONS,
  );
  let f = 0;
  bench(
    "fast path: game.fast.run (config validated every match)",
    () => {
      for (let k = 0; k < BATCH; k++, f = (f + 1) % PAIRS)
        blitzmatch.fast!.run(setups[f % POOL]!, f, undefined, 0);
    },
    OPTIONS,
  );
  let c = 0;
  bench(
    "fast core: fastTwoSlots on a validated setup",
    () => {
      for (let k = 0; k < BATCH; k++, c = (c + 1) % PAIRS) fastTwoSlots(setups[c % POOL]!, seededDice(c));
    },
    OPTIONS,
  );
  let r = 0;
  bench(
    "compiled core: runCompiled (setup compiled once, a seed per match)",
    () => {
      for (let k = 0; k < BATCH; k++, r = (r + 1) % PAIRS) runCompiled(compiled[r % POOL]!, seededDice(r));
    },
    OPTIONS,
  );
  let j = 0;
  bench(
    "rules loop (setupMatch + resolveRound)",
    () => {
      for (let k = 0; k < BATCH; k++, j = (j + 1) % PAIRS) rulesLoop(setups[j % POOL]!, seededDice(j));
    },
    OPTIONS,
  );
  bench("rules-free floor (the same dice through a DiceSource)", floorBatch, OPTIONS);
  bench("raw pure-rand: the same number of d6", rawBatch, OPTIONS);
});

export { sink };
