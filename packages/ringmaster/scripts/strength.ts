/**
 * The search bot's strength against the heuristic bot (the bot it searches with), kept as data in
 * `test/data/searchBot-strength.json`. Not run in CI: a match with the search bot on one side costs
 * a quarter to half a CPU-minute. The package's test checks the kept totals and replays a slice of a
 * kept match (the search bot's first decisions and the whole match's moves).
 *
 * ```sh
 * pnpm --filter @ringside/ringmaster run strength -- --from 0 --to 20   # plays matches 0–19 into the work file
 * pnpm --filter @ringside/ringmaster run strength -- --write            # writes the kept data from the work file
 * ```
 *
 * Match `i` pairs sample wrestler `i mod 3` (red) with sample wrestler `⌊i / 3⌋ mod 3` (blue) on
 * dice seed and bot seed 5000 + i; the search bot plays red in even matches and blue in odd ones.
 * Rows go to the work file as they finish (`node_modules/.cache/searchBot-strength.jsonl`), so a run
 * can be stopped and resumed in chunks.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createRng, runMatch, wilson, type Bot, type MatchRecord, type RngState } from "@ringside/core";
import type { RingMasterConfig, RingMasterPlayer } from "../src/config.js";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { searchBot } from "../src/bots/searchBot.js";
import { ringmaster } from "../src/game.js";
import { SAMPLE_WRESTLERS } from "../src/samples/wrestlers.js";
import type { RingMasterMove, RingMasterView } from "../src/state.js";

/** One kept match. */
export interface StrengthRow {
  readonly seed: number;
  readonly red: string;
  readonly blue: string;
  readonly search: RingMasterPlayer;
  readonly winner: RingMasterPlayer | null;
  readonly method: string;
}

type Record = MatchRecord<RingMasterConfig, RingMasterMove, RingMasterPlayer>;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

// paths from the package directory (where `pnpm --filter` runs the script)
const WORK = arg("work") ?? "node_modules/.cache/searchBot-strength.jsonl";
const KEPT = "test/data/searchBot-strength.json";

/**
 * Plays match `i` of the run and gives its row, its record and the state of the bots' random stream
 * before each move (so that a test can ask the search bot for one decision of it again).
 */
export function playStrengthMatch(i: number): { row: StrengthRow; record: Record; rngStates: RngState[] } {
  const n = SAMPLE_WRESTLERS.length;
  const red = SAMPLE_WRESTLERS[i % n];
  const blue = SAMPLE_WRESTLERS[Math.floor(i / n) % n];
  if (red === undefined || blue === undefined) throw new Error("sample wrestlers");
  const search: RingMasterPlayer = i % 2 === 0 ? "red" : "blue";
  const seed = 5000 + i;
  const rngStates: RngState[] = [];
  const noting =
    (bot: Bot<RingMasterView, RingMasterMove>): Bot<RingMasterView, RingMasterMove> =>
    (input) => {
      rngStates.push(input.rng.state());
      return bot(input);
    };
  const bots =
    search === "red"
      ? { red: noting(searchBot()), blue: noting(heuristicBot()) }
      : { red: noting(heuristicBot()), blue: noting(searchBot()) };
  const r = runMatch(ringmaster, { config: { red, blue }, dice: seed, bots, botSeed: seed });
  const row: StrengthRow = {
    seed,
    red: red.name,
    blue: blue.name,
    search,
    winner: r.result.winner,
    method: r.result.method,
  };
  return { row, record: r.record, rngStates };
}

function play(from: number, to: number): void {
  mkdirSync(dirname(WORK), { recursive: true });
  for (let i = from; i < to; i++) {
    const started = Date.now();
    const { row, record, rngStates } = playStrengthMatch(i);
    appendFileSync(WORK, `${JSON.stringify({ i, row, moves: record.moves.length, record, rngStates })}\n`);
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `match ${String(i)}: ${row.winner ?? "draw"} by ${row.method} (search ${row.search}, ${secs} s)`,
    );
  }
}

interface WorkLine {
  readonly i: number;
  readonly row: StrengthRow;
  readonly moves: number;
  readonly record: Record;
  /** Absent in lines written before the states were kept. */
  readonly rngStates?: readonly RngState[];
}

