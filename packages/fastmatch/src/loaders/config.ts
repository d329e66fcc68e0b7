import {
  isIntIn,
  isRecord,
  isRingsideError,
  jsonData,
  Problems,
  RingsideError,
  describe,
  type Problem,
  type RingsideErrorCode,
} from "@ringside/core";
import { ATTRIBUTES, type Attribute } from "../data/attributes.js";
import { INJURY_MODIFIERS, type Specialty } from "../data/charts.js";
import type { Grid } from "../data/grid.js";
import type { Character, SideStrategy } from "../sheets.js";
import { loadCharacter } from "./character.js";
import { loadGrid } from "./grid.js";
import { loadStrategy, loadTeamStrategy, sideStrategyOf } from "./strategy.js";

/** One side of a match as sent to the federation head: its wrestlers and their strategy. */
export interface SideConfig {
  /** The team's name; for singles, leave it out and the wrestler's name is used. */
  readonly name?: string;
  /** One character (singles), two (tag team) or three (six-man), as plain JSON. */
  readonly wrestlers: readonly unknown[];
  /** A singles strategy for one wrestler, a team strategy for two or three, as plain JSON. */
  readonly strategy: unknown;
  /** Six-man only: the TEAM of a tag team inside the trio; two thirds of it (rounded down) apply. */
  readonly pairTeamwork?: number;
}

/** House options where players could reasonably read the rules differently (see {@link DEFAULT_OPTIONS}). */
export interface FastMatchOptions {
  /** In a doubled match type such as SPD/SPD, whether the attribute is compared twice (default) or once. */
  readonly doubledAttribute: "twice" | "once";
  /** Extra points off the injury roll on top of the specialty match's own (-6 to 6, default 0). */
  readonly injuryModifier: number;
}

/** The options a booking gets unless its `options` say otherwise. */
export const DEFAULT_OPTIONS: FastMatchOptions = Object.freeze({
  doubledAttribute: "twice",
  injuryModifier: 0,
});

/** A FastMatch! match as the federation head books it. */
export interface FastMatchConfig {
  /** Challenger first (picks letters), defender second (picks numbers). */
  readonly sides: readonly [SideConfig, SideConfig];
  /** The grid sent out for this match: four rows of four cells such as `"STR/WEI"`. */
  readonly grid: unknown;
  /** The time limit in rounds (minutes); default 20. */
  readonly timeLimit?: number;
  /** A specialty match (default "normal"). */
  readonly specialty?: Specialty;
  readonly options?: Partial<FastMatchOptions>;
  /**
   * Starting attributes below the maximum, by wrestler name (e.g. from `recoverBetweenMatches`
   * after an earlier match the same night).
   */
  readonly condition?: Readonly<Record<string, Readonly<Partial<Record<Attribute, number>>>>>;
}

/** A side after loading: characters and the side's strategy. */
export interface LoadedSide {
  readonly name: string;
  readonly wrestlers: readonly Character[];
  readonly strategy: SideStrategy;
  readonly pairTeamwork: number;
}

/** A fully checked match configuration. */
export interface LoadedConfig {
  readonly kind: "singles" | "tag" | "six-man";
  readonly sides: readonly [LoadedSide, LoadedSide];
  readonly grid: Grid;
  readonly timeLimit: number;
  readonly specialty: Specialty;
  readonly doubledAttribute: "twice" | "once";
  readonly injuryModifier: number;
  readonly condition: Readonly<Record<string, Readonly<Partial<Record<Attribute, number>>>>>;
}

/**
 * What a team strategy is checked against when a member's sheet is broken: the sheet's name,
 * finishers and extra strategy points as sent (the parts a strategy refers to), nothing else.
 */
function standIn(raw: unknown, index: number): Character {
  const sheet = isRecord(raw) ? raw : {};
  return {
    name: typeof sheet.name === "string" && sheet.name.trim() !== "" ? sheet.name : `wrestler ${index + 1}`,
    finishers: isIntIn(sheet.finishers, 0, 3) ? sheet.finishers : 0,
    extraStrategyPoints: isIntIn(sheet.extraStrategyPoints, 0, 100) ? sheet.extraStrategyPoints : 0,
  } as Character;
}

/** The default time limit, in rounds. */
export const DEFAULT_TIME_LIMIT = 20;

function collect<T>(problems: Problem[], codes: Set<RingsideErrorCode>, load: () => T): T | null {
  try {
    return load();
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    problems.push(...e.problems);
    codes.add(e.code);
    return null;
  }
}

/**
 * Loads and checks a whole match configuration: both sides' characters and strategies, the grid,
 * time limit and specialty. Every problem is listed at once; the error code is `INVALID_SHEET` or
 * `INVALID_STRATEGY` when all problems are of that kind, `INVALID_CONFIG` otherwise.
 */
