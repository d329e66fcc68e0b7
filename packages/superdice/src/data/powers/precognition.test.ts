import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Precognition", () => {
  it("is activated in the list", () => {
    expect(POWERS["precognition"]).toMatchObject({
      id: "precognition",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("takes one of the opponent's 5s or 1s", () => {
    const s = table("2", "1,5D,6");
    expect(targetsOf(s, "precognition")).toHaveLength(2);
    const after = use(s, "precognition", { dice: [12] });
    expect(show(after, "red")).toBe("2,5");
    expect(show(after, "blue")).toBe("1,6");
  });
});
