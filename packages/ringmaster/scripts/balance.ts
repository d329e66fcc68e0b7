/**
 * The balance measurement (issue #26, the completion's design targets): plays seeded singles
 * matches of the shipped bots across the sample wrestlers and prints the finish mix, the match
 * length in match time, how often a Finisher on a Fresh man ends the match at once, the longest
 * run of covers without a hit, and a squash between badly mismatched wrestlers.
 *
 * ```sh
 * pnpm --filter @ringside/ringmaster run balance                      # 1,200 heuristic matches
 * pnpm --filter @ringside/ringmaster run balance -- --matches 120     # a quick look
 * pnpm --filter @ringside/ringmaster run balance -- --bot search --matches 60
 * # the search bot in chunks: matches 0–9, then 10–19, …, each line kept; then the figures of them all
 * pnpm --filter @ringside/ringmaster run balance -- --bot search --from 0 --matches 10 --squashes 0 --jsonl /tmp/search.jsonl
 * pnpm --filter @ringside/ringmaster run balance -- --bot search --summarise /tmp/search.jsonl
 * ```
 *
 * Match `i` pairs sample wrestler `i mod 3` (red) with sample wrestler `⌊i / 3⌋ mod 3` (blue), on
 * dice seed `i` and bot seed `i`, so every pairing (mirrors included) is played equally often.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { createRng, wilson, type Bot } from "@ringside/core";
import { DEFAULT_RINGMASTER_OPTIONS, type RingMasterPlayer, type RingMasterWrestler } from "../src/config.js";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { searchBot } from "../src/bots/searchBot.js";
import { deciding, legalMoves, playMove, setupMatch } from "../src/match.js";
import { seenBy } from "../src/match/hiddenInfo.js";
import { SAMPLE_WRESTLERS } from "../src/samples/wrestlers.js";
import { openDice } from "@ringside/core";
import type { RingMasterEvent, RingMasterMove, RingMasterState, RingMasterView } from "../src/state.js";

/** What one match tells the measurement. */
export interface MatchFigures {
  readonly method: string;
  readonly detail: string;
  readonly winner: RingMasterPlayer | null;
  readonly seconds: number;
  readonly hits: number;
  /** Finishers that landed on a man at Level I (Fresh) before the hit. */
  readonly freshFinishers: number;
  /** Of those, the ones after which the match ended with no other maneuver landing. */
  readonly freshFinishersEnding: number;
  /** The longest run of covers by one side without a maneuver landing in between. */
  readonly coverRun: number;
}

type RmBot = Bot<RingMasterView, RingMasterMove>;

/** Plays one match through the engine's own modules (the Game API's rules, no per-step checks). */
export function playOne(
  red: RingMasterWrestler,
  blue: RingMasterWrestler,
  seed: number,
  bots: Readonly<Record<RingMasterPlayer, RmBot>>,
): MatchFigures {
  const dice = openDice(seed);
  const rng = createRng(seed);
  const events: RingMasterEvent[] = [];
  // the working state carries no dice (they are live in `dice`), as on the package's fast path
  let state = setupMatch(
    { red, blue, partners: null, options: DEFAULT_RINGMASTER_OPTIONS },
    dice,
    events,
  ) as RingMasterState;
  let hits = 0;
  let freshFinishers = 0;
  let pendingFresh = false;
  let freshFinishersEnding = 0;
  let coverRun = 0;
  let run = 0;
  for (let step = 0; step < 100_000 && state.result === null; step++) {
    const player = deciding(state);
    if (player === null) throw new Error(`seed ${String(seed)}: nobody to decide`);
    const moves = legalMoves(state, player);
    const move = bots[player]({ view: seenBy(state, player), moves, rng });
    events.length = 0;
    const before = state;
    state = playMove(state, player, move, dice, events);
    for (const e of events) {
      if (e.type === "hit") {
        hits++;
        run = 0;
        pendingFresh = false;
        const victim = e.by === "red" ? "blue" : "red";
        if (e.finisher && before.corners[victim].level === 1) {
          freshFinishers++;
          pendingFresh = true;
        }
      }
      if (e.type === "cover") {
        run++;
        coverRun = Math.max(coverRun, run);
      }
    }
  }
  const result = state.result;
  if (result === null) throw new Error(`seed ${String(seed)}: the match did not end`);
  if (pendingFresh && result.winner !== null) freshFinishersEnding++;
  return {
    method: result.method,
    detail: result.detail ?? "",
    winner: result.winner,
    seconds: state.seconds,
    hits,
    freshFinishers,
    freshFinishersEnding,
    coverRun,
  };
}

