/** Wrestler profiles: the identity card each player fills in before a match. */
import { Problems, isRecord } from "@ringside/core";

/** Hero or villain. */
export type Alignment = "face" | "heel";

/** A wrestler's identity card, used by the narrator and the federation. */
export interface WrestlerProfile {
  readonly name: string;
  readonly alignment: Alignment;
  /** Billed weight, e.g. `"245 lbs"`. */
  readonly weight: string;
  readonly hometown: string;
  readonly signatureMove: string;
  readonly submissionHold: string;
  readonly topRopeMove: string;
  /** One or two outside interferers (manager, valet, ally). */
  readonly interferers: readonly string[];
  readonly foreignObject: string;
  readonly taunt: string;
}

const RULE = "Rasslefest › Wrestler profile";
const TEXT_FIELDS = [
  "name",
  "weight",
  "hometown",
  "signatureMove",
  "submissionHold",
  "topRopeMove",
  "foreignObject",
  "taunt",
] as const;

/** Collects every problem of a profile at `path` (used by the config and league validators). */
export function checkProfile(value: unknown, path: string, problems: Problems): value is WrestlerProfile {
  if (!isRecord(value)) {
    problems.add(path, "must be a profile object", RULE);
    return false;
  }
  const before = problems.list.length;
  for (const field of TEXT_FIELDS) {
    const v = value[field];
    if (typeof v !== "string" || v.trim() === "") {
      problems.add(`${path}.${field}`, "must be a non-empty text", RULE);
    } else if (v.length > 80) {
      problems.add(`${path}.${field}`, "must be at most 80 characters", RULE);
    }
  }
  if (value.alignment !== "face" && value.alignment !== "heel") {
    problems.add(`${path}.alignment`, 'must be "face" (babyface) or "heel"', RULE);
  }
  const inter = value.interferers;
  if (!Array.isArray(inter) || inter.length < 1 || inter.length > 2) {
    problems.add(`${path}.interferers`, "must list one or two outside interferers", RULE);
  } else {
    inter.forEach((name: unknown, i) => {
      if (typeof name !== "string" || name.trim() === "") {
        problems.add(`${path}.interferers[${i}]`, "must be a non-empty text", RULE);
      }
    });
  }
  return problems.list.length === before;
}

/**
 * Validates a wrestler profile and returns it; throws `RingsideError` `INVALID_SHEET` listing every
 * problem at once.
 */
export function validateProfile(value: unknown): WrestlerProfile {
  const problems = new Problems();
  checkProfile(value, "profile", problems);
  problems.throwIfAny("INVALID_SHEET", "rasslefest: invalid wrestler profile");
  return value as WrestlerProfile;
}

/** The two wrestlers of the published sample game (details beyond their names are ours). */
export const sampleWrestlers: Readonly<Record<"abe" | "ben", WrestlerProfile>> = {
  abe: {
    name: "Abe Anguish",
    alignment: "heel",
    weight: "262 lbs",
    hometown: "Parts Unknown",
    signatureMove: "the Anguish Driver",
    submissionHold: "the Misery Lock",
    topRopeMove: "the Falling Anvil",
    interferers: ["Manager Mort", "Big Sal"],
    foreignObject: "a folding chair",
    taunt: "a slow throat-slash",
  },
  ben: {
    name: "\u201cPrivate\u201d Benjamin Butterfield",
    alignment: "face",
    weight: "231 lbs",
    hometown: "Fort Bragg",
    signatureMove: "the Boot Camp Bomb",
    submissionHold: "the Drill Sergeant Stretch",
    topRopeMove: "the Airborne Drop",
    interferers: ["Sergeant Sue"],
    foreignObject: "a canteen",
    taunt: "a crisp salute",
  },
};
