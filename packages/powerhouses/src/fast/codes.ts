/*
 * The numeric form of a wrestler's dice for the fast core and the solver: faces as small integers
 * and the largest set of every throw worked out once (rules/largestSet.ts says what it means).
 */
import { ABILITIES, ABILITY_INDEX, FAN_SUPPORT } from "../abilities.js";
import { largestSetsOf } from "../rules/largestSet.js";
import type { Wrestler } from "../sheet.js";

/** The code of Fan Support (the abilities are 0–4, their places in ABILITIES). */
export const FAN_SUPPORT_CODE = 5;

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
  wrestler.faces.forEach((read, f) => {
    code[f] = read === FAN_SUPPORT ? FAN_SUPPORT_CODE : ABILITIES.indexOf(read);
  });
  // Int32Array: core's sumD6Table throws whole rolls through these tables (one element kind).
  const hits = new Int32Array(30);
  for (let a = 0; a < 5; a++) {
    for (let f = 0; f < 6; f++) hits[a * 6 + f] = code[f] === a || code[f] === FAN_SUPPORT_CODE ? 1 : 0;
  }
  const weight = new Int32Array(7);
  code.forEach((c, f) => {
    weight[f + 1] = 6 ** c;
  });
  const codes = { code, hits, weight };
  codesOf.set(wrestler, codes);
  return codes;
}

/**
 * A throw of up to five dice, keyed by how many dice read each code: the sum of 6^code over the
 * dice (base 6, one digit per code). Keys are below 6^6.
 */
export const THROW_KEYS = 46_656;

/** The most dice a throw holds. */
const MAX_DICE = 5;

/**
 * A die whose face `c + 1` reads code `c` (the five abilities, then Fan Support): a throw given as
 * how many dice read each code is read by the rule itself on these faces.
 */
const BY_CODE: Wrestler = { name: "codes", faces: [...ABILITIES, FAN_SUPPORT] };

/**
 * The largest sets of a throw packed in one byte for the fast core and the solver: `size * 32 +
 * mask`, the mask holding bit i for each ABILITIES[i] that ties for the largest set; 0 for a bust.
 */
export function packedSets(faces: readonly number[]): number {
  const { size, abilities } = largestSetsOf(BY_CODE, faces);
  let mask = 0;
  for (const ability of abilities) mask |= 1 << ABILITY_INDEX[ability];
  return size * 32 + mask;
}

/** The set size of a {@link packedSets} byte (0: bust). */
export const packedSize = (packed: number): number => packed >> 5;

/** The abilities of a {@link packedSets} byte, as a mask (bit i for ABILITIES[i]). */
export const packedChoices = (packed: number): number => packed & 31;

/** {@link packedSets} of every throw key, read by rules/largestSet.ts (worked out once). */
export function largestTable(): Uint8Array {
  if (largestByKey !== null) return largestByKey;
  const table = new Uint8Array(THROW_KEYS);
  // Every throw of up to five dice, as its faces in code order (face c + 1 for code c): the only
  // keys the cores read. Other keys stay 0.
  const fill = (code: number, key: number, faces: number[]): void => {
    if (code === 6) {
      table[key] = packedSets(faces);
      return;
    }
    for (let n = 0; faces.length + n <= MAX_DICE; n++)
      fill(code + 1, key + n * 6 ** code, [...faces, ...Array<number>(n).fill(code + 1)]);
  };
  fill(0, 0, []);
  largestByKey = table;
  return table;
}
