import { dirname, resolve } from "node:path";
import { isRecord, isRingsideError, type Problem } from "@ringside/core";
import { locate, pathKeys, readSource, textAt, type FileProblem, type SourceFile } from "./input/document.js";
import { suggestion } from "./input/suggest.js";
import { forgivingBlitzStrategy, forgivingSlot } from "./input/blitz.js";
import { forgivingCharacter, forgivingSpecialty, forgivingStrategy, simplify } from "./input/forgiving.js";

/** Where one part of a composed input came from. */
interface Origin {
  readonly prefix: string;
  readonly file: SourceFile;
  readonly keys: readonly (string | number)[];
}

/** Maps problem paths of a composed input back to files, lines and columns. */
export class SourceMap {
  readonly #origins: Origin[] = [];
  readonly #unread: string[] = [];

  /** Records that the input at `prefix` could not be read: the engine's problems there are not news. */
  unread(prefix: string): void {
    this.#unread.push(prefix);
  }

  /** Whether a problem path lies in a part that could not be read (reported once, where it is named). */
  isUnread(path: string): boolean {
    return this.#unread.some((u) => path === u || path.startsWith(`${u}.`) || path.startsWith(`${u}[`));
  }

  /** Records that the input at `prefix` comes from `file` at `keys`. */
  add(prefix: string, file: SourceFile, keys: readonly (string | number)[]): void {
    this.#origins.push({ prefix, file, keys });
  }

  /** The file position of an engine problem. */
  problem(p: Problem): FileProblem {
    let best: Origin | undefined;
    for (const o of this.#origins) {
      const under =
        o.prefix === "" ||
        p.path === o.prefix ||
        p.path.startsWith(`${o.prefix}.`) ||
        p.path.startsWith(`${o.prefix}[`);
      if (under && (best === undefined || o.prefix.length > best.prefix.length)) best = o;
    }
    if (best === undefined)
      return {
        position: { file: "?", line: 1, column: 1 },
        path: p.path,
        message: p.message,
        ...(p.rule === undefined ? {} : { rule: p.rule }),
      };
    const keys = [...best.keys, ...pathKeys(p.path.slice(best.prefix.length))];
    const written = /did you mean/.test(p.message) ? undefined : textAt(best.file, keys);
    // Only for a value the message quotes as refused ("got \"hihg risk\"").
    const near =
      written === undefined || !p.message.includes(`"${written}"`) ? null : suggestion(written, p.message);
    return {
      position: locate(best.file, keys),
      // the path inside the file, so a sheet used twice reads (and is printed) the same both times
      path: keysPath(keys),
      message: near === null ? p.message : `${p.message} (did you mean "${near}"?)`,
      ...(p.rule === undefined ? {} : { rule: p.rule }),
    };
  }
}

/** Keys as a problem path: `sides[0].wrestlers[1].attributes.STR`. */
function keysPath(keys: readonly (string | number)[]): string {
  let path = "";
  for (const key of keys) path += typeof key === "number" ? `[${key}]` : path === "" ? key : `.${key}`;
  return path;
}

/** What kind of file a player or a head sent, told from its keys. */
export type FileKind =
  | "show"
  | "results"
  | "character"
  | "strategy"
  | "team-strategy"
  | "odds-side"
  | "slot"
  | "blitzmatch-strategy"
  | "roster"
  | "unknown";

/**
 * Tells the files apart: a show card, the results `resolve` records, a FastMatch character, singles
 * or team strategy, an `odds` side (a wrestler and his strategy), a BlitzMatch slot or strategy, and
 * a roster.
 */
export function kindOf(value: unknown): FileKind {
  if (!isRecord(value)) return "unknown";
  if ("matches" in value)
    return Array.isArray(value.matches) && isRecord(value.matches[0]) && "outcome" in value.matches[0]
      ? "results"
      : "show";
  if ("wrestlers" in value) return "roster";
  if ("add" in value || "discard" in value) return "blitzmatch-strategy";
  if ("members" in value) return "team-strategy";
  if ("rounds" in value || "choice" in value) return "strategy";
  if ("wrestler" in value) return "odds-side";
  if ("attributes" in value) return "character";
  if (Object.keys(value).some((k) => /^energy$|^recovery$|^stamina$/i.test(k))) return "slot";
  return "unknown";
}

