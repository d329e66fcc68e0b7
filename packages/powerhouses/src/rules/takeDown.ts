/**
 * Rules › The Take-Down (docs/powerhouses/rules.md#the-match).
 *
 * Both wrestlers roll until they go bust; the higher total attacks first. The text does not say
 * what a tie does: by default both roll again, or (option `takeDownTie: "red-corner"`) the red
 * corner attacks first (see the Interpretations page).
 */

/** Who attacks first (0 red, 1 blue), or `"again"` for a tie rolled again. */
export function takeDownWinner(red: number, blue: number, rollAgain: boolean): 0 | 1 | "again" {
  if (red > blue) return 0;
  if (blue > red) return 1;
  return rollAgain ? "again" : 0;
}
