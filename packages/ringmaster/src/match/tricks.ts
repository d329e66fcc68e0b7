/**
 * Tricks in the match (¶32): every use is −5% on the next use of the same Trick, for the rest of the
 * card. This match's uses are counted with the Counters' (`counterUses`, by side); the card's uses
 * before the match come in through the `trickMemory` option, by wrestler name.
 */
import type { RingMasterPlayer } from "../config.js";
import type { RingMasterState } from "../state.js";

type View = Omit<RingMasterState, "dice">;

/** Earlier uses of `trick` by `p`'s man in the ring: the card's before this match and this match's (¶32). */
export function trickUses(s: View, p: RingMasterPlayer, trick: string): number {
  const name = s.corners[p].sheet.name;
  return (s.counterUses[p][trick] ?? 0) + (s.options.trickMemory?.[name]?.[trick] ?? 0);
}

/** The state with one more use of `trick` by `p` this match. */
export function usedTrick<S extends View>(s: S, p: RingMasterPlayer, trick: string): S {
  return {
    ...s,
    counterUses: {
      ...s.counterUses,
      [p]: { ...s.counterUses[p], [trick]: (s.counterUses[p][trick] ?? 0) + 1 },
    },
  };
}
