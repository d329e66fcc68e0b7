/**
 * The tag side's end of a round (RingMaster › Tag teams, ¶133), kept apart from the tag moves so
 * that the round's sequencing does not import the attack code.
 */
import type { DiceSource } from "@ringside/core";
import { overstayWarning } from "../rules/tag/changeover.js";
import type { RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { finish } from "./common.js";
import { refereeSees, startCount } from "./referee.js";

type Events = RingMasterEvent[];

/**
 * The end of a round for the tag side (¶133, ¶121): `changeover` is 1 in the round of the tag, 2 in
 * the one changeover round that follows (both partners in: double teams), then 0 once the outgoing
 * man leaves. A team that keeps him in (`overstay`) counts on, and every round past the changeover
 * brings a warning; the first one also starts the referee's illegal-man count. Two teams
 * disqualified at the same round's end make a double disqualification (a draw, ¶123).
 */
export function tagRoundEnds(s: RingMasterState, dice: DiceSource, events: Events): RingMasterState {
  const tag = s.tag;
  if (tag === null || s.result !== null) return s;
  let out = s;
  const dq: NonNullable<RingMasterState["result"]>[] = [];
  for (const p of ["red", "blue"] as const) {
    const rounds = tag.changeover[p];
    if (rounds === 0) continue;
    if (overstayWarning(rounds - 1)) {
      const seen = refereeSees(out, p, "tag-overstay", dice, events);
      if (seen.result !== null) {
        dq.push(seen.result);
        out = { ...seen, result: null, phase: out.phase };
      } else {
        const warned = seen.referee.warnings[p] > out.referee.warnings[p];
        out = warned && seen.referee.count === null ? startCount(seen, "illegal-man", p) : seen;
      }
    }
    const t = out.tag ?? tag;
    const next = rounds === 1 ? 2 : t.staying[p] ? Math.min(100, rounds + 1) : 0;
    out = { ...out, tag: { ...t, changeover: { ...t.changeover, [p]: next } } };
  }
  if (dq.length === 2)
    return finish(out, { winner: null, method: "draw", detail: "double disqualification" });
  const only = dq[0];
  return only === undefined ? out : finish(out, only);
}
