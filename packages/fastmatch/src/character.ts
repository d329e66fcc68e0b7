import { isIntIn, isRecord, jsonData, Problems, RingsideError, describe } from "@ringside/core";
import {
  ATTRIBUTES,
  attributesBy,
  type Attribute,
  type Attributes,
  weightClass,
  type WeightClass,
} from "./attributes.js";
import { BASE_STRATEGY_POINTS, COSTS, CREATION_POINTS, LIMITS } from "./costs.js";
import { STYLE_TABLE, STYLES, type Style } from "./styles.js";

/** Face or heel. */
export type Alignment = "face" | "heel";

/** A FastMatch! character as a player sends it in: the plain JSON of their e-mail. */
export interface Character {
  readonly name: string;
  readonly attributes: Attributes;
  /** Strategy points bought on top of the free two (2 CGP each). */
  readonly extraStrategyPoints: number;
  /** Finisher uses bought (2 CGP each). */
  readonly finishers: number;
  /** The finisher's name, for the write-up. */
  readonly finisherName?: string;
  /** Zero, one or two styles (2 CGP, then 4 more). */
  readonly styles: readonly Style[];
  /** +1 to attack rolls outside the ring (2 CGP). */
  readonly wildBrawler: boolean;
  /** Lowers the referee's awareness by 1 at the bell (1 CGP). */
  readonly cheater: boolean;
  /** Points of tag-team teamwork this wrestler paid for (1 CGP each). */
  readonly teamwork: number;
  /** Points of six-man teamwork this wrestler paid for (1 CGP each), bought apart from tag teamwork. */
  readonly sixManTeamwork: number;
  /** Injury points carried into the match, by attribute; each lowers that attribute's maximum. */
  readonly injuries: Readonly<Partial<Record<Attribute, number>>>;
  readonly alignment?: Alignment;
  readonly height?: string;
  readonly weight?: string;
  readonly attire?: string;
  readonly music?: string;
  readonly manager?: string;
  readonly notes?: string;
}

/** What a character spends, item by item, and what is left of the 24 creation points. */
export interface CharacterCost {
  readonly attributes: number;
  readonly strategyPoints: number;
  readonly finishers: number;
  readonly styles: number;
  readonly wildBrawler: number;
  readonly cheater: number;
  readonly teamwork: number;
  readonly total: number;
  readonly left: number;
}

/** The outcome of checking a character without throwing: the problems and the cost so far. */
export interface CharacterCheck {
  readonly character: Character | null;
  readonly problems: Problems["list"];
  readonly cost: CharacterCost;
}

const RULE = "FastMatch! › Building a character";
const COLOUR_FIELDS = ["height", "weight", "attire", "music", "manager", "notes", "finisherName"] as const;
const KNOWN = new Set([
  "name",
  "attributes",
  "extraStrategyPoints",
  "finishers",
  "styles",
  "wildBrawler",
  "cheater",
  "teamwork",
  "sixManTeamwork",
  "injuries",
  "alignment",
  ...COLOUR_FIELDS,
]);

/** The cost of a character in creation points, item by item. */
export function characterCost(
  c: Pick<
    Character,
    | "attributes"
    | "extraStrategyPoints"
    | "finishers"
    | "styles"
    | "wildBrawler"
    | "cheater"
    | "teamwork"
    | "sixManTeamwork"
  >,
): CharacterCost {
  const attributes = ATTRIBUTES.reduce((sum, a) => sum + c.attributes[a], 0) * COSTS.attributePoint;
  const strategyPoints = c.extraStrategyPoints * COSTS.strategyPoint;
  const finishers = c.finishers * COSTS.finisherUse;
  const styles =
    c.styles.length === 0
      ? 0
      : COSTS.firstStyle + (c.styles.length > 1 ? COSTS.secondStyle * (c.styles.length - 1) : 0);
  const wildBrawler = c.wildBrawler ? COSTS.wildBrawler : 0;
  const cheater = c.cheater ? COSTS.cheater : 0;
  const teamwork = (c.teamwork + c.sixManTeamwork) * COSTS.teamworkPoint;
  const total = attributes + strategyPoints + finishers + styles + wildBrawler + cheater + teamwork;
  return {
    attributes,
    strategyPoints,
    finishers,
    styles,
    wildBrawler,
    cheater,
    teamwork,
    total,
    left: CREATION_POINTS - total,
  };
}

/** A character's strategy points per match: the free two plus those bought. */
export function strategyPointsOf(c: Pick<Character, "extraStrategyPoints">): number {
  return BASE_STRATEGY_POINTS + c.extraStrategyPoints;
}

