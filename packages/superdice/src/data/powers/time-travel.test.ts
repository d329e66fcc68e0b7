import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Time Travel", () => {
  it("is activated * in the list", () => {
    expect(POWERS["time-travel"]).toMatchObject({
      id: "time-travel",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6 and rerolls every die in play on both sides", () => {
    expect(POWERS["time-travel"].needsSix).toBe(true);
    const after = use(table("6", "1D"), "time-travel", {}, [2, 3]);
    expect(show(after, "red")).toBe("2");
    expect(show(after, "blue")).toBe("3D");
  });
  it("leaves an eliminated die alone", () => {
    const s = table("6,3", "2");
    s.table[1]!.out = true;
    const after = use(s, "time-travel", {}, [1, 5]);
    expect(after.table.map((d) => d.value)).toEqual([1, 3, 5]);
  });
});
