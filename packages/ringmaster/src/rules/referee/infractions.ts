/**
 * Which illegal actions a maneuver and its options commit (RingMaster › text ¶118 and the clauses
 * that call an action "usually illegal": cornering ¶33, Leverage ¶38, foreign objects ¶39, over the
 * top rope ¶50, Screwjob ¶52). The mapping from the catalogue is Ringside's completion: Punch is
 * the closed fist, Chokehold the choke, the object maneuvers (Foreign Object Smash, Fire Tab,
 * Powder) their objects; the Eye Gouge counts as a closed-fist blow (a rake of the eyes is no
 * legal strike either).
 * Docs: `docs/ringmaster/referee.md#referee-checks`.
 */
import type { IllegalAction } from "../../data/referee.js";

/** What the attacker did along with his maneuver. */
export interface InfractionSituation {
  /** The defender was trapped in a corner (not merely put there, ¶34). */
  readonly cornerTrap?: boolean;
  /** He tried Leverage (¶38). */
  readonly leverage?: boolean;
  /** He tried a Screwjob (¶52). */
  readonly screwjob?: boolean;
  /** The maneuver threw the opponent over the top rope (¶49–¶50). */
  readonly overTopRope?: boolean;
  /** He used a foreign object with it (¶39). */
  readonly object?: boolean;
}

const BY_MANEUVER: Readonly<Record<string, IllegalAction>> = {
  Punch: "closed-fist",
  "Eye Gouge": "closed-fist",
  Chokehold: "choke",
  "Foreign Object Smash": "foreign-object",
  "Fire Tab": "fire-tab",
  Powder: "powder",
};

/**
 * The infractions of one maneuver attempt, each forcing its own Referee Check.
 *
 * @example
 * infractions("Punch", { cornerTrap: true }); // ["closed-fist", "cornering"]
 */
export function infractions(maneuver: string, s: InfractionSituation = {}): readonly IllegalAction[] {
  const out: IllegalAction[] = [];
  const base = BY_MANEUVER[maneuver] ?? BY_MANEUVER[maneuver.split(" ").slice(-2).join(" ")];
  if (base !== undefined) out.push(base);
  if (s.object === true && base !== "foreign-object") out.push("foreign-object");
  if (s.cornerTrap === true) out.push("cornering");
  if (s.leverage === true) out.push("leverage");
  if (s.screwjob === true) out.push("screwjob");
  if (s.overTopRope === true) out.push("over-the-top-rope");
  return out;
}

/** Whether a maneuver is illegal in itself (a Cheapshot must be one, ¶126). */
export function isIllegalManeuver(maneuver: string): boolean {
  return infractions(maneuver).length > 0;
}
