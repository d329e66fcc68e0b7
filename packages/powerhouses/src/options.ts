import { checkData, checkInput, type Problems } from "@ringside/core";
import type * as v from "valibot";
import { optionsSchema } from "./schemas.js";
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

const RULES = { "": OPTIONS_RULE, takeDownTie: "Powerhouses › The Take-Down" };

/**
 * Checks the options of a match config, adding every problem (unknown or misspelled keys
 * included: `{ toString: 1 }` is refused); returns them with defaults filled.
 */
export function checkOptions(input: unknown, path: string, problems: Problems): PowerhousesOptions {
  if (input === undefined) return DEFAULT_OPTIONS;
  return withDefaults(checkInput(optionsSchema, input, path, problems, RULES));
}

/**
 * {@link checkOptions} for options that are part of a clean copy made by core's `jsonData` (a
 * match config's, copied once). Internal to the package.
 */
export function checkOptionsData(clean: unknown, path: string, problems: Problems): PowerhousesOptions {
  if (clean === undefined) return DEFAULT_OPTIONS;
  return withDefaults(checkData(optionsSchema, clean, path, problems, RULES));
}

function withDefaults(options: v.InferOutput<typeof optionsSchema> | undefined): PowerhousesOptions {
  if (options === undefined) return DEFAULT_OPTIONS;
  return {
    takeDownTie: options.takeDownTie ?? DEFAULT_OPTIONS.takeDownTie,
    specialtyOnFacesThreeToFive:
      options.specialtyOnFacesThreeToFive ?? DEFAULT_OPTIONS.specialtyOnFacesThreeToFive,
    customSheets: options.customSheets ?? DEFAULT_OPTIONS.customSheets,
  };
}
