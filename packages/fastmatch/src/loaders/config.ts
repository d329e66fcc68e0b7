import {
  defined,
  isIntIn,
  isRecord,
  isRingsideError,
  jsonData,
  ownRecord,
  Problems,
  RingsideError,
  checkInput,
  describe,
  type RuleMap,
  type Problem,
  type RingsideErrorCode,
} from "@ringside/core";
import * as v from "valibot";
import type { Attribute } from "../data/attributes.js";
import { INJURY_MODIFIERS, type Specialty } from "../data/charts.js";
import type { Grid } from "../data/grid.js";
import type { Character, SideStrategy } from "../sheets.js";
import { loadCharacter } from "./character.js";
import { loadGrid } from "./grid.js";
import { byName, MAX_TEAM_NAME_LENGTH } from "./names.js";
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

const RULE = "FastMatch! › Match set-up";
const SIX_MAN = "FastMatch! › Six-man matches";
const ONE_NIGHT = "FastMatch! › Multiple matches in one night";
const WHOLE = "must be a whole number from 0 up";
const whole = v.pipe(v.number(WHOLE), v.integer(WHOLE), v.minValue(0, WHOLE), v.maxValue(1000, WHOLE));
const SPECIALTIES = Object.keys(INJURY_MODIFIERS) as Specialty[];
const score = v.optional(whole);
/** One wrestler's starting condition. */
const conditionEntry = v.strictObject(
  { STR: score, AGI: score, SPD: score, END: score, TEC: score, WEI: score },
  "must map attributes to scores",
);

/** The shape of a booking's own parts; its sheets, strategies and grid are checked by their loaders. */
const bookingShape = v.strictObject(
  {
    sides: v.pipe(
      v.array(
        v.strictObject(
          {
            name: v.optional(
              v.pipe(
                v.string("must be text"),
                v.check((n) => n.trim() !== "", "must be text"),
                v.check(
                  (n) => n.trim().length <= MAX_TEAM_NAME_LENGTH,
                  `a team name has at most ${MAX_TEAM_NAME_LENGTH} characters`,
                ),
              ),
            ),
            wrestlers: v.pipe(
              v.array(v.unknown(), "a side has one, two or three wrestlers"),
              v.minLength(1, "a side has one, two or three wrestlers"),
              v.maxLength(3, "a side has one, two or three wrestlers"),
            ),
            strategy: v.unknown(),
            pairTeamwork: v.optional(whole),
          },
          "a side must be an object (name, wrestlers, strategy, pairTeamwork)",
        ),
      ),
      v.length(2, "a match has two sides: challenger then defender"),
    ),
    grid: v.unknown(),
    timeLimit: v.optional(
      v.pipe(
        v.number("must be a whole number of rounds from 1"),
        v.integer("must be a whole number of rounds from 1"),
        v.minValue(1, "must be a whole number of rounds from 1"),
        v.maxValue(1000, "must be a whole number of rounds from 1"),
      ),
      DEFAULT_TIME_LIMIT,
    ),
    specialty: v.optional(v.picklist(SPECIALTIES, `must be one of ${SPECIALTIES.join(", ")}`), "normal"),
    options: v.optional(
      v.strictObject(
        {
          doubledAttribute: v.optional(v.picklist(["twice", "once"], 'must be "twice" or "once"')),
          injuryModifier: v.optional(
            v.pipe(
              v.number("must be a whole number from -6 to 6"),
              v.integer("must be a whole number from -6 to 6"),
              v.minValue(-6, "must be a whole number from -6 to 6"),
              v.maxValue(6, "must be a whole number from -6 to 6"),
            ),
          ),
        },
        "must be an object",
      ),
    ),
    condition: v.optional(ownRecord(v.string(), conditionEntry, "must map wrestler names to attributes")),
  },
  "a booking must be an object",
);
const BOOKING_RULES: RuleMap = { "": RULE, condition: ONE_NIGHT };

