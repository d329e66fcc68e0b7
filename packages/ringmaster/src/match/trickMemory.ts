/**
 * The card's Trick memory after a match (¶32: a Trick's −5% a use lasts until the end of the card):
 * the memory a match started with, plus the Tricks its wrestlers used in it, ready to be handed to
 * the next match of the card as its `trickMemory` option. Callers never add the uses up by hand.
 * Remembering by wrestler name, and a tag team's uses for both of its men, is Ringside's completion
 * (`completion.md` › 15).
 */
import { checkInput, isRingsideError, Problems } from "@ringside/core";
import { trickMemorySchema } from "../configSchema.js";
import { TRICKS } from "../data/counters.js";
import { ringmaster } from "../game.js";
import type { TrickMemory } from "../rules/healing.js";
import type { RingMasterState } from "../state.js";
import { RINGMASTER_PLAYERS } from "../config.js";

const TRICK_NAMES: ReadonlySet<string> = new Set(TRICKS.map((t) => t.name));

/**
 * The card's Trick memory once `state`'s match is over: `memory` (the uses before the match, by
 * wrestler name and Trick) plus every Trick each side used in the match, credited to the wrestler
 * by name. A tag team's Tricks are counted for the team in the match (each man's Trick is dearer
 * for his partner too), so they are remembered for both of its men. Counters are not remembered:
 * their −5% ends with the match (¶32). Ringside's completion (`completion.md` › 15).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `memory` is not a Trick memory (by wrestler name,
 *   then by Trick, each a count 0–1000) or `state` is not a RingMaster state the game can continue
 *   from; every problem is listed at once, `memory.…` or `state.…`.
 * @example
 * ```ts
 * let memory: TrickMemory = {};
 * const first = runMatch(ringmaster, { config: { red, blue, options: { trickMemory: memory } }, dice: 1, bots });
 * memory = rememberMatchTricks(memory, first.state);
 * // the next match of the card starts with it
 * runMatch(ringmaster, { config: { red, blue: other, options: { trickMemory: memory } }, dice: 2, bots });
 * ```
 */
export function rememberMatchTricks(memory: TrickMemory, state: RingMasterState): TrickMemory {
  const problems = new Problems();
  const before = checkInput(trickMemorySchema, memory, "memory", problems, {
    memory: "RingMaster › Tricks (¶32)",
  });
  try {
    // the game's own check of a state: its schema and invariants
    ringmaster.turn(state);
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    for (const p of e.problems) problems.add(p.path === "" ? "state" : `state.${p.path}`, p.message, p.rule);
  }
  problems.throwIfAny("INVALID_ARGUMENT", "rememberMatchTricks: not a Trick memory and a RingMaster state");
  let out: Record<string, Readonly<Record<string, number>>> = { ...before };
  for (const side of RINGMASTER_PLAYERS) {
    const used = Object.entries(state.counterUses[side]).filter(
      ([name, n]) => TRICK_NAMES.has(name) && n > 0,
    );
    if (used.length === 0) continue;
    const men = [state.corners[side].sheet.name];
    const partner = state.tag?.partners[side].sheet.name;
    if (partner !== undefined && partner !== men[0]) men.push(partner);
    for (const man of men) {
      const mine: Record<string, number> = { ...out[man] };
      for (const [trick, n] of used) mine[trick] = (mine[trick] ?? 0) + n;
      out = { ...out, [man]: mine };
    }
  }
  return out;
}
