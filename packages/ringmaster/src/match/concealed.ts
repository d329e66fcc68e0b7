/**
 * Objects hidden in the tights (RingMaster › Foreign objects, ¶32, ¶43–¶47; `rules/foreignObjects.ts`):
 * drawing one as the Conceal Object Trick for 2 Action Points, and what the drawn object does: a Fire
 * Tab or Powder is its own maneuver and is spent with it, a loaded or taped fist or a sap glove adds
 * its dice to the Punch, the cloth makes the Chokehold a garrote.
 */
import type { DiceSource } from "@ringside/core";
import { POSITION_CATEGORY } from "../data/attributes.js";
import { foreignObjectByName } from "../data/foreignObjects.js";
import type { FlaggedManeuver } from "../data/flags.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { CONCEAL_TRICK, DRAW_AP, drawTarget, GARROTE_DICE } from "../rules/foreignObjects.js";
import { trickUses, usedTrick } from "./tricks.js";
import { pay } from "../rules/actionPoints.js";
import type { RingMasterCorner, RingMasterMove, RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import type { RingMasterPlayer } from "../config.js";
import { check, withCorner } from "./common.js";
import { refereeSees } from "./referee.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** The hidden objects the attacker can draw: standing, hands empty, an Action Point left (¶43). */
export function drawMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const me = s.corners[p];
  if (me.object !== null || s.ap < 1 || me.rope > 0 || POSITION_CATEGORY[me.position] !== "standing")
    return [];
  return [...new Set(me.concealed ?? [])].map((object) => ({ type: "draw", object }));
}

/**
 * Draws a hidden object (¶43): 2 AP and the Conceal Object Trick, a SAV check at −5% for every earlier
 * use (¶32). Made, the object is in his hand unseen; missed, it comes out in plain view and the
 * referee judges it as a foreign object (¶39, ¶118).
 */
export function playDraw(
  s0: RingMasterState,
  p: P,
  move: Extract<RingMasterMove, { type: "draw" }>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const me = s0.corners[p];
  const hidden = me.concealed ?? [];
  const at = hidden.indexOf(move.object);
  if (at < 0) return s0;
  const uses = trickUses(s0, p, CONCEAL_TRICK.name);
  const paid = pay(s0.ap, DRAW_AP) ?? { left: 0, short: DRAW_AP };
  const rest = hidden.filter((_, i) => i !== at);
  let s: RingMasterState = withCorner(
    {
      ...s0,
      ap: paid.left,
      apShort: s0.apShort + paid.short,
      chain: false,
      counterUses: usedTrick(s0, p, CONCEAL_TRICK.name).counterUses,
    },
    p,
    { object: move.object, concealed: rest },
  );
  const c = attributeCheck(
    dice,
    drawTarget(me.sheet.attributes.SAV, uses) - 5 * paid.short,
    `${CONCEAL_TRICK.name} (${p})`,
  );
  const made = succeeded(c.grade);
  events.push({ type: "draw", by: p, object: move.object, check: check(c), hidden: made });
  if (!made) s = refereeSees(s, p, "foreign-object", dice, events);
  return s;
}

/** The object of a loaded fist in his hand (Fist Load, Taped Fist, Sap Glove, Brass Knuckles), for a Punch (¶47). */
export function punchLoad(c: RingMasterCorner, m: FlaggedManeuver): number {
  if (m.base !== "Punch" || c.object === null) return 0;
  const o = foreignObjectByName(c.object);
  return o?.use.kind === "punches" ? o.dice : 0;
}

/** The garrote's extra Basic Die on a Chokehold with the cloth in his hand (¶44). */
export function garroteDice(
  c: RingMasterCorner,
  m: FlaggedManeuver | { readonly base?: string; readonly name: string },
): number {
  const base = "base" in m && m.base !== undefined ? m.base : m.name;
  return base === "Chokehold" && c.object === "Cloth" ? GARROTE_DICE : 0;
}

/** Whether he holds the object a special maneuver (the Fire Tab, Powder) is made with (¶45–¶46). */
export function holdsSpecial(c: RingMasterCorner, base: string): boolean {
  const o = c.object === null ? undefined : foreignObjectByName(c.object);
  return o?.use.kind === "special" && o.use.maneuver === base;
}
