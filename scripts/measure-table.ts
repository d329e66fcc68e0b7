/**
 * Measures the docs table (run it with `node scripts/measure-table.mjs`, which bundles this file
 * from the sources): how long each bot of the table's match pages thinks per decision (median and
 * p95, over whole matches played from the same seeds), and how long each game's match link is,
 * unpacked (base64url JSON, the older form) and packed (deflate-raw, the `z1.` form). Prints
 * Markdown tables for docs/guide/performance.md. Not a test: nothing here asserts.
 */
import { loadavg } from "node:os";
import { createRng, type Bot, type Game, type GameEvent, type MatchStateBase } from "@ringside/core";
import { captainLuger, kaltorStrategy, lugerStrategy } from "@ringside/fastmatch";
import { optimalBot, powerhouses } from "@ringside/powerhouses";
import {
  heuristicBot as rassleHeuristicBot,
  rasslefest,
  rassleRandomBot,
  sampleWrestlers,
  strongBot as rassleStrongBot,
} from "@ringside/rasslefest";
import {
  SAMPLE_WRESTLERS,
  heuristicBot as ringHeuristicBot,
  randomBot as ringRandomBot,
  ringmaster,
} from "@ringside/ringmaster";
import { draftBot, greedyBot, strongBot as superStrongBot, superdice } from "@ringside/superdice";
import { encodeForUrl, encodeLink } from "../docs/.vitepress/theme/components/table/record";
import { BLOB_STRATEGY, FIST_STRATEGY } from "../docs/blitzmatch/components/strategyDraft";
import { toStrategyForm } from "../docs/fastmatch/components/strategyForm";
import { PRESETS } from "../docs/powerhouses/components/presets";

/** The decisions of one match, each as the link records it, and the think time of every timed one. */
interface Played {
  readonly moves: { player: string; move: unknown }[];
  readonly times: Map<string, number[]>;
}

/** The bot for a decision: its label (for the tally; null = not timed) and the bot itself. */
type Chooser<S, P, V, M> = (state: S, player: P) => { label: string | null; bot: Bot<V, M> };

/** Plays one match through the Game API, timing each decision of a labelled bot. */
function playMatch<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  config: C,
  seed: number,
  choose: Chooser<S, P, V, M>,
): Played {
  const rng = createRng(seed ^ 0x5eed);
  const moves: { player: string; move: unknown }[] = [];
  const times = new Map<string, number[]>();
  let s = game.setup(config, seed);
  for (let guard = 0; guard < 20_000; guard++) {
    const t = game.turn(s);
    if (t.kind === "over") break;
    if (t.kind === "advance") {
      s = game.advance(s).state;
      continue;
    }
    const p = t.players[0]!;
    const legal = game.moves(s, p);
    const view = game.view(s, p);
    const { label, bot } = choose(s, p);
    const t0 = performance.now();
    const move = bot({ view, moves: legal, rng });
    const dt = performance.now() - t0;
    if (label !== null) {
      const list = times.get(label) ?? [];
      list.push(dt);
      times.set(label, list);
    }
    moves.push({ player: p, move });
    s = game.play(s, p, move).state;
  }
  return { moves, times };
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

const ms = (x: number): string => (x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2));

interface ThinkRow {
  readonly game: string;
  readonly bot: string;
  readonly page: string;
  readonly decisions: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  readonly mean: number;
  /** The first decision of each match's fresh bot (its tables and caches empty), median over matches. */
  readonly first: number;
}

const rows: ThinkRow[] = [];
/** The first match's moves of each game (for the link lengths). */
const typical = new Map<string, Played["moves"]>();

function tally(game: string, pages: Record<string, string>, matches: readonly Played[]): void {
  const all = new Map<string, number[]>();
  for (const m of matches)
    for (const [label, list] of m.times) all.set(label, [...(all.get(label) ?? []), ...list]);
  for (const [label, list] of all) {
    const sorted = [...list].sort((a, b) => a - b);
    const firsts = matches
      .map((m) => m.times.get(label)?.[0])
      .filter((x): x is number => x !== undefined)
      .sort((a, b) => a - b);
    rows.push({
      game,
      bot: label,
      page: pages[label] ?? "",
      decisions: list.length,
      median: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      mean: list.reduce((a, b) => a + b, 0) / list.length,
      first: quantile(firsts, 0.5),
    });
  }
}