function part<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : undefined;
}

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
  if (!isRecord(json))
    throw new RingsideError(
      "INVALID_CONFIG",
      "Invalid FastMatch! match",
      `expected an object, got ${describe(json)}`,
    );
  // The booking's own parts (the sheets, strategies and grid have loaders of their own).
  const booking = checkInput(bookingShape, json, "", own, BOOKING_RULES);
  const timeLimit = booking?.timeLimit ?? part(bookingShape.entries.timeLimit, json.timeLimit) ?? 1;
  const specialty = booking?.specialty ?? "normal";
  const doubled = booking?.options?.doubledAttribute ?? DEFAULT_OPTIONS.doubledAttribute;
  const injuryModifier = booking?.options?.injuryModifier ?? DEFAULT_OPTIONS.injuryModifier;
  const rawSides = json.sides;
  const sides: LoadedSide[] = [];
  let size = 0;
  // A wrong number of sides or wrestlers is the shape's problem (reported above).
  if (Array.isArray(rawSides) && rawSides.length === 2) {
    const rosters: (Character[] | null)[] = rawSides.map((s: unknown, i) => {
      if (!isRecord(s) || !Array.isArray(s.wrestlers) || s.wrestlers.length < 1 || s.wrestlers.length > 3)
        return null;
      const list = s.wrestlers.map((w: unknown, k) =>
        collect(found, codes, () => loadCharacter(w, `sides[${i}].wrestlers[${k}]`)),
      );
      return list.every((c) => c !== null) ? list : null;
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
          loadStrategy(s.strategy, undefined, { role, rounds: timeLimit }, `sides[${i}].strategy`),
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
            { role, rounds: timeLimit, ...opponents },
            `sides[${i}].strategy`,
          ),
        );
      }
      if (!isRecord(s) || roster === null || roster === undefined) return;
      const opponents = (rosters[1 - i] ?? []).map((c) => c.name);
      const ctx = {
        role: i === 0 ? ("challenger" as const) : ("defender" as const),
        rounds: timeLimit,
        opponents,
      };
      const strategy = collect(found, codes, () =>
        roster.length === 1
          ? sideStrategyOf(
              loadStrategy(s.strategy, roster[0], ctx, `sides[${i}].strategy`),
              defined(roster[0], `fastmatch: the wrestler of side ${i}`),
            )
          : loadTeamStrategy(s.strategy, roster, ctx, `sides[${i}].strategy`),
      );
      const pair = part(whole, s.pairTeamwork) ?? 0;
      if (pair > 0 && roster.length !== 3)
        own.add(`sides[${i}].pairTeamwork`, "applies only to six-man teams", SIX_MAN);
      if (strategy !== null) {
        const name =
          typeof s.name === "string" && s.name.trim() !== ""
            ? s.name.trim()
            : roster.map((c) => c.name).join(" & ");
        sides.push({ name, wrestlers: roster, strategy, pairTeamwork: pair });
      }
    });
  }
  // Who the condition names must be in the match (its shape is the booking's).
  const condition: Record<string, Partial<Record<Attribute, number>>> = {};
  if (isRecord(json.condition)) {
    const everyone = new Set<string>();
    if (Array.isArray(rawSides))
      for (const side of rawSides)
        if (isRecord(side) && Array.isArray(side.wrestlers))
          for (const w of side.wrestlers) if (isRecord(w) && typeof w.name === "string") everyone.add(w.name);
    // Read by own key (a valibot record's output drops names such as "constructor").
    const checked = byName(json.condition, conditionEntry);
    for (const who of Object.keys(json.condition)) {
      if (!everyone.has(who)) own.add(`condition.${who}`, "is not a wrestler in this match", ONE_NIGHT);
      const held = booking === undefined ? undefined : checked.get(who);
      const sent = json.condition[who];
      if (held === undefined || !isRecord(sent)) continue;
      // In the order sent.
      const kept: Partial<Record<Attribute, number>> = {};
      for (const a of Object.keys(sent) as Attribute[]) {
        const n = held[a];
        if (n !== undefined) kept[a] = n;
      }
      condition[who] = kept;
    }
  }
  const grid = collect(found, codes, () => loadGrid(json.grid, size > 1));
  found.push(...own.list);
  if (!own.ok) codes.add("INVALID_CONFIG");
  if (found.length > 0) {
    const [only] = codes;
    const code: RingsideErrorCode = codes.size === 1 && only !== undefined ? only : "INVALID_CONFIG";
    throw new RingsideError(code, "Invalid FastMatch! match", found);
  }
  return {
    kind: size === 1 ? "singles" : size === 2 ? "tag" : "six-man",
    sides: [defined(sides[0], "fastmatch: the challengers"), defined(sides[1], "fastmatch: the defenders")],
    grid: defined(grid ?? undefined, "fastmatch: the checked grid"),
    timeLimit,
    specialty,
    doubledAttribute: doubled,
    injuryModifier,
    condition,
  };
}
