/**
 * Counters and Tricks (text ¶32, ¶82–¶85, ¶135–¶137 for what they are; the list is Ringside's
 * completion, `completion.md` › 8. Counters, Reversals, Tricks).
 */
import type { ManeuverClass } from "./attributes.js";
import type { ManeuverTag } from "./maneuvers.js";

/** One Counter of the catalogue. */
export interface Counter {
  /** Its name. */
  readonly name: string;
  /** Its Level. */
  readonly level: number;
  /** Its Class. */
  readonly class: ManeuverClass;
  /** It answers maneuvers with any of these tags. */
  readonly against: readonly ManeuverTag[];
  /** It answers only attacks on a Fallen defender (Knees Up). */
  readonly onlyFallen?: boolean;
  /** Force Code the countered attacker takes, if any (Knees Up: a Slam die). */
  readonly backlash?: string;
  /** What it does when it wins, in the docs' words. */
  readonly effect: string;
}

/** The Counters (completion §8). */
export const COUNTERS: readonly Counter[] = [
  { name: "Block", level: 1, class: "BRA", against: ["strike"], effect: "he becomes the attacker" },
  { name: "Duck", level: 1, class: "AGI", against: ["strike", "dashing"], effect: "he becomes the attacker" },
  {
    name: "Sidestep",
    level: 1,
    class: "AGI",
    against: ["dashing", "highrisk"],
    effect: "he becomes the attacker; a dashing attacker hits the ropes' or turnbuckle's Stun Code",
  },
  {
    name: "Break Grip",
    level: 2,
    class: "STR",
    against: ["hold"],
    effect: "he becomes the attacker before the hold is on",
  },
  { name: "Block Lift", level: 2, class: "TEC", against: ["lifting"], effect: "he becomes the attacker" },
  {
    name: "Knees Up",
    level: 2,
    class: "TEC",
    against: ["cover", "highrisk"],
    onlyFallen: true,
    backlash: "S",
    effect: "he becomes the attacker; the attacker takes a Slam die",
  },
];

/** One Trick (a SAV "maneuver", ¶136). */
export interface Trick {
  /** Its name. */
  readonly name: string;
  /** Its Level. */
  readonly level: number;
  /** Always SAV. */
  readonly class: "SAV";
  /** What it does, in the docs' words. */
  readonly effect: string;
  /** Played with the referee or in tag-team matches. */
  readonly part2?: boolean;
}

/** The Tricks (completion §8; Blind Tag ¶136 and Fake Tag ¶137 from the text). */
export const TRICKS: readonly Trick[] = [
  {
    name: "Distract Referee",
    level: 1,
    class: "SAV",
    effect: "the referee is distracted this round",
    part2: true,
  },
  { name: "Conceal Object", level: 1, class: "SAV", effect: "hides a starred object; 2 AP to draw it" },
  {
    name: "Play Possum",
    level: 2,
    class: "SAV",
    effect: "the attacker must make a SAV check or the possum becomes the attacker against a helpless foe",
  },
  { name: "Blind Tag", level: 1, class: "SAV", effect: "a tag the opponent must notice", part2: true },
  { name: "Fake Tag", level: 2, class: "SAV", effect: "a tag the referee believes in", part2: true },
];

/** The Counter of that name, or `undefined`. Ringside's completion (`completion.md` › 8). */
export function counterByName(name: string): Counter | undefined {
  return COUNTERS.find((c) => c.name === name);
}

/** The Trick of that name, or `undefined`. Ringside's completion (`completion.md` › 8). */
export function trickByName(name: string): Trick | undefined {
  return TRICKS.find((t) => t.name === name);
}
