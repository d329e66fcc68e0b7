/**
 * Random-bot matches through the Game API (`runMatch`, step by step) and through the fast path
 * (`superdice.fast.run`, what `simulate` plays), against two bounds in the same describe so that
 * vitest prints the ratios:
 * - raw: the same number of d6 an average match draws, in core's flat xoroshiro128+ loop;
 * - floor: a rules-free match of the same shape: as many decisions as an average match, each
 *   listing as many move objects as an average decision offers and picking one with the bot stream,
 *   plus the raw dice. Any engine that hands its bots lists of legal moves pays this much.
 * And the strong bot's time per Action Phase decision (the shipped default).
 */
import { createRng, runMatch, type Rng } from "@ringside/core";
import { bench, describe } from "vitest";
import { flatD6 } from "../../core/bench/flatD6.js";
import { averageMatch, floorMatch as sharedFloor } from "../scripts/fastFloorEntry.js";
import {
  strongBot,
  superDiceRandomBot,
  superdice,
  type SuperDiceConfig,
  type SuperDiceState,
} from "@ringside/superdice";

const config: SuperDiceConfig = {
  red: {
    name: "Cosmo Man",
    powers: ["regeneration", "invisibility", "mind-scan", "super-leap", "teleportation"],
  },
  blue: { name: "Ant Man", powers: ["shrinking", "extra-limbs", "entangle", "energy-blast", "armor"] },
};
const bots = { red: superDiceRandomBot(), blue: superDiceRandomBot() };

const AVG = averageMatch();
const MOVES = Math.round(AVG.moves);
const words = new Int32Array([1, 2, 3, 4]);
let sink = 0;

/** The rules-free floor: the decisions' move lists and picks, and the raw dice. */
function floorMatch(rng: Rng): number {
  return sharedFloor(rng, AVG.decisions, MOVES, AVG.dice);
}

let seed = 0;
const floorRng = createRng(1);
/** Longer runs than vitest's default: the machine is shared, so short runs are mostly noise. */
const opts = { time: 3000 };

describe(`random-bot match (${AVG.dice} dice, ${AVG.decisions} decisions of ${MOVES} moves)`, () => {
  bench(
    "Game API: runMatch",
    () => {
      seed++;
      sink += runMatch(superdice, { config, dice: seed, bots, botSeed: seed }).steps;
    },
    opts,
  );
  bench(
    "fast path: superdice.fast.run",
    () => {
      seed++;
      sink += superdice.fast!.run(config, seed, bots, seed).steps;
    },
    opts,
  );
  bench(
    "floor: the same decisions' move lists and picks, and the dice, no rules",
    () => {
      sink += floorMatch(floorRng);
    },
    opts,
  );
  bench(
    "raw: the same number of d6 drawn flat",
    () => {
      sink += flatD6(words, AVG.dice);
    },
    opts,
  );
});

/** Action Phase positions from seeded random matches, for the strong bot to decide in. */
function positions(): SuperDiceState[] {
  const out: SuperDiceState[] = [];
  const rng = createRng(7);
  for (let s = 0; out.length < 50; s++) {
    let state = superdice.setup(config, s);
    for (let step = 0; step < 400; step++) {
      const t = superdice.turn(state);
      if (t.kind === "over") break;
      if (t.kind === "advance") state = superdice.advance(state).state;
      else {
        const p = t.players[0] ?? "red";
        if (state.phase === "action" && rng.int(0, 9) === 0) out.push(state);
        const moves = superdice.moves(state, p);
        state = superdice.play(state, p, moves[rng.int(0, moves.length - 1)]!).state;
      }
    }
  }
  return out;
}

const spots = positions();
const strong = strongBot();
let i = 0;

describe("strong bot, one Action Phase decision", () => {
  bench(
    "strongBot() (shipped default: depth 3, width 4, two samples)",
    () => {
      const s = spots[i++ % spots.length]!;
      const p = s.actor ?? "red";
      sink += strong({ view: superdice.view(s, p), moves: superdice.moves(s, p), rng: createRng(i) }).type
        .length;
    },
    opts,
  );
});

export { sink };