const SEEDS = Number(process.env.SEEDS ?? 6);
const seeds = Array.from({ length: SEEDS }, (_, i) => i + 1);

// Powerhouses: the optimal bot plays Blue against the reader (here the optimal bot too, untimed).
{
  const config = { red: PRESETS[0]!, blue: PRESETS[1]! };
  const reader = optimalBot();
  const matches = seeds.map((seed) => {
    const bot = optimalBot();
    return playMatch(powerhouses, config, seed, (_s, p) =>
      p === "blue" ? { label: "optimalBot", bot } : { label: null, bot: reader },
    );
  });
  tally("Powerhouses", { optimalBot: "/powerhouses/play (worker)" }, matches);
  typical.set("powerhouses", matches[0]!.moves);
}

// 'Rasslefest: Ben is the bot (random, heuristic or strong); Abe, the reader, plays heuristically.
{
  const config = { wrestlers: { a: sampleWrestlers.abe, b: sampleWrestlers.ben } };
  const reader = rassleHeuristicBot();
  const bots = { random: rassleRandomBot, heuristic: rassleHeuristicBot, strong: () => rassleStrongBot() };
  const matches = (Object.keys(bots) as (keyof typeof bots)[]).flatMap((name) =>
    seeds.map((seed) => {
      const bot = bots[name]();
      return playMatch(rasslefest, config, seed, (_s, p) =>
        p === "b" ? { label: `${name}Bot`, bot } : { label: null, bot: reader },
      );
    }),
  );
  tally(
    "'Rasslefest",
    {
      randomBot: "/rasslefest/play (page)",
      heuristicBot: "/rasslefest/play (page)",
      strongBot: "/rasslefest/play (worker)",
    },
    matches,
  );
  typical.set("rasslefest", matches[SEEDS]!.moves); // the heuristic bot's first match
}

// Super Dice: both drafts by the draft bot, the reader's "play for me" greedy, the strong bot Blue.
{
  const config = { red: { name: "Red" }, blue: { name: "Blue" } };
  const matches = seeds.map((seed) => {
    const drafter = draftBot();
    const helper = greedyBot();
    const strong = superStrongBot();
    return playMatch(superdice, config, seed, (s, p) =>
      s.phase === "draft" || s.phase === "sidekick"
        ? { label: "draftBot", bot: drafter }
        : p === "blue"
          ? { label: "strongBot", bot: strong }
          : { label: "greedyBot", bot: helper },
    );
  });
  tally(
    "Super Dice",
    {
      draftBot: "/superdice/play (page)",
      greedyBot: "/superdice/play (page)",
      strongBot: "/superdice/play (worker)",
    },
    matches,
  );
  typical.set("superdice", matches[0]!.moves);
}

// RingMaster: the heuristic bot is Blue on the ring board; the bot-against-bot demo also has the
// random bot. Red (the reader) plays heuristically, untimed.
{
  const config = { red: SAMPLE_WRESTLERS[0]!, blue: SAMPLE_WRESTLERS[2]! };
  const reader = ringHeuristicBot();
  const bots = { heuristic: ringHeuristicBot, random: ringRandomBot };
  const matches = (Object.keys(bots) as (keyof typeof bots)[]).flatMap((name) =>
    seeds.map((seed) => {
      const bot = bots[name]();
      return playMatch(ringmaster, config, seed, (_s, p) =>
        p === "blue" ? { label: `${name}Bot`, bot } : { label: null, bot: reader },
      );
    }),
  );
  tally(
    "RingMaster",
    { heuristicBot: "/ringmaster/play (worker)", randomBot: "/ringmaster/play, bot against bot (page)" },
    matches,
  );
  typical.set("ringmaster", matches[0]!.moves);
}

