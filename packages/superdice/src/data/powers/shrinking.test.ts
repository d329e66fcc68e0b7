import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Shrinking", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["shrinking"]).toMatchObject({
      id: "shrinking",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes any one of your dice a 6 locked on defense", () => {
    const s = table("1,3", "");
    const after = use(s, "shrinking", { dice: [1] });
    expect(show(after, "red")).toBe("3,6D");
    expect(after.table[0]?.only).toBe("defense");
  });
  it("cannot take a die another $ power placed", () => {
    expect(targetsOf(table("10A!,3", ""), "shrinking")).toEqual([{ dice: [2] }]);
  });
});
