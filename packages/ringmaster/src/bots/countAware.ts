/**
 * Bots' respect for the referee's outside count (¶121–¶122): a wrestler outside the ring while the
 * referee counts a man out heads back in (the step that brings him nearest the ring's center), so a
 * fight on the floor does not end in a count-out he could have beaten.
 */
import type { RingMasterView } from "../state.js";
import { infractions } from "../rules/referee/infractions.js";
import { distance, inRing } from "../rules/ring.js";
import type { RingMasterCorner, RingMasterMove } from "../state.js";
import { resolveManeuver } from "../data/flags.js";
import { garroteDice, punchLoad } from "../match/concealed.js";

const CENTER = { row: 4, col: 4 };

/** The step back toward the ring when he is outside during an outside count, or `undefined`. */
export function beatTheCount(
  view: RingMasterView,
  moves: readonly RingMasterMove[],
): RingMasterMove | undefined {
  if (view.phase !== "position") return undefined;
  const me = view.corners[view.attacker];
  const counted = view.referee.count?.kind === "outside";
  const onNotice = view.referee.warnings[view.attacker] >= view.options.warnings - 1;
  const foeInside = inRing(view.corners[view.attacker === "red" ? "blue" : "red"].square);
  if (inRing(me.square) || (!counted && !onNotice && !foeInside)) return undefined;
  let best: RingMasterMove | undefined;
  let bestD = distance(me.square, CENTER);
  for (const m of moves)
    if (m.type === "step" && !m.drag && distance(m.to, CENTER) < bestD) {
      best = m;
      bestD = distance(m.to, CENTER);
    }
  // down on the floor: get up first (Fallen to Crouching to Standing, ¶59)
  return (
    best ??
    moves.find((m) => m.type === "shift" && m.who === "self" && (m.to === "Facing" || m.to === "Behind")) ??
    moves.find((m) => m.type === "shift" && m.who === "self" && m.to === "Kneeling")
  );
}

/** Whether the maneuver would use the object in his hand (a loaded Punch, a garrote; ¶44, ¶47). */
function armedWith(c: RingMasterCorner, maneuver: string): boolean {
  const m = resolveManeuver(maneuver);
  return m !== undefined && (punchLoad(c, m) > 0 || garroteDice(c, m) > 0);
}

/**
 * The moves a careful wrestler keeps with the referee watching (¶118–¶119): nothing on the league's
 * automatic-disqualification list while the referee looks (a Punch with a loaded fist and a garrote
 * count as the foreign object they use), and nothing illegal (nor a step out of the ring, which
 * would be counted) once one more warning would disqualify him. Never empties the list.
 */
export function safeMoves(view: RingMasterView, moves: readonly RingMasterMove[]): readonly RingMasterMove[] {
  const mine = view.phase === "position" || view.hold?.holderTurn === true;
  const me = mine ? view.attacker : view.attacker === "red" ? "blue" : "red";
  const lastChance = view.referee.warnings[me] >= view.options.warnings;
  const watching = view.referee.distracted === 0;
  const risky = (maneuver: string, s: Parameters<typeof infractions>[1]): boolean => {
    const acts = infractions(maneuver, s);
    if (watching && acts.some((a) => view.options.automaticDq.includes(a))) return true;
    return lastChance && acts.length > 0;
  };
  const kept = moves.filter((m) => {
    if (m.type === "attack")
      return !risky(m.maneuver, {
        leverage: m.option === "leverage",
        overTopRope: m.option === "over-the-top",
        object: armedWith(view.corners[me], m.maneuver),
      });
    if (m.type === "cover") return !(lastChance && m.screwjob === true);
    const armed = (name: string) => ({ object: armedWith(view.corners[me], name) });
    if (m.type === "respond" && m.answer !== null) return !risky(m.answer, armed(m.answer));
    if (m.type === "turnover") return !risky(m.maneuver, armed(m.maneuver));
    if (m.type === "superset-hold") return !risky(m.into, armed(m.into));
    if (m.type === "turnover-break") return !lastChance;
    // one more warning would end it: do not step out of the ring to be counted
    if (m.type === "step") return !(lastChance && inRing(view.corners[me].square) && !inRing(m.to));
    return true;
  });
  return kept.length > 0 ? kept : moves;
}
