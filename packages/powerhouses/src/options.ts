import { isRecord, type Problems } from "@ringside/core";
import type { SheetRules } from "./sheet.js";

/** How a tied Take-Down is settled (the text does not say). */
export type TakeDownTie = "roll-again" | "red-corner";

/** The readings a group may choose where the text leaves room; see the Interpretations page. */
export interface PowerhousesOptions extends SheetRules {
  /**
   * A tied Take-Down: `"roll-again"` (default) has both wrestlers roll again until one is higher;
   * `"red-corner"` gives the first attack to the wrestler in the red corner.
   */
  readonly takeDownTie: TakeDownTie;
}

/** The defaults: roll the Take-Down again on a tie, specialty allowed on faces 3–5, custom sheets on. */
export const DEFAULT_OPTIONS: PowerhousesOptions = {
  takeDownTie: "roll-again",
  specialtyOnFacesThreeToFive: true,
  customSheets: true,
};

const OPTIONS_RULE = "Powerhouses › Options";

/** Checks the options of a match config, adding every problem; returns them with defaults filled. */
export function checkOptions(input: unknown, path: string, problems: Problems): PowerhousesOptions {
  if (input === undefined) return DEFAULT_OPTIONS;
  if (!isRecord(input)) {
    problems.add(path, "options must be an object", OPTIONS_RULE);
    return DEFAULT_OPTIONS;
  }
  for (const key of Object.keys(input)) {
    if (!(key in DEFAULT_OPTIONS)) problems.add(`${path}.${key}`, "unknown option", OPTIONS_RULE);
  }
  const { takeDownTie, specialtyOnFacesThreeToFive, customSheets } = { ...DEFAULT_OPTIONS, ...input };
  if (takeDownTie !== "roll-again" && takeDownTie !== "red-corner") {
    problems.add(
      `${path}.takeDownTie`,
      'must be "roll-again" or "red-corner"',
      "Powerhouses › The Take-Down",
    );
  }
  if (typeof specialtyOnFacesThreeToFive !== "boolean") {
    problems.add(`${path}.specialtyOnFacesThreeToFive`, "must be true or false", OPTIONS_RULE);
  }
  if (typeof customSheets !== "boolean") {
    problems.add(`${path}.customSheets`, "must be true or false", OPTIONS_RULE);
  }
  return {
    takeDownTie: takeDownTie === "red-corner" ? "red-corner" : "roll-again",
    specialtyOnFacesThreeToFive: specialtyOnFacesThreeToFive !== false,
    customSheets: customSheets !== false,
  };
}
