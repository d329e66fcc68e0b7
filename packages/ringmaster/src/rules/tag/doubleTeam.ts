/**
 * Double teams and one against two (RingMaster › Tag teams, text ¶140–¶141). A double-team
 * maneuver is one action with one roll: the higher of the two Skills when both do the same
 * maneuver, the lower when they differ, and +10% either way (¶140). A lone wrestler with Advantage
 * over two men may attack both at −5% per target unless he is a Superstar, Megastar or Monster
 * Heel, or attack one, and then the one he ignored gets a free attack that gives him Advantage only
 * if it hits (¶141).
 * Docs: `docs/ringmaster/tag.md#double-teams`.
 */
import { prestigeRank } from "../../data/creation.js";

/** The double team's bonus (¶140). */
export const DOUBLE_TEAM_BONUS = 10;

/**
 * The Skill of a double-team maneuver.
 *
 * @example
 * doubleTeamSkill(55, 70, true); // 80: a double dropkick, the higher + 10
 * doubleTeamSkill(55, 70, false); // 65: different moves, the lower + 10
 */
export function doubleTeamSkill(a: number, b: number, identical: boolean): number {
  return (identical ? Math.max(a, b) : Math.min(a, b)) + DOUBLE_TEAM_BONUS;
}

/** The ranks that fight two men without the penalty (¶141). */
export const UNPENALISED_RANKS: readonly string[] = ["Superstar", "Megastar", "Monster Heel"];

/**
 * The penalty for attacking `targets` men at once: −5% per target, none for the top ranks.
 *
 * @example
 * attackBothModifier(2, 20); // −10
 * attackBothModifier(2, 75); // 0: a Superstar
 */
export function attackBothModifier(targets: number, prestige: number): number {
  if (targets <= 1) return 0;
  return UNPENALISED_RANKS.includes(prestigeRank(prestige).name) ? 0 : -5 * targets;
}

/** The free attack of the man left out: it takes Advantage only if it hits (¶141). */
export function freeAttackTakesAdvantage(hit: boolean): boolean {
  return hit;
}