/** The kinds of match a show card books. */
export type MatchType = "singles" | "tag" | "six-man" | "rumble" | "triangle";

/** One match of a show card, ready for its engine. */
export interface ShowMatch {
  readonly index: number;
  readonly title: string;
  readonly game: "fastmatch" | "blitzmatch";
  readonly type: MatchType;
  /**
   * The engine's config: FastMatch's (with `grid: "random"` still to deal), a Rumble's
   * (`entrants`, `plans`) or BlitzMatch's (`sides` of slot and strategy, `options`).
   */
  readonly config: Record<string, unknown>;
  /** The title at stake, if any: the winners hold it after the match. */
  readonly championship?: string;
  readonly map: SourceMap;
}

/** A loaded show card. */
export interface Show {
  readonly name: string;
  readonly seed: number | null;
  readonly matches: readonly ShowMatch[];
}

/** Loads a file a show card refers to (relative to the card), or takes an inline value. */
function part(
  value: unknown,
  base: string,
  prefix: string,
  at: SourceFile,
  keys: (string | number)[],
  map: SourceMap,
  problems: FileProblem[],
): unknown {
  if (typeof value === "string" && /\.(ya?ml|json)$/i.test(value)) {
    const path = resolve(base, value);
    const read = readSource(path);
    if (read.unreadable !== undefined) {
      // Said where the card names the file, which is where the head fixes it.
      problems.push({
        position: locate(at, keys),
        path: prefix,
        message: `cannot read ${value}: ${read.unreadable}`,
        rule: "ringside › Input files",
      });
      map.unread(prefix);
      return undefined;
    }
    problems.push(...read.problems);
    if (read.file === undefined) map.unread(prefix);
    if (read.file !== undefined) map.add(prefix, read.file, []);
    return read.file?.value;
  }
  return value;
}

const SHOW_RULE = "ringside › Show cards";
/** The longest show name, match title or championship. */
const MAX_TEXT = 200;
/** The most matches a show card books. */
const MAX_MATCHES = 100;
/** The most sides a match has (BlitzMatch's side ids). */
const MAX_SIDES = 8;
/** The most entrants a Royal Rumble has. */
const MAX_ENTRANTS = 1000;
const CLI_KEYS = new Set(["title", "type", "game", "championship"]);
const TYPES = { 1: "singles", 2: "tag", 3: "six-man" } as const;
/** The ids BlitzMatch sides get, in order (the engine wants a lowercase id per side). */
export const SIDE_IDS = ["red", "blue", "green", "gold", "white", "black", "silver", "purple"] as const;
const GAMES = ["fastmatch", "blitzmatch"];
const FASTMATCH_TYPES = ["singles", "tag", "six-man", "rumble"];
const BLITZMATCH_TYPES = ["singles", "tag", "triangle"];

interface Loading {
  readonly file: SourceFile;
  readonly base: string;
  readonly keys: (string | number)[];
  readonly map: SourceMap;
  readonly problems: FileProblem[];
}

function fastmatchMatch(raw: Record<string, unknown>, at: Loading): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (!CLI_KEYS.has(k)) config[k] = v;
  if (raw.specialty !== undefined) config.specialty = forgivingSpecialty(raw.specialty);
  const sides = Array.isArray(raw.sides) ? raw.sides : [];
  config.sides = sides.map((side: unknown, s) => {
    if (!isRecord(side)) return side;
    const out: Record<string, unknown> = { ...side };
    const wrestlers = Array.isArray(side.wrestlers) ? side.wrestlers : [];
    const k = [...at.keys, "sides", s];
    out.wrestlers = wrestlers.map((w: unknown, i) =>
      forgivingCharacter(
        part(w, at.base, `sides[${s}].wrestlers[${i}]`, at.file, [...k, "wrestlers", i], at.map, at.problems),
      ),
    );
    out.strategy = forgivingStrategy(
      part(side.strategy, at.base, `sides[${s}].strategy`, at.file, [...k, "strategy"], at.map, at.problems),
    );
    return out;
  });
  return config;
}

