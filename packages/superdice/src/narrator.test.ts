import { describe, expect, it } from "vitest";
import { createNarrator } from "./narrator.js";
import { sampleReports } from "./samples/runSamples.js";
import { superdice } from "./game.js";
import { EXAMPLE_FACES, EXAMPLE_HEROES } from "./samples/exampleOfPlay.js";

describe("narrator", () => {
  it("tells the example of play's turn", () => {
    const narrate = createNarrator({ names: { red: "Cosmo Man", blue: "Ant Man" } });
    let s = superdice.setup(EXAMPLE_HEROES, { kind: "scripted", faces: [...EXAMPLE_FACES], next: 0 });
    const lines: string[] = [];
    for (let i = 0; i < 2; i++) {
      const step = superdice.advance(s);
      s = step.state;
      lines.push(...step.events.map(narrate).filter((l): l is string => l !== null));
    }
    expect(lines).toEqual([
      "— Turn 1 —",
      "Cosmo Man throws 1, 2, 3, 5, 6.",
      "Ant Man throws 1, 2, 4, 5, 6.",
      "Initiative 17–18: Ant Man has it.",
    ]);
    expect(narrate({ type: "pass", player: "red" })).toBe("Cosmo Man passes.");
    expect(sampleReports()).toHaveLength(1);
  });
});
