import { resolve } from "node:path";
import { relative } from "../input/relative.js";
import { loadCharacter, loadConfig, loadStrategy } from "@ringside/fastmatch";
import { formatFileProblem, readSource, type FileProblem } from "../input/document.js";
import { forgivingCharacter, forgivingStrategy } from "../input/forgiving.js";
import { EXIT, type CliIo } from "../io.js";
import { collect, kindOf, loadShow, SourceMap } from "../show.js";
import { dealGrid } from "./grid.js";

/** Checks one file; returns its problems (none for a valid file). */
export function checkFile(path: string): { kind: string; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const read = readSource(path);
  if (read.file === undefined) return { kind: "unreadable", problems: read.problems };
  const file = read.file;
  const kind = kindOf(file.value);
  const map = new SourceMap();
  map.add(kind, file, []);
  switch (kind) {
    case "character":
      collect(map, problems, () => loadCharacter(forgivingCharacter(file.value), "character"));
      break;
    case "strategy":
      collect(map, problems, () => loadStrategy(forgivingStrategy(file.value), undefined, {}, "strategy"));
      break;
    case "show": {
      const show = loadShow(file, problems);
      for (const match of show.matches) {
        const config =
          match.config.grid === "random" || match.config.grid === undefined
            ? { ...match.config, grid: dealGrid(0, match.type !== "singles") }
            : match.config;
        collect(match.map, problems, () => loadConfig(config));
      }
      break;
    }
    default:
      problems.push({
        position: { file: path, line: 1, column: 1 },
        path: "",
        message:
          "cannot tell what this file is: a character has attributes, a strategy has rounds, a show has matches",
      });
  }
  return { kind, problems };
}

/** `ringside check FILE…`: every problem in every file at once. */
export function check(files: readonly string[], io: CliIo): number {
  let bad = 0;
  for (const name of files) {
    const path = resolve(io.cwd, name);
    let result;
    try {
      result = checkFile(path);
    } catch (error) {
      io.err(`${name}: cannot read (${(error as Error).message.split("\n")[0]})`);
      bad++;
      continue;
    }
    const shown = result.problems.map((p) => formatFileProblem(relative(io.cwd, p)));
    if (shown.length === 0) io.out(`${name}: ok (${result.kind})`);
    else {
      bad++;
      for (const line of shown) io.err(line);
    }
  }
  if (bad > 0) io.err(`${bad} of ${files.length} file${files.length === 1 ? "" : "s"} with problems`);
  return bad > 0 ? EXIT.invalidInput : EXIT.ok;
}
