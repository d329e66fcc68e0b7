/**
 * Random-bot matches per second through the Game API (runMatch, move by move) against drawing the
 * same number of raw d6 as an average match draws (core's flat xoroshiro128+ loop, the shared
 * stricter bound), in one describe so that vitest prints the ratio; and the strong bot's time per
 * decision in the Action Phase.
 */
import { createRng, randomBot, runMatch, seededDice, type DiceState } from "@ringside/core";
import { bench, describe } from "vitest";
import { flatD6 } from "../../core/bench/flatD6.js";
import { strongBot, superdice, type SuperDiceConfig, type SuperDiceState } from "@ringside/superdice";

const config: SuperDiceConfig = {
  red: {
    name: "Cosmo Man",
    powers: ["regeneration", "invisibility", "mind-scan", "super-leap", "teleportation"],
  },
  blue: { name: "Ant Man", powers: ["shrinking", "extra-limbs", "entangle", "energy-blast", "armor"] },
};
const bots = { red: randomBot(), blue: randomBot() };

/** Dice an average match draws: a scripted source's cursor at the end, over 200 seeded matches. */
function averageDice(): number {
  let total = 0;
  for (let seed = 0; seed < 200; seed++) {
    const source = seededDice(seed);
    const faces = Array.from({ length: 20_000 }, () => source.int(1, 6));
    const dice: DiceState = { kind: "scripted", faces, next: 0 };
    const m = runMatch(superdice, { config, dice, bots, botSeed: seed });
    const end = m.state.dice;
    total += end.kind === "scripted" ? end.next : 0;
  }
  return Math.round(total / 200);
}

const DICE = averageDice();
let seed = 0;
const words = new Int32Array([1, 2, 3, 4]);
let sink = 0;

describe(`random-bot match (${DICE} dice)`, () => {
  bench("engine: runMatch, random bots", () => {
    runMatch(superdice, { config, dice: seed++, bots, botSeed: seed });
  });
  bench("raw: the same number of d6 drawn flat", () => {
    sink += flatD6(words, DICE);
  });
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
const quick = strongBot({ depth: 2, width: 4, samples: 2 });
let i = 0;

describe("strong bot, one Action Phase decision", () => {
  bench("strongBot() (depth 3)", () => {
    const s = spots[i++ % spots.length]!;
    const p = s.actor ?? "red";
    sink += strong({ view: superdice.view(s, p), moves: superdice.moves(s, p), rng: createRng(i) }).type
      .length;
  });
  bench("strongBot({ depth: 2, width: 4 })", () => {
    const s = spots[i++ % spots.length]!;
    const p = s.actor ?? "red";
    sink += quick({ view: superdice.view(s, p), moves: superdice.moves(s, p), rng: createRng(i) }).type
      .length;
  });
});

export { sink };
