/**
 * Gameplay: rounds. The control marker of the last card played in a round decides the next one (a
 * Big Rally keeps its player in control); both wrestlers draw back up to their hand limit; each
 * round starts in the ring. With no control it is a No Control round, where both choose at once.
 * Docs: /rasslefest/rules#rounds.
 */
import type { Draft } from "../draft.js";
import { rest } from "./discarding.js";
import { holdBroken } from "./holds.js";
import { draw } from "./shuffling.js";

/** Ends the round and starts the next: resting, filling hands, control, and the first decision. */
export function endRound(d: Draft): void {
  if (d.result !== null) return;
  rest(d);
  const next = d.rally ?? d.nextControl;
  if (d.hold !== null && d.hold.holder !== next) holdBroken(d, d.hold.holder);
  const limit = d.options.handLimit;
  if (!draw(d, "a", limit - d.hands.a.length)) return;
  if (!draw(d, "b", limit - d.hands.b.length)) return;
  d.control = next;
  d.nextControl = next;
  d.discarded = [];
  d.rally = null;
  d.location = "ring";
  d.log.roundPlays = [];
  d.log.rounds += 1;
  d.events?.push({ type: "control", player: next });
  d.events?.push({ type: "round-started", round: d.log.rounds, control: next });
  d.phase = next === null ? { kind: "reveal", submitted: {} } : { kind: "lead", player: next };
}