function rumbleMatch(raw: Record<string, unknown>, at: Loading): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (!CLI_KEYS.has(k)) config[k] = v;
  if (Array.isArray(raw.entrants))
    config.entrants = raw.entrants.map((w: unknown, i) =>
      forgivingCharacter(
        part(w, at.base, `entrants[${i}]`, at.file, [...at.keys, "entrants", i], at.map, at.problems),
      ),
    );
  if (isRecord(raw.plans))
    config.plans = Object.fromEntries(
      Object.entries(raw.plans).map(([name, plan]) => [
        name,
        part(plan, at.base, `plans.${name}`, at.file, [...at.keys, "plans", name], at.map, at.problems),
      ]),
    );
  return config;
}

function blitzmatchMatch(
  raw: Record<string, unknown>,
  type: MatchType,
  at: Loading,
): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (!CLI_KEYS.has(k)) config[k] = v;
  const sides = Array.isArray(raw.sides) ? raw.sides : [];
  config.sides = sides.map((side: unknown, s) => {
    if (!isRecord(side)) return side;
    const k = [...at.keys, "sides", s];
    const out: Record<string, unknown> = { id: SIDE_IDS[s] ?? `side-${s + 1}`, ...side };
    out.slot = forgivingSlot(
      part(side.slot, at.base, `sides[${s}].slot`, at.file, [...k, "slot"], at.map, at.problems),
    );
    out.strategy = forgivingBlitzStrategy(
      part(side.strategy, at.base, `sides[${s}].strategy`, at.file, [...k, "strategy"], at.map, at.problems),
    );
    if (Array.isArray(side.members))
      out.members = side.members.map((m: unknown, i) =>
        forgivingSlot(
          part(m, at.base, `sides[${s}].members[${i}]`, at.file, [...k, "members", i], at.map, at.problems),
        ),
      );
    return out;
  });
  // A tag match counts TeamWork in the match value (BlitzMatch › III.1.b) unless the head says otherwise.
  const options = isRecord(raw.options) ? raw.options : {};
  if (type === "tag" && options.teamWork === undefined)
    config.options = { ...options, teamWork: ["teamWork"] };
  return config;
}

