import { resolve } from "node:path";
import * as v from "valibot";
import { isCollection } from "yaml";
import { checkInput, defined, ownRecord, Problems, seededDice, seedFromString } from "@ringside/core";
import { healWeek } from "@ringside/fastmatch";
import { locate, readSource, type FileProblem, type SourceFile } from "../input/document.js";
import { problemLines, relativeFile } from "../input/relative.js";
import { EXIT, type CliIo } from "../io.js";
import {
  loadRoster,
  printSource,
  rosterPath,
  setInjuries,
  type Roster,
  type RosterEntry,
} from "../roster.js";
import { SourceMap } from "../input/sourceMap.js";

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const points = v.optional(v.pipe(count, v.maxValue(99)));
/** Injury points by attribute: only the five a wrestler can be injured in (a typo such as STRR is refused). */
const injuryMap = v.strictObject({ STR: points, AGI: points, SPD: points, END: points, TEC: points });

/** The valibot schema of what `roster apply` reads: the JSON `resolve` writes (show.json or --format json). */
export const resultsSchema = v.object({
  show: v.string(),
  seed: v.pipe(v.number(), v.integer()),
  /** The card's fingerprint: the same card resolved twice (two seeds) is applied once. */
  card: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/))),
  matches: v.array(
    v.object({
      title: v.string(),
      outcome: v.strictObject({
        game: v.picklist(["fastmatch", "blitzmatch"]),
        type: v.string(),
        sides: v.pipe(v.array(v.array(v.string())), v.minLength(2)),
        winner: v.nullable(v.pipe(count, v.maxValue(99))),
        method: v.string(),
        injuries: v.optional(ownRecord(v.string(), injuryMap)),
        championship: v.optional(v.string()),
      }),
    }),
  ),
});

/** The data of a results file. */
export type Results = v.InferOutput<typeof resultsSchema>;

/** Options of `ringside roster apply` and `ringside roster week`. */
export interface RosterOptions {
  /** The roster file (default `roster.yaml`). */
  readonly roster?: string;
  /** Print what would change without writing any file. */
  readonly dryRun: boolean;
}

function fail(problems: readonly FileProblem[], io: CliIo): number {
  for (const line of problemLines(io.cwd, problems)) io.err(line);
  return EXIT.invalidInput;
}

function readRoster(options: RosterOptions, io: CliIo, problems: FileProblem[]): Roster | undefined {
  const path = rosterPath(io.cwd, options.roster);
  const read = readSource(path);
  problems.push(...read.problems);
  return read.file === undefined ? undefined : loadRoster(read.file, problems);
}

const flowNode = (file: SourceFile, value: unknown) => {
  const node = file.doc.createNode(value);
  if (isCollection(node)) node.flow = true;
  return node;
};

const recordText = (r: { wins: number; losses: number; draws: number }) => `${r.wins}-${r.losses}-${r.draws}`;
const injuryText = (i: Readonly<Record<string, number | undefined>>) =>
  Object.entries(i)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([a, n]) => `${a} ${n}`)
    .join(", ") || "none";

/**
 * Injury points as a sheet may carry them: never more than the attribute's value on the sheet
 * (FastMatch! › Injury; a barbed-wire match can add more than an attribute has).
 */
function clamped(
  hurt: Readonly<Record<string, number | undefined>>,
  entry: RosterEntry,
): Record<string, number> {
  const out: Record<string, number> = {};
  const sheet = entry.character?.attributes;
  for (const [a, n] of Object.entries(hurt)) {
    if (n === undefined) continue;
    const most = sheet === undefined ? n : sheet[a as keyof typeof sheet];
    out[a] = Math.min(n, most);
  }
  return out;
}

function write(files: readonly SourceFile[], options: RosterOptions, io: CliIo): void {
  for (const f of files) {
    if (options.dryRun) io.err(`would write ${relativeFile(io.cwd, f.path)}`);
    else io.writeFile(f.path, printSource(f));
  }
}

/**
 * `ringside roster apply RESULTS`: a show's results onto the roster: each wrestler's record
 * (wins, losses, draws), the titles that changed hands, who wrestled this week, and every FastMatch
 * wrestler's injuries onto his character sheet. A show is applied once.
 *
 * @returns the exit code: 0 applied, 1 a file with problems, a stranger or a show applied before.
 * @example
 * ```ts
 * import { processIo, rosterApply } from "@ringside/cli";
 * rosterApply("results/show.json", { roster: "roster.yaml", dryRun: false }, processIo());
 * ```
 */
