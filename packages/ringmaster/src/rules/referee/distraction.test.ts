import { describe, expect, it } from "vitest";
import { distract, refereeRoundEnds } from "./distraction.js";

describe("The distracted referee (¶138, ¶32)", () => {
  it("distraction lasts its rounds and never shortens", () => {
    const r = distract({ sav: 60, distracted: 0 }, 1);
    expect(r.distracted).toBe(1);
    expect(distract({ sav: 60, distracted: 2 }, 1).distracted).toBe(2);
    expect(refereeRoundEnds(r).distracted).toBe(0);
    expect(refereeRoundEnds(refereeRoundEnds(r)).distracted).toBe(0);
  });
});

describe("a long distraction", () => {
  it("wears off a round at a time, and a shorter one does not cut it short", () => {
    const r = distract({ sav: 60, distracted: 0 }, 3);
    expect(refereeRoundEnds(r)).toEqual({ sav: 60, distracted: 2 });
    expect(distract(r, 5).distracted).toBe(5);
    const calm = { sav: 60, distracted: 0 };
    expect(refereeRoundEnds(calm)).toBe(calm);
  });
});
