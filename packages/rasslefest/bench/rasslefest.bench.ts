import { createRng, runMatch } from "@ringside/core";
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
  type RassleState,
} from "@ringside/rasslefest";

const random = rassleRandomBot();

/** Cards drawn and reshuffles in an average random-bot match (measured once, for the baseline). */
function averageDeckWork(): { draws: number; reshuffles: number } {
  let draws = 0;
  let reshuffles = 0;
  const n = 200;
  for (let seed = 0; seed < n; seed++) {
    let drawn = 0;
    const m = runMatch(rasslefest, {
      config: {},
      dice: seed,
      bots: { a: random, b: random },
      botSeed: seed,
      onEvent: (e) => {
        if (e.type === "drew") drawn += e.count;
        if (e.type === "count") drawn += e.cards.length;
      },
    });
    draws += drawn + 10;
    reshuffles += m.state.deck.reshuffles;
  }
  return { draws: Math.round(draws / n), reshuffles: Math.max(0, Math.round(reshuffles / n)) };
}

const work = averageDeckWork();
let seed = 1;
/** Longer runs than vitest's default: the machine is shared, so short runs are mostly noise. */
const opts = { time: 3000 };

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
    `raw pure-rand: shuffle 80, draw ${work.draws} cards, ${work.reshuffles} reshuffle(s)`,
    () => {
      seed++;
      const g = xoroshiro128plus(seed);
      const deck: string[] = [...allCards];
      const shuffle = (cards: string[]): void => {
        for (let i = cards.length - 1; i > 0; i--) {
          const j = uniformInt(g, 0, i);
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
