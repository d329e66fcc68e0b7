/** Wrestler profiles: the identity card each player fills in before a match. */
import { checkInput, parseInput, type Problems } from "@ringside/core";
import { profileSchema } from "../schema.js";

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

/**
 * Collects every problem of a profile at `path` (used by the config and league validators): core's
 * validation layer over {@link profileSchema}, so a non-JSON value, a missing or empty field, an
 * alignment other than face or heel, a wrong number of interferers and an unknown key (with the
 * closest known key suggested) are each a problem with its path and the profile rule.
 */
export function checkProfile(value: unknown, path: string, problems: Problems): value is WrestlerProfile {
  return checkInput(profileSchema, value, path, problems, { "": RULE }) !== undefined;
}

/**
 * Validates a wrestler profile and returns it; throws `RingsideError` `INVALID_SHEET` listing every
 * problem at once.
 *
 * @throws RingsideError `INVALID_SHEET`
 */
export function validateProfile(value: unknown): WrestlerProfile {
  return parseInput(profileSchema, value, {
    code: "INVALID_SHEET",
    summary: "rasslefest: invalid wrestler profile",
    path: "profile",
    rules: { "": RULE },
  });
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
