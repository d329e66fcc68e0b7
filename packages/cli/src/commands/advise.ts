import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { wilson } from "@ringside/core";
import {
  actionCode,
  adviseStrategy,
  loadSlot,
  loadStrategy,
  STYLE_NAMES,
  type Advice,
  type AdviceOptions,
  type BlitzMatchSlot,
  type BlitzMatchStrategy,
} from "@ringside/blitzmatch";
import type { AdviseInput, AdviseMessage } from "../adviseTask.js";
import { forgivingBlitzStrategy, forgivingSlot } from "../input/blitz.js";
import { readSource, type FileProblem } from "../input/document.js";
import { problemLines } from "../input/relative.js";
import { EXIT, type CliIo } from "../io.js";
import { progressBar, type ProgressStream } from "../progress.js";
import { kindOf } from "../input/fileKind.js";
import { collect, SourceMap } from "../input/sourceMap.js";

/** Options of `ringside advise`. */
export interface AdviseOptions {
  readonly seed: number;
  /** How many strategies to print. */
  readonly top: number;
  /** The time limit in rounds (one round action per round). */
  readonly rounds: number;
  /** Candidate strategies tried in the first pass. */
  readonly candidates: number;
  /** Matches per candidate in the first pass (the finalists play four times as many). */
  readonly trials: number;
  /** The opponent's strategy file, when his strategy is known. */
  readonly against?: string;
  readonly json: boolean;
  /**
   * Show a progress bar with an ETA (on a terminal): the search runs in a worker thread meanwhile.
   */
  readonly progress: boolean;
  /** Where the progress bar is drawn (default stderr); cli-progress draws only on a terminal. */
  readonly progressStream?: ProgressStream;
}

function readSlot(path: string, io: CliIo, problems: FileProblem[]): BlitzMatchSlot | undefined {
  const read = readSource(resolve(io.cwd, path));
  problems.push(...read.problems);
  if (read.file === undefined) return undefined;
  const kind = kindOf(read.file.value);
  if (kind === "character" || kind === "strategy" || kind === "team-strategy" || kind === "odds-side") {
    problems.push({
      position: { file: read.file.path, line: 1, column: 1 },
      path: "",
      message: `this is a FastMatch ${kind === "character" ? "character" : kind === "odds-side" ? "side" : "strategy"}: advise takes BlitzMatch slots (wrong game; ringside odds is FastMatch's)`,
      rule: "ringside › Input files",
    });
    return undefined;
  }
  const map = new SourceMap();
  map.add("", read.file, []);
  const file = read.file;
  return collect(map, problems, () => loadSlot(forgivingSlot(file.value)));
}

/** A strategy as one line: `ADD Weight, Power; DISCARD Technical; D1 D1 N3 …`. */
export function strategyLine(s: BlitzMatchStrategy): string {
  const name = (e: string) =>
    Object.hasOwn(STYLE_NAMES, e) ? STYLE_NAMES[e as keyof typeof STYLE_NAMES] : e;
  return `ADD ${s.add.map(name).join(", ")}; DISCARD ${name(s.discard)}; ${s.rounds.map((r) => (r.attitude === "rest-hold" ? "RH" : actionCode(r))).join(" ")}`;
}

/**
 * Runs the advisor in a worker thread and draws its progress on `stream` (a bar with an ETA on a
 * terminal, nothing elsewhere), so the bar keeps moving while the search runs.
 */
function inWorker(input: AdviseInput, io: CliIo, stream: ProgressStream): Promise<readonly Advice[]> {
  const started = Date.now();
  const bar = progressBar("strategies", stream);
  let total = 0;
  const worker = new Worker(new URL("./adviseTask.js", import.meta.url), { workerData: input });
  return new Promise<readonly Advice[]>((done, failed) => {
    worker.on("message", (message: AdviseMessage) => {
      if (message.kind === "advice") {
        done(message.advice);
      } else if (total === 0) {
        total = message.total;
        bar.start(message.total, message.done);
      } else {
        bar.update(message.done);
      }
    });
    worker.once("error", failed);
  }).finally(() => {
    bar.stop();
    void worker.terminate();
    io.err(`searched ${total} strategies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/**
 * `ringside advise A B`: BlitzMatch's strategy advisor for slot A against slot B.
 *
 * @returns the exit code: 0 advised, 1 a slot or strategy file with problems.
 * @example
 * ```ts
 * import { advise, processIo } from "@ringside/cli";
 * await advise("blob.yaml", "fist.yaml", { seed: 1, top: 3, rounds: 7, candidates: 120, trials: 48,
 *   json: false, progress: false }, processIo());
 * ```
 */
export async function advise(a: string, b: string, options: AdviseOptions, io: CliIo): Promise<number> {
  const problems: FileProblem[] = [];
  const mine = readSlot(a, io, problems);
  const theirs = readSlot(b, io, problems);
  let opponent: BlitzMatchStrategy | undefined;
  if (options.against !== undefined) {
    const read = readSource(resolve(io.cwd, options.against));
    problems.push(...read.problems);
    const file = read.file;
    if (file !== undefined) {
      const map = new SourceMap();
      map.add("", file, []);
      opponent = collect(map, problems, () =>
        loadStrategy(forgivingBlitzStrategy(file.value), theirs, { rounds: options.rounds }),
      );
    }
  }
  if (mine === undefined || theirs === undefined || problems.length > 0) {
    for (const line of problemLines(io.cwd, problems)) io.err(line);
    return EXIT.invalidInput;
  }
  const advice: AdviceOptions = {
    seed: options.seed,
    top: options.top,
    candidates: options.candidates,
    trials: options.trials,
    options: { rounds: options.rounds },
    ...(opponent === undefined ? {} : { opponent }),
  };
  const best = options.progress
    ? await inWorker({ mine, theirs, advice }, io, options.progressStream ?? process.stderr)
    : adviseStrategy(mine, theirs, advice);
  const rows = best.map((x) => {
    const wins = Math.round(x.win * x.trials);
    const { low, high } = wilson(wins, x.trials);
    return { ...x, low, high };
  });
  if (options.json) {
    io.out(
      JSON.stringify(
        { slot: mine.name, opponent: theirs.name, seed: options.seed, rounds: options.rounds, advice: rows },
        null,
        2,
      ),
    );
    return EXIT.ok;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  io.out(
    `Best strategies for ${mine.name} against ${theirs.name}${opponent === undefined ? " (any strategy he may send)" : " (the strategy he sent)"}, ${options.rounds} rounds, seed ${options.seed}:`,
  );
  rows.forEach((r, i) => {
    io.out(`${String(i + 1).padStart(2)}. ${strategyLine(r.strategy)}`);
    io.out(
      `    win ${pct(r.win)} (95% ${pct(r.low)}–${pct(r.high)}), draw ${pct(r.draw)}, loss ${pct(r.loss)} over ${r.trials} matches`,
    );
  });
  return EXIT.ok;
}
