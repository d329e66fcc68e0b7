import { resolve as resolvePath } from "node:path";
import { seedFromString } from "@ringside/core";
import { loadConfig, resolveMatch, writeUp, type FastMatchConfig } from "@ringside/fastmatch";
import { formatFileProblem, readSource, type FileProblem } from "../input/document.js";
import { EXIT, type CliIo } from "../io.js";
import { relative } from "../input/relative.js";
import { render, type Format, type WriteUp } from "../format.js";
import { collect, kindOf, loadShow, type ShowMatch } from "../show.js";
import { dealGrid } from "./grid.js";

/** The seed of match `index` of a show played with `seed`: each match its own stream. */
export function matchSeed(seed: number, index: number): number {
  return seedFromString(`ringside show ${seed} match ${index + 1}`);
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "match";

function header(match: ShowMatch, config: FastMatchConfig, seed: number): [string, string][] {
  const sides = config.sides.map((side) =>
    side.wrestlers.map((w) => (w as { name?: string }).name ?? "?").join(" & "),
  );
  const choice = config.sides.map((s) => String((s.strategy as { choice?: unknown }).choice ?? "?")).join("");
  const points = config.sides
    .map(
      (s, i) =>
        `${sides[i]}: ${
          Object.entries((s.strategy as { strategyPoints?: Record<string, number> }).strategyPoints ?? {})
            .map(([k, v]) => `${k}+${v}`)
            .join(", ") || "none"
        }`,
    )
    .join("; ");
  return [
    [
      "Match",
      `${match.type === "six-man" ? "Six-man tag" : match.type === "tag" ? "Tag team" : "Singles"}: ${sides.join(" vs ")}`,
    ],
    ["Grid choice", choice],
    ["Strategy points", points],
    ["Time limit", `${config.timeLimit ?? 20} rounds`],
    ["Seed", String(seed)],
  ];
}

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
    for (const p of problems) io.err(formatFileProblem(relative(io.cwd, p)));
    return EXIT.invalidInput;
  }
  const show = loadShow(read.file, problems);
  const seed = options.seed ?? show.seed ?? randomSeed();
  const configs: { match: ShowMatch; config: FastMatchConfig; seed: number }[] = [];
  for (const match of show.matches) {
    const s = matchSeed(seed, match.index);
    const grid =
      match.config.grid === undefined || match.config.grid === "random"
        ? dealGrid(seedFromString(`grid ${s}`), match.type !== "singles")
        : match.config.grid;
    const config = { ...match.config, grid } as unknown as FastMatchConfig;
    if (collect(match.map, problems, () => loadConfig(config)) !== undefined)
      configs.push({ match, config, seed: s });
  }
  if (problems.length > 0) {
    for (const p of problems) io.err(formatFileProblem(relative(io.cwd, p)));
    io.err(
      `${show.name}: nothing resolved (fix the ${problems.length} problem${problems.length === 1 ? "" : "s"} above)`,
    );
    return EXIT.invalidInput;
  }
  io.err(`${show.name}: seed ${seed} (resolve again with --seed ${seed} to reproduce every result)`);
  const ups: WriteUp[] = configs.map(({ match, config, seed: s }) => {
    const { state, events } = resolveMatch({ config, dice: s });
    const result = state.result;
    const names = config.sides.map((side) =>
      side.wrestlers.map((w) => (w as { name?: string }).name ?? "?").join(" & "),
    );
    const winner =
      result === null || result.winner === null ? null : result.winner === "challenger" ? names[0] : names[1];
    const text =
      result === null
        ? "no result"
        : `${winner ?? "no winner"} (${result.method}${result.detail === undefined ? "" : `: ${result.detail}`})`;
    return {
      show: show.name,
      title: match.title,
      seed: s,
      header: header(match, config, s),
      body: writeUp(state, events),
      result: text,
    };
  });
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
          matches: ups.map((w) => ({ title: w.title, seed: w.seed, result: w.result })),
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
