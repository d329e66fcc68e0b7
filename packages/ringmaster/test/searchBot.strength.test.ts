/**
 * The search bot against the heuristic bot (the bot it searches with). The matches are played by
 * `scripts/strength.ts` (not in CI: a match with the search bot costs a quarter to half a CPU-minute)
 * and kept in `test/data/searchBot-strength.json`; the suite checks the kept totals, their one-sided
 * p-value and the Wilson interval of the share won, replays the kept whole match, and asks the search
 * bot again for a slice of its decisions in it (the same view, moves and random stream) to show the
 * record is the search bot's own.
 */
import { readFileSync } from "node:fs";
import {
  createRng,
  replayMatch,
  rngFromState,
  wilson,
  type MatchRecord,
  type RngState,
} from "@ringside/core";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { searchBot } from "../src/bots/searchBot.js";
import { ringmaster } from "../src/game.js";
import type { RingMasterConfig, RingMasterPlayer } from "../src/config.js";
import type { RingMasterMove, RingMasterState } from "../src/state.js";

interface Row {
  readonly seed: number;
  readonly red: string;
  readonly blue: string;
  readonly search: RingMasterPlayer;
  readonly winner: RingMasterPlayer | null;
  readonly method: string;
}

interface Strength {
  readonly bots: string;
  readonly matches: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly pValue: number;
  readonly winShare: { readonly estimate: number; readonly low: number; readonly high: number };
  readonly replay: {
    readonly index: number;
    readonly record: MatchRecord<RingMasterConfig, RingMasterMove, RingMasterPlayer>;
    /** The bots' random stream before each move of the record. */
    readonly rngStates: readonly RngState[];
  };
  readonly rows: readonly Row[];
}

const DATA = JSON.parse(
  readFileSync(new URL("./data/searchBot-strength.json", import.meta.url), "utf8"),
) as Strength;

/** P(X ≥ k) for X ~ Binomial(n, ½), summed in log space. */
function binomialTail(n: number, k: number): number {
  let logChoose = 0;
  let p = 0;
  for (let i = 0; i <= n; i++) {
    if (i > 0) logChoose += Math.log((n - i + 1) / i);
    if (i >= k) p += Math.exp(logChoose - n * Math.LN2);
  }
  return p;
}

/** The kept match's states before each recorded move (the automatic steps between played). */
function statesBeforeMoves(): RingMasterState[] {
  const record = DATA.replay.record;
  let state = ringmaster.start(record.config, record.dice).state;
  const out: RingMasterState[] = [];
  for (const { player, move } of record.moves) {
    while (ringmaster.turn(state).kind === "advance") state = ringmaster.advance(state).state;
    out.push(state);
    state = ringmaster.play(state, player, move).state;
  }
  return out;
}

describe("the search bot against the heuristic bot (kept data)", () => {
  it("binomialTail: small cases by hand", () => {
    expect(binomialTail(2, 2)).toBeCloseTo(0.25);
    expect(binomialTail(3, 2)).toBeCloseTo(0.5);
    expect(binomialTail(10, 0)).toBeCloseTo(1);
  });

  it("the kept totals, p-value and interval add up from the kept rows", () => {
    const rows = DATA.rows;
    expect(rows).toHaveLength(DATA.matches);
    rows.forEach((r, i) => expect(r.seed).toBe(5000 + i));
    const wins = rows.filter((r) => r.winner === r.search).length;
    const draws = rows.filter((r) => r.winner === null).length;
    const losses = rows.length - wins - draws;
    expect({ wins, losses, draws }).toEqual({ wins: DATA.wins, losses: DATA.losses, draws: DATA.draws });
    expect(DATA.pValue).toBeCloseTo(binomialTail(wins + losses, wins), 10);
    const w = wilson(wins, wins + losses);
    expect(DATA.winShare).toEqual({ estimate: w.estimate, low: w.low, high: w.high });
  });

  it("the kept whole match replays to its row's result", () => {
    const row = DATA.rows[DATA.replay.index];
    const replayed = replayMatch(ringmaster, DATA.replay.record);
    expect(replayed.state.result).not.toBeNull();
    expect({ winner: replayed.state.result?.winner, method: replayed.state.result?.method }).toEqual({
      winner: row?.winner,
      method: row?.method,
    });
  });

  it("the search bot, asked again with the same view and random stream, makes the kept moves", () => {
    const row = DATA.rows[DATA.replay.index];
    if (row === undefined) throw new Error("no kept row");
    const { moves: recorded } = DATA.replay.record;
    expect(DATA.replay.rngStates).toHaveLength(recorded.length);
    const states = statesBeforeMoves();
    // a slice of its decisions that a test can afford to search again (out of the position phase,
    // 2–6 moves to choose from): those where it overruled the heuristic bot first, then others
    const cheap = recorded
      .map((r, i) => ({ ...r, i }))
      .filter((r) => {
        const s = states[r.i];
        if (r.player !== row.search || s === undefined || s.phase === "position") return false;
        const n = ringmaster.moves(s, r.player).length;
        return n >= 2 && n <= 6;
      });
    const plain = (r: (typeof cheap)[number]): RingMasterMove | undefined => {
      const s = states[r.i] as RingMasterState;
      const moves = ringmaster.moves(s, r.player);
      return heuristicBot()({ view: ringmaster.view(s, r.player), moves, rng: createRng(0) });
    };
    const overruled = cheap.filter((r) => JSON.stringify(plain(r)) !== JSON.stringify(r.move));
    expect(overruled.length).toBeGreaterThanOrEqual(2);
    const slice = [...overruled.slice(0, 2), ...cheap.filter((r) => !overruled.includes(r)).slice(0, 1)];
    expect(slice).toHaveLength(3);
    for (const { i, player, move } of slice) {
      const s = states[i] as RingMasterState;
      const rng = rngFromState(DATA.replay.rngStates[i] as RngState);
      const chosen = searchBot()({
        view: ringmaster.view(s, player),
        moves: ringmaster.moves(s, player),
        rng,
      });
      expect({ i, move: chosen }).toEqual({ i, move });
    }
  }, 30_000);
});