export function rosterApply(results: string, options: RosterOptions, io: CliIo): number {
  const problems: FileProblem[] = [];
  const read = readSource(resolve(io.cwd, results));
  problems.push(...read.problems);
  if (read.file === undefined) return fail(problems, io);
  const file = read.file;
  const map = new SourceMap();
  map.add("", file, []);
  const found = new Problems();
  const data = checkInput(resultsSchema, file.value, "", found, { "": "ringside › Results files" });
  problems.push(...found.list.map((p) => map.problem(p)));
  const roster = readRoster(options, io, problems);
  if (data === undefined || roster === undefined || problems.length > 0) {
    if (problems.length === 0) return EXIT.invalidInput;
    return fail(problems, io);
  }
  const key = `${data.show} (seed ${data.seed}${data.card === undefined ? "" : `, card ${data.card}`})`;
  const same = roster.data.applied?.find(
    (a) => a === key || (data.card !== undefined && a.endsWith(`, card ${data.card})`)),
  );
  if (same !== undefined)
    problems.push({
      position: locate(file, ["show"]),
      path: "show",
      message:
        same === key
          ? `${key} is already applied to ${relativeFile(io.cwd, roster.file.path)} (it is listed under applied)`
          : `this card is already applied to ${relativeFile(io.cwd, roster.file.path)} as ${same}: a card resolved again (another seed) is not another show`,
    });
  data.matches.forEach((m, i) => {
    if (m.outcome.winner !== null && m.outcome.winner >= m.outcome.sides.length)
      problems.push({
        position: locate(file, ["matches", i, "outcome", "winner"]),
        path: `matches[${i}].outcome.winner`,
        message: `the winner is side ${m.outcome.winner}, but the match has sides 0 to ${m.outcome.sides.length - 1}`,
      });
    m.outcome.sides.forEach((side, s) =>
      side.forEach((name, k) => {
        if (!roster.entries.has(name))
          problems.push({
            position: locate(file, ["matches", i, "outcome", "sides", s, k]),
            path: `matches[${i}].outcome.sides[${s}][${k}]`,
            message: `${name} is not on the roster (add his sheet under wrestlers)`,
          });
      }),
    );
  });
  if (problems.length > 0) return fail(problems, io);

  const records = new Map<string, { wins: number; losses: number; draws: number }>();
  const titles = new Map<string, string[]>();
  for (const [name, entry] of roster.entries) {
    const w = defined(roster.data.wrestlers[entry.index], `roster: wrestler ${name}`);
    records.set(name, {
      wins: w.record?.wins ?? 0,
      losses: w.record?.losses ?? 0,
      draws: w.record?.draws ?? 0,
    });
    titles.set(name, [...(w.titles ?? [])]);
  }
  const injuries = new Map<string, Readonly<Record<string, number>>>();
  const lines = new Map<string, string[]>();
  const note = (name: string, text: string) => lines.set(name, [...(lines.get(name) ?? []), text]);
  for (const m of data.matches) {
    const o = m.outcome;
    o.sides.forEach((side, s) => {
      for (const name of side) {
        const r = defined(records.get(name), `roster: the record of ${name}`);
        if (o.winner === null) r.draws++;
        else if (o.winner === s) r.wins++;
        else r.losses++;
        note(name, `${m.title}: ${o.winner === null ? "draw" : o.winner === s ? "win" : "loss"}`);
        // Own keys only: a wrestler called "constructor" finds his own entry, never Object's.
        const hurt =
          o.injuries !== undefined && Object.hasOwn(o.injuries, name) ? o.injuries[name] : undefined;
        if (hurt !== undefined)
          injuries.set(name, clamped(hurt, defined(roster.entries.get(name), `roster: ${name}`)));
      }
    });
    if (o.championship !== undefined && o.winner !== null) {
      const holders = o.sides[o.winner] ?? [];
      for (const [name, held] of titles) {
        const has = held.includes(o.championship);
        if (has && !holders.includes(name)) {
          titles.set(
            name,
            held.filter((t) => t !== o.championship),
          );
          note(name, `loses the ${o.championship}`);
        } else if (!has && holders.includes(name)) {
          titles.set(name, [...held, o.championship]);
          note(name, `wins the ${o.championship}`);
        }
      }
    }
  }

  const doc = roster.file.doc;
  const changed: SourceFile[] = [roster.file];
  for (const [name, entry] of roster.entries) {
    const i = entry.index;
    const before = defined(roster.data.wrestlers[i], `roster: wrestler ${name}`);
    const r = defined(records.get(name), `roster: the record of ${name}`);
    const t = defined(titles.get(name), `roster: the titles of ${name}`);
    if (lines.has(name)) {
      if (before.record === undefined) doc.setIn(["wrestlers", i, "record"], flowNode(roster.file, r));
      else
        for (const k of ["wins", "losses", "draws"] as const) doc.setIn(["wrestlers", i, "record", k], r[k]);
      doc.setIn(["wrestlers", i, "wrestled"], true);
    }
    if (JSON.stringify(t) !== JSON.stringify(before.titles ?? [])) {
      if (t.length === 0) doc.deleteIn(["wrestlers", i, "titles"]);
      else doc.setIn(["wrestlers", i, "titles"], flowNode(roster.file, t));
    }
    const hurt = injuries.get(name);
    if (hurt !== undefined && entry.character !== null) {
      if (JSON.stringify(hurt) !== JSON.stringify(entry.character.injuries)) {
        setInjuries(entry.sheet, hurt);
        changed.push(entry.sheet);
      }
      note(name, `injuries ${injuryText(hurt)}`);
    }
    const said = lines.get(name);
    if (said !== undefined) io.out(`${name} (${recordText(r)}): ${said.join("; ")}`);
  }
  if (doc.hasIn(["applied"])) doc.addIn(["applied"], key);
  else doc.set("applied", flowNode(roster.file, [key]));
  write(changed, options, io);
  io.err(
    `${key}: applied to ${changed.length} file${changed.length === 1 ? "" : "s"}${options.dryRun ? " (dry run: nothing written)" : ""}`,
  );
  return EXIT.ok;
}

