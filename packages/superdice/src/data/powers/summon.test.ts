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
  it("names the die it rolls by its number", () => {
    const s = table("1", "");
    const labels: string[] = [];
    POWERS.summon.apply?.(
      {
        state: s,
        me: "red",
        roll: (what, n) => {
          labels.push(`${what} ${n}`);
          return 2;
        },
      },
      {},
    );
    expect(labels).toEqual(["summoned die 30"]);
  });
});
