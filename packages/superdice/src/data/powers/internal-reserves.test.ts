import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Internal Reserves", () => {
  it("is activated in the list", () => {
    expect(POWERS["internal-reserves"]).toMatchObject({
      id: "internal-reserves",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("pays 3 hits to reroll one of your dice", () => {
    const after = use(table("1", ""), "internal-reserves", { dice: [1] }, [6]);
    expect(show(after, "red")).toBe("6");
    expect(after.heroes.red.hits).toBe(47);
  });
  it("is unusable at 3 hits or fewer", () => {
    const s = table("1", "");
    s.heroes.red.hits = 3;
    expect(targetsOf(s, "internal-reserves")).toEqual([]);
  });
});