/** A 300-point rookie (80 under the standard budget) to be squashed by the sample wrestlers. */
export const ROOKIE: RingMasterWrestler = {
  name: "Rookie Jobber",
  attributes: { STR: 40, AGI: 40, BRA: 45, TEC: 40, SAV: 35, STA: 40, TOU: 40 },
  height: 70,
  weight: 210,
  prestige: 0,
  merits: [],
  arsenal: [
    { maneuver: "Punch", bonus: 5 },
    { maneuver: "Forearm Smash", bonus: 5 },
    { maneuver: "Stomach Kick", bonus: 5 },
    { maneuver: "Arm Drag", bonus: 5 },
    { maneuver: "Body Slam", bonus: 5 },
    { maneuver: "Elbow Drop", bonus: 5 },
    { maneuver: "Side Headlock", bonus: 5 },
    { maneuver: "Drop Kick", bonus: 10 },
    { maneuver: "Vertical Suplex", bonus: 15 },
  ],
  finisher: "Vertical Suplex",
};

/** Summary figures of a set of matches. */
export interface Summary {
  readonly matches: number;
  readonly methods: Readonly<Record<string, number>>;
  readonly medianSeconds: number;
  readonly under60: number;
  readonly under30: number;
  readonly medianHits: number;
  readonly freshFinishers: number;
  readonly freshFinishersEnding: number;
  readonly maxCoverRun: number;
  /** The match (its index in the set) with the longest run of covers. */
  readonly maxCoverRunAt: number;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return 0;
  return n % 2 === 1 ? (s[(n - 1) / 2] ?? 0) : ((s[n / 2 - 1] ?? 0) + (s[n / 2] ?? 0)) / 2;
}

/** Adds up a set of matches. */
export function summarise(rows: readonly MatchFigures[]): Summary {
  const methods: Record<string, number> = {};
  for (const r of rows) {
    const key = r.method === "draw" ? `draw (${r.detail})` : r.method;
    methods[key] = (methods[key] ?? 0) + 1;
  }
  return {
    matches: rows.length,
    methods,
    medianSeconds: median(rows.map((r) => r.seconds)),
    under60: rows.filter((r) => r.seconds < 60).length,
    under30: rows.filter((r) => r.seconds < 30).length,
    medianHits: median(rows.map((r) => r.hits)),
    freshFinishers: rows.reduce((s, r) => s + r.freshFinishers, 0),
    freshFinishersEnding: rows.reduce((s, r) => s + r.freshFinishersEnding, 0),
    maxCoverRun: rows.reduce((s, r) => Math.max(s, r.coverRun), 0),
    maxCoverRunAt: rows.reduce((best, r, i) => (r.coverRun > (rows[best]?.coverRun ?? 0) ? i : best), 0),
  };
}

const pct = (k: number, n: number): string => (n === 0 ? "–" : `${((100 * k) / n).toFixed(1)}%`);
const clock = (s: number): string => {
  const t = Math.round(s);
  return `${String(Math.floor(t / 60))}:${String(t % 60).padStart(2, "0")}`;
};

