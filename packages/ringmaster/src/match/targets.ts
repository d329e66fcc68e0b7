/**
 * The target of every roll a defender or a tag partner can choose, as the engine rolls it: the
 * engine calls these same functions, so what a bot or a board shows is the roll's real target.
 * Counters and Reversals (¶82–¶85, ¶32), the Counter out of a hold (¶113), the Lunge Tag (¶135) and
 * the Lunge Escape (¶145).
 */
import { counterByName } from "../data/counters.js";
import { type FlaggedManeuver, resolveManeuver } from "../data/flags.js";
import { attackTarget, attackTargetValue } from "../rules/attackCheck.js";
import { escapeCost, lungeEscapeTarget } from "../rules/cage/escape.js";
import { apToTagSquare, lungeTagTarget, TEAM_CORNERS } from "../rules/tag/tagging.js";
import type { RingMasterState } from "../state.js";
import type { RingMasterPlayer } from "../config.js";
import { opponentOf } from "./common.js";
import { doorOpen } from "./cageDoor.js";
import { maneuverSkill, situation } from "./skills.js";

type View = Omit<RingMasterState, "dice">;

/** The key a Reversal's uses are counted under (−5% for each earlier use of the same one, ¶32). */
export function reversalKey(attack: string, into: string): string {
  return `Reversal: ${attack} into ${into}`;
}

/** The key a Counter out of a hold is counted under (¶32, ¶113). */
export function holdCounterKey(hold: string, into: string): string {
  return `Counter out of ${hold}: ${into}`;
}

/** The key the Lunge Tag's uses are counted under (¶32, ¶135). */
export const LUNGE_TAG_KEY = "Lunge Tag";

function named(m: FlaggedManeuver, name: string): FlaggedManeuver {
  return m.name === name ? m : { ...m, name };
}

/**
 * The target of a Counter by the defender against the pending attack (¶82–¶83): his Skill with it,
 * Improvised at −10% when it is not in his Arsenal, −5% for each earlier use of that Counter in the
 * match (¶32), the Stuns (¶95), Hot Head and a Fired Up attacker (completion).
 *
 * @example
 * counterTarget(view, "Duck"); // the number the defender's Duck must roll at or under
 */
export function counterTarget(s: View, name: string): number | undefined {
  const k = counterByName(name);
  if (k === undefined) return undefined;
  const defender = opponentOf(s.attacker);
  const def = s.corners[defender];
  const att = s.corners[s.attacker];
  const cs = maneuverSkill(def, k.name, k.class);
  return attackTargetValue({
    skill: cs.skill,
    level: k.level,
    defenderLevel: att.level,
    counterUses: s.counterUses[defender][k.name] ?? 0,
    ownStun: def.stun,
    defenderStun: att.stun,
    hotHead: def.sheet.merits.includes("Hot Head"),
    againstFiredUp: s.firedUp[s.attacker] > 0,
    ...(cs.improvised === undefined ? {} : { improvised: cs.improvised }),
  });
}

/**
 * The target of a Reversal of the pending attack into `into` (¶84–¶85): bought as if a Flag, −5%
 * when he knows the maneuver and −10% when he does not; −5% for each earlier use of the same
 * Reversal (¶32); against a Fired Up attacker −10% like any Counter (completion).
 *
 * @example
 * reversalTarget(view, "Back Drop"); // the number the Reversal must roll at or under
 */
export function reversalTarget(s: View, into: string): number | undefined {
  const pending = s.pending;
  const r = resolveManeuver(into);
  if (pending === null || r === undefined) return undefined;
  const defender = opponentOf(s.attacker);
  const known = maneuverSkill(s.corners[defender], into, r.class).improvised === undefined;
  return attackTargetValue(
    situation(s as RingMasterState, defender, named(r, into), {
      improvised: known ? "flag" : "unknown",
      counterUses: s.counterUses[defender][reversalKey(pending.maneuver, into)] ?? 0,
      superset: false,
      repetitions: 0,
      againstFiredUp: s.firedUp[s.attacker] > 0,
    }),
  );
}

/**
 * The target of the held man's Counter out of the hold with `into` (¶113): rolled as if attempting
 * that maneuver, −5% for each earlier use of the same Counter out of the same hold (¶32).
 *
 * @example
 * holdCounterTarget(view, "Arm Drag"); // what the Arm Drag out of the hold must roll at or under
 */
export function holdCounterTarget(s: View, into: string): number | undefined {
  const hold = s.hold;
  const r = resolveManeuver(into);
  if (hold === null || r === undefined) return undefined;
  const held = opponentOf(s.attacker);
  return attackTargetValue(
    situation(s as RingMasterState, held, named(r, into), {
      counterUses: s.counterUses[held][holdCounterKey(hold.maneuver, into)] ?? 0,
    }),
  );
}

/**
 * The target of `p`'s Lunge Tag against the pending attack (¶135): an AGI-1 Counter, −5% for each
 * Action Point he would need to reach a tagging square, −5% for each earlier Lunge Tag (¶32).
 *
 * @example
 * lungeTagTargetNow(view, "blue"); // the number blue's Lunge Tag must roll at or under
 */
export function lungeTagTargetNow(s: View, p: RingMasterPlayer): number {
  const me = s.corners[p];
  const attacker = opponentOf(p);
  return attackTarget({
    skill: lungeTagTarget(
      me.sheet.attributes.AGI,
      0,
      apToTagSquare(me.square, TEAM_CORNERS[p]),
      s.counterUses[p][LUNGE_TAG_KEY] ?? 0,
    ),
    level: 1,
    defenderLevel: s.corners[attacker].level,
    ownStun: me.stun,
    defenderStun: s.corners[attacker].stun,
    againstFiredUp: s.firedUp[attacker] > 0,
  }).target;
}

/**
 * The target of `p`'s Lunge Escape from the cage (¶145), or `undefined` outside a cage match. Its
 * price (AGI-1, −5% per Action Point short of the cheapest way out) is Ringside's completion (`completion.md` › 14).
 *
 * @example
 * lungeEscapeTargetNow(view, "red"); // the number red's Lunge Escape must roll at or under
 */
export function lungeEscapeTargetNow(s: View, p: RingMasterPlayer): number | undefined {
  const cage = s.options.cage;
  if (cage === null) return undefined;
  const me = s.corners[p];
  const cost = escapeCost(cage, me.square, me.rope, doorOpen(s, p)) ?? 99;
  return attackTarget({
    skill: lungeEscapeTarget(me.sheet.attributes.AGI, 0, cost, s.ap),
    level: 1,
    defenderLevel: s.corners[opponentOf(p)].level,
    ownStun: me.stun,
    apShort: s.apShort,
  }).target;
}
