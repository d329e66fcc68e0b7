import { describe, expect, it } from "vitest";
import { ATTITUDES, type RoundAction } from "../types.js";
import { ROUND_ACTIONS, actionCode, isDefensive, isLegalRoundAction } from "./roundActions.js";

describe("round actions (II.2)", () => {
  it("ten legal actions (the text says 16 but lists ten; 4 x 4 less the six the activity rule strikes)", () => {
    const all = ATTITUDES.flatMap((attitude) =>
      ([0, 1, 2, 3] as const).map((activity) => ({ attitude, activity })),
    );
    expect(all).toHaveLength(16);
    expect(all.filter((a) => isLegalRoundAction(a.attitude, a.activity))).toEqual(
      expect.arrayContaining([...ROUND_ACTIONS]),
    );
    expect(all.filter((a) => isLegalRoundAction(a.attitude, a.activity))).toHaveLength(10);
    expect(isLegalRoundAction("defensive", 0)).toBe(false);
    expect(isLegalRoundAction("rest-hold", 1)).toBe(false);
  });

  it("a rest-hold is Defensive 0", () => {
    expect(isDefensive({ attitude: "rest-hold", activity: 0 })).toBe(true);
    expect(actionCode({ attitude: "rest-hold", activity: 0 })).toBe("D0");
    expect(actionCode({ attitude: "high-risk", activity: 3 })).toBe("HR3");
    expect(isDefensive({ attitude: "normal", activity: 2 })).toBe(false);
  });

  it("writes each action as its attitude's letter and its activity (D, N, HR; a rest-hold is D0)", () => {
    const actions: RoundAction[] = [
      { attitude: "defensive", activity: 2 },
      { attitude: "normal", activity: 1 },
      { attitude: "high-risk", activity: 2 },
      { attitude: "rest-hold", activity: 0 },
    ];
    expect(actions.map(actionCode)).toEqual(["D2", "N1", "HR2", "D0"]);
  });
});
