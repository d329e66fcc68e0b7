/**
 * The Royal Rumble demo's preset entrants: eight legal 24-point FastMatch! characters (plain JSON),
 * each with a default alignment and a one-line note on why it is interesting in a Rumble.
 */
import {
  buddy,
  captainLuger,
  kaltor,
  prisonerPain,
  type FastMatchAttribute as Attribute,
} from "@ringside/fastmatch";

/** A preset entrant: a legal 24-point character (plain JSON) and its default alignment. */
export interface Preset {
  readonly sheet: Readonly<Record<string, unknown>> & {
    readonly name: string;
    readonly attributes: Readonly<Record<Attribute, number>>;
  };
  readonly alignment: "face" | "heel";
  readonly note: string;
}

/** The Rumble's entrants, in the order they are listed (the first six enter by default). */
export const PRESETS: readonly Preset[] = [
  { sheet: captainLuger, alignment: "face", note: "Martial Artist, quick: SPD 5" },
  { sheet: kaltor, alignment: "heel", note: "STR 6, WEI 7: hard to throw out" },
  {
    sheet: {
      name: "Rocket Ramirez",
      attributes: { STR: 3, AGI: 6, SPD: 6, END: 3, TEC: 2, WEI: 2 },
      styles: ["high-flyer"],
    },
    alignment: "face",
    note: "AGI+SPD 12: nearly always lands on the apron",
  },
  {
    sheet: {
      name: "The Mauler",
      attributes: { STR: 7, AGI: 2, SPD: 2, END: 5, TEC: 1, WEI: 7 },
    },
    alignment: "heel",
    note: "STR 7: wins the STR half of every fight",
  },
  { sheet: buddy, alignment: "face", note: "Powerhouse, STR 5, WEI 7" },
  { sheet: prisonerPain, alignment: "heel", note: "Technician, TEC 5" },
  {
    sheet: {
      name: "Doc Wrench",
      attributes: { STR: 4, AGI: 3, SPD: 3, END: 4, TEC: 6, WEI: 2 },
      styles: ["technician"],
    },
    alignment: "face",
    note: "TEC 6, END 4",
  },
  {
    sheet: {
      name: "Slick Vinnie",
      attributes: { STR: 4, AGI: 4, SPD: 4, END: 4, TEC: 3, WEI: 2 },
      cheater: true,
      extraStrategyPoints: 1,
    },
    alignment: "heel",
    note: "Cheater: the referee starts one step less aware of him",
  },
];

/**
 * The attributes the Rumble uses, in one line: STR / TEC / WEI / AGI+SPD / END.
 *
 * @example
 * presetStats(PRESETS[3]!); // "7 / 1 / 7 / 4 / 5"
 */
export function presetStats(p: Preset): string {
  const a = p.sheet.attributes;
  return `${a.STR} / ${a.TEC} / ${a.WEI} / ${a.AGI + a.SPD} / ${a.END}`;
}
