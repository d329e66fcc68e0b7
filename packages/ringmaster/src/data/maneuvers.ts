/**
 * The maneuver catalogue: 79 base maneuvers, one record each (Ringside's completion,
 * `completion.md` › 6. The maneuver catalogue; the names the chapter uses, the Levels of Punch (1)
 * and Atomic Drop (3), and the Codes of the Figure Four Leglock and the Vertical Suplex are from the
 * text, ¶21 and ¶25). The docs' table and this list are checked equal by `catalogue.test.ts`.
 */
import type { BodyPart, ManeuverClass, Position } from "./attributes.js";

/** Which defender position a maneuver starts from (completion §6 "Needs"). */
export type PositionNeed = Position | "Standing" | "Crouching" | "Fallen" | "Any";

/** The tags of the catalogue (completion §6). */
export const MANEUVER_TAGS = [
  "strike",
  "hold",
  "submission",
  "sleeper",
  "lifting",
  "pin",
  "cover",
  "dashing",
  "highrisk",
  "illegal",
  "daze",
  "blind",
  "object",
  "selfdown",
] as const;

/** One catalogue tag. */
export type ManeuverTag = (typeof MANEUVER_TAGS)[number];

/** One maneuver of the catalogue. */
export interface Maneuver {
  /** Its name, unique in the catalogue. */
  readonly name: string;
  /** Level: the count of distinct actions (text ¶21). */
  readonly level: number;
  /** Class: the attribute its check uses (text ¶74). */
  readonly class: ManeuverClass;
  /** Force Code (see `forceCode.ts`). */
  readonly force: string;
  /** The body part it damages (text ¶26). */
  readonly target: BodyPart;
  /** The defender's position it starts from. */
  readonly needs: PositionNeed;
  /** The defender's position after a success; `null` when unchanged. */
  readonly leaves: Position | null;
  /** Its tags. */
  readonly tags: readonly ManeuverTag[];
  /** The attacker's body parts it needs (Injuries there penalise it, ¶99). */
  readonly uses: readonly BodyPart[];
}

function m(
  name: string,
  level: number,
  cls: ManeuverClass,
  force: string,
  target: BodyPart,
  needs: PositionNeed,
  leaves: Position | null,
  tags: readonly ManeuverTag[],
  uses: readonly BodyPart[],
): Maneuver {
  return { name, level, class: cls, force, target, needs, leaves, tags, uses };
}

