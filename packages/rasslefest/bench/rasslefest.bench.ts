import { createRng, runMatch, type Bot } from "@ringside/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { bench, describe } from "vitest";
import {
  allCards,
  cardKinds,
  heuristicBot,
  kindOf,
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

/**
 * Seeds for one bench: every bench walks the same 65 536 seeds from 1, so the engine and the raw
 * bounds shuffle the same decks, and no bench draws from differently seeded generators merely
 * because it runs later.
 */
function seeds(): () => number {
  let n = 0;
  return () => 1 + (n++ & 0xffff);
}
/** Longer runs than vitest's default: the machine is shared, so short runs are mostly noise. */
const opts = { time: 3000 };
/**
 * Matches per timed sample, on every side: a random match takes about ten microseconds on the fast
 * path and one on the raw bound, so one match per sample would let the timer and the harness's own
 * work between samples weigh on both sides and pull the ratio towards 1.
 */
const BATCH = 32;
/** Where results go (a small integer, so adding to it never boxes a number). */
let sink = 0;

if (allCards.length !== 80) throw new Error("the raw bound below shuffles 80 cards");
/** The raw bound's draw pile and discard pile: cards as small integers, reused by every match. */
const rawDeck = new Int16Array(80);
const rawDiscard = new Int16Array(80);

/**
 * The raw bound of session 1, done as cheaply as raw pure-rand allows: the 80-card shuffle and the
 * average number of card draws (with the average number of reshuffles), cards as small integers in
 * typed arrays, drawn by moving an index; then `extra` more raw values. Sums stay in locals. Returns
 * how many values it drew.
 */
function rawMatch(g: ReturnType<typeof xoroshiro128plus>, extra: number): number {
  const deck = rawDeck;
  const discard = rawDiscard;
  let values = 0;
  for (let i = 0; i < 80; i++) deck[i] = i;
  // A literal bound, as the engine's deal has: the compiler then knows every range is small.
  for (let i = 79; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    values++;
    const t = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = t;
  }
  let pos = 0;
  let end = 80;
  let discarded = 0;
  let left = work.reshuffles;
  let cards = 0;
  for (let d = 0; d < work.draws; d++) {
    if (pos === end) {
      if (left-- <= 0) break;
      for (let i = discarded - 1; i > 0; i--) {
        const j = uniformInt(g, 0, i);
        values++;
        const t = discard[i] as number;
        discard[i] = discard[j] as number;
        discard[j] = t;
      }
      deck.set(discard.subarray(0, discarded));
      pos = 0;
      end = discarded;
      discarded = 0;
    }
    const c = deck[pos++] as number;
    discard[discarded++] = c;
    cards += c;
  }
  // `extra` more values: a bot's choice among its legal moves (about four on average) or a die.
  let total = cards;
  for (let i = 0; i < extra; i++) total += uniformInt(g, 0, 3);
  sink = (sink + (total & 1)) & 0xffffff;
  return values + extra;
}

/** Values the session-1 baseline leaves out: more dice values and every bot choice. */
const extraValues = Math.max(0, work.diceValues - rawMatch(xoroshiro128plus(1), 0)) + work.botValues;

/** Each card's kind as a small integer (the floor below builds hand masks from it). */
const kindIds = cardKinds.map((k) => k.id);
const rawKind = Uint8Array.from(allCards, (c) => kindIds.indexOf(kindOf(c)));
/** The two five-card hands of the floor below (five slots each). */
const rawHands = new Int16Array(10);

/** How many bits of `x` are set. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * A rules-free floor: what any engine pays that chooses by looking at a hand, with every rule left
 * out. The same 80-card shuffle and the same count of other dice values as the every-value bound,
 * then the average match's number of decisions, alternating between two five-card hands: each
 * builds the mover's mask of kinds held, draws with raw pure-rand among those kinds plus a pass,
 * plays the first card of the drawn kind and draws its replacement from the deck. No energy, no
 * legality, no control, no cover: a real engine does all this and more at each decision, so its
 * time cannot fall below this walk's. Returns how many values it drew.
 */
function rulesFreeWalk(g: ReturnType<typeof xoroshiro128plus>): number {
  const deck = rawDeck;
  const hands = rawHands;
  for (let i = 0; i < 80; i++) deck[i] = i;
  for (let i = 79; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    const t = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = t;
  }
  let total = 0;
  const dice = Math.max(0, work.diceValues - 79);
  for (let i = 0; i < dice; i++) total += uniformInt(g, 0, 3);
  let pos = 0;
  for (let i = 0; i < 10; i++) hands[i] = deck[pos++] as number;
  for (let s = 0; s < work.botValues; s++) {
    const base = (s & 1) * 5;
    let mask = 0;
    for (let i = 0; i < 5; i++) mask |= 1 << (rawKind[hands[base + i] as number] as number);
    const n = popcount(mask) + 1;
    let k = uniformInt(g, 0, n - 1);
    if (k === n - 1) continue;
    for (let i = 0; i < 5; i++) {
      const card = hands[base + i] as number;
      const bit = 1 << (rawKind[card] as number);
      if ((mask & bit) === 0) continue;
      if (k-- === 0) {
        total += card;
        hands[base + i] = deck[pos] as number;
        if (pos < 79) pos++;
        break;
      }
      mask ^= bit;
    }
  }
  sink = (sink + (total & 1)) & 0xffffff;
  return 79 + dice + work.botValues;
}

/** Every timed path runs warm, untimed, first: no bench pays another's compilation. */
for (let i = 0; i < 3000; i++) {
  rawMatch(xoroshiro128plus(-i), 0);
  rawMatch(xoroshiro128plus(-i), extraValues);
  rulesFreeWalk(xoroshiro128plus(-i));
  playFast({}, -i, { a: "random", b: "random" }, -i);
  if (i % 10 === 0) {
    runMatch(rasslefest, { config: {}, dice: -i, bots: { a: random, b: random }, botSeed: -i });
  }
}

/** One sample of the Game API: `BATCH` matches of `bot` against itself, on the next seeds. */
function apiBatch(bot: Bot<RassleView, RassleMove>, nextSeed: () => number): void {
  let steps = 0;
  for (let k = 0; k < BATCH; k++) {
    const seed = nextSeed();
    steps += runMatch(rasslefest, { config: {}, dice: seed, bots: { a: bot, b: bot }, botSeed: seed }).steps;
  }
  sink = (sink + steps) & 0xffffff;
}

describe(`rasslefest: ${BATCH} random-bot matches vs the raw pure-rand shuffles and draws`, () => {
  const apiSeed = seeds();
  bench(`engine (Game API, runMatch): ${BATCH} random-bot matches`, () => apiBatch(random, apiSeed), opts);

  const fastSeed = seeds();
  bench(
    `engine (fast path, playFast): ${BATCH} random-bot matches`,
    () => {
      let steps = 0;
      for (let k = 0; k < BATCH; k++) {
        const seed = fastSeed();
        steps += playFast({}, seed, { a: "random", b: "random" }, seed).steps;
      }
      sink = (sink + steps) & 0xffffff;
    },
    opts,
  );

  const sessionSeed = seeds();
  bench(
    `raw pure-rand (session 1 bound): ${BATCH} × (shuffle 80, draw ${work.draws} cards, ${work.reshuffles} reshuffle(s))`,
    () => {
      let values = 0;
      for (let k = 0; k < BATCH; k++) values += rawMatch(xoroshiro128plus(sessionSeed()), 0);
      sink = (sink + values) & 0xffffff;
    },
    opts,
  );

  const everySeed = seeds();
  bench(
    `raw pure-rand (every value drawn): ${BATCH} × (the same + ${extraValues} values: ${work.diceValues} dice values, ${work.botValues} bot choices per match)`,
    () => {
      let values = 0;
      for (let k = 0; k < BATCH; k++) values += rawMatch(xoroshiro128plus(everySeed()), extraValues);
      sink = (sink + values) & 0xffffff;
    },
    opts,
  );

  const floorSeed = seeds();
  bench(
    `rules-free floor (raw pure-rand): ${BATCH} × (the same shuffle and dice values, then ${work.botValues} picks from a five-card hand, no rules)`,
    () => {
      let values = 0;
      for (let k = 0; k < BATCH; k++) values += rulesFreeWalk(xoroshiro128plus(floorSeed()));
      sink = (sink + values) & 0xffffff;
    },
    opts,
  );
});

const heuristic = heuristicBot();

describe(`rasslefest: ${BATCH} heuristic-bot matches`, () => {
  const apiSeed = seeds();
  bench(`heuristic (Game API, runMatch): ${BATCH} matches`, () => apiBatch(heuristic, apiSeed));

  const fastSeed = seeds();
  bench(`heuristic (fast path, playFast): ${BATCH} matches`, () => {
    let steps = 0;
    for (let k = 0; k < BATCH; k++) {
      const seed = fastSeed();
      steps += playFast({}, seed, { a: "heuristic", b: "heuristic" }, seed).steps;
    }
    sink = (sink + steps) & 0xffffff;
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