export function loadConfig(input: unknown): LoadedConfig {
  const pre = new Problems();
  const json = jsonData(input, "", pre);
  if (json === undefined) throw new RingsideError("INVALID_CONFIG", "Invalid FastMatch! match", pre.list);
  const found: Problem[] = [];
  const codes = new Set<RingsideErrorCode>();
  const own = new Problems();
  const RULE = "FastMatch! › Match set-up";
  if (!isRecord(json))
    throw new RingsideError(
      "INVALID_CONFIG",
      "Invalid FastMatch! match",
      `expected an object, got ${describe(json)}`,
    );
  for (const key of Object.keys(json))
    if (!["sides", "grid", "timeLimit", "specialty", "options", "condition"].includes(key))
      own.add(
        key,
        "is not part of a FastMatch! booking (sides, grid, timeLimit, specialty, options, condition)",
        RULE,
      );
  const timeLimit = json.timeLimit ?? DEFAULT_TIME_LIMIT;
  if (!isIntIn(timeLimit, 1, 1000))
    own.add("timeLimit", `must be a whole number of rounds from 1, got ${describe(timeLimit)}`, RULE);
  const specialty = json.specialty ?? "normal";
  if (typeof specialty !== "string" || !Object.hasOwn(INJURY_MODIFIERS, specialty))
    own.add(
      "specialty",
      `must be one of ${Object.keys(INJURY_MODIFIERS).join(", ")}, got ${describe(specialty)}`,
      RULE,
    );
  const options = json.options ?? {};
  let doubled: "twice" | "once" = DEFAULT_OPTIONS.doubledAttribute;
  let injuryModifier = DEFAULT_OPTIONS.injuryModifier;
  if (!isRecord(options)) own.add("options", "must be an object", RULE);
  else {
    for (const key of Object.keys(options))
      if (key !== "doubledAttribute" && key !== "injuryModifier")
        own.add(`options.${key}`, "is not a FastMatch! option (doubledAttribute, injuryModifier)", RULE);
    if (options.doubledAttribute === "once") doubled = "once";
    else if (options.doubledAttribute !== undefined && options.doubledAttribute !== "twice")
      own.add("options.doubledAttribute", 'must be "twice" or "once"', RULE);
    if (options.injuryModifier !== undefined) {
      if (isIntIn(options.injuryModifier, -6, 6)) injuryModifier = options.injuryModifier;
      else own.add("options.injuryModifier", "must be a whole number from -6 to 6", RULE);
    }
  }
  const rawSides = json.sides;
  const sides: LoadedSide[] = [];
  let size = 0;
  if (!Array.isArray(rawSides) || rawSides.length !== 2)
    own.add("sides", "a match has two sides: challenger then defender", RULE);
  else {
    const rosters: (Character[] | null)[] = rawSides.map((s: unknown, i) => {
      if (isRecord(s))
        for (const key of Object.keys(s))
          if (!["name", "wrestlers", "strategy", "pairTeamwork"].includes(key))
            own.add(
              `sides[${i}].${key}`,
              "is not part of a side (name, wrestlers, strategy, pairTeamwork)",
              RULE,
            );
      if (!isRecord(s) || !Array.isArray(s.wrestlers) || s.wrestlers.length < 1 || s.wrestlers.length > 3) {
        own.add(`sides[${i}].wrestlers`, "a side has one, two or three wrestlers", RULE);
        return null;
      }
      const list = s.wrestlers.map((w: unknown, k) =>
        collect(found, codes, () => loadCharacter(w, `sides[${i}].wrestlers[${k}]`)),
      );
      return list.every((c) => c !== null) ? (list as Character[]) : null;
    });
    const counts = rawSides.map((s: unknown) =>
      isRecord(s) && Array.isArray(s.wrestlers) ? s.wrestlers.length : 0,
    );
    if (counts[0] !== counts[1])
      own.add("sides", `both sides need as many wrestlers (${counts.join(" vs ")})`, RULE);
    size = counts[0] ?? 0;
    const names = rosters.flatMap((r) => (r ?? []).map((c) => c.name));
    const dupes = names.filter((n, k) => names.indexOf(n) !== k);
    if (dupes.length > 0)
      own.add("sides", `every wrestler needs a different name (${[...new Set(dupes)].join(", ")})`, RULE);
    rawSides.forEach((s: unknown, i) => {
      const roster = rosters[i];
      if (
        isRecord(s) &&
        (roster === null || roster === undefined) &&
        Array.isArray(s.wrestlers) &&
        s.wrestlers.length === 1
      ) {
        // A broken character still gets its strategy checked (without the character's own limits),
        // so that every problem of the side shows at once.
        const role = i === 0 ? ("challenger" as const) : ("defender" as const);
        collect(found, codes, () =>
          loadStrategy(
            s.strategy,
            undefined,
            { role, rounds: isIntIn(timeLimit, 1, 1000) ? timeLimit : 1 },
            `sides[${i}].strategy`,
          ),
        );
      }
      if (
        isRecord(s) &&
        (roster === null || roster === undefined) &&
        Array.isArray(s.wrestlers) &&
        s.wrestlers.length > 1 &&
        s.wrestlers.length <= 3
      ) {
        // A team with a broken character still gets its strategy checked, against stand-ins that
        // carry what the sheets say of names, finishers and extra strategy points.
        const role = i === 0 ? ("challenger" as const) : ("defender" as const);
        const members = s.wrestlers.map((w: unknown, k) => standIn(w, k));
        const others = rosters[1 - i];
        const opponents =
          others === null || others === undefined ? {} : { opponents: others.map((c) => c.name) };
        collect(found, codes, () =>
          loadTeamStrategy(
            s.strategy,
            members,
            { role, rounds: isIntIn(timeLimit, 1, 1000) ? timeLimit : 1, ...opponents },
            `sides[${i}].strategy`,
          ),
        );
      }
      if (!isRecord(s) || roster === null || roster === undefined) return;
      const opponents = (rosters[1 - i] ?? []).map((c) => c.name);
      const ctx = {
        role: i === 0 ? ("challenger" as const) : ("defender" as const),
        rounds: isIntIn(timeLimit, 1, 1000) ? timeLimit : 1,
        opponents,
      };
      const strategy = collect(found, codes, () =>
        roster.length === 1
          ? sideStrategyOf(loadStrategy(s.strategy, roster[0], ctx, `sides[${i}].strategy`), roster[0]!)
          : loadTeamStrategy(s.strategy, roster, ctx, `sides[${i}].strategy`),
      );
      const pair = s.pairTeamwork ?? 0;
      if (!isIntIn(pair, 0, 1000))
        own.add(
          `sides[${i}].pairTeamwork`,
          "must be a whole number from 0 up",
          "FastMatch! › Six-man matches",
        );
      else if (pair > 0 && roster.length !== 3)
        own.add(`sides[${i}].pairTeamwork`, "applies only to six-man teams", "FastMatch! › Six-man matches");
      if (s.name !== undefined && (typeof s.name !== "string" || s.name.trim() === ""))
        own.add(`sides[${i}].name`, "must be text", RULE);
      if (strategy !== null) {
        const name =
          typeof s.name === "string" && s.name.trim() !== ""
            ? s.name.trim()
            : roster.map((c) => c.name).join(" & ");
        sides.push({ name, wrestlers: roster, strategy, pairTeamwork: isIntIn(pair, 0, 1000) ? pair : 0 });
      }
    });
  }
  const condition: Record<string, Partial<Record<Attribute, number>>> = {};
  if (json.condition !== undefined) {
    if (!isRecord(json.condition))
      own.add(
        "condition",
        "must map wrestler names to attributes",
        "FastMatch! › Multiple matches in one night",
      );
    else {
      const everyone = new Set<string>();
      if (Array.isArray(rawSides))
        for (const side of rawSides)
          if (isRecord(side) && Array.isArray(side.wrestlers))
            for (const w of side.wrestlers)
              if (isRecord(w) && typeof w.name === "string") everyone.add(w.name);
      for (const [who, attrs] of Object.entries(json.condition)) {
        if (!everyone.has(who)) {
          own.add(
            `condition.${who}`,
            "is not a wrestler in this match",
            "FastMatch! › Multiple matches in one night",
          );
          continue;
        }
        if (!isRecord(attrs)) {
          own.add(
            `condition.${who}`,
            "must map attributes to scores",
            "FastMatch! › Multiple matches in one night",
          );
          continue;
        }
        const held: Partial<Record<Attribute, number>> = {};
        for (const [a, v] of Object.entries(attrs)) {
          if (!(ATTRIBUTES as readonly string[]).includes(a) || !isIntIn(v, 0, 1000))
            own.add(
              `condition.${who}.${a}`,
              "must be an attribute with a whole score from 0",
              "FastMatch! › Multiple matches in one night",
            );
          else held[a as Attribute] = v;
        }
        condition[who] = held;
      }
    }
  }
  const grid = collect(found, codes, () => loadGrid(json.grid, size > 1));
  found.push(...own.list);
  if (!own.ok) codes.add("INVALID_CONFIG");
  if (found.length > 0) {
    const code: RingsideErrorCode = codes.size === 1 ? [...codes][0]! : "INVALID_CONFIG";
    throw new RingsideError(code, "Invalid FastMatch! match", found);
  }
  return {
    kind: size === 1 ? "singles" : size === 2 ? "tag" : "six-man",
    sides: [sides[0]!, sides[1]!],
    grid: grid!,
    timeLimit: timeLimit as number,
    specialty: (Object.keys(INJURY_MODIFIERS) as Specialty[]).find((k) => k === specialty) ?? "normal",
    doubledAttribute: doubled,
    injuryModifier,
    condition,
  };
}
