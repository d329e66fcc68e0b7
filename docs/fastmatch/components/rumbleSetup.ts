/**
 * The Royal Rumble demo's entrant form and how a link or a record keeps it: one row per preset
 * (entered or not, renamed, realigned, fighting dirty), written as plain JSON and read back with
 * every problem at once.
 */
import { toRaw } from "vue";
import { PRESETS, type Preset } from "./rumblePresets";

/** One row of the entrant form: a preset and the reader's changes to it. */
export interface EntrantRow {
  include: boolean;
  name: string;
  alignment: "face" | "heel";
  cheat: boolean;
  readonly preset: Preset;
}

/** One entrant as the link and the record keep it: which preset, and the reader's changes. */
export interface EntrantSetup {
  readonly preset: number;
  readonly include: boolean;
  readonly name: string;
  readonly alignment: "face" | "heel";
  readonly cheat: boolean;
}

/** The Rumble's setup in a link or a record. */
export interface RumbleSetup {
  readonly entrants: readonly EntrantSetup[];
}

/** The form as it opens: every preset as listed, the first six entered. */
export function defaultRows(): EntrantRow[] {
  return PRESETS.map((p, i) => ({
    include: i < 6,
    name: p.sheet.name,
    alignment: p.alignment,
    cheat: false,
    preset: p,
  }));
}

/** The form's rows as a link's setup (presets by number; rows may be reactive proxies). */
export function setupOf(rows: readonly EntrantRow[]): RumbleSetup {
  return {
    entrants: rows.map((r) => ({
      preset: PRESETS.indexOf(toRaw(r.preset)),
      include: r.include,
      name: r.name,
      alignment: r.alignment,
      cheat: r.cheat,
    })),
  };
}

/**
 * Reads a linked or loaded setup back into the form's rows; every problem at once, each with its
 * path (`rows` is null when there is any).
 *
 * @example
 * readSetup(setupOf(defaultRows())).problems; // []
 * readSetup({ entrants: [] }).problems; // ["setup.entrants must list all 8 presets"]
 */
export function readSetup(value: unknown): { rows: EntrantRow[] | null; problems: string[] } {
  const found: string[] = [];
  const entrants = (value as { entrants?: unknown } | null)?.entrants;
  if (typeof value !== "object" || value === null || !Array.isArray(entrants)) {
    return { rows: null, problems: ["setup must be an object with a list of entrants"] };
  }
  if (entrants.length !== PRESETS.length)
    found.push(`setup.entrants must list all ${PRESETS.length} presets`);
  const next: EntrantRow[] = [];
  entrants.forEach((raw: unknown, i) => {
    const e = raw as Partial<Record<keyof EntrantSetup, unknown>> | null;
    const at = `setup.entrants[${i}]`;
    if (typeof e !== "object" || e === null) return void found.push(`${at} must be an object`);
    const preset = typeof e.preset === "number" ? PRESETS[e.preset] : undefined;
    if (preset === undefined)
      found.push(`${at}.preset must be a preset number from 0 to ${PRESETS.length - 1}`);
    if (typeof e.include !== "boolean") found.push(`${at}.include must be true or false`);
    if (typeof e.name !== "string" || e.name.length > 60)
      found.push(`${at}.name must be a name of up to 60 characters`);
    if (e.alignment !== "face" && e.alignment !== "heel")
      found.push(`${at}.alignment must be "face" or "heel"`);
    if (typeof e.cheat !== "boolean") found.push(`${at}.cheat must be true or false`);
    if (
      preset !== undefined &&
      typeof e.name === "string" &&
      (e.alignment === "face" || e.alignment === "heel")
    )
      next.push({
        preset,
        include: e.include === true,
        name: e.name,
        alignment: e.alignment,
        cheat: e.cheat === true,
      });
  });
  if (new Set(next.map((r) => r.preset)).size !== next.length)
    found.push("setup.entrants names a preset twice");
  return found.length === 0 ? { rows: next, problems: [] } : { rows: null, problems: found };
}
