/*
 * Long matches (FastMatch! 3.0, VII "Long matches"): after every ten rounds each wrestler rolls
 * 2d6 (plus one less than the tens digit from round 20); above his END at the bell he loses a point
 * from a random attribute. Docs: /fastmatch/rules#resolving-a-round
 */
import { defined } from "@ringside/core";
import { DAMAGEABLE, type Attribute } from "../data/attributes.js";
import { reduced } from "./damage.js";
import { emit, rollD6s, rollInt, type RoundContext } from "./context.js";

/** Fatigue is rolled after rounds 10, 20, 30… (not after the last round of the match). */
export function fatigueDue(round: number, timeLimit: number): boolean {
  return round % 10 === 0 && round < timeLimit;
}

/** What the fatigue roll adds after `round`: 0 at 10, 1 at 20, 2 at 30… */
export function fatigueExtra(round: number): number {
  return Math.floor(round / 10) - 1;
}

/** Rolls fatigue for every wrestler in the match, challenger's first. */
export function rollFatigue(ctx: RoundContext): void {
  const round = ctx.match.round;
  const extra = fatigueExtra(round);
  for (const side of ctx.match.sides) {
    for (const w of side.wrestlers) {
      const roll = rollD6s(ctx, 2, "fatigue roll for", w.name) + extra;
      let attribute: Attribute | null = null;
      if (roll > w.start.END) {
        attribute = defined(
          DAMAGEABLE[rollInt(ctx, 0, DAMAGEABLE.length - 1, "fatigue attribute for", w.name)],
          "fastmatch: a damageable attribute",
        );
        w.now[attribute] = reduced(w.now[attribute], 1, attribute === "TEC" ? w.tecFloor : 0);
      }
      if (ctx.events !== null)
        emit(ctx, { type: "fatigue", round, wrestler: w.name, roll, against: w.start.END, attribute });
    }
  }
}
