/**
 * Gameplay: rounds. The control marker of the last card played in a round decides the next one (a
 * Big Rally keeps its player in control); both wrestlers draw back up to their hand limit; each
 * round starts in the ring. With no control it is a No Control round, where both choose at once.
 * Docs: /rasslefest/rules#rounds.
 */
import { LOC_RING } from "../codes.js";
import type { Draft } from "../draft.js";
import { PH_LEAD, PH_REVEAL } from "../layout.js";
import { rest } from "./discarding.js";
import { seat } from "./facts.js";
import { holdBroken } from "./holds.js";
import { draw } from "./shuffling.js";

/** Ends the round and starts the next: resting, filling hands, control, and the first decision. */
export function endRound(d: Draft): void {
  if (d.result !== null) return;
  rest(d);
  const next = d.rallyP >= 0 ? d.rallyP : d.nextCtrl;
  if (d.holdP >= 0 && d.holdP !== next) holdBroken(d, d.holdP);
  if (!draw(d, 0, d.handLimit - d.h0)) return;
  if (!draw(d, 1, d.handLimit - d.h1)) return;
  d.ctrl = next;
  d.nextCtrl = next;
  d.discardedLen = 0;
  d.rallyP = -1;
  d.loc = LOC_RING;
  d.rpLen = 0;
  d.rounds += 1;
  const ev = d.events;
  if (ev !== null) {
    const who = next < 0 ? null : seat(next);
    ev.push({ type: "control", player: who });
    ev.push({ type: "round-started", round: d.rounds, control: who });
  }
  if (next < 0) {
    d.ph = PH_REVEAL;
    d.subA = -1;
    d.subB = -1;
    d.subFirst = -1;
    d.subMoveA = null;
    d.subMoveB = null;
  } else {
    d.ph = PH_LEAD;
    d.phP = next;
  }
}