/** The base maneuvers, by Level then as the docs list them. Ringside's completion (`completion.md` › 6), with the Levels and Codes the text gives. */
export const MANEUVERS: readonly Maneuver[] = [
  m("Punch", 1, "BRA", "BP", "Head", "Standing", null, ["strike", "illegal"], ["Arm"]),
  m("Knife-Edge Chop", 1, "BRA", "P", "Body", "Standing", null, ["strike"], ["Arm"]),
  m("Forearm Smash", 1, "BRA", "BP", "Head", "Standing", null, ["strike"], ["Arm"]),
  m("Elbow Smash", 1, "BRA", "BP", "Head", "Any", null, ["strike"], ["Arm"]),
  m("Stomach Kick", 1, "BRA", "BP", "Body", "Standing", "Bent", ["strike"], ["Leg"]),
  m("Knee Lift", 1, "BRA", "BP", "Head", "Bent", null, ["strike"], ["Leg"]),
  m("Head Butt", 1, "BRA", "BP", "Head", "Any", null, ["strike"], ["Head"]),
  m("Stomp", 1, "BRA", "P", "Body", "Fallen", null, ["strike"], ["Leg"]),
  m("Eye Gouge", 1, "BRA", "B", "Head", "Any", null, ["strike", "illegal", "daze"], ["Arm"]),
  m("Chokehold", 1, "BRA", "BP", "Neck", "Any", null, ["hold", "illegal"], ["Arm"]),
  m("Wristlock", 1, "TEC", "BP", "Arm", "Standing", null, ["hold"], ["Arm"]),
  m("Leg Sweep", 1, "TEC", "BS", "Leg", "Standing", "Prone", [], ["Leg"]),
  m("Irish Whip", 1, "STR", "T", "Back", "Standing", null, ["object"], ["Arm"]),
  m("Head Slam", 1, "BRA", "BT", "Head", "Standing", null, ["object"], ["Arm"]),
  m("Foreign Object Smash", 1, "BRA", "B", "Head", "Any", null, ["strike", "illegal", "object"], ["Arm"]),
  m("Powder", 1, "BRA", "B", "Head", "Standing", null, ["illegal", "blind"], ["Arm"]),
  m("Elbow Drop", 2, "BRA", "BPw", "Body", "Fallen", null, ["strike", "selfdown"], ["Arm"]),
  m("Leg Drop", 2, "BRA", "BBw", "Neck", "Fallen", null, ["strike", "selfdown"], ["Leg"]),
  m("Knee Drop", 2, "BRA", "BPw", "Head", "Fallen", null, ["strike", "selfdown"], ["Leg"]),
  m("Clothesline", 2, "BRA", "BPS", "Neck", "Facing", "Prone", ["strike"], ["Arm"]),
  m("Big Boot", 2, "BRA", "BBP", "Head", "Facing", "Prone", ["strike"], ["Leg"]),
  m("Savate Kick", 2, "TEC", "BBP", "Head", "Standing", null, ["strike"], ["Leg"]),
  m("Knee Clip", 2, "BRA", "BBS", "Leg", "Standing", "Prone", [], ["Leg"]),
  m("Shoulder Block", 2, "STR", "BPS", "Body", "Facing", "Prone", ["dashing"], ["Body"]),
  m("Bulldog", 2, "BRA", "BBS", "Head", "Facing", "Facedown", ["selfdown"], ["Arm"]),
  m("Fire Tab", 2, "BRA", "T", "Head", "Standing", null, ["illegal", "daze", "object"], ["Arm"]),
  m("Arm Drag", 2, "TEC", "BS", "Arm", "Facing", "Prone", [], ["Arm"]),
  m("Hip Toss", 2, "TEC", "BBS", "Back", "Facing", "Prone", [], ["Arm"]),
  m("Snapmare", 2, "TEC", "BS", "Neck", "Facing", "Sitting", [], ["Arm"]),
  m("Side Headlock", 2, "TEC", "BBP", "Head", "Standing", null, ["hold"], ["Arm"]),
  m("Hammerlock", 2, "TEC", "BBP", "Arm", "Standing", null, ["hold"], ["Arm"]),
  m("Half Nelson", 2, "TEC", "BBP", "Neck", "Behind", null, ["hold"], ["Arm"]),
  m("Armbar", 2, "TEC", "BBP", "Arm", "Fallen", null, ["hold", "submission"], ["Arm"]),
  m("Sleeper", 2, "TEC", "BP", "Neck", "Behind", null, ["hold", "sleeper"], ["Arm"]),
  m("Bear Hug", 2, "STR", "BBP", "Body", "Facing", null, ["hold", "submission"], ["Arm"]),
  m("Schoolboy", 2, "TEC", "BS", "Back", "Behind", "Prone", ["pin", "selfdown"], ["Arm"]),
  m("Body Slam", 2, "STR", "BPS", "Back", "Facing", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m("DDT", 2, "TEC", "BBPS", "Head", "Bent", "Prone", ["selfdown"], ["Arm"]),
  m("Neckbreaker", 2, "TEC", "BBS", "Neck", "Facing", "Prone", ["selfdown"], ["Arm"]),
  m("Splash", 2, "AGI", "BBw", "Body", "Prone", null, ["cover", "selfdown"], ["Body"]),
  m("Toss", 2, "STR", "ST", "Body", "Standing", "Prone", ["lifting", "object"], ["Arm", "Leg", "Back"]),
  m("Drop Kick", 3, "AGI", "BBPS", "Body", "Standing", "Prone", ["strike", "selfdown"], ["Leg"]),
  m("Bulldog Lariat", 3, "BRA", "BBPS", "Neck", "Facing", "Prone", ["strike", "dashing"], ["Arm"]),
  m("Spinning Heel Kick", 3, "AGI", "BBPS", "Head", "Facing", "Prone", ["strike"], ["Leg"]),
  m("Superkick", 3, "TEC", "BBBP", "Head", "Facing", "Prone", ["strike"], ["Leg"]),
  m("Enzuigiri", 3, "AGI", "BBBP", "Head", "Standing", "Prone", ["strike", "selfdown"], ["Leg"]),
  m(
    "Lou Thesz Press",
    3,
    "BRA",
    "BBSw",
    "Body",
    "Facing",
    "Prone",
    ["strike", "dashing", "selfdown"],
    ["Body"],
  ),
  m("Bodypress", 3, "AGI", "BBSw", "Body", "Facing", "Prone", ["cover", "dashing", "selfdown"], ["Body"]),
  m("Stunner", 3, "BRA", "BBPS", "Neck", "Facing", "Prone", ["selfdown"], ["Arm"]),
  m("Full Nelson", 3, "STR", "BBBP", "Neck", "Behind", null, ["hold"], ["Arm"]),
  m("Abdominal Stretch", 3, "TEC", "BBBP", "Body", "Standing", null, ["hold", "submission"], ["Arm"]),
  m("Cobra Clutch", 3, "TEC", "BBP", "Neck", "Behind", null, ["hold", "sleeper"], ["Arm"]),
  m("Dragon Screw", 3, "TEC", "BBPS", "Leg", "Standing", "Prone", [], ["Arm"]),
  m("Sunset Flip", 3, "AGI", "BBS", "Back", "Standing", "Prone", ["pin", "selfdown"], ["Arm"]),
  m("Small Package", 3, "TEC", "BS", "Back", "Crouching", "Prone", ["pin", "selfdown"], ["Leg"]),
  m("Atomic Drop", 3, "STR", "BBPS", "Back", "Behind", null, ["lifting"], ["Arm", "Leg", "Back"]),
  m(
    "Back Drop",
    3,
    "STR",
    "BBPS",
    "Back",
    "Behind",
    "Prone",
    ["lifting", "selfdown"],
    ["Arm", "Leg", "Back"],
  ),
  m(
    "Vertical Suplex",
    3,
    "STR",
    "BBPSh",
    "Back",
    "Facing",
    "Prone",
    ["lifting", "selfdown"],
    ["Arm", "Leg", "Back"],
  ),
  m(
    "Belly-to-Belly Suplex",
    3,
    "STR",
    "BBPS",
    "Back",
    "Facing",
    "Prone",
    ["lifting", "selfdown"],
    ["Arm", "Leg", "Back"],
  ),
  m("Backbreaker", 3, "STR", "BBPS", "Back", "Facing", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m("Spinebuster", 3, "STR", "BBPS", "Back", "Facing", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m("Powerslam", 3, "STR", "BBPSw", "Body", "Facing", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m("Shoulderbreaker", 3, "STR", "BBPS", "Arm", "Facing", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m("Headlock Takeover", 3, "TEC", "BBS", "Neck", "Standing", "Sitting", ["selfdown"], ["Arm"]),
  m("Moonsault", 3, "AGI", "BBFw", "Body", "Prone", null, ["highrisk", "cover", "selfdown"], ["Body"]),
  m(
    "Suicide Dive",
    3,
    "AGI",
    "BBVw",
    "Body",
    "Standing",
    "Prone",
    ["highrisk", "dashing", "selfdown"],
    ["Body"],
  ),
  m(
    "Salto Suplex",
    4,
    "TEC",
    "BBBPS",
    "Back",
    "Facing",
    "Prone",
    ["lifting", "selfdown"],
    ["Arm", "Leg", "Back"],
  ),
  m(
    "German Suplex",
    4,
    "TEC",
    "BBBPSh",
    "Neck",
    "Behind",
    "Prone",
    ["lifting", "selfdown"],
    ["Arm", "Leg", "Back"],
  ),
  m(
    "Piledriver",
    4,
    "STR",
    "BBBPSh",
    "Head",
    "Bent",
    "Prone",
    ["lifting", "selfdown"],
    ["Arm", "Leg", "Back"],
  ),
  m("Powerbomb", 4, "STR", "BBBPSh", "Back", "Bent", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m("Chokeslam", 4, "STR", "BBBPSh", "Neck", "Facing", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m("Gorilla Press Slam", 4, "STR", "BBBPSh", "Back", "Facing", "Prone", ["lifting"], ["Arm", "Leg", "Back"]),
  m(
    "Airplane Spin",
    4,
    "STR",
    "BBPS",
    "Body",
    "Facing",
    "Prone",
    ["lifting", "daze"],
    ["Arm", "Leg", "Back"],
  ),
  m("Hurricanrana", 4, "AGI", "BBBS", "Head", "Facing", "Prone", ["pin", "selfdown"], ["Leg"]),
  m(
    "Figure Four Leglock",
    4,
    "TEC",
    "BBBBP",
    "Leg",
    "Prone",
    null,
    ["hold", "submission", "selfdown"],
    ["Leg"],
  ),
  m("Boston Crab", 4, "STR", "BBBBP", "Back", "Prone", "Facedown", ["hold", "submission"], ["Leg"]),
  m("Camel Clutch", 4, "TEC", "BBBBP", "Back", "Facedown", null, ["hold", "submission"], ["Arm"]),
  m("Crossface", 4, "TEC", "BBBBP", "Neck", "Facedown", null, ["hold", "submission", "selfdown"], ["Arm"]),
  m("Sharpshooter", 5, "TEC", "BBBBBP", "Back", "Prone", "Facedown", ["hold", "submission"], ["Leg"]),
];

/** The catalogue by name (own keys only; look names up with `maneuverByName`). */
const BY_NAME: ReadonlyMap<string, Maneuver> = new Map(MANEUVERS.map((x) => [x.name, x]));

/** The base maneuver of that name, or `undefined` (never reads inherited keys). Ringside's completion (`completion.md` › 6). */
export function maneuverByName(name: string): Maneuver | undefined {
  return BY_NAME.get(name);
}

/** The maneuvers the chapter names (text ¶19–¶140); all are in the catalogue. */
export const CHAPTER_MANEUVERS = [
  "Punch",
  "Side Headlock",
  "Piledriver",
  "Atomic Drop",
  "Figure Four Leglock",
  "Vertical Suplex",
  "Half Nelson",
  "Full Nelson",
  "Drop Kick",
  "Clothesline",
  "Elbow Drop",
  "Bulldog Lariat",
  "Irish Whip",
  "Head Slam",
  "Toss",
  "Foreign Object Smash",
  "Fire Tab",
  "Powder",
  "Leg Drop",
  "Moonsault",
  "Bodypress",
  "Splash",
  "Sunset Flip",
  "Airplane Spin",
  "Eye Gouge",
  "Back Drop",
  "Salto Suplex",
  "DDT",
  "Savate Kick",
  "Knee Clip",
  "Powerbomb",
  "Sleeper",
  "Chokehold",
] as const;
