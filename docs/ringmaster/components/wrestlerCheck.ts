/**
 * What the wrestler builder tells of a draft: the package's verdict (`validateConfig`: the checked
 * wrestler, or every problem of the sheet at once, each with its path and rule), the points spent
 * in the point-buy, the derived traits, what the catalogue says of an Arsenal entry, and the link
 * that takes a valid wrestler into a match against the bot on the ring board.
 */
import { isRingsideError, type Problem } from "@ringside/core";
import {
  ATTRIBUTES,
  COUNTERS,
  MERITS_AND_FLAWS,
  MERIT_COST,
  SAMPLE_WRESTLERS,
  deriveTraits,
  resolveManeuver,
  validateConfig,
  type Attribute,
  type RingMasterWrestler,
} from "@ringside/ringmaster";
import { encodeForUrl } from "../../.vitepress/theme/components/table/record";
import { filled, type ArsenalEntry, type WrestlerDraft, type WrittenSheet } from "./wrestlerDraft";

/** The validator's verdict on a sheet: the checked wrestler, or every problem of it. */
export interface SheetVerdict {
  readonly wrestler: RingMasterWrestler | null;
  readonly problems: readonly Problem[];
}

/**
 * Checks the reader's sheet with the package's `validateConfig` (against a valid sample, so every
 * problem listed is the sheet's), paths relative to the sheet (`attributes.STR`, not
 * `red.attributes.STR`).
 */
export function checkSheet(sheet: WrittenSheet): SheetVerdict {
  try {
    return { wrestler: validateConfig({ red: sheet, blue: SAMPLE_WRESTLERS[1] }).red, problems: [] };
  } catch (e) {
    if (!isRingsideError(e)) return { wrestler: null, problems: [{ path: "", message: String(e) }] };
    const problems = e.problems
      .filter((p) => p.path === "red" || p.path.startsWith("red."))
      .map((p) => ({ ...p, path: p.path.replace(/^red\.?/, "") }));
    // A problem outside the reader's sheet cannot happen with a valid sample, but is never hidden.
    return { wrestler: null, problems: problems.length > 0 ? problems : e.problems };
  }
}

/** Points spent as the point-buy counts them: the attributes, plus a Merit's cost, minus a Flaw's. */
export function pointsSpent(d: Pick<WrestlerDraft, "attributes" | "merits">): number {
  const attrs = ATTRIBUTES.reduce((s, a) => s + (filled(d.attributes[a]) ?? 0), 0);
  const m = d.merits.filter((x) => MERITS_AND_FLAWS[x].kind === "merit").length;
  return attrs + MERIT_COST * (m - (d.merits.length - m));
}

/** The training bonuses spent over the Arsenal. */
export const trainingSpent = (arsenal: readonly ArsenalEntry[]): number =>
  arsenal.reduce((s, e) => s + e.bonus, 0);

/** The derived traits (with the Jaw and Recovery Merits and Flaws), once every number they need is filled in. */
export function draftTraits(d: WrestlerDraft): ReturnType<typeof deriveTraits> | null {
  const a = Object.fromEntries(ATTRIBUTES.map((k) => [k, filled(d.attributes[k])])) as Record<
    Attribute,
    number | undefined
  >;
  const h = filled(d.height);
  const w = filled(d.weight);
  if (h === undefined || w === undefined || ATTRIBUTES.some((k) => a[k] === undefined)) return null;
  return deriveTraits(
    { attributes: a as Record<Attribute, number>, height: h, weight: w },
    {
      res: (d.merits.includes("Iron Jaw") ? 1 : 0) - (d.merits.includes("Glass Jaw") ? 1 : 0),
      rec: d.merits.includes("Quick Recovery") ? 1 : 0,
    },
  );
}

/** What the catalogue says of an Arsenal entry (Level, Class, Force), "Counter", or nothing for a typo. */
export function aboutManeuver(maneuver: string): string {
  const m = resolveManeuver(maneuver);
  if (m !== undefined) return `Level ${String(m.level)} ${m.class}, Force ${m.force}`;
  return COUNTERS.some((c) => c.name === maneuver) ? "Counter" : "";
}

/**
 * The ring board's query (`?rb=…`) for a match of `wrestler` against the bot's sample wrestler
 * `rival` with `seed`, no moves yet (the board's link format, unpacked; the board reads both).
 */
export function boardMatchQuery(wrestler: RingMasterWrestler, rival: number, seed: number): string {
  const link = { game: "ringmaster", seed, setup: { red: wrestler, blue: rival }, moves: [] };
  return `?rb=${encodeForUrl(link)}`;
}
