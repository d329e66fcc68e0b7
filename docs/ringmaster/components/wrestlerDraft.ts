/**
 * The wrestler builder's sheet as the reader writes it (a draft): filled from a sample wrestler or
 * from a link, and turned back into the sheet the package's validator reads, blank fields left
 * blank so that the validator names them.
 */
import {
  ATTRIBUTES,
  MERIT_AND_FLAW_NAMES,
  SAMPLE_WRESTLERS,
  type Attribute,
  type MeritOrFlaw,
} from "@ringside/ringmaster";

/** One Arsenal entry as written: a maneuver's name (any text) and its training bonus. */
export interface ArsenalEntry {
  maneuver: string;
  bonus: number;
}

/** The form's fields; an emptied number field holds NaN (or whatever the number input gives). */
export interface WrestlerDraft {
  name: string;
  height: number;
  weight: number;
  prestige: number;
  attributes: Record<Attribute, number>;
  merits: MeritOrFlaw[];
  arsenal: ArsenalEntry[];
  finisher: string;
}

/** The most Arsenal entries a link may bring (more are dropped). */
export const LINK_ARSENAL_MAX = 40;

/** An empty form (every number 0). */
export const blankDraft = (): WrestlerDraft => ({
  name: "",
  height: 0,
  weight: 0,
  prestige: 0,
  attributes: { STR: 0, AGI: 0, BRA: 0, TEC: 0, SAV: 0, STA: 0, TOU: 0 },
  merits: [],
  arsenal: [],
  finisher: "",
});

/** The draft of sample wrestler `i`, or undefined when there is no such sample. */
export function sampleDraft(i: number): WrestlerDraft | undefined {
  const w = SAMPLE_WRESTLERS[i];
  if (w === undefined) return undefined;
  return {
    name: w.name,
    height: w.height,
    weight: w.weight,
    prestige: w.prestige,
    attributes: { ...w.attributes },
    merits: [...w.merits],
    arsenal: w.arsenal.map((e) => ({ maneuver: e.maneuver, bonus: e.bonus })),
    finisher: w.finisher,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The draft of a sheet from a link. Anything odd is kept for the validator to name (a missing
 * number as NaN, a missing text as blank); only names that are not Merits or Flaws are dropped.
 *
 * @throws Error when `value` is not an object at all.
 */
export function linkDraft(value: unknown): WrestlerDraft {
  if (!isObject(value)) throw new Error("the link's sheet is not a wrestler sheet");
  const a = isObject(value.attributes) ? value.attributes : {};
  return {
    name: typeof value.name === "string" ? value.name : "",
    height: typeof value.height === "number" ? value.height : Number.NaN,
    weight: typeof value.weight === "number" ? value.weight : Number.NaN,
    prestige: typeof value.prestige === "number" ? value.prestige : Number.NaN,
    attributes: Object.fromEntries(
      ATTRIBUTES.map((k) => [k, typeof a[k] === "number" ? a[k] : Number.NaN]),
    ) as Record<Attribute, number>,
    merits: Array.isArray(value.merits)
      ? value.merits.filter((m): m is MeritOrFlaw => (MERIT_AND_FLAW_NAMES as readonly unknown[]).includes(m))
      : [],
    arsenal: (Array.isArray(value.arsenal) ? value.arsenal : [])
      .slice(0, LINK_ARSENAL_MAX)
      .map((e: unknown) => ({
        maneuver: isObject(e) && typeof e.maneuver === "string" ? e.maneuver : "",
        bonus: isObject(e) && typeof e.bonus === "number" ? e.bonus : 0,
      })),
    finisher: typeof value.finisher === "string" ? value.finisher : "",
  };
}

/** A number field's value, or undefined when it is empty (so the validator names it as missing). */
export const filled = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isFinite(v) ? v : undefined;

/** The sheet as written, for the validator and the link (blank fields stay blank). */
export interface WrittenSheet {
  readonly name: string;
  readonly attributes: Record<string, number | undefined>;
  readonly height: number | undefined;
  readonly weight: number | undefined;
  readonly prestige: number | undefined;
  readonly merits: MeritOrFlaw[];
  readonly arsenal: ArsenalEntry[];
  readonly finisher: string;
}

/**
 * The sheet a draft stands for, as plain data (a copy: editing the draft later leaves it alone).
 *
 * @example
 * writtenSheet({ ...draft, height: Number.NaN }).height; // undefined
 */
export function writtenSheet(d: WrestlerDraft): WrittenSheet {
  return {
    name: d.name,
    attributes: Object.fromEntries(ATTRIBUTES.map((a) => [a, filled(d.attributes[a])])),
    height: filled(d.height),
    weight: filled(d.weight),
    prestige: filled(d.prestige),
    merits: [...d.merits],
    arsenal: d.arsenal.map((e) => ({ maneuver: e.maneuver, bonus: e.bonus })),
    finisher: d.finisher,
  };
}
