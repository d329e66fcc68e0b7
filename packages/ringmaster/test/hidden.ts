/**
 * The conformance kit's `hidden` declaration for RingMaster, and wrestlers with objects in their
 * tights for the kit's configurations: what a viewer may not see is the other side's (a
 * spectator: both sides') hidden objects, as they sit on the corners and the sheets.
 */
import { canonicalJson } from "@ringside/core";
import fc from "fast-check";
import { FOREIGN_OBJECTS } from "../src/data/foreignObjects.js";
import type { RingMasterPlayer, RingMasterWrestler } from "../src/config.js";
import { MAX_CONCEALED } from "../src/configSchema.js";
import { hiddenSides } from "../src/match/hiddenInfo.js";
import type { RingMasterCorner, RingMasterState } from "../src/state.js";
import { SAMPLE_WRESTLERS } from "../src/samples/wrestlers.js";

/** The starred objects a sheet may hide. */
export const CONCEALABLE = FOREIGN_OBJECTS.filter((o) => o.concealable).map((o) => o.name);

/** A sample wrestler, often with up to three objects in his tights. */
export const wrestlerArb: fc.Arbitrary<RingMasterWrestler> = fc
  .tuple(fc.constantFrom(...SAMPLE_WRESTLERS), fc.subarray(CONCEALABLE, { maxLength: MAX_CONCEALED }))
  .map(([w, concealed]) => (concealed.length === 0 ? w : { ...w, concealed }));

const men = (s: Omit<RingMasterState, "dice">, p: RingMasterPlayer): RingMasterCorner[] =>
  s.tag === null ? [s.corners[p]] : [s.corners[p], s.tag.partners[p]];

/** The pieces of a wrestler that would show his hidden objects if a view leaked them. */
function secretsOf(c: RingMasterCorner): unknown[] {
  const out: unknown[] = [];
  if (c.concealed !== undefined) out.push(c, c.concealed);
  if (c.sheet.concealed !== undefined) out.push(c.sheet, c.sheet.concealed);
  return out.filter((x) => typeof x === "object" && x !== null && Object.keys(x).length > 0);
}

/**
 * What `viewer` may not see: the other side's men and sheets as the state holds them, and their
 * lists of hidden objects; a piece equal to one of the viewer's own (the same sample wrestler on
 * both sides) is his own knowledge, not a leak, and is left out.
 */
export function hidden(state: RingMasterState, viewer: RingMasterPlayer | null): readonly unknown[] {
  const own = new Set(
    viewer === null
      ? []
      : men(state, viewer).flatMap((c) =>
          [c, c.sheet, c.concealed, c.sheet.concealed].map((x) => canonicalJson(x)),
        ),
  );
  return hiddenSides(viewer)
    .flatMap((p) => men(state, p).flatMap(secretsOf))
    .filter((x) => !own.has(canonicalJson(x)));
}
