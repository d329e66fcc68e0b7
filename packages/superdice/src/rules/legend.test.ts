import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import { convert, eliminate, handOver, hasSix, switchDice } from "./legend.js";

describe("legend", () => {
  it("a converted die keeps its side unless convertedKeepsSide is off", () => {
    const s = table("5D", "");
    convert(s, s.table[0]!, 2);
    expect(s.table[0]).toMatchObject({ value: 2, side: "defense" });
    const t = table("5D", "", { options: { convertedKeepsSide: false } });
    convert(t, t.table[0]!, 2);
    expect(t.table[0]?.side).toBeNull();
  });
  it("an eliminated die is out and unassigned; a die changing hands arrives unassigned", () => {
    const s = table("5D,6A,3", "1");
    eliminate(s.table[0]!);
    expect(s.table[0]).toMatchObject({ out: true, side: null });
    handOver(s.table[1]!, "blue");
    expect(s.table[1]).toMatchObject({ holder: "blue", owner: "red", side: null });
    switchDice(s.table[1]!, s.table[2]!);
    expect(s.table[1]?.holder).toBe("red");
    expect(hasSix(s, "red")).toBe(true);
  });
});
