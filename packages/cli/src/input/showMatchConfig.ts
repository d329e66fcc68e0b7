/**
 * A show card's match as its engine's configuration: the card's own keys taken off, every file the
 * match names read (relative to the card) and recorded in the match's source map, and each
 * character, strategy and slot passed through the forgiving readers.
 */
import { resolve } from "node:path";
import { isRecord } from "@ringside/core";
import { locate, readSource, type FileProblem, type SourceFile } from "./document.js";
import { forgivingBlitzStrategy, forgivingSlot } from "./blitz.js";
import { forgivingCharacter, forgivingSpecialty, forgivingStrategy } from "./forgiving.js";
import type { SourceMap } from "./sourceMap.js";

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

/** The show card's own keys of a match, which its engine never reads. */
const CLI_KEYS = new Set(["title", "type", "game", "championship"]);
/** The ids BlitzMatch sides get, in order (the engine wants a lowercase id per side). */
export const SIDE_IDS = ["red", "blue", "green", "gold", "white", "black", "silver", "purple"] as const;

/** Where a match sits on its show card, and where its files' problems and origins go. */
export interface Loading {
  readonly file: SourceFile;
  readonly base: string;
  readonly keys: (string | number)[];
  readonly map: SourceMap;
  readonly problems: FileProblem[];
}

/** A FastMatch singles, tag or six-man match: each side's wrestlers and strategy read. */
export function fastmatchMatch(raw: Record<string, unknown>, at: Loading): Record<string, unknown> {
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

/** A Royal Rumble: its entrants and their plans read. */
export function rumbleMatch(raw: Record<string, unknown>, at: Loading): Record<string, unknown> {
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

/** A BlitzMatch match: each side gets its id, and its slot, strategy and tag members are read. */
export function blitzmatchMatch(
  raw: Record<string, unknown>,
  tag: boolean,
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
  if (tag && options.teamWork === undefined) config.options = { ...options, teamWork: ["teamWork"] };
  return config;
}
