/*
 * Fatigue in a Royal Rumble (FastMatch! 3.0, VIII "Royal Rumble Rules"): counted on each wrestler's
 * own rounds in the ring; every tenth, a 2d6 (+1 from his twentieth round, +2 from his thirtieth, …)
 * above his starting END costs one point of a random damageable attribute. Docs: /fastmatch/rumble
 */
import { defined, rollSum, type DiceSource } from "@ringside/core";
import { DAMAGEABLE, type Attribute } from "../data/attributes.js";
import { lower } from "./damage.js";
import type { RumbleEvent } from "./types.js";
import type { Fighter } from "./work.js";

/** Every wrestler in the ring counts one more round, and rolls for fatigue on every tenth. */
export function fatigue(ws: Fighter[], dice: DiceSource, round: number, events: RumbleEvent[]): void {
  for (const w of ws) {
    if (w.status !== "in") continue;
    w.roundsIn++;
    if (w.roundsIn % 10 !== 0) continue;
    const roll = rollSum(dice, 2, 6, `fatigue roll for ${w.name}`) + Math.floor(w.roundsIn / 10) - 1;
    let attribute: Attribute | null = null;
    if (roll > w.start.END) {
      attribute = defined(
        DAMAGEABLE[dice.int(0, DAMAGEABLE.length - 1, `fatigue attribute for ${w.name}`)],
        "fastmatch: a damageable attribute",
      );
      lower(w, attribute, 1);
    }
    events.push({ type: "fatigue", round, wrestler: w.name, roll, attribute });
  }
}
