import { type Attribute } from "./data/attributes.js";

/**
 * A full set of attributes from one value per attribute, built as one object literal in the fixed
 * key order. Not by spreading another record: in V8 a spread copy that is later frozen (as every
 * state `defineGame` hands out is) gets a hidden class of its own, and code reading many such
 * records goes megamorphic (see the FastMatch section of docs/guide/performance.md).
 */
export function attributesBy(value: (a: Attribute) => number): Record<Attribute, number> {
  return {
    STR: value("STR"),
    AGI: value("AGI"),
    SPD: value("SPD"),
    END: value("END"),
    TEC: value("TEC"),
    WEI: value("WEI"),
  };
}

/**
 * A copy of a partial attribute record (injury points), its keys added one by one in the record's
 * own order (never a spread: see {@link attributesBy}).
 */
export function partialCopy(
  from: Readonly<Partial<Record<Attribute, number>>>,
): Partial<Record<Attribute, number>> {
  const out: Partial<Record<Attribute, number>> = {};
  for (const a of Object.keys(from) as Attribute[]) {
    const n = from[a];
    if (n !== undefined) out[a] = n;
  }
  return out;
}
