import { describe, expect, it } from "vitest";
import { cornerSituation, highRiskNow, knockedIntoTurnbuckle, missIntoTurnbuckle } from "./corner.js";

const dashing = { tags: ["dashing"] as const, leaves: "Prone" };
const clothesline = { tags: ["strike"] as const, leaves: "Prone" };

describe("the corner (¶33–¶34)", () => {
  it("trapped unless put there untrapped; only a standing man is in the corner", () => {
    expect(cornerSituation(true, true, false)).toEqual({ inCorner: true, trapped: true });
    expect(cornerSituation(true, true, true)).toEqual({ inCorner: true, trapped: false });
    expect(cornerSituation(true, false, false)).toEqual({ inCorner: false, trapped: false });
    expect(cornerSituation(false, true, false)).toEqual({ inCorner: false, trapped: false });
  });
  it("Dashing is High Risk against a man in the corner, trapped or not", () => {
    expect(highRiskNow(dashing, cornerSituation(true, true, true))).toBe(true);
    expect(highRiskNow(dashing, cornerSituation(false, true, false))).toBe(false);
    expect(highRiskNow({ tags: ["highrisk"], leaves: null }, cornerSituation(false, true, false))).toBe(true);
  });
  it("a knock-down throws him into the turnbuckle; a lift or a roll-up does not", () => {
    const c = cornerSituation(true, true, false);
    expect(knockedIntoTurnbuckle(clothesline, c)).toBe(true);
    expect(knockedIntoTurnbuckle({ tags: ["lifting"], leaves: "Prone" }, c)).toBe(false);
    expect(knockedIntoTurnbuckle({ tags: ["pin"], leaves: "Prone" }, c)).toBe(false);
    expect(knockedIntoTurnbuckle({ tags: ["strike"], leaves: null }, c)).toBe(false);
    expect(knockedIntoTurnbuckle(clothesline, cornerSituation(false, true, false))).toBe(false);
    expect(missIntoTurnbuckle(c)).toBe(true);
  });
});

describe("knocked back into the turnbuckle (¶34)", () => {
  it("a hit that leaves him face down knocks him back too; one that leaves him standing does not", () => {
    const c = cornerSituation(true, true, false);
    expect(knockedIntoTurnbuckle({ tags: ["strike"], leaves: "Facedown" }, c)).toBe(true);
    expect(knockedIntoTurnbuckle({ tags: ["strike"], leaves: "Sitting" }, c)).toBe(false);
  });
});
