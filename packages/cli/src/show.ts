/**
 * Show cards: the card's name, seed and matches, each checked for its game, type and sides before
 * it is composed into its engine's configuration.
 */
import { dirname } from "node:path";
import { isRecord } from "@ringside/core";
import { locate, type FileProblem, type SourceFile } from "./input/document.js";
import { simplify } from "./input/forgiving.js";
import { SourceMap } from "./input/sourceMap.js";
import { blitzmatchMatch, fastmatchMatch, rumbleMatch, type Loading } from "./input/showMatchConfig.js";

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

const SHOW_RULE = "ringside › Show cards";
/** The longest show name, match title or championship. */
const MAX_TEXT = 200;
/** The most matches a show card books. */
const MAX_MATCHES = 100;
/** The most sides a match has (BlitzMatch's side ids). */
const MAX_SIDES = 8;
/** The most entrants a Royal Rumble has. */
const MAX_ENTRANTS = 1000;
const TYPES = { 1: "singles", 2: "tag", 3: "six-man" } as const;
const GAMES = ["fastmatch", "blitzmatch"];
const FASTMATCH_TYPES = ["singles", "tag", "six-man", "rumble"];
const BLITZMATCH_TYPES = ["singles", "tag", "triangle"];

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
        ? blitzmatchMatch(raw, type === "tag", at)
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