function write(): void {
  if (!existsSync(WORK)) throw new Error("no work file: play some matches first");
  const byIndex = new Map<number, WorkLine>();
  for (const line of readFileSync(WORK, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const w = JSON.parse(line) as WorkLine;
    byIndex.set(w.i, w);
  }
  // the kept rows are matches 0, 1, 2, … without a gap
  const lines: WorkLine[] = [];
  for (let i = 0; byIndex.has(i); i++) lines.push(byIndex.get(i) as WorkLine);
  const rows = lines.map((l) => l.row);
  const wins = rows.filter((r) => r.winner === r.search).length;
  const draws = rows.filter((r) => r.winner === null).length;
  const losses = rows.length - wins - draws;
  const interval = wilson(wins, wins + losses);
  // the shortest kept match (by moves) is kept whole, for the test to replay
  // (among the lines that kept the random stream's states, when there are any, and of those the
  // ones where the search overruled the heuristic bot in at least two quick decisions, for the test)
  const withStates = lines.filter((l) => l.rngStates !== undefined);
  const telling = withStates.filter((l) => overruled(l) >= 2);
  const pool = telling.length > 0 ? telling : withStates.length > 0 ? withStates : lines;
  const shortest = pool.reduce((a, b) => (b.moves < a.moves ? b : a));
  // the random stream's state before each move: played again when the work file does not keep it
  let rngStates = shortest.rngStates;
  if (rngStates === undefined) {
    const again = playStrengthMatch(shortest.i);
    if (JSON.stringify(again.record.moves) !== JSON.stringify(shortest.record.moves))
      throw new Error(`match ${String(shortest.i)} did not play the same again`);
    rngStates = again.rngStates;
  }
  const data = {
    bots: "searchBot() against heuristicBot()",
    matches: rows.length,
    wins,
    losses,
    draws,
    pValue: binomialTail(wins + losses, wins),
    winShare: { estimate: interval.estimate, low: interval.low, high: interval.high },
    replay: { index: shortest.i, record: shortest.record, rngStates },
    rows,
  };
  writeFileSync(KEPT, `${JSON.stringify(data, null, 1)}\n`);
  console.log(
    `${String(rows.length)} matches: ${String(wins)} won, ${String(losses)} lost, ${String(draws)} drawn; ` +
      `won ${(100 * interval.estimate).toFixed(1)}% of decided (95% interval ${(100 * interval.low).toFixed(1)}–${(100 * interval.high).toFixed(1)}%), ` +
      `p = ${data.pValue.toExponential(2)}; match ${String(shortest.i)} kept whole (${String(shortest.moves)} moves)`,
  );
}

/**
 * The search bot's decisions in a kept match that a test can afford to ask again (out of the
 * position phase, 2–6 moves to choose from) where it chose otherwise than the heuristic bot would.
 */
function overruled(line: WorkLine): number {
  const { record } = line;
  let state = ringmaster.start(record.config, record.dice).state;
  let n = 0;
  for (const { player, move } of record.moves) {
    while (ringmaster.turn(state).kind === "advance") state = ringmaster.advance(state).state;
    if (player === line.row.search && state.phase !== "position") {
      const moves = ringmaster.moves(state, player);
      const rng = createRng(0);
      const plain = heuristicBot()({ view: ringmaster.view(state, player), moves, rng });
      if (moves.length >= 2 && moves.length <= 6 && JSON.stringify(plain) !== JSON.stringify(move)) n++;
    }
    state = ringmaster.play(state, player, move).state;
  }
  return n;
}

/** P(X ≥ k) for X ~ Binomial(n, ½), summed in log space. */
export function binomialTail(n: number, k: number): number {
  let logChoose = 0;
  let p = 0;
  for (let i = 0; i <= n; i++) {
    if (i > 0) logChoose += Math.log((n - i + 1) / i);
    if (i >= k) p += Math.exp(logChoose - n * Math.LN2);
  }
  return p;
}

function main(): void {
  if (process.argv.includes("--write")) {
    write();
    return;
  }
  const from = Number(arg("from") ?? "0");
  const to = Number(arg("to") ?? String(from + 10));
  play(from, to);
}

main();
