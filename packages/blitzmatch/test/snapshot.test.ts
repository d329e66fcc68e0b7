import { runMatch } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  blitzmatch,
  createNarrator,
  samples,
  type BlitzMatchConfig,
  type BlitzMatchStepEvent,
} from "../src/index.js";

/** The configuration of Part IV's first example match, as its bell step gives it. */
function firstExampleConfig(): BlitzMatchConfig {
  for (const step of samples[0]?.steps ?? [])
    if (step.input.kind === "bell") return step.input.config as BlitzMatchConfig;
  throw new Error("the first sample has no bell step");
}

describe("a full seeded match (regression)", () => {
  const events: BlitzMatchStepEvent[] = [];
  const match = runMatch(blitzmatch, {
    config: firstExampleConfig(),
    dice: 2026,
    onEvent: (e) => events.push(e),
  });

  it("plays the same events as recorded", () => {
    expect(events.at(-1)?.type).toBe("match-over");
    expect({ result: match.result, steps: match.steps, events }).toMatchSnapshot();
  });

  it("reads the same play-by-play", () => {
    const tell = createNarrator();
    expect(events.map(tell).filter((line) => line !== null)).toMatchSnapshot();
  });
});
