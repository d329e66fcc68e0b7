import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import { heroesReady, STARTING_HITS } from "./heroes.js";

describe("heroes", () => {
  it("50 hits, 80 with Made of Metal; a Sidekick with 20", () => {
    const s = table("", "", { red: ["made-of-metal"], blue: ["sidekick"] });
    heroesReady(s, []);
    expect(STARTING_HITS).toBe(50);
    expect(s.heroes.red).toMatchObject({ hits: 80, cap: 80 });
    expect(s.heroes.blue).toMatchObject({ hits: 50, sidekick: { hits: 20, copy: null } });
  });
});
