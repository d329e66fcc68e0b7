import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Mind Scan", () => {
  it("is activated in the list", () => {
    expect(POWERS["mind-scan"]).toMatchObject({
      id: "mind-scan",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("trades one die each way, the dice arriving unassigned", () => {
    const s = table("1,4", "6D,2");
    expect(targetsOf(s, "mind-scan")).toHaveLength(4);
    const after = use(s, "mind-scan", { dice: [1, 11] });
    expect(show(after, "red")).toBe("4,6");
    expect(show(after, "blue")).toBe("1,2");
    expect(after.table.find((d) => d.id === 11)?.owner).toBe("blue");
  });
});
