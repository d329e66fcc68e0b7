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
import { createRng, runMatch, seededDice, type DiceState, type Rng } from "@ringside/core";
import { bench, describe } from "vitest";
import { flatD6 } from "../../core/bench/flatD6.js";
import {
  strongBot,
  superDiceRandomBot,
  superdice,
  type SuperDiceConfig,
  type SuperDiceMove,
  type SuperDiceState,
  type SuperDiceView,
} from "@ringside/superdice";
import type { Bot } from "@ringside/core";

const config: SuperDiceConfig = {
  red: {
    name: "Cosmo Man",
    powers: ["regeneration", "invisibility", "mind-scan", "super-leap", "teleportation"],
  },
  blue: { name: "Ant Man", powers: ["shrinking", "extra-limbs", "entangle", "energy-blast", "armor"] },
};
const bots = { red: superDiceRandomBot(), blue: superDiceRandomBot() };

/**
 * What an average random-bot match does, over 200 seeded matches: d6 drawn (a scripted source's
 * cursor at the end), decisions taken, and legal moves offered per decision.
 */
function averageMatch(): { dice: number; decisions: number; moves: number } {
  let dice = 0;
  let decisions = 0;
  let moves = 0;
  const counting: Bot<SuperDiceView, SuperDiceMove> = ({ moves: legal, rng }) => {
    decisions++;
    moves += legal.length;
    return legal[rng.int(0, legal.length - 1)]!;
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

const AVG = averageMatch();
const MOVES = Math.round(AVG.moves);
const words = new Int32Array([1, 2, 3, 4]);
let sink = 0;

/** The rules-free floor: the decisions' move lists and picks, and the raw dice. */
function floorMatch(rng: Rng): number {
  let picked = 0;
  for (let i = 0; i < AVG.decisions; i++) {
    const list: { type: string; die: number; side: string }[] = [];
    for (let k = 0; k < MOVES; k++) list.push({ type: "assign", die: k, side: k & 1 ? "attack" : "defense" });
    picked += list[rng.int(0, list.length - 1)]!.die;
  }
  return picked + flatD6(words, AVG.dice);
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
