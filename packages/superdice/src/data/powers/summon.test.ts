import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Summon", () => {
  it("is activated in the list", () => {
    expect(POWERS["summon"]).toMatchObject({
      id: "summon",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("adds a rolled die of your own for the turn", () => {
    const after = use(table("1", ""), "summon", {}, [4]);
    expect(show(after, "red")).toBe("1,4");
    expect(after.table.find((d) => d.value === 4)?.extra).toBe(true);
  });
});
