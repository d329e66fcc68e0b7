/*
 * The style table (FastMatch! 3.0, I.3 Knacks and Special Abilities): each style's prerequisite
 * and the match types it favours, carried as data.
 */
import type { Attribute } from "./attributes.js";

/** The four wrestling styles a character may buy (Wild Brawler is a separate ability). */
export type Style = "high-flyer" | "powerhouse" | "technician" | "martial-artist";

/** Every style, in the order of the rules. */
export const STYLES: readonly Style[] = ["high-flyer", "powerhouse", "technician", "martial-artist"];

/** Chart data of one style: the attribute it requires at 5+, and the grid pairings it favours. */
export interface StyleInfo {
  readonly label: string;
  readonly requires: Attribute;
  readonly minimum: number;
  /** The match types (attribute pairs, order free) in which the style adds +1 to attack rolls. */
  readonly matches: readonly (readonly [Attribute, Attribute])[];
}

/** The style table. */
export const STYLE_TABLE: Readonly<Record<Style, StyleInfo>> = {
  "high-flyer": {
    label: "High-Flyer",
    requires: "AGI",
    minimum: 5,
    matches: [
      ["SPD", "AGI"],
      ["AGI", "TEC"],
      ["AGI", "AGI"],
    ],
  },
  powerhouse: {
    label: "Powerhouse",
    requires: "STR",
    minimum: 5,
    matches: [
      ["STR", "WEI"],
      ["STR", "TEC"],
      ["STR", "STR"],
    ],
  },
  technician: {
    label: "Technician",
    requires: "TEC",
    minimum: 5,
    matches: [
      ["TEC", "END"],
      ["TEC", "SPD"],
      ["TEC", "TEC"],
    ],
  },
  "martial-artist": {
    label: "Martial Artist",
    requires: "SPD",
    minimum: 5,
    matches: [
      ["SPD", "STR"],
      ["SPD", "END"],
      ["SPD", "SPD"],
    ],
  },
};
