import { resolve as resolvePath } from "node:path";
import { seedFromString } from "@ringside/core";
import { readSource, type FileProblem } from "../input/document.js";
import { EXIT, type CliIo } from "../io.js";
import { problemLines } from "../input/relative.js";
import { render, type Format } from "../format.js";
import { checkMatch, playMatch, type Night, type Played } from "../matches.js";
import { collect, kindOf, loadShow } from "../show.js";

/** The seed of match `index` of a show played with `seed`: each match its own stream. */
export function matchSeed(seed: number, index: number): number {
  return seedFromString(`ringside show ${seed} match ${index + 1}`);
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "match";

/** Options of `ringside resolve`. */
export interface ResolveOptions {
  readonly seed?: number;
  readonly format: Format;
  readonly out?: string;
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
      playMatch(match, matchSeed(seed, match.index), show.name, night),
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
  const ext = options.format === "bbcode" ? "txt" : options.format === "text" ? "txt" : options.format;
  if (options.out !== undefined) {
    ups.forEach((w, i) => {
      const file = resolvePath(
        io.cwd,
        options.out!,
        `${String(i + 1).padStart(2, "0")}-${slug(w.title)}.${ext}`,
      );
      io.writeFile(file, render(w, options.format));
      io.err(`wrote ${file}`);
    });
    io.writeFile(
      resolvePath(io.cwd, options.out, "show.json"),
      JSON.stringify(
        {
          show: show.name,
          seed,
          matches: ups.map((w) => ({ title: w.title, seed: w.seed, result: w.result, outcome: w.outcome })),
        },
        null,
        2,
      ),
    );
  } else if (options.format === "json") {
    io.out(JSON.stringify({ show: show.name, seed, matches: ups }, null, 2));
  } else {
    io.out(ups.map((w) => render(w, options.format)).join("\n"));
  }
  return EXIT.ok;
}
