import { describe, expect, it } from "vitest";
import { styleList } from "./styleList.js";

const sorted = (l: readonly string[]): string[] => [...l].sort();

describe("the style list (II.1)", () => {
  it("Example 1: both DISCARDs miss, four styles", () => {
    const r = styleList([
      { add: ["power", "highFlying"], discard: "technical" },
      { add: ["cheating", "weight"], discard: "brawling" },
    ]);
    expect(sorted(r.list)).toEqual(sorted(["power", "highFlying", "cheating", "weight"]));
    expect(r.discardHit).toEqual([false, false]);
  });

  it("Example 2: wrestler one's DISCARD takes Cheating out", () => {
    const r = styleList([
      { add: ["power", "highFlying"], discard: "cheating" },
      { add: ["cheating", "weight"], discard: "brawling" },
    ]);
    expect(sorted(r.list)).toEqual(sorted(["power", "highFlying", "weight"]));
    expect(r.discardHit).toEqual([true, false]);
  });

  it("Example 3: Power ADDed by both sides stays twice", () => {
    const r = styleList([
      { add: ["power", "highFlying"], discard: "cheating" },
      { add: ["cheating", "power"], discard: "brawling" },
    ]);
    expect(sorted(r.list)).toEqual(sorted(["power", "power", "highFlying"]));
  });

  it("a DISCARD removes only one entry; two DISCARDs of the same style remove two", () => {
    const both = [
      { add: ["power", "weight"], discard: "power" },
      { add: ["power", "cheating"], discard: "brawling" },
    ] as const;
    expect(sorted(styleList(both).list)).toEqual(["cheating", "power", "weight"]);
    expect(styleList([both[0], { ...both[1], discard: "power" }]).list).toEqual(["weight", "cheating"]);
  });

  it("TeamWork is on the list where it applies and only a DISCARD takes it out", () => {
    const picks = [
      { add: ["power", "weight"], discard: "technical" },
      { add: ["brawling", "cheating"], discard: "technical" },
    ] as const;
    expect(styleList(picks, ["teamWork"]).list).toContain("teamWork");
    expect(styleList([picks[0], { ...picks[1], discard: "teamWork" }], ["teamWork"]).list).not.toContain(
      "teamWork",
    );
  });
});
