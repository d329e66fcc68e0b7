/**
 * The bots' use of objects hidden in the tights (¶32, ¶43–¶47 with the referee of ¶118–¶119; the
 * policy is Ringside's). Drawing one is the Conceal Object Trick (2 AP, SAV); a missed draw shows
 * the object and the referee judges it, and every use of a drawn object is judged too (a foreign
 * object, or the Fire Tab's and Powder's own actions). So a bot draws only when it can use the
 * object at once, on a man it can reach, and at a price it accepts:
 *
 * - with the referee distracted, anyone draws: nobody can see it (the Trick and its use are free);
 * - a rulebreaker (Prestige below 0) also draws with the referee watching when what it risks is a
 *   warning only (the league does not disqualify for it, and he has a warning to spare), and the
 *   Trick's odds are fair;
 * - where the league disqualifies for it, a rulebreaker first distracts the referee (the Distract
 *   Referee Trick, 2 AP), if he has the Action Points to draw after it, or to use the object already
 *   in his hand; a fan favourite never sets that up.
 *
 * It reads only the bot's view: its own hidden objects, the referee and the league's list.
 */
import { foreignObjectByName } from "../data/foreignObjects.js";
import type { IllegalAction } from "../data/referee.js";
import type { RingMasterView } from "../state.js";
import { averageDamage, canAttemptNow } from "../match.js";
import { DISTRACT_AP } from "../match/referee.js";
import { CONCEAL_TRICK, DRAW_AP, drawTarget } from "../rules/foreignObjects.js";
import type { RingMasterMove } from "../state.js";
import type { RingMasterPlayer } from "../config.js";

/** Draw only for at least this much more average damage now (a draw costs 2 of his Action Points). */
const WORTH = 3;
/** The least chance (in %) of a Trick a rulebreaker tries in front of a watching referee. */
const FAIR_ODDS = 45;

/** The maneuver a drawn object is used with, and the illegal action the referee judges it as. */
export function objectUse(object: string): { readonly maneuver: string; readonly action: IllegalAction } {
  const use = foreignObjectByName(object)?.use;
  if (use?.kind === "special")
    return { maneuver: use.maneuver, action: use.maneuver === "Fire Tab" ? "fire-tab" : "powder" };
  if (use?.kind === "punches") return { maneuver: "Punch", action: "foreign-object" };
  if (object === "Cloth") return { maneuver: "Chokehold", action: "foreign-object" };
  return { maneuver: "Foreign Object Smash", action: "foreign-object" };
}

/** What an illegal action by `me` costs now: nothing (unseen), a warning at most, or possibly the match. */
export function exposure(
  view: RingMasterView,
  me: RingMasterPlayer,
  action: IllegalAction,
): "unseen" | "warning" | "dq" {
  if (view.referee.distracted > 0) return "unseen";
  if (view.options.automaticDq.includes(action)) return "dq";
  // a warning to spare: the one after it would still leave him in the match
  return view.referee.warnings[me] + 1 < view.options.warnings ? "warning" : "dq";
}

/** What an object adds now: the damage of its maneuver with it in his hand, above his best without it. */
function gain(view: RingMasterView, object: string): number {
  const me = view.attacker;
  const { maneuver } = objectUse(object);
  if (!canAttemptNow(view, maneuver)) return 0;
  const armed: RingMasterView = {
    ...view,
    corners: { ...view.corners, [me]: { ...view.corners[me], object } },
  };
  const special = foreignObjectByName(object)?.use.kind === "special";
  // the Fire Tab dazes and Powder blinds: worth a hit of their own beyond the damage
  return (
    averageDamage(armed, me, maneuver) + (special ? 8 : 0) - (special ? 0 : averageDamage(view, me, maneuver))
  );
}

/**
 * The bot's move with its hidden objects now, if one is worth it: a draw, or the distraction that
 * makes a draw (or the use of the object in his hand) safe. `undefined`: none.
 */
export function hiddenObjectMove(
  view: RingMasterView,
  moves: readonly RingMasterMove[],
): RingMasterMove | undefined {
  if (view.phase !== "position") return undefined;
  const me = view.attacker;
  const c = view.corners[me];
  const rulebreaker = c.sheet.prestige < 0;
  const distract = moves.find((m) => m.type === "distract-referee");
  const canDistract =
    rulebreaker &&
    distract !== undefined &&
    exposure(view, me, "distracting") !== "dq" &&
    c.sheet.attributes.SAV - 5 * (view.counterUses[me]["Distract Referee"] ?? 0) >= FAIR_ODDS;
  // an object already in his hand that the league would disqualify him for: hide it from the referee first
  if (c.object !== null) {
    const { maneuver, action } = objectUse(c.object);
    const held = foreignObjectByName(c.object);
    if (held?.concealable !== true || !canDistract || exposure(view, me, action) !== "dq") return undefined;
    if (!canAttemptNow(view, maneuver)) return undefined;
    // worth hiding only if the object's maneuver is about his hardest hit now
    const withIt = averageDamage(view, me, maneuver);
    const top = Math.max(
      0,
      ...moves.flatMap((m) =>
        m.type === "attack" && !m.desperation ? [averageDamage(view, me, m.maneuver)] : [],
      ),
    );
    return withIt >= top - 1 ? distract : undefined;
  }
  let best: { move: RingMasterMove; object: string; value: number } | undefined;
  for (const m of moves) {
    if (m.type !== "draw") continue;
    const value = gain(view, m.object);
    if (value >= WORTH && (best === undefined || value > best.value))
      best = { move: m, object: m.object, value };
  }
  if (best === undefined || view.ap < DRAW_AP) return undefined;
  const action = objectUse(best.object).action;
  const drawRisk = exposure(view, me, "foreign-object");
  const useRisk = exposure(view, me, action);
  if (drawRisk === "unseen" && useRisk === "unseen") return best.move;
  if (!rulebreaker) return undefined;
  if (drawRisk !== "dq" && useRisk !== "dq") {
    const odds = drawTarget(c.sheet.attributes.SAV, view.counterUses[me][CONCEAL_TRICK.name] ?? 0);
    return odds >= FAIR_ODDS ? best.move : undefined;
  }
  return canDistract && view.ap >= DISTRACT_AP + DRAW_AP ? distract : undefined;
}
