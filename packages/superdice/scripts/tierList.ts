/**
 * Measures every power's win-rate contribution by bulk simulation and writes `src/data/tierList.ts`.
 * Each match deals ten different powers at random, five to each hero (so every power meets every
 * other on equal terms), and plays them with the chosen bots, seats alternating. A power's
 * contribution is the mean score (win 1, draw 0.5, loss 0) of the heroes who held it, minus 0.5,
 * with a normal 95% confidence interval.
 *
 * Run: `npx pnpm@10.34.8 --filter @ringside/superdice run tier-list -- --matches 4000 --bot greedy`
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createRng, runMatch } from "@ringside/core";
import { POWER_IDS, type PowerId } from "../src/data/powerIds.js";
import type { TierRow } from "../src/data/tierList.js";
import { greedyBot, strongBot, superdice } from "../src/index.js";

/** Settings of a tier-list run. */
export interface TierListRun {
  readonly matches: number;
  readonly bot: "greedy" | "strong";
  readonly seed: number;
}

/** The tier of a contribution. */
export function tierOf(contribution: number): TierRow["tier"] {
  if (contribution >= 0.08) return "S";
  if (contribution >= 0.03) return "A";
  if (contribution > -0.03) return "B";
  if (contribution > -0.08) return "C";
  return "D";
}

/** Plays the matches and returns the rows, strongest first. */
export function measure(run: TierListRun, progress: (done: number) => void = () => {}): TierRow[] {
  const rng = createRng(run.seed);
  const sum = new Map<PowerId, { n: number; s: number; s2: number }>();
  for (const id of POWER_IDS) sum.set(id, { n: 0, s: 0, s2: 0 });
  const bot = run.bot === "strong" ? () => strongBot({ depth: 2, width: 6, samples: 2 }) : greedyBot;
  for (let i = 0; i < run.matches; i++) {
    const deck = [...POWER_IDS];
    for (let j = deck.length - 1; j > 0; j--) {
      const k = rng.int(0, j);
      [deck[j], deck[k]] = [deck[k] as PowerId, deck[j] as PowerId];
    }
    const red = deck.slice(0, 5);
    const blue = deck.slice(5, 10);
    const m = runMatch(superdice, {
      config: { red: { name: "Red", powers: red }, blue: { name: "Blue", powers: blue } },
      dice: rng.int(0, 2 ** 31 - 1),
      bots: { red: bot(), blue: bot() },
      botSeed: i,
    });
    const score = (side: "red" | "blue"): number =>
      m.result.winner === null ? 0.5 : m.result.winner === side ? 1 : 0;
    for (const [side, powers] of [
      ["red", red],
      ["blue", blue],
    ] as const) {
      for (const id of powers) {
        const row = sum.get(id);
        if (row === undefined) continue;
        const x = score(side);
        row.n++;
        row.s += x;
        row.s2 += x * x;
      }
    }
    if (i % 200 === 0) progress(i);
  }
  const rows: TierRow[] = POWER_IDS.map((power) => {
    const { n, s, s2 } = sum.get(power) ?? { n: 0, s: 0, s2: 0 };
    const mean = n === 0 ? 0.5 : s / n;
    const sd = n < 2 ? 0.5 : Math.sqrt(Math.max(0, (s2 - n * mean * mean) / (n - 1)));
    const half = n === 0 ? 0.5 : (1.96 * sd) / Math.sqrt(n);
    const contribution = mean - 0.5;
    const r = (x: number): number => Math.round(x * 1000) / 1000;
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
  return `import type { PowerId } from "./powerIds.js";

/** One power's measured strength. */
export interface TierRow {
  readonly power: PowerId;
  /** Mean score of the heroes holding it (win 1, draw 0.5) minus 0.5. */
  readonly contribution: number;
  /** 95% confidence interval of the contribution. */
  readonly low: number;
  readonly high: number;
  /** Heroes who held it over the simulated matches. */
  readonly matches: number;
  /** S (>= +0.08), A (>= +0.03), B, C (<= -0.03), D (<= -0.08). */
  readonly tier: "S" | "A" | "B" | "C" | "D";
}

/** How the tier list was measured (written by \`scripts/tierList.ts\`). */
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
  const run: TierListRun = {
    matches: Number(arg("matches", "4000")),
    bot: arg("bot", "greedy") === "strong" ? "strong" : "greedy",
    seed: Number(arg("seed", "2026")),
  };
  const t0 = Date.now();
  const rows = measure(run, (done) =>
    process.stderr.write(`${done} matches, ${Math.round((Date.now() - t0) / 1000)} s\n`),
  );
  writeFileSync(resolve(process.cwd(), "src/data/tierList.ts"), renderModule(rows, run));
  process.stderr.write(`done in ${Math.round((Date.now() - t0) / 1000)} s\n`);
}
