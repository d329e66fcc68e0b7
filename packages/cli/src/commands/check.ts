import { resolve } from "node:path";
import { problemLines } from "../input/relative.js";
import { loadSlot, loadStrategy as loadBlitzStrategy } from "@ringside/blitzmatch";
import { loadCharacter, loadStrategy, loadTeamStrategy, type Character } from "@ringside/fastmatch";
import { readSide } from "./odds.js";
import { forgivingBlitzStrategy, forgivingSlot } from "../input/blitz.js";
import { checkMatch } from "../matches.js";
import { loadRoster } from "../roster.js";
import { checkInput, isRecord, Problems } from "@ringside/core";
import { resultsSchema } from "./roster.js";
import { readSource, type FileProblem } from "../input/document.js";
import { forgivingCharacter, forgivingStrategy } from "../input/forgiving.js";
import { EXIT, type CliIo } from "../io.js";
import { kindOf } from "../input/fileKind.js";
import { collect, SourceMap } from "../input/sourceMap.js";
import { loadShow } from "../show.js";

/** A member known by name only: no limit of his sheet binds. */
const STAND_IN: Character = {
  name: "",
  attributes: { STR: 1, AGI: 1, SPD: 1, END: 1, TEC: 1, WEI: 1 },
  extraStrategyPoints: 1000,
  finishers: 3,
  styles: [],
  wildBrawler: false,
  cheater: false,
  teamwork: 0,
  sixManTeamwork: 0,
  injuries: {},
};

/** An `odds` side: its wrestler and strategy, as `odds` reads them. */
function oddsSide(path: string, problems: FileProblem[]): void {
  const map = new SourceMap();
  const side = readSide(path, problems, map, 0);
  if (side === undefined) return;
  const character = collect(map, problems, () => loadCharacter(side.wrestler, "sides[0].wrestlers[0]"));
  if (side.strategy !== undefined)
    collect(map, problems, () => loadStrategy(side.strategy, character, {}, "sides[0].strategy"));
}

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
    case "team-strategy": {
      // Alone, a team strategy is checked against its members by name only: what their sheets
      // allow (strategy points, finishers) is checked where a show names the sheets.
      const value = forgivingStrategy(file.value) as { members?: unknown };
      const names = isRecord(value.members) ? Object.keys(value.members) : [];
      const members = names.map((name) => ({ ...STAND_IN, name }));
      collect(map, problems, () => loadTeamStrategy(value, members, {}, "team-strategy"));
      break;
    }
    case "odds-side":
      oddsSide(path, problems);
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
          "cannot tell what this file is: a character has attributes, a strategy has rounds (a team's has members), an odds side has a wrestler, a slot has energy, recovery and stamina, a BlitzMatch strategy has add and discard, a show has matches (results have their outcomes), a roster has wrestlers",
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
