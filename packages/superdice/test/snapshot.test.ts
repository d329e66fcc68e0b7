import { runMatch } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  createNarrator,
  greedyBot,
  superDiceRandomBot,
  superdice,
  type SuperDiceEvent,
} from "../src/index.js";

describe("a full seeded match (regression)", () => {
  // Played inside the tests, not while the file is collected, so that `pnpm mutate` can tell which
  // tests reach which rule (work done at collection counts for every test).
  const play = () => {
    const events: SuperDiceEvent[] = [];
    const match = runMatch(superdice, {
      config: { red: { name: "Nova" }, blue: { name: "Quake" }, options: { turnLimit: 6 } },
      dice: 2026,
      botSeed: 4,
      bots: { red: greedyBot(), blue: superDiceRandomBot() },
      onEvent: (e) => events.push(e),
    });
    return { match, events };
  };

  it("plays the same events as recorded", () => {
    const { match, events } = play();
    expect(events.at(-1)?.type).toBe("match-over");
    expect({ result: match.result, steps: match.steps, events }).toMatchSnapshot();
  });

  it("reads the same play-by-play", () => {
    const tell = createNarrator();
    const { events } = play();
    expect(events.map(tell).filter((line) => line !== null)).toMatchSnapshot();
  });
});
