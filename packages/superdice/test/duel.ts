/** Duplicate-dealt matches between two bots on the fast path, with a one-sided sign test. */
import { createRng, type Bot } from "@ringside/core";
import { POWER_IDS, superdice, type PowerId, type SuperDiceMove, type SuperDiceView } from "../src/index.js";

/** A fresh bot for one seat. */
export type BotMaker = () => Bot<SuperDiceView, SuperDiceMove>;

/** What bot A scored against bot B. */
export interface DuelScore {
  /** Matches won, lost and drawn by A. */
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Deals A won (more wins than B over its two seatings), lost, and split. */
  readonly dealsWon: number;
  readonly dealsLost: number;
  readonly dealsSplit: number;
}

/**
 * Plays `deals` deals: each deals ten different powers at random, five to each hero, and a dice
 * seed; A plays it once as red and once as blue against B (duplicate play: both bots get the same
 * heroes and the same dice, so the deal's luck cancels out).
 */
export function duel(a: BotMaker, b: BotMaker, deals: number, seed: number): DuelScore {
  const rng = createRng(seed);
  let wins = 0;
  let losses = 0;
  let draws = 0;
  let dealsWon = 0;
  let dealsLost = 0;
  for (let i = 0; i < deals; i++) {
    const deck: PowerId[] = [...POWER_IDS];
    for (let j = deck.length - 1; j > 0; j--) {
      const k = rng.int(0, j);
      [deck[j], deck[k]] = [deck[k] as PowerId, deck[j] as PowerId];
    }
    const config = {
      red: { name: "Red", powers: deck.slice(0, 5) },
      blue: { name: "Blue", powers: deck.slice(5, 10) },
    };
    const dice = rng.int(0, 2 ** 30);
    let net = 0;
    for (const aIsRed of [true, false]) {
      const bots = aIsRed ? { red: a(), blue: b() } : { red: b(), blue: a() };
      const winner = superdice.fast!.run(config, dice, bots, dice).result.winner;
      if (winner === null) draws++;
      else if ((winner === "red") === aIsRed) {
        wins++;
        net++;
      } else {
        losses++;
        net--;
      }
    }
    if (net > 0) dealsWon++;
    else if (net < 0) dealsLost++;
  }
  return { wins, losses, draws, dealsWon, dealsLost, dealsSplit: deals - dealsWon - dealsLost };
}

/**
 * One-sided sign test: the chance of at least `wins` heads in `wins + losses` fair tosses (ties
 * left out), i.e. of a margin this large if the two bots were equally strong.
 */
export function signTest(wins: number, losses: number): number {
  const n = wins + losses;
  let p = 0;
  let c = 1;
  for (let k = 0; k <= n; k++) {
    if (k >= wins) p += c / 2 ** n;
    c = (c * (n - k)) / (k + 1);
  }
  return p;
}

/** The score as one line: matches and deals with their margins and p-values. */
export function scoreLine(name: string, s: DuelScore): string {
  const pm = signTest(s.wins, s.losses);
  const pd = signTest(s.dealsWon, s.dealsLost);
  return (
    `${name}: matches ${s.wins}-${s.losses}-${s.draws} (margin ${s.wins - s.losses}, p = ${pm.toExponential(1)}); ` +
    `deals ${s.dealsWon}-${s.dealsLost}-${s.dealsSplit} (margin ${s.dealsWon - s.dealsLost}, p = ${pd.toExponential(1)})`
  );
}
