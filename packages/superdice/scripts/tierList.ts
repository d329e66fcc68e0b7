/**
 * Measures every power's win-rate contribution by bulk simulation and writes `src/data/tierList.ts`.
 * Match `i` of a run deals ten different powers at random (from the run's seed and `i`), five to
 * each hero, so every power meets every other on equal terms, and plays it on the fast path with the
 * shipped `strongBot()` on both sides. A power's contribution is the mean score (win 1, draw 0.5,
 * loss 0) of the heroes who held it, minus 0.5, with a 95% normal-approximation confidence interval
 * (1.96 sample standard deviations of the mean).
 *
 * Runs split into shards (each a range of match indices, played by its own process) whose sums add
 * up to the whole run's:
 *
 * ```sh
 * pnpm --filter @ringside/superdice run tier-list -- --matches 6000 --shard 0/2 --out a.json
 * pnpm --filter @ringside/superdice run tier-list -- --matches 6000 --shard 1/2 --out b.json
 * pnpm --filter @ringside/superdice run tier-list -- --merge a.json b.json   # writes src/data/tierList.ts
 * ```
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createRng, type Bot } from "@ringside/core";
import { POWER_IDS, type PowerId } from "../src/data/powerIds.js";
import type { TierRow } from "../src/data/tierRow.js";
import { greedyBot, strongBot, superdice, type SuperDiceMove, type SuperDiceView } from "../src/index.js";

/** Settings of a tier-list run. */
export interface TierListRun {
  readonly matches: number;
  readonly bot: "strong" | "greedy";
  readonly seed: number;
}

/** Running sums of one power's scores. */
export interface TierSums {
  n: number;
  s: number;
  s2: number;
}

/** The sums of a run or of a shard: by power, and the matches played. */
export interface TierPartial {
  readonly run: TierListRun;
  readonly from: number;
  readonly to: number;
  readonly sums: Record<PowerId, TierSums>;
}

/** The tier of a contribution. */
export function tierOf(contribution: number): TierRow["tier"] {
  if (contribution >= 0.08) return "S";
  if (contribution >= 0.03) return "A";
  if (contribution > -0.03) return "B";
  if (contribution > -0.08) return "C";
  return "D";
}

/** The heroes and dice of match `i` of a run seeded `seed`. */
export function dealOf(seed: number, i: number): { red: PowerId[]; blue: PowerId[]; dice: number } {
  // Each match from its own stream: shards play any range of matches and agree with a whole run.
  const own = createRng((seed * 1_000_003 + i) | 0);
  const deck = [...POWER_IDS];
  for (let j = deck.length - 1; j > 0; j--) {
    const k = own.int(0, j);
    [deck[j], deck[k]] = [deck[k] as PowerId, deck[j] as PowerId];
  }
  return { red: deck.slice(0, 5), blue: deck.slice(5, 10), dice: own.int(0, 2 ** 31 - 1) };
}

/** Plays matches `[from, to)` of a run and returns their sums. */
export function measure(
  run: TierListRun,
  from = 0,
  to = run.matches,
  progress: (done: number, partial: TierPartial) => void = () => {},
): TierPartial {
  const sums = Object.fromEntries(POWER_IDS.map((id) => [id, { n: 0, s: 0, s2: 0 }])) as Record<
    PowerId,
    TierSums
  >;
  const bot = (): Bot<SuperDiceView, SuperDiceMove> => (run.bot === "strong" ? strongBot() : greedyBot());
  for (let i = from; i < to; i++) {
    const deal = dealOf(run.seed, i);
    const m = superdice.fast!.run(
      { red: { name: "Red", powers: deal.red }, blue: { name: "Blue", powers: deal.blue } },
      deal.dice,
      { red: bot(), blue: bot() },
      i,
    );
    for (const side of ["red", "blue"] as const) {
      const x = m.result.winner === null ? 0.5 : m.result.winner === side ? 1 : 0;
      for (const id of deal[side]) {
        const row = sums[id];
        row.n++;
        row.s += x;
        row.s2 += x * x;
      }
    }
    if ((i + 1 - from) % 50 === 0) progress(i + 1 - from, { run, from, to: i + 1, sums });
  }
  return { run, from, to, sums };
}