/** Reads a show card: its matches composed from inline data and the files they name. */
export function loadShow(file: SourceFile, problems: FileProblem[]): Show {
  const base = dirname(file.path);
  const root = file.value as Record<string, unknown>;
  const name = typeof root.show === "string" ? root.show.trim() : "Show";
  const wrong = (key: (string | number)[], path: string, message: string) =>
    problems.push({ position: locate(file, key), path, message, rule: SHOW_RULE });
  if (root.show !== undefined && (typeof root.show !== "string" || name === ""))
    wrong(["show"], "show", "the show's name is text");
  else if (name.length > MAX_TEXT)
    wrong(["show"], "show", `the show's name has at most ${MAX_TEXT} characters`);
  const seed = typeof root.seed === "number" && Number.isSafeInteger(root.seed) ? root.seed : null;
  if (root.seed !== undefined && seed === null) wrong(["seed"], "seed", "a seed is a whole number");
  if (Array.isArray(root.matches) && root.matches.length > MAX_MATCHES)
    wrong(
      ["matches"],
      "matches",
      `a show has at most ${MAX_MATCHES} matches (this one lists ${root.matches.length})`,
    );
  for (const key of Object.keys(root)) {
    if (!["show", "seed", "matches"].includes(key))
      problems.push({
        position: locate(file, [key]),
        path: key,
        message: `unknown key "${key}" (a show has show, seed and matches)`,
      });
  }
  const matches: ShowMatch[] = [];
  if (!Array.isArray(root.matches)) {
    problems.push({
      position: locate(file, ["matches"]),
      path: "matches",
      message: "a show lists its matches",
    });
    return { name, seed, matches };
  }
  root.matches.slice(0, MAX_MATCHES).forEach((raw: unknown, index) => {
    const keys = ["matches", index];
    const map = new SourceMap();
    map.add("", file, keys);
    const own = (key: string, message: string) =>
      problems.push({
        position: locate(file, [...keys, key]),
        path: `matches[${index}].${key}`,
        message,
        rule: SHOW_RULE,
      });
    if (!isRecord(raw)) {
      problems.push({
        position: locate(file, keys),
        path: `matches[${index}]`,
        message: "a match is an object with sides",
      });
      return;
    }
    // The card's own keys are text; a list or a number there is a problem, never a default.
    let typed = true;
    for (const key of ["title", "type", "game", "championship"])
      if (raw[key] !== undefined && (typeof raw[key] !== "string" || raw[key].trim() === "")) {
        own(key, `${key} is text`);
        typed = false;
      } else if (typeof raw[key] === "string" && raw[key].length > MAX_TEXT) {
        own(key, `${key} has at most ${MAX_TEXT} characters`);
        typed = false;
      }
    if (!typed) return;
    for (const key of ["sides", "entrants"] as const) {
      const list = raw[key];
      const most = key === "sides" ? MAX_SIDES : MAX_ENTRANTS;
      if (Array.isArray(list) && list.length > most) {
        own(key, `a match has at most ${most} ${key} (this one lists ${list.length})`);
        typed = false;
      }
    }
    if (!typed) return;
    const game = raw.game === undefined ? "fastmatch" : simplify(String(raw.game)).replace(/-/g, "");
    if (!GAMES.includes(game)) {
      own("game", `${JSON.stringify(raw.game)} is not a game a show resolves (fastmatch, blitzmatch)`);
      return;
    }
    const sides = Array.isArray(raw.sides) ? raw.sides : [];
    const size = Math.max(
      ...sides.map((s: unknown) =>
        isRecord(s) && Array.isArray(s.wrestlers)
          ? s.wrestlers.length
          : isRecord(s) && Array.isArray(s.members)
            ? 2
            : 1,
      ),
      1,
    );
    const given = typeof raw.type === "string" ? simplify(raw.type) : undefined;
    const type = (given ??
      (game === "blitzmatch"
        ? sides.length === 3
          ? "triangle"
          : size > 1
            ? "tag"
            : "singles"
        : "entrants" in raw
          ? "rumble"
          : (TYPES[size as 1 | 2 | 3] ?? "singles"))) as MatchType;
    const allowed = game === "blitzmatch" ? BLITZMATCH_TYPES : FASTMATCH_TYPES;
    if (!allowed.includes(type)) {
      own("type", `${JSON.stringify(raw.type)} is not a ${game} match type (${allowed.join(", ")})`);
      return;
    }
    // The type names the header; it must agree with the sides the card books.
    const wants: Partial<Record<MatchType, string>> =
      game === "blitzmatch"
        ? { singles: "two sides", tag: "two sides", triangle: "three sides" }
        : {
            singles: "one wrestler a side",
            tag: "two wrestlers a side",
            "six-man": "three wrestlers a side",
          };
    const fits =
      game === "blitzmatch"
        ? sides.length === (type === "triangle" ? 3 : 2)
        : type === "rumble" ||
          sides.length === 0 ||
          size === { singles: 1, tag: 2, "six-man": 3 }[type as "singles"];
    if (!fits && sides.length > 0) {
      // Not checked further: its grid and rules would follow from a type it is not.
      own(
        raw.type === undefined ? "sides" : "type",
        `a ${game === "blitzmatch" ? "BlitzMatch" : "FastMatch"} ${type} match has ${wants[type] ?? "its sides"}`,
      );
      return;
    }
    const at: Loading = { file, base, keys, map, problems };
    const config =
      game === "blitzmatch"
        ? blitzmatchMatch(raw, type, at)
        : type === "rumble"
          ? rumbleMatch(raw, at)
          : fastmatchMatch(raw, at);
    const title = typeof raw.title === "string" ? raw.title : `Match ${index + 1}`;
    matches.push({
      index,
      title,
      game: game as ShowMatch["game"],
      type,
      config,
      ...(typeof raw.championship === "string" ? { championship: raw.championship } : {}),
      map,
    });
  });
  return { name, seed, matches };
}

/** Runs a loader and turns its RingsideError into file problems through the source map. */
export function collect<T>(map: SourceMap, problems: FileProblem[], load: () => T): T | undefined {
  try {
    return load();
  } catch (error) {
    if (!isRingsideError(error)) throw error;
    problems.push(...error.problems.filter((p) => !map.isUnread(p.path)).map((p) => map.problem(p)));
    return undefined;
  }
}
