import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Psionic Blast", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["psionic-blast"]).toMatchObject({
      id: "psionic-blast",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes all your 2s 4s locked on attack", () => {
    expect(show(use(table("2,2D,6", ""), "psionic-blast"), "red")).toBe("4A,4A,6");
  });
  it("is offered for a 2 of yours not locked on defense, and leaves such a 2 alone", () => {
    expect(targetsOf(table("3,2D!", ""), "psionic-blast")).toEqual([]);
    expect(targetsOf(table("3,2A!", ""), "psionic-blast")).toEqual([{}]);
    expect(targetsOf(table("", "2"), "psionic-blast")).toEqual([]);
    const after = use(table("2D!,2", ""), "psionic-blast");
    expect(show(after, "red")).toBe("2D,4A");
    expect(after.table.map((d) => [d.value, d.side, d.only])).toEqual([
      [2, "defense", "defense"],
      [4, "attack", "attack"],
    ]);
  });
});
