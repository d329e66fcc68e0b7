import { runMatch } from "@ringside/core";
import {
  createNarrator,
  exchangeBot,
  powerhouses,
  thresholdBot,
  type PowerhousesEvent,
} from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { bruno, kid } from "./helpers.js";

describe("a full seeded match (regression)", () => {
  const events: PowerhousesEvent[] = [];
  const match = runMatch(powerhouses, {
    config: { red: bruno, blue: kid },
    dice: 2026,
    botSeed: 4,
    bots: { red: exchangeBot(), blue: thresholdBot(5) },
    onEvent: (e) => events.push(e),
  });

  it("plays the same events as recorded", () => {
    expect(match.result).toEqual({
      winner: match.result.winner,
      method: "pinfall",
      detail: "worn down to one die",
    });
    expect({ result: match.result, steps: match.steps, events }).toMatchSnapshot();
  });

  it("narrates the same play-by-play, with our maneuver names", () => {
    const narrate = createNarrator({ names: { red: "Bruno “the Bear” Marconi", blue: "The Kid" } });
    const lines = events.map(narrate).filter((l): l is string => l !== null);
    expect(lines.some((l) => / hits an? /.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/wins the match!$/);
    expect(lines.join("\n")).toMatchSnapshot();
  });
});
