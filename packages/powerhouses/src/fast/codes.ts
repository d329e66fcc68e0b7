/*
 * The numeric form of a wrestler's dice for the fast core and the solver: faces as small integers
 * and the largest set of every throw worked out once (rules/largestSet.ts says what it means).
 */
import { ABILITIES, FAN_SUPPORT } from "../abilities.js";
import { FAN_SUPPORT_INDEX, largestSet } from "../rules/largestSet.js";
import type { Wrestler } from "../sheet.js";

/**
 * A wrestler's dice as tables: `code[f - 1]` is what face f reads (an ability index, 5 for Fan
 * Support); `hits[a * 6 + f - 1]` is 1 when face f counts for ability a (its own or Fan Support);
 * `weight[f]` is face f's share of a throw's key: 6 to the power of its code.
 */
export interface SheetCodes {
  readonly code: Int8Array;
  readonly hits: Int32Array;
  readonly weight: Int32Array;
}

/** The tables of no wrestler (a core not yet set up). */
export const EMPTY_CODES: SheetCodes = {
  code: new Int8Array(6),
  hits: new Int32Array(30),
  weight: new Int32Array(7),
};

// Caches of values that never change once worked out (a wrestler object's tables, one constant
// table): filling them twice gives the same thing, so no match can see another through them.
const codesOf = new WeakMap<Wrestler, SheetCodes>();
let largestByKey: Uint8Array | null = null;

/** The {@link SheetCodes} of a validated wrestler (worked out once per wrestler object). */
export function sheetCodes(wrestler: Wrestler): SheetCodes {
  const known = codesOf.get(wrestler);
  if (known !== undefined) return known;
  const code = new Int8Array(6);
  for (let f = 0; f < 6; f++) {
    const read = wrestler.faces[f]!;
    code[f] = read === FAN_SUPPORT ? FAN_SUPPORT_INDEX : ABILITIES.indexOf(read);
  }
  // Int32Array: core's sumD6Table throws whole rolls through these tables (one element kind).
  const hits = new Int32Array(30);
  for (let a = 0; a < 5; a++) {
    for (let f = 0; f < 6; f++) hits[a * 6 + f] = code[f] === a || code[f] === FAN_SUPPORT_INDEX ? 1 : 0;
  }
  const weight = new Int32Array(7);
  for (let f = 1; f <= 6; f++) weight[f] = 6 ** code[f - 1]!;
  const codes = { code, hits, weight };
  codesOf.set(wrestler, codes);
  return codes;
}

/**
 * A throw of up to five dice, keyed by how many dice read each code: the sum of 6^code over the
 * dice (base 6, one digit per code). Keys are below 6^6.
 */
export const THROW_KEYS = 46_656;

/** The packed largest set (rules/largestSet.ts) of every throw key (worked out once). */
export function largestTable(): Uint8Array {
  if (largestByKey !== null) return largestByKey;
  const table = new Uint8Array(THROW_KEYS);
  const tally = new Int32Array(6);
  for (let key = 0; key < THROW_KEYS; key++) {
    let k = key;
    for (let c = 0; c < 6; c++) {
      tally[c] = k % 6;
      k = (k - (k % 6)) / 6;
    }
    table[key] = largestSet(tally);
  }
  largestByKey = table;
  return table;
}
