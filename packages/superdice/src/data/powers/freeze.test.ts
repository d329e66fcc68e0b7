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
  it("with the victim choosing, only a 4 or a 6 goes, the lower first, an unassigned one before an assigned one", () => {
    const opts = { options: { freezeChooser: "victim" as const } };
    expect(show(use(table("", "1,6,4D,4", opts), "freeze"), "blue")).toBe("1,4D,6");
    expect(show(use(table("", "6A,4D", opts), "freeze"), "blue")).toBe("6A");
  });
});
