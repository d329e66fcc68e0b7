/**
 * Bots' respect for the referee's outside count (¶121–¶122): a wrestler outside the ring while the
 * referee counts a man out heads back in (the step that brings him nearest the ring's center), so a
 * fight on the floor does not end in a count-out he could have beaten.
 */
import type { RingMasterView } from "../game.js";
import { distance, inRing } from "../rules/ring.js";
import type { RingMasterMove } from "../state.js";

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
  return best;
}
