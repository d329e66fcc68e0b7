import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Freeze", () => {
  it("is activated in the list", () => {
    expect(POWERS["freeze"]).toMatchObject({
      id: "freeze",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("eliminates the opponent's 4 or 6 the user names", () => {
    const s = table("", "4,6,5");
    expect(targetsOf(s, "freeze")).toHaveLength(2);
    expect(show(use(s, "freeze", { dice: [12] }), "blue")).toBe("4,5");
  });
  it("with the victim choosing, his least useful die goes", () => {
    const s = table("", "6,4D,4", { options: { freezeChooser: "victim" } });
    expect(targetsOf(s, "freeze")).toEqual([{}]);
    expect(show(use(s, "freeze"), "blue")).toBe("4D,6");
  });
});
