import { createRng, runMatch, type Bot } from "@ringside/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { bench, describe } from "vitest";
import {
  allCards,
  heuristicBot,
  playFast,
  rasslefest,
  rassleRandomBot,
  strongBot,
  type RassleMove,
  type RassleState,
  type RassleView,
} from "@ringside/rasslefest";

const random = rassleRandomBot();

/** How many values a xoroshiro128+ generator seeded with `seed` gave to reach the saved `state`. */
function valuesDrawn(seed: number, state: readonly number[]): number {
  const g = xoroshiro128plus(seed | 0);
  const same = (s: readonly number[]): boolean => s.every((v, i) => (v | 0) === ((state[i] ?? 0) | 0));
  let n = 0;
  while (!same(g.getState())) {
    g.next();
    n++;
  }
  return n;
}

/**
 * What an average random-bot match draws, measured by instrumenting 200 matches: cards drawn and
 * reshuffles (the deck work the first baseline repeats), every value the match dice gave (the
 * shuffles, reshuffles and referee dice) and every value the two random bots drew for their choices.
 */
function averageWork(): { draws: number; reshuffles: number; diceValues: number; botValues: number } {
  let draws = 0;
  let reshuffles = 0;
  let diceValues = 0;
  let botValues = 0;
  const n = 200;
  for (let seed = 0; seed < n; seed++) {
    let drawn = 0;
    const counting: Bot<RassleView, RassleMove> = (input) => {
      const rng = input.rng;
      return random({
        ...input,
        rng: {
          int: (min, max) => {
            botValues++;
            return rng.int(min, max);
          },
          state: () => rng.state(),
          clone: () => rng.clone(),
          split: () => rng.split(),
        },
      });
    };
    const m = runMatch(rasslefest, {
      config: {},
      dice: seed,
      bots: { a: counting, b: counting },
      botSeed: seed,
      onEvent: (e) => {
        if (e.type === "drew") drawn += e.count;
        if (e.type === "count") drawn += e.cards.length;
      },
    });
    draws += drawn + 10;
    reshuffles += m.state.deck.reshuffles;
    const dice = m.state.dice;
    if (dice.kind === "seeded") diceValues += valuesDrawn(seed, dice.rng);
  }
  return {
    draws: Math.round(draws / n),
    reshuffles: Math.max(0, Math.round(reshuffles / n)),
    diceValues: Math.round(diceValues / n),
    botValues: Math.round(botValues / n),
  };
}

const work = averageWork();
let seed = 1;
/** Longer runs than vitest's default: the machine is shared, so short runs are mostly noise. */
const opts = { time: 3000 };

/**
 * The raw bound of session 1: the 80-card shuffle and the average number of card draws (with the
 * average number of reshuffles), done with raw pure-rand; `extra` more raw values after that.
 * Returns how many values it drew.
 */
function rawMatch(g: ReturnType<typeof xoroshiro128plus>, extra: number): number {
  let values = 0;
  const deck: string[] = [...allCards];
  const shuffle = (cards: string[]): void => {
    for (let i = cards.length - 1; i > 0; i--) {
      const j = uniformInt(g, 0, i);
      values++;
      const t = cards[i]!;
      cards[i] = cards[j]!;
      cards[j] = t;
    }
  };
  shuffle(deck);
  const discard: string[] = [];
  let left = work.reshuffles;
  for (let d = 0; d < work.draws; d++) {
    if (deck.length === 0) {
      if (left-- <= 0) break;
      shuffle(discard);
      deck.push(...discard.splice(0));
    }
    discard.push(deck.shift()!);
  }
  for (let i = 0; i < extra; i++) {
    // A bot's choice among its legal moves (about four on average) or a die.
    if (uniformInt(g, 0, 3) >= 0) values++;
  }
  return values;
}

/** Values the session-1 baseline leaves out: more dice values and every bot choice. */
const extraValues = Math.max(0, work.diceValues - rawMatch(xoroshiro128plus(1), 0)) + work.botValues;

/** Every timed path runs warm, untimed, first: no bench pays another's compilation. */
for (let i = 0; i < 3000; i++) {
  rawMatch(xoroshiro128plus(-i), 0);
  rawMatch(xoroshiro128plus(-i), extraValues);
  playFast({}, -i, { a: "random", b: "random" }, -i);
  if (i % 10 === 0) {
    runMatch(rasslefest, { config: {}, dice: -i, bots: { a: random, b: random }, botSeed: -i });
  }
}

describe("rasslefest: random-bot matches vs the raw pure-rand shuffles and draws", () => {
  bench(
    "engine (Game API, runMatch): one random-bot match",
    () => {
      seed++;
      runMatch(rasslefest, { config: {}, dice: seed, bots: { a: random, b: random }, botSeed: seed });
    },
    opts,
  );

  bench(
    "engine (fast path, playFast): one random-bot match",
    () => {
      seed++;
      playFast({}, seed, { a: "random", b: "random" }, seed);
    },
    opts,
  );

  bench(
    `raw pure-rand (session 1 bound): shuffle 80, draw ${work.draws} cards, ${work.reshuffles} reshuffle(s)`,
    () => {
      seed++;
      rawMatch(xoroshiro128plus(seed), 0);
    },
    opts,
  );

  bench(
    `raw pure-rand (every value drawn): the same + ${extraValues} values (${work.diceValues} dice values, ${work.botValues} bot choices per match)`,
    () => {
      seed++;
      rawMatch(xoroshiro128plus(seed), extraValues);
    },
    opts,
  );
});

const heuristic = heuristicBot();

describe("rasslefest: heuristic-bot matches", () => {
  bench("heuristic (Game API, runMatch): one match", () => {
    seed++;
    runMatch(rasslefest, { config: {}, dice: seed, bots: { a: heuristic, b: heuristic }, botSeed: seed });
  });

  bench("heuristic (fast path, playFast): one match", () => {
    seed++;
    playFast({}, seed, { a: "heuristic", b: "heuristic" }, seed);
  });
});

/** A mid-match position where the strong bot has a real choice. */
function midMatch(): RassleState {
  for (let s = 1; ; s++) {
    let state = rasslefest.setup({}, s);
    const rng = createRng(s);
    for (let i = 0; i < 30; i++) {
      const t = rasslefest.turn(state);
      if (t.kind !== "decide") break;
      const p = t.players[0]!;
      const moves = rasslefest.moves(state, p);
      if (i > 10 && moves.length >= 4 && state.phase.kind === "lead") return state;
      state = rasslefest.play(state, p, moves[rng.int(0, moves.length - 1)]!).state;
    }
  }
}

const position = midMatch();
const strong = strongBot();
const botRng = createRng(99);

describe("rasslefest: strong bot", () => {
  bench("strong bot: one decision (default settings)", () => {
    const t = rasslefest.turn(position);
    if (t.kind !== "decide") return;
    const p = t.players[0]!;
    strong({ view: rasslefest.view(position, p), moves: rasslefest.moves(position, p), rng: botRng });
  });
});
