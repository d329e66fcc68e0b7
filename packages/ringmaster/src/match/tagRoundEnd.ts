/**
 * The tag side's end of a round (RingMaster › Tag teams, ¶133), kept apart from the tag moves so
 * that the round's sequencing does not import the attack code.
 */
import type { DiceSource } from "@ringside/core";
import { overstayWarning } from "../rules/tag/changeover.js";
import type { RingMasterEvent, RingMasterState } from "../state.js";
import { refereeSees } from "./referee.js";

type Events = RingMasterEvent[];

/**
 * The end of a round for the tag side (¶133): `changeover` is 1 in the round of the tag, 2 in the
 * one changeover round that follows (both partners in: double teams), then 0. The engine sends the
 * outgoing man out at the end of the changeover round, so the overstay warning (`overstayWarning`)
 * is never earned in play; a team still in after it would be warned each round.
 */
export function tagRoundEnds(s: RingMasterState, dice: DiceSource, events: Events): RingMasterState {
  const tag = s.tag;
  if (tag === null || s.result !== null) return s;
  let out = s;
  for (const p of ["red", "blue"] as const) {
    const rounds = tag.changeover[p];
    if (rounds === 0) continue;
    if (overstayWarning(rounds - 1)) out = refereeSees(out, p, "tag-overstay", dice, events);
    if (out.result !== null) return out;
    const t = out.tag ?? tag;
    out = { ...out, tag: { ...t, changeover: { ...t.changeover, [p]: rounds === 1 ? 2 : 0 } } };
  }
  return out;
}
