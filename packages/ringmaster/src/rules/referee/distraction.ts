/**
 * The distracted referee (RingMaster › text ¶18, ¶32, ¶118, ¶138): a referee who is distracted
 * makes no Referee Checks and gives no warnings, not even the automatic ones. He is distracted by the
 * Distract Referee Trick (a SAV check at −5% per earlier use on the card, ¶32) and by arguing with a
 * partner who broke up a pin until that partner leaves the ring (¶138). How long each lasts is
 * Ringside's completion: the Trick one round, the argument one round (the partner leaves at the end
 * of the round he came in).
 * Docs: `docs/ringmaster/referee.md#the-distracted-referee`.
 */
import type { Referee } from "./refereeCheck.js";

/** Distracts the referee for at least `rounds` more rounds. */
export function distract(referee: Referee, rounds: number): Referee {
  return { ...referee, distracted: Math.max(referee.distracted, rounds) };
}

/** The end of a round: one round of distraction passes. */
export function refereeRoundEnds(referee: Referee): Referee {
  return referee.distracted > 0 ? { ...referee, distracted: referee.distracted - 1 } : referee;
}
