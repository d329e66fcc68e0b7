/**
 * Maneuver Flags as transformations of a base record (text ¶56–¶57 for the idea and the names
 * Flying, Leaping, Springboard, Super, Bridged, Dashing; Ringside's completion for what each does,
 * `completion.md` › 7. Maneuver Flags).
 */
import type { ManeuverClass } from "./attributes.js";
import { MANEUVERS, maneuverByName, type Maneuver, type ManeuverTag } from "./maneuvers.js";

/** The Flags, in the order they are written before a base name. Ringside's completion (`completion.md` › 7). */
export const FLAGS = [
  "Running",
  "Leaping",
  "Springboard",
  "Flying",
  "Super",
  "Bridged",
  "Reverse",
  "Sitout",
] as const;

/** One Flag. */
export type Flag = (typeof FLAGS)[number];

/** What a Flag does to a base maneuver. */
export interface FlagRule {
  /** Added to the Level. */
  readonly level: number;
  /** The Class it sets, or `null` to keep the base's. */
  readonly class: ManeuverClass | null;
  /** Letters appended to the Force Code (a letter the Code already has is not added twice for `F` and `w`). */
  readonly force: string;
  /** Tags added. */
  readonly tags: readonly ManeuverTag[];
  /** Steps the attacker launches from (Flying: the rope's Steps, given at the time). */
  readonly launchSteps: number;
  /** The condition, in the docs' words. */
  readonly condition: string;
  /** Only for base maneuvers with this tag, if set. */
  readonly requires?: ManeuverTag;
}

/** The Flags' rules (completion §7). */
export const FLAG_RULES: Readonly<Record<Flag, FlagRule>> = {
  Running: {
    level: 1,
    class: null,
    force: "V",
    tags: ["dashing"],
    launchSteps: 0,
    condition: "the attacker is running (4 AP to start, 2 to rebound)",
  },
  Leaping: {
    level: 1,
    class: "AGI",
    force: "F",
    tags: ["highrisk"],
    launchSteps: 1,
    condition: "attacker standing; launches from 1 Step",
  },
  Springboard: {
    level: 2,
    class: "AGI",
    force: "F",
    tags: ["highrisk"],
    launchSteps: 2,
    condition: "attacker on a rope-side square; launches from 2 Steps",
  },
  Flying: {
    level: 1,
    class: "AGI",
    force: "F",
    tags: ["highrisk"],
    launchSteps: 0,
    condition: "attacker standing on a turnbuckle; launches from the rope's Steps",
  },
  Super: {
    level: 1,
    class: null,
    force: "",
    tags: ["lifting"],
    launchSteps: 0,
    condition: "the defender placed on a turnbuckle (Steps of that rope)",
  },
  Bridged: {
    level: 1,
    class: "TEC",
    force: "",
    tags: ["pin"],
    launchSteps: 0,
    condition: "ends in a bridge over him",
  },
  Reverse: {
    level: 1,
    class: null,
    force: "",
    tags: [],
    launchSteps: 0,
    condition: "done to a defender in the other standing position (Facing and Behind swap)",
  },
  Sitout: {
    level: 1,
    class: null,
    force: "w",
    tags: ["pin"],
    launchSteps: 0,
    condition: "a lifting slam",
    requires: "lifting",
  },
};

/** A flagged maneuver: the transformed record, its base and its Flags. */
export interface FlaggedManeuver extends Maneuver {
  /** The base maneuver's name. */
  readonly base: string;
  /** The Flags applied, in writing order. */
  readonly flags: readonly Flag[];
  /** Steps the attacker launches from, before the situation adds a turnbuckle's height. */
  readonly launchSteps: number;
}

/** Well-known names of flagged maneuvers (the chapter's Superplex is the Super Vertical Suplex, ¶25). Ringside's completion (`completion.md` › 7). */
export const FLAGGED_ALIASES: Readonly<Record<string, string>> = {
  Superplex: "Super Vertical Suplex",
};

