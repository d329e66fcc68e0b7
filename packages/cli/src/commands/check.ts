import { resolve } from "node:path";
import { problemLines } from "../input/relative.js";
import { loadSlot, loadStrategy as loadBlitzStrategy } from "@ringside/blitzmatch";
import { loadCharacter, loadStrategy } from "@ringside/fastmatch";
import { forgivingBlitzStrategy, forgivingSlot } from "../input/blitz.js";
import { checkMatch } from "../matches.js";
import { loadRoster } from "../roster.js";
import { checkInput, Problems } from "@ringside/core";
import { resultsSchema } from "./roster.js";
import { readSource, type FileProblem } from "../input/document.js";
import { forgivingCharacter, forgivingStrategy } from "../input/forgiving.js";
import { EXIT, type CliIo } from "../io.js";
import { collect, kindOf, loadShow, SourceMap } from "../show.js";

/** Checks one file; returns its problems (none for a valid file). */
export function checkFile(path: string): { kind: string; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const read = readSource(path);
  if (read.file === undefined) return { kind: "unreadable", problems: read.problems };
  const file = read.file;
  const kind = kindOf(file.value);
  const map = new SourceMap();
  map.add(kind, file, []);
  const root = new SourceMap();
  root.add("", file, []);
  switch (kind) {
    case "character":
      collect(map, problems, () => loadCharacter(forgivingCharacter(file.value), "character"));
      break;
    case "strategy":
      collect(map, problems, () => loadStrategy(forgivingStrategy(file.value), undefined, {}, "strategy"));
      break;
    case "slot":
      collect(root, problems, () => loadSlot(forgivingSlot(file.value)));
      break;
    case "blitzmatch-strategy": {
      // Alone, a strategy is checked for the time limit it is written for (a show checks its own).
      const strategy = forgivingBlitzStrategy(file.value) as { rounds?: unknown };
      const rounds =
        Array.isArray(strategy.rounds) && strategy.rounds.length > 0 ? strategy.rounds.length : 7;
      collect(root, problems, () => loadBlitzStrategy(strategy, undefined, { rounds: Math.min(rounds, 99) }));
      break;
    }
    case "roster":
      loadRoster(file, problems);
      break;
    case "results": {
      const found = new Problems();
      checkInput(resultsSchema, file.value, "", found, { "": "ringside › Results files" });
      problems.push(...found.list.map((p) => root.problem(p)));
      break;
    }
    case "show": {
      const show = loadShow(file, problems);
      for (const match of show.matches) checkMatch(match, problems);
      break;
    }
    default:
      problems.push({
        position: { file: path, line: 1, column: 1 },
        path: "",
        message:
          "cannot tell what this file is: a character has attributes, a strategy has rounds, a slot has energy, recovery and stamina, a BlitzMatch strategy has add and discard, a show has matches (results have their outcomes), a roster has wrestlers",
      });
  }
  return { kind, problems };
}

/** `ringside check FILE…`: every problem in every file at once. */
export function check(files: readonly string[], io: CliIo): number {
  let bad = 0;
  for (const name of files) {
    const path = resolve(io.cwd, name);
    const result = checkFile(path);
    const shown = problemLines(io.cwd, result.problems);
    if (shown.length === 0) io.out(`${name}: ok (${result.kind})`);
    else {
      bad++;
      for (const line of shown) io.err(line);
    }
  }
  if (bad > 0) io.err(`${bad} of ${files.length} file${files.length === 1 ? "" : "s"} with problems`);
  return bad > 0 ? EXIT.invalidInput : EXIT.ok;
}