/** Adds up shards of one run. */
export function merge(parts: readonly TierPartial[]): TierPartial {
  const first = parts[0];
  if (first === undefined) throw new Error("nothing to merge");
  const sums = Object.fromEntries(POWER_IDS.map((id) => [id, { n: 0, s: 0, s2: 0 }])) as Record<
    PowerId,
    TierSums
  >;
  let played = 0;
  for (const part of parts) {
    played += part.to - part.from;
    for (const id of POWER_IDS) {
      sums[id].n += part.sums[id].n;
      sums[id].s += part.sums[id].s;
      sums[id].s2 += part.sums[id].s2;
    }
  }
  return { run: { ...first.run, matches: played }, from: 0, to: played, sums };
}

/** The rows of a run, strongest first. */
export function rowsOf(sums: Record<PowerId, TierSums>): TierRow[] {
  const r = (x: number): number => Math.round(x * 1000) / 1000;
  const rows: TierRow[] = POWER_IDS.map((power) => {
    const { n, s, s2 } = sums[power];
    const mean = n === 0 ? 0.5 : s / n;
    const sd = n < 2 ? 0.5 : Math.sqrt(Math.max(0, (s2 - n * mean * mean) / (n - 1)));
    const half = n === 0 ? 0.5 : (1.96 * sd) / Math.sqrt(n);
    const contribution = mean - 0.5;
    return {
      power,
      contribution: r(contribution),
      low: r(contribution - half),
      high: r(contribution + half),
      matches: n,
      tier: tierOf(contribution),
    };
  });
  return rows.sort((a, b) => b.contribution - a.contribution);
}

/** The TypeScript module for `src/data/tierList.ts`. */
export function renderModule(rows: readonly TierRow[], run: TierListRun): string {
  return `import type { TierRow } from "./tierRow.js";

/**
 * How the tier list was measured (written by \`scripts/tierList.ts\`): matches of ten random powers
 * dealt five and five, played by \`${run.bot}Bot()\` (the shipped default) on both sides.
 */
export const TIER_LIST_RUN = { matches: ${run.matches}, bot: "${run.bot}", seed: ${run.seed} } as const;

/** The tier list, strongest first (written by \`scripts/tierList.ts\`). */
export const TIER_LIST: readonly TierRow[] = ${JSON.stringify(rows, null, 2)};
`;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const main = process.argv[1]?.includes("tierList") === true;
if (main) {
  const t0 = Date.now();
  const mergeAt = process.argv.indexOf("--merge");
  let whole: TierPartial;
  if (mergeAt >= 0) {
    const files = process.argv.slice(mergeAt + 1).filter((f) => !f.startsWith("--"));
    whole = merge(files.map((f) => JSON.parse(readFileSync(f, "utf8")) as TierPartial));
  } else {
    const run: TierListRun = {
      matches: Number(arg("matches", "6000")),
      bot: arg("bot", "strong") === "greedy" ? "greedy" : "strong",
      seed: Number(arg("seed", "2026")),
    };
    const [index, count] = arg("shard", "0/1").split("/").map(Number) as [number, number];
    const from = Math.floor((run.matches * index) / count);
    const to = Math.floor((run.matches * (index + 1)) / count);
    const out = arg("out", "");
    whole = measure(run, from, to, (done, partial) => {
      process.stderr.write(`${done}/${to - from} matches, ${Math.round((Date.now() - t0) / 1000)} s\n`);
      // A checkpoint: a shard stopped early still merges (as the matches it played).
      if (out !== "") writeFileSync(out, JSON.stringify(partial));
    });
    if (out !== "") {
      writeFileSync(out, JSON.stringify(whole));
      process.stderr.write(`shard written to ${out} in ${Math.round((Date.now() - t0) / 1000)} s\n`);
    }
  }
  if (mergeAt >= 0 || arg("out", "") === "") {
    writeFileSync(
      resolve(process.cwd(), "src/data/tierList.ts"),
      renderModule(rowsOf(whole.sums), whole.run),
    );
    process.stderr.write(`src/data/tierList.ts written (${whole.run.matches} matches)\n`);
  }
}
