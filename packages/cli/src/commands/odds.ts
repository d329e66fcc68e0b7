import { resolve } from "node:path";
import { isRecord, simulate, wilson, type MatchStats } from "@ringside/core";
import { simulateInWorkers } from "@ringside/core/node";
import { fastmatch, loadConfig } from "@ringside/fastmatch";
import { defaultStrategy } from "../input/defaultPlan.js";
import { locate, readSource, type FileProblem } from "../input/document.js";
import { forgivingCharacter, forgivingStrategy } from "../input/forgiving.js";
import { problemLines } from "../input/relative.js";
import { EXIT, type CliIo } from "../io.js";
import { oddsConfig, type OddsInput } from "../oddsTask.js";
import { progressBar } from "../progress.js";
import { kindOf } from "../input/fileKind.js";
import { collect, SourceMap } from "../input/sourceMap.js";

/** Options of `ringside odds`. */
export interface OddsOptions {
  readonly matches: number;
  readonly seed: number;
  /** Worker threads; 0 plays in this thread (the same numbers). */
  readonly workers: number;
  readonly timeLimit: number;
  readonly json: boolean;
  /** Whether to draw a progress bar (on a terminal). */
  readonly progress: boolean;
}

/**
 * Reads one `odds` side (from its full path): a character file (the head's default plan), or
 * `{ wrestler, strategy }` naming or holding them. A BlitzMatch file is the wrong game.
 */
export function readSide(
  full: string,
  problems: FileProblem[],
  map: SourceMap,
  index: 0 | 1,
): { wrestler: unknown; strategy: unknown } | undefined {
  const read = readSource(full);
  problems.push(...read.problems);
  if (read.file === undefined) return undefined;
  const value = read.file.value;
  const kind = kindOf(value);
  if (kind === "slot" || kind === "blitzmatch-strategy") {
    problems.push({
      position: { file: full, line: 1, column: 1 },
      path: "",
      message: `this is a BlitzMatch ${kind === "slot" ? "slot" : "strategy"}: odds plays FastMatch characters (wrong game; ringside advise is BlitzMatch's)`,
      rule: "ringside › Input files",
    });
    return undefined;
  }
  if (isRecord(value) && "wrestler" in value) {
    map.add(`sides[${index}]`, read.file, []);
    const file = read.file;
    const part = (v: unknown, key: string, field: string) => {
      if (typeof v !== "string") return v;
      const where = { position: locate(file, [field]), path: field, rule: "ringside › Input files" };
      if (!/\.(ya?ml|json)$/i.test(v)) {
        problems.push({
          ...where,
          message: `names a .yaml, .yml or .json file, or holds the ${field} itself`,
        });
        return undefined;
      }
      const sub = readSource(resolve(full, "..", v));
      if (sub.unreadable !== undefined) {
        problems.push({ ...where, message: `cannot read ${v}: ${sub.unreadable}` });
        return undefined;
      }
      problems.push(...sub.problems);
      if (sub.file !== undefined) map.add(`sides[${index}].${key}`, sub.file, []);
      return sub.file?.value;
    };
    return {
      wrestler: forgivingCharacter(part(value.wrestler, "wrestlers[0]", "wrestler")),
      strategy:
        value.strategy === undefined
          ? undefined
          : forgivingStrategy(part(value.strategy, "strategy", "strategy")),
    };
  }
  map.add(`sides[${index}].wrestlers[0]`, read.file, []);
  return { wrestler: forgivingCharacter(value), strategy: undefined };
}

/** `ringside odds A B`: win chances for a pairing, with 95% intervals, over all cores. */
export async function odds(a: string, b: string, options: OddsOptions, io: CliIo): Promise<number> {
  const problems: FileProblem[] = [];
  const map = new SourceMap();
  const sideA = readSide(resolve(io.cwd, a), problems, map, 0);
  const sideB = readSide(resolve(io.cwd, b), problems, map, 1);
  if (sideA === undefined || sideB === undefined || problems.length > 0) {
    for (const line of problemLines(io.cwd, problems)) io.err(line);
    return EXIT.invalidInput;
  }
  const input: OddsInput = {
    sides: [
      {
        wrestlers: [sideA.wrestler],
        strategy: sideA.strategy ?? defaultStrategy(sideB.wrestler, options.timeLimit, "challenger"),
      },
      {
        wrestlers: [sideB.wrestler],
        strategy: sideB.strategy ?? defaultStrategy(sideA.wrestler, options.timeLimit, "defender"),
      },
    ],
    timeLimit: options.timeLimit,
    seed: options.seed,
  };
  if (collect(map, problems, () => loadConfig(oddsConfig(input, 0))) === undefined) {
    for (const line of problemLines(io.cwd, problems)) io.err(line);
    return EXIT.invalidInput;
  }
  const bar = options.progress ? progressBar("matches") : null;
  bar?.start(options.matches, 0);
  const started = Date.now();
  let stats: MatchStats;
  if (options.workers === 0) {
    stats = simulate(fastmatch, {
      count: options.matches,
      seed: options.seed,
      config: (i) => oddsConfig(input, i),
      onMatch: (_r, i) => bar?.update(i + 1),
    });
  } else {
    stats = await simulateInWorkers(new URL("./oddsTask.js", import.meta.url), {
      count: options.matches,
      seed: options.seed,
      workers: options.workers,
      input,
      onProgress: ({ done }) => bar?.update(done),
    });
  }
  bar?.stop();
  const seconds = (Date.now() - started) / 1000;
  const names = input.sides.map((s) => String((s.wrestlers as Record<string, unknown>[])[0]?.name ?? "?"));
  const [challenger = "?", defender = "?"] = names;
  const rows = [
    { side: challenger, count: stats.wins.challenger ?? 0 },
    { side: defender, count: stats.wins.defender ?? 0 },
    { side: "draw", count: stats.draws },
  ].map((r) => {
    const { low, high } = wilson(r.count, stats.matches);
    return { ...r, share: stats.matches === 0 ? 0 : r.count / stats.matches, low, high };
  });
  if (options.json) {
    io.out(
      JSON.stringify(
        {
          matches: stats.matches,
          seed: options.seed,
          workers: options.workers,
          rows,
          methods: stats.methods,
          meanRounds: stats.length.mean,
        },
        null,
        2,
      ),
    );
  } else {
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    io.out(`${names[0]} vs ${names[1]}: ${stats.matches} matches (seed ${options.seed})`);
    for (const r of rows)
      io.out(`  ${r.side.padEnd(24)} ${pct(r.share).padStart(6)}  (95% ${pct(r.low)}–${pct(r.high)})`);
    io.out(
      `  methods: ${Object.entries(stats.methods)
        .map(([m, n]) => `${m} ${n}`)
        .join(", ")}`,
    );
    io.err(
      `${stats.matches} matches in ${seconds.toFixed(1)} s on ${options.workers === 0 ? "this thread" : `${options.workers} worker${options.workers === 1 ? "" : "s"}`}`,
    );
  }
  return EXIT.ok;
}