/** Options of `ringside roster week`. */
export interface WeekOptions {
  /** The seed of the healing rolls (default: {@link weekSeed} of the roster). */
  readonly seed?: number;
  /** Heal another week even though no show was applied since the last one. */
  readonly again?: boolean;
}

/**
 * The default seed of a week's healing rolls: from the roster's week and the shows applied, so
 * that a dry run and the real run roll the same dice, and each week rolls new ones; never negative.
 */
export function weekSeed(roster: Roster): number {
  // never negative, so the printed seed reads as a plain number (the same dice as its signed twin)
  return (
    seedFromString(
      `ringside roster week ${(roster.data.week ?? 0) + 1} ${(roster.data.applied ?? []).join(" | ")}`,
    ) >>> 0
  );
}

/**
 * `ringside roster week`: a week of healing for every injured FastMatch wrestler on the roster
 * (FastMatch! › Injury: one automatic point off the worst injury for a wrestler who did not
 * wrestle, and a d6 for everyone, 5 or 6 healing one more), then the week counted up and the
 * "wrestled" marks cleared. The seed of the rolls is printed and recorded. A week is healed once
 * per show applied: a second run before another show is refused unless `again` says so.
 *
 * @returns the exit code: 0 healed, 1 a roster or sheet with problems, or a week already healed.
 * @example
 * ```ts
 * import { processIo, rosterWeek } from "@ringside/cli";
 * rosterWeek({ roster: "roster.yaml", dryRun: false, seed: 12 }, processIo());
 * ```
 */
export function rosterWeek(options: RosterOptions & WeekOptions, io: CliIo): number {
  const problems: FileProblem[] = [];
  const roster = readRoster(options, io, problems);
  if (roster === undefined) return problems.length === 0 ? EXIT.invalidInput : fail(problems, io);
  const shows = roster.data.applied?.length ?? 0;
  if (roster.data.healedAfter === shows && options.again !== true) {
    io.err(
      `${relativeFile(io.cwd, roster.file.path)}: week ${roster.data.week ?? 0} is already healed and no show was applied since (--again heals another week anyway)`,
    );
    return EXIT.invalidInput;
  }
  // The default seed follows from the roster, so a --dry-run shows exactly what the real run does.
  const seed = options.seed ?? weekSeed(roster);
  const dice = seededDice(seed);
  const week = roster.data.week ?? 0;
  const changed: SourceFile[] = [roster.file];
  let injured = 0;
  for (const entry of [...roster.entries.values()].sort((a, b) => a.index - b.index)) {
    const c = entry.character;
    const wrestled = roster.data.wrestlers[entry.index]?.wrestled === true;
    if (wrestled) roster.file.doc.deleteIn(["wrestlers", entry.index, "wrestled"]);
    if (c === null || Object.values(c.injuries).every((n) => (n ?? 0) === 0)) continue;
    injured++;
    const healing = healWeek(c, wrestled, dice);
    const healed = injuryText(healing.healed);
    if (healed !== "none") {
      setInjuries(entry.sheet, healing.character.injuries);
      changed.push(entry.sheet);
    }
    io.out(
      `${entry.name} (${wrestled ? "wrestled" : "rested"}): rolled ${healing.roll}, healed ${healed}; injuries now ${injuryText(healing.character.injuries)}`,
    );
  }
  if (injured === 0) io.out("nobody on the roster is injured");
  roster.file.doc.set("week", week + 1);
  roster.file.doc.set("healedAfter", shows);
  roster.file.doc.set("lastHealingSeed", seed);
  write(changed, options, io);
  io.err(
    `week ${week + 1}: healing seed ${seed} (heal again from the same files with --seed ${seed} to reproduce)${options.dryRun ? " (dry run: nothing written)" : ""}`,
  );
  return EXIT.ok;
}
