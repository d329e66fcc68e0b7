import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import { loseHits, payHits, regainHits } from "./hits.js";

describe("hits", () => {
  it("never go below 0 nor above the cap", () => {
    const s = table("", "");
    expect(loseHits(s, "red", 70)).toBe(70);
    expect(s.heroes.red.hits).toBe(0);
    s.heroes.blue.hits = 10;
    expect(regainHits(s, "blue", 100)).toBe(40);
    expect(s.heroes.blue.hits).toBe(50);
  });
  it("paid hits skip the Sidekick; without sidekickShields damage does too", () => {
    const s = table("", "", { options: { sidekickShields: false } });
    s.heroes.red.sidekick = { hits: 20, copy: null };
    loseHits(s, "red", 5);
    payHits(s, "red", 2);
    expect(s.heroes.red).toMatchObject({ hits: 43, sidekick: { hits: 20 } });
  });
});

describe("a beaten Sidekick", () => {
  it("shields its hero no more", () => {
    const s = table("", "", { red: ["sidekick"] });
    s.heroes.red.sidekick = { hits: 0, copy: null };
    expect(loseHits(s, "red", 4)).toBe(4);
    expect(s.heroes.red.hits).toBe(46);
  });
});