/**
 * Applies Flags to a base maneuver. Returns `undefined` when a Flag's `requires` is not met or a
 * Flag repeats.
 * Ringside's completion (`completion.md` › 7).
 *
 * @example
 * applyFlags(maneuverByName("Vertical Suplex")!, ["Super"])!.level; // 4, same Force Code "BBPSh"
 */
export function applyFlags(base: Maneuver, flags: readonly Flag[]): FlaggedManeuver | undefined {
  if (new Set(flags).size !== flags.length) return undefined;
  let level = base.level;
  let cls = base.class;
  let force = base.force;
  let launchSteps = 0;
  const tags = new Set<ManeuverTag>(base.tags);
  for (const flag of flags) {
    const rule = FLAG_RULES[flag];
    if (rule.requires !== undefined && !base.tags.includes(rule.requires)) return undefined;
    level += rule.level;
    if (rule.class !== null) cls = rule.class;
    for (const letter of rule.force)
      if (!((letter === "F" || letter === "w") && force.includes(letter))) force += letter;
    for (const t of rule.tags) tags.add(t);
    launchSteps = Math.max(launchSteps, rule.launchSteps);
  }
  const ordered = FLAGS.filter((f) => flags.includes(f));
  return {
    ...base,
    name: [...ordered, base.name].join(" "),
    level,
    class: cls,
    force,
    tags: [...tags],
    base: base.name,
    flags: ordered,
    launchSteps,
  };
}

/** Every base maneuver and every one-Flag variant, resolved once (a constant table). */
const RESOLVED: ReadonlyMap<string, FlaggedManeuver> = new Map(
  MANEUVERS.flatMap((base) => {
    const out: [string, FlaggedManeuver][] = [];
    const plain = applyFlags(base, []);
    if (plain !== undefined) out.push([base.name, plain]);
    for (const f of FLAGS) {
      const m = applyFlags(base, [f]);
      if (m !== undefined) out.push([m.name, m]);
    }
    return out;
  }),
);

/** The aliases, resolved once under their own names. */
const RESOLVED_ALIASES: ReadonlyMap<string, FlaggedManeuver> = new Map(
  Object.entries(FLAGGED_ALIASES).flatMap(([alias, full]) => {
    const m = RESOLVED.get(full);
    return m === undefined ? [] : [[alias, { ...m, name: alias }] as [string, FlaggedManeuver]];
  }),
);

/**
 * Reads a maneuver name: a base name, a known alias, or Flags followed by a base name
 * (`"Flying Elbow Drop"`). Returns `undefined` for anything else.
 * Ringside's completion (`completion.md` › 6–7).
 */
export function resolveManeuver(name: string): FlaggedManeuver | undefined {
  const known = RESOLVED.get(name) ?? RESOLVED_ALIASES.get(name);
  if (known !== undefined) return known;
  const full = Object.hasOwn(FLAGGED_ALIASES, name) ? (FLAGGED_ALIASES[name] ?? name) : name;
  const words = full.split(" ");
  const flags: Flag[] = [];
  for (let i = 0; i <= words.length; i++) {
    const base = maneuverByName(words.slice(i).join(" "));
    if (base !== undefined) return applyFlags(base, flags);
    const w = words[i];
    if (w === undefined || !(FLAGS as readonly string[]).includes(w)) return undefined;
    flags.push(w as Flag);
  }
  return undefined;
}

/** How many Flags separate two maneuvers of the same base, or `undefined` for different bases (Improvised, ¶48). */
export function flagDistance(a: FlaggedManeuver, b: FlaggedManeuver): number | undefined {
  if (a.base !== b.base) return undefined;
  const sa = new Set(a.flags);
  const sb = new Set(b.flags);
  let d = 0;
  for (const f of sa) if (!sb.has(f)) d++;
  for (const f of sb) if (!sa.has(f)) d++;
  return d;
}
