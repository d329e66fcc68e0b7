import { bench, describe } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { createRng, seededDice, type DiceSource } from "@ringside/core";
import {
  fastmatch,
  generateGrid,
  loadConfig,
  playRound,
  resolveMatch,
  startMatch,
  workCopy,
  type FastMatchEvent,
  type FastMatchState,
} from "@ringside/fastmatch";
import { randomCharacter, randomStrategy } from "../test/helpers.js";

/** Opening states of random legal singles matches (loaded once): the bench times resolution only. */
const POOL = 256;
const states: FastMatchState[] = [];
for (let i = 0; i < POOL; i++) {
  const rng = createRng(i);
  const a = randomCharacter(rng, "Ace");
  const b = randomCharacter(rng, "Bolt");
  const config = loadConfig({
    sides: [
      { wrestlers: [a], strategy: randomStrategy(rng, a, "challenger", 20) },
      { wrestlers: [b], strategy: randomStrategy(rng, b, "defender", 20) },
    ],
    grid: generateGrid(seededDice(i)),
    timeLimit: 20,
  });
  states.push(startMatch(config, seededDice(i)).state);
}

/** The average number of dice one match rolls, counted by replaying every match with a counting source. */
let rolls = 0;
for (const s of states) {
  const inner = seededDice(s.dice.kind === "seeded" ? s.dice.rng[0] : 0);
  const counting: DiceSource = {
    int: (min, max, label) => (rolls++, inner.int(min, max, label)),
    save: () => inner.save(),
  };
  const work = workCopy({ ...s, dice: inner.save() });
  const events: FastMatchEvent[] = [];
  while (work.result === null) playRound(work, counting, events);
}
const DICE_PER_MATCH = Math.max(1, Math.round(rolls / POOL));

/** Matches per bench iteration (the baseline draws as many matches' worth of dice). */
const BATCH = 16;

/** The Game API, step by step: `advance` until the result, a fresh JSON state per round. */
function runMatch(start: FastMatchState): FastMatchState {
  let state = start;
  while (state.result === null) state = fastmatch.advance(state).state;
  return state;
}

const OPTIONS = { time: 1500, warmupIterations: 50 };

describe("fastmatch singles", () => {
  let i = 0;
  bench(
    `Game API (runMatch): ${BATCH} singles matches (20-round limit)`,
    () => {
      for (let k = 0; k < BATCH; k++) runMatch(states[i++ % POOL]!);
    },
    OPTIONS,
  );
  bench(
    `resolveMatch with events: ${BATCH} singles matches`,
    () => {
      for (let k = 0; k < BATCH; k++) resolveMatch(states[i++ % POOL]!);
    },
    OPTIONS,
  );
  bench(
    `resolveMatch fast path ({ events: false }): ${BATCH} singles matches`,
    () => {
      for (let k = 0; k < BATCH; k++) resolveMatch(states[i++ % POOL]!, { events: false });
    },
    OPTIONS,
  );
  const gen = xoroshiro128plus(42);
  let sink = 0;
  bench(
    `raw pure-rand baseline: ${BATCH} x ${DICE_PER_MATCH} d6 (the same matches' dice)`,
    () => {
      for (let k = 0; k < BATCH * DICE_PER_MATCH; k++) sink += uniformInt(gen, 1, 6);
      if (sink < 0) throw new Error("unreachable");
    },
    OPTIONS,
  );
});
