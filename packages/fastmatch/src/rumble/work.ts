/*
 * The working copy a Royal Rumble round plays on: each wrestler copied with his attributes and
 * injuries open to change, so the round's rules can lower them in place. Internal to the rumble.
 */
import type { Attribute } from "../data/attributes.js";
import type { RumbleState, RumbleWrestler } from "./types.js";

/** One entrant during a round: his record, with the fields the round changes writable. */
export type Fighter = { -readonly [K in keyof RumbleWrestler]: RumbleWrestler[K] } & {
  now: Record<Attribute, number>;
  injuries: Partial<Record<Attribute, number>>;
};

/** A working copy of every entrant of `state` (the state itself is left as it is). */
export function fighters(state: RumbleState): Fighter[] {
  return state.wrestlers.map((w) => ({ ...w, now: { ...w.now }, injuries: { ...w.injuries } }));
}