/** Prints a summary as the completion page's table rows. */
export function report(title: string, s: Summary): string {
  const n = s.matches;
  const m = (k: string): number => s.methods[k] ?? 0;
  const draws = Object.entries(s.methods)
    .filter(([k]) => k.startsWith("draw"))
    .reduce((a, [, v]) => a + v, 0);
  const other = m("knockout") + m("count-out") + m("disqualification") + m("time-limit") + draws;
  const lines = [
    `## ${title} (${String(n)} matches)`,
    `finishes: ${Object.entries(s.methods)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${pct(v, n)}`)
      .join(", ")}`,
    `pinfall ${pct(m("pinfall"), n)} (target 50–80%) · submission ${pct(m("submission"), n)} (target ≥ 8%) · KO + count-out + DQ + time limit + draws ${pct(other, n)} (target ≥ 5%)`,
    `match time: median ${clock(s.medianSeconds)} (target ≥ 4:00) · under 60 s ${pct(s.under60, n)} (target ≤ 5%) · under 30 s ${pct(s.under30, n)}`,
    `hits landed a match: median ${String(s.medianHits)}`,
    `Finishers on a Fresh man: ${String(s.freshFinishers)}, ending the match at once ${String(s.freshFinishersEnding)} (${pct(s.freshFinishersEnding, s.freshFinishers)})`,
    `longest run of covers without a hit: ${String(s.maxCoverRun)} (match ${String(s.maxCoverRunAt)})`,
  ];
  return lines.join("\n");
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** One played match as a line of the work file (`--jsonl`). */
interface WorkLine {
  readonly kind: "even" | "squash";
  readonly i: number;
  readonly figures: MatchFigures;
}

function printEven(bot: string, even: readonly (readonly [number, MatchFigures])[]): void {
  const n = SAMPLE_WRESTLERS.length;
  console.log(report(`${bot}Bot on both sides, the sample wrestlers`, summarise(even.map(([, r]) => r))));
  const decided = even.filter(([, r]) => r.winner !== null).length;
  const mix = (k: number): string => {
    const w = wilson(k, even.length);
    return `${pct(k, even.length)} (95% interval ${(100 * w.low).toFixed(1)}–${(100 * w.high).toFixed(1)}%)`;
  };
  const count = (f: (r: MatchFigures) => boolean): number => even.filter(([, r]) => f(r)).length;
  console.log(
    `intervals: pinfall ${mix(count((r) => r.method === "pinfall"))} · submission ${mix(count((r) => r.method === "submission"))} · ` +
      `other ${mix(count((r) => r.method !== "pinfall" && r.method !== "submission"))} · under 60 s ${mix(count((r) => r.seconds < 60))} · ` +
      `over 4:00 ${mix(count((r) => r.seconds >= 240))} · decided ${String(decided)}`,
  );
  const pairings = new Map<string, MatchFigures[]>();
  for (const [i, r] of even) {
    const a = SAMPLE_WRESTLERS[i % n]?.name ?? "";
    const b = SAMPLE_WRESTLERS[Math.floor(i / n) % n]?.name ?? "";
    const key = [a, b].sort().join(" v ");
    pairings.set(key, [...(pairings.get(key) ?? []), r]);
  }
  for (const [key, rows] of pairings) {
    const s = summarise(rows);
    const top = Object.entries(s.methods)
      .sort((x, y) => y[1] - x[1])
      .map(([k, v]) => `${k} ${pct(v, s.matches)}`)
      .join(", ");
    console.log(`  ${key}: median ${clock(s.medianSeconds)}, ${top}`);
  }
}

function printSquash(bot: string, squash: readonly MatchFigures[]): void {
  if (squash.length === 0) return;
  const won = squash.filter((r) => r.winner === "red").length;
  console.log(
    `\n${report(`squash: a sample wrestler (red) v a 300-point rookie (blue), ${bot}Bot`, summarise(squash))}\nthe sample wrestler wins ${pct(won, squash.length)}`,
  );
}

function main(): void {
  const bot = arg("bot", "heuristic");
  const jsonl = arg("jsonl", "");
  const summariseFile = arg("summarise", "");
  if (summariseFile !== "") {
    // the figures of a run made in chunks (`--jsonl`), each match counted once
    const lines = new Map<string, WorkLine>();
    for (const line of readFileSync(summariseFile, "utf8").split("\n"))
      if (line.trim() !== "") {
        const w = JSON.parse(line) as WorkLine;
        lines.set(`${w.kind} ${String(w.i)}`, w);
      }
    const all = [...lines.values()].sort((a, b) => a.i - b.i);
    printEven(
      bot,
      all.filter((w) => w.kind === "even").map((w) => [w.i, w.figures] as const),
    );
    printSquash(
      bot,
      all.filter((w) => w.kind === "squash").map((w) => w.figures),
    );
    return;
  }
  const matches = Number(arg("matches", "1200"));
  const from = Number(arg("from", "0"));
  const make = (): RmBot => (bot === "search" ? searchBot() : heuristicBot());
  const keep = (w: WorkLine): void => {
    if (jsonl !== "") appendFileSync(jsonl, `${JSON.stringify(w)}\n`);
  };
  const started = Date.now();
  const even: (readonly [number, MatchFigures])[] = [];
  const n = SAMPLE_WRESTLERS.length;
  for (let i = from; i < from + matches; i++) {
    const red = SAMPLE_WRESTLERS[i % n];
    const blue = SAMPLE_WRESTLERS[Math.floor(i / n) % n];
    if (red === undefined || blue === undefined) throw new Error("sample wrestlers");
    const figures = playOne(red, blue, i, { red: make(), blue: make() });
    keep({ kind: "even", i, figures });
    even.push([i, figures]);
  }
  printEven(bot, even);
  const squash: MatchFigures[] = [];
  const squashes = Number(arg("squashes", String(Math.max(3, Math.round(matches / 4)))));
  for (let i = 0; i < squashes; i++) {
    const star = SAMPLE_WRESTLERS[i % n];
    if (star === undefined) throw new Error("sample wrestlers");
    const figures = playOne(star, ROOKIE, 100_000 + i, { red: make(), blue: make() });
    keep({ kind: "squash", i, figures });
    squash.push(figures);
  }
  printSquash(bot, squash);
  console.log(`\n(${String(((Date.now() - started) / 1000).toFixed(1))} s)`);
}

main();
