/*
 * Test support for the round rules' own tests (src/rules/*.test.ts): a published match opened at
 * the bell as a working copy, with a script of dice faces.
 */
import { openDice, recordingDice } from "@ringside/core";
import type { FastMatchEvent } from "../src/events.js";
import { singlesConfig, tagConfig } from "../src/samples/data.js";
import { setupMatch } from "../src/game.js";
import { roundContext, type RoundContext } from "../src/rules/context.js";
import { workCopy, type WorkState } from "../src/work.js";

/** A working copy of a published match at the bell. */
export function benchMatch(kind: "singles" | "tag" = "singles", seed = 1): WorkState {
  return workCopy(setupMatch(kind === "singles" ? singlesConfig : tagConfig, seed));
}

/** A round context on `match` whose dice give exactly `faces` (events collected, rolls' labels kept). */
export function scriptedContext(
  match: WorkState,
  faces: readonly number[],
): RoundContext & {
  readonly events: FastMatchEvent[];
  readonly used: () => number;
  readonly labels: () => (string | undefined)[];
} {
  match.dice = { kind: "scripted", faces, next: 0 };
  const dice = recordingDice(openDice(match.dice));
  const events: FastMatchEvent[] = [];
  return {
    ...roundContext(match, dice, events),
    events,
    used: () => dice.rolls.length,
    labels: () => dice.rolls.map((r) => r.label),
  };
}