/** The weight class of a character, from its WEI. */
export function weightClassOf(c: Pick<Character, "attributes">): WeightClass {
  return weightClass(c.attributes.WEI);
}

/** A character's attribute maximums after its injuries (never below 0). */
export function effectiveAttributes(c: Pick<Character, "attributes" | "injuries">): Attributes {
  return attributesBy((a) => Math.max(0, c.attributes[a] - (c.injuries[a] ?? 0)));
}

function count(value: unknown, path: string, problems: Problems, fallback = 0): number {
  if (value === undefined) return fallback;
  if (!isIntIn(value, 0, 1000)) {
    problems.add(path, `must be a whole number from 0 up, got ${describe(value)}`, RULE);
    return 0;
  }
  return value;
}

/**
 * Checks a character sent as plain JSON against every creation rule and returns the problems found
 * (all of them) and what it spends, without throwing. The live character builder uses this.
 */
export function checkCharacter(input: unknown, path = "character"): CharacterCheck {
  const pre = new Problems();
  const json = jsonData(input, path, pre);
  if (json === undefined) throw new RingsideError("INVALID_SHEET", "Invalid FastMatch! character", pre.list);
  const problems = new Problems();
  const p = (k: string): string => `${path}.${k}`;
  const empty = { attributes: { STR: 0, AGI: 0, SPD: 0, END: 0, TEC: 0, WEI: 0 } };
  if (!isRecord(json)) {
    problems.add(path, `must be an object, got ${describe(json)}`, RULE);
    return {
      character: null,
      problems: problems.list,
      cost: characterCost({
        ...empty,
        extraStrategyPoints: 0,
        finishers: 0,
        styles: [],
        wildBrawler: false,
        cheater: false,
        teamwork: 0,
        sixManTeamwork: 0,
      }),
    };
  }
  for (const key of Object.keys(json))
    if (!KNOWN.has(key)) problems.add(p(key), "is not a field of a FastMatch! character", RULE);
  const name = json.name;
  if (typeof name !== "string" || name.trim() === "")
    problems.add(p("name"), "every wrestler needs a name", RULE);

  const attrs: Record<Attribute, number> = { STR: 0, AGI: 0, SPD: 0, END: 0, TEC: 0, WEI: 0 };
  const rawAttrs = json.attributes;
  if (!isRecord(rawAttrs)) {
    problems.add(p("attributes"), "must give STR, AGI, SPD, END, TEC and WEI", RULE);
  } else {
    for (const key of Object.keys(rawAttrs)) {
      if (!(ATTRIBUTES as readonly string[]).includes(key))
        problems.add(
          p(`attributes.${key}`),
          "is not a FastMatch! attribute (STR, AGI, SPD, END, TEC, WEI)",
          RULE,
        );
    }
    for (const a of ATTRIBUTES) {
      const v = rawAttrs[a];
      if (!isIntIn(v, 0, 1000)) {
        problems.add(p(`attributes.${a}`), `must be a whole number, got ${describe(v)}`, RULE);
        continue;
      }
      attrs[a] = v;
      if (v < LIMITS.minimum)
        problems.add(
          p(`attributes.${a}`),
          `${a} ${v} is below the floor of ${LIMITS.minimum}`,
          `${RULE} › Attributes`,
        );
      if ((a === "TEC" || a === "WEI") && v > LIMITS.cappedMaximum)
        problems.add(
          p(`attributes.${a}`),
          `${a} ${v} is above the cap of ${LIMITS.cappedMaximum}`,
          `${RULE} › Attributes`,
        );
    }
    if (attrs.WEI + attrs.AGI > LIMITS.linkedMaximum)
      problems.add(
        p("attributes"),
        `WEI+AGI is ${attrs.WEI + attrs.AGI}, more than ${LIMITS.linkedMaximum}`,
        `${RULE} › Linked attributes`,
      );
    if (attrs.WEI + attrs.SPD > LIMITS.linkedMaximum)
      problems.add(
        p("attributes"),
        `WEI+SPD is ${attrs.WEI + attrs.SPD}, more than ${LIMITS.linkedMaximum}`,
        `${RULE} › Linked attributes`,
      );
  }
  const extraStrategyPoints = count(json.extraStrategyPoints, p("extraStrategyPoints"), problems);
  const finishers = count(json.finishers, p("finishers"), problems);
  const teamwork = count(json.teamwork, p("teamwork"), problems);
  const sixManTeamwork = count(json.sixManTeamwork, p("sixManTeamwork"), problems);

  const styles: Style[] = [];
  if (json.styles !== undefined) {
    if (!Array.isArray(json.styles)) problems.add(p("styles"), "must be a list of styles", RULE);
    else {
      json.styles.forEach((s: unknown, i: number) => {
        if (typeof s !== "string" || !(STYLES as readonly string[]).includes(s)) {
          problems.add(
            p(`styles[${i}]`),
            `${describe(s)} is not a style (${STYLES.join(", ")})`,
            `${RULE} › Styles`,
          );
          return;
        }
        const style = s as Style;
        if (styles.includes(style))
          problems.add(p(`styles[${i}]`), `${style} is bought twice`, `${RULE} › Styles`);
        else styles.push(style);
        const info = STYLE_TABLE[style];
        if (attrs[info.requires] < info.minimum) {
          problems.add(
            p(`styles[${i}]`),
            `${info.label} needs ${info.requires} ${info.minimum}, the character has ${attrs[info.requires]}`,
            `${RULE} › Styles`,
          );
        }
      });
      if (styles.length > 2)
        problems.add(
          p("styles"),
          `at most two styles may be bought, got ${styles.length}`,
          `${RULE} › Styles`,
        );
    }
  }
  const flag = (k: "wildBrawler" | "cheater"): boolean => {
    const v = json[k];
    if (v === undefined) return false;
    if (typeof v !== "boolean") {
      problems.add(p(k), `must be true or false, got ${describe(v)}`, RULE);
      return false;
    }
    return v;
  };
  const wildBrawler = flag("wildBrawler");
  const cheater = flag("cheater");

  const injuries: Partial<Record<Attribute, number>> = {};
  if (json.injuries !== undefined) {
    if (!isRecord(json.injuries))
      problems.add(p("injuries"), "must map attributes to injury points", "FastMatch! › Injury");
    else {
      for (const [key, v] of Object.entries(json.injuries)) {
        if (!(ATTRIBUTES as readonly string[]).includes(key) || key === "WEI") {
          problems.add(
            p(`injuries.${key}`),
            "only STR, AGI, SPD, END and TEC can carry injuries",
            "FastMatch! › Injury",
          );
        } else if (!isIntIn(v, 0, 1000)) {
          problems.add(
            p(`injuries.${key}`),
            `must be a whole number from 0 up, got ${describe(v)}`,
            "FastMatch! › Injury",
          );
        } else if (v > 0) {
          injuries[key as Attribute] = v;
          if (v > attrs[key as Attribute])
            problems.add(
              p(`injuries.${key}`),
              `${v} injury points exceed ${key} ${attrs[key as Attribute]}`,
              "FastMatch! › Injury",
            );
        }
      }
    }
  }
  const alignment = json.alignment;
  if (alignment !== undefined && alignment !== "face" && alignment !== "heel")
    problems.add(p("alignment"), `must be "face" or "heel", got ${describe(alignment)}`, `${RULE} › Colour`);
  const colour: Partial<Record<(typeof COLOUR_FIELDS)[number], string>> = {};
  for (const k of COLOUR_FIELDS) {
    const v = json[k];
    if (v === undefined) continue;
    if (typeof v !== "string") problems.add(p(k), `must be text, got ${describe(v)}`, `${RULE} › Colour`);
    else colour[k] = v;
  }
  const cost = characterCost({
    attributes: attrs,
    extraStrategyPoints,
    finishers,
    styles,
    wildBrawler,
    cheater,
    teamwork,
    sixManTeamwork,
  });
  if (cost.left < 0)
    problems.add(
      p("points"),
      `spends ${cost.total} of ${CREATION_POINTS} creation points, ${-cost.left} too many`,
      `${RULE} › Creation points`,
    );
  if (!problems.ok || typeof name !== "string") return { character: null, problems: problems.list, cost };
  const character: Character = {
    name: name.trim(),
    attributes: attrs,
    extraStrategyPoints,
    finishers,
    styles,
    wildBrawler,
    cheater,
    teamwork,
    sixManTeamwork,
    injuries,
    ...(alignment === "face" || alignment === "heel" ? { alignment } : {}),
    ...colour,
  };
  return { character, problems: [], cost };
}

/**
 * Loads a character from plain JSON (the shape of a player's e-mail) and checks every creation rule:
 * floors, caps, linked limits, style prerequisites, the 24-point budget. Throws `INVALID_SHEET`
 * listing every problem, with the points spent and left.
 */
export function loadCharacter(json: unknown, path = "character"): Character {
  const check = checkCharacter(json, path);
  if (check.character === null) {
    const who = isRecord(json) && typeof json.name === "string" ? ` "${json.name}"` : "";
    throw new RingsideError(
      "INVALID_SHEET",
      `Invalid FastMatch! character${who} (spends ${check.cost.total} of ${CREATION_POINTS} creation points, ${check.cost.left} left)`,
      check.problems,
    );
  }
  return check.character;
}
