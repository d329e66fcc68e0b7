import { createHash } from "node:crypto";
import { resolve as resolvePath } from "node:path";
import { seedFromString } from "@ringside/core";
import { readSource, type FileProblem } from "../input/document.js";
import { EXIT, type CliIo } from "../io.js";
import { problemLines } from "../input/relative.js";
import { type Format } from "../format.js";
import { post } from "./post.js";
import { checkMatch, playMatch, type Night, type Played } from "../matches.js";
import { kindOf } from "../input/fileKind.js";
import { collect } from "../input/sourceMap.js";
import { loadShow } from "../show.js";

/**
 * The seed of match `index` of a show played with `seed`: each match its own stream. It is an
 * unsigned 32-bit integer (0 to 4294967295), so the seed printed in a match header is never negative.
 *
 * @example
 * matchSeed(7, 0); // the same number every time, never below 0
 */
export function matchSeed(seed: number, index: number): number {
  return seedFromString(`ringside show ${seed} match ${index + 1}`) >>> 0;
}

/** Options of `ringside resolve`. */
export interface ResolveOptions {
  readonly seed?: number;
  /** The format printed (or written); `formats` gives several at once. */
  readonly format: Format;
  /** Every format wanted, from the same resolution (default: `format` alone). */
  readonly formats?: readonly Format[];
  readonly out?: string;
  /** Keep the bookkeeping (rolls, totals, attribute values) in the write-ups' prose. */
  readonly figures?: boolean;
}

/** The card's fingerprint: the same card resolved with another seed is still the same show. */
export function cardId(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 12);
}

/** `ringside resolve SHOW.yaml`: every match of the card, written up. */
export function resolveShow(
  path: string,
  options: ResolveOptions,
  io: CliIo,
  randomSeed: () => number,
): number {
  const full = resolvePath(io.cwd, path);
  const read = readSource(full);
  const problems: FileProblem[] = [...read.problems];
  if (read.file === undefined || kindOf(read.file.value) !== "show") {
    if (read.file !== undefined)
      problems.push({
        position: { file: full, line: 1, column: 1 },
        path: "",
        message: "this is not a show card (a show lists its matches)",
      });
    for (const line of problemLines(io.cwd, problems)) io.err(line);
    return EXIT.invalidInput;
  }
  const show = loadShow(read.file, problems);
  const seed = options.seed ?? show.seed ?? randomSeed();
  const valid = show.matches.filter((match) => checkMatch(match, problems));
  if (problems.length > 0 || valid.length !== show.matches.length) {
    for (const line of problemLines(io.cwd, problems)) io.err(line);
    io.err(
      `${show.name}: nothing resolved (fix the ${problems.length} problem${problems.length === 1 ? "" : "s"} above)`,
    );
    return EXIT.invalidInput;
  }
  io.err(`${show.name}: seed ${seed} (resolve again with --seed ${seed} to reproduce every result)`);
  const night: Night = new Map();
  const ups: Played[] = [];
  for (const match of show.matches) {
    // A match checked alone may still be refused with what its wrestlers carry from earlier tonight.
    const played = collect(match.map, problems, () =>
      playMatch(match, matchSeed(seed, match.index), show.name, night, { figures: options.figures === true }),
    );
    if (played === undefined) {
      for (const line of problemLines(io.cwd, problems)) io.err(line);
      io.err(
        `${show.name}: ${match.title} cannot be played with what its wrestlers carry from earlier tonight`,
      );
      return EXIT.invalidInput;
    }
    ups.push(played);
  }
  const formats = options.formats ?? [options.format];
  const card = cardId(read.file.value);
  const results = {
    show: show.name,
    seed,
    card,
    matches: ups.map(({ outcome, ...w }) => ({ ...w, outcome })),
  };
  if (options.out !== undefined) {
    post(ups, formats, options.out, io);
    io.writeFile(resolvePath(io.cwd, options.out, "show.json"), `${JSON.stringify(results, null, 2)}\n`);
  } else if (formats.length === 1 && formats[0] === "json") {
    io.out(JSON.stringify(results, null, 2));
  } else {
    post(
      ups,
      formats.filter((f) => f !== "json"),
      undefined,
      io,
    );
    if (formats.includes("json")) io.out(JSON.stringify(results, null, 2));
  }
  return EXIT.ok;
}