const load = loadavg()[0] ?? 0;
console.log(
  `## Bot think times (${String(SEEDS)} matches a bot, seeds 1–${String(SEEDS)}; load average ${load.toFixed(1)})\n`,
);
console.log(
  "| game | bot | where it thinks | decisions | median (ms) | p95 (ms) | slowest (ms) | first decision (ms) | mean (ms) |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of rows)
  console.log(
    `| ${r.game} | \`${r.bot}\` | ${r.page} | ${String(r.decisions)} | ${ms(r.median)} | ${ms(r.p95)} | ${ms(r.max)} | ${ms(r.first)} | ${ms(r.mean)} |`,
  );

// ---- Link lengths -------------------------------------------------------------------------------

/** A long RingMaster match: the reader plays at random (Red) against the heuristic bot, longest of 40. */
function longRingMaster(): { seed: number; moves: Played["moves"] } {
  const config = { red: SAMPLE_WRESTLERS[0]!, blue: SAMPLE_WRESTLERS[2]! };
  const red = ringRandomBot();
  const blue = ringHeuristicBot();
  let best = { seed: 1, moves: [] as Played["moves"] };
  for (let seed = 1; seed <= 40; seed++) {
    const m = playMatch(ringmaster, config, seed, (_s, p) => ({
      label: null,
      bot: p === "red" ? red : blue,
    }));
    if (m.moves.length > best.moves.length) best = { seed, moves: m.moves };
  }
  return best;
}

const links: { what: string; link: unknown }[] = [
  {
    what: "Powerhouses, one match (optimal bots)",
    link: { game: "powerhouses", seed: 1, setup: { red: 0, blue: 1 }, moves: typical.get("powerhouses") },
  },
  {
    what: "FastMatch, the resolve page's match (two strategies)",
    link: {
      game: "fastmatch",
      seed: 7,
      setup: {
        challenger: captainLuger,
        strategies: [
          toStrategyForm(lugerStrategy, "Captain Luger"),
          toStrategyForm(kaltorStrategy, "Kaltor"),
        ],
      },
      moves: [],
      step: 0,
    },
  },
  {
    what: "BlitzMatch, the resolve page's match (two strategies)",
    link: {
      game: "blitzmatch",
      seed: 7,
      setup: {
        red: "blob",
        blue: "fist",
        strategies: { red: BLOB_STRATEGY, blue: FIST_STRATEGY },
        advantageBonus: 2,
        finish: "pinfall",
      },
      moves: [],
      step: 0,
    },
  },
  {
    what: "'Rasslefest, one match (heuristic bot)",
    link: { game: "rasslefest", seed: 1, setup: { bot: "heuristic" }, moves: typical.get("rasslefest") },
  },
  {
    what: "Super Dice, one match (drafts, greedy and strong bots)",
    link: { game: "superdice", seed: 1, setup: { bot: "strong" }, moves: typical.get("superdice") },
  },
  {
    what: "RingMaster, one match (heuristic bots)",
    link: { game: "ringmaster", seed: 1, setup: { red: 0, blue: 2 }, moves: typical.get("ringmaster") },
  },
];
const long = longRingMaster();
links.push({
  what: `RingMaster, a long match (random reader against the heuristic bot, ${String(long.moves.length)} moves)`,
  link: { game: "ringmaster", seed: long.seed, setup: { red: 0, blue: 2 }, moves: long.moves },
});

console.log("\n## Link lengths (the query parameter's characters)\n");
console.log("| match | moves | unpacked | packed (`z1.`) | packed / unpacked |");
console.log("| --- | --- | --- | --- | --- |");
for (const { what, link } of links) {
  const plain = encodeForUrl(link).length;
  const packed = (await encodeLink(link)).length;
  const n = (link as { moves: readonly unknown[] }).moves.length;
  console.log(
    `| ${what} | ${String(n)} | ${plain.toLocaleString("en")} | ${packed.toLocaleString("en")} | ${((100 * packed) / plain).toFixed(0)}% |`,
  );
}
