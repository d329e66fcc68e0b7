import { defined, checkData, isRecord, jsonData, Problems } from "@ringside/core";
import { checkOptionsData } from "./options.js";
import { configShapeSchema } from "./schemas.js";
import { checkSheetData, type Wrestler } from "./sheet.js";
import type { PowerhousesState } from "./types.js";

const CONFIG_RULE = "Powerhouses › Preparing to Play";

/**
 * Validates a match config, listing every problem at once (the config's keys, the options, both
 * sheets); returns the wrestlers and options.
 *
 * @throws RingsideError `INVALID_SHEET` when only the sheets are wrong, `INVALID_CONFIG` otherwise.
 */
export function validateConfig(config: unknown): Pick<PowerhousesState, "wrestlers" | "options"> {
  const problems = new Problems();
  // Plain JSON data first (no getters, proxies, cycles or holes), then the config's own keys
  // (unknown or missing ones), then its options and both sheets, each checked even when another
  // part is wrong, so that every problem is reported at once. The sheets are parts of the clean
  // copy already, so they are checked as they are, not copied again.
  const clean = jsonData(config, "", problems);
  if (!problems.ok) problems.throwIfAny("INVALID_CONFIG", "powerhouses: invalid config");
  checkData(configShapeSchema, clean, "", problems, { "": CONFIG_RULE });
  const input = isRecord(clean) ? clean : {};
  const part = (key: string): unknown => (Object.hasOwn(input, key) ? input[key] : undefined);
  const options = checkOptionsData(part("options"), "options", problems);
  const configProblems = problems.list.length;
  const sheet = (key: "red" | "blue"): Wrestler | null =>
    part(key) === undefined ? null : checkSheetData(part(key), key, problems, options);
  const red = sheet("red");
  const blue = sheet("blue");
  const sheetOnly = configProblems === 0;
  problems.throwIfAny(
    sheetOnly ? "INVALID_SHEET" : "INVALID_CONFIG",
    sheetOnly ? "powerhouses: invalid wrestler sheet" : "powerhouses: invalid config",
  );
  const checked = (w: Wrestler | null, seat: string): Wrestler =>
    defined(w ?? undefined, `powerhouses: the checked ${seat} wrestler`);
  return { wrestlers: { red: checked(red, "red"), blue: checked(blue, "blue") }, options };
}
