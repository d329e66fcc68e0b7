import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, targetsOf, use } from "../../../test/fixture.js";
import { damageTaken } from "../../rules/damagePhase.js";

describe("Deflection", () => {
  it("is activated * in the list", () => {
    expect(POWERS["deflection"]).toMatchObject({
      id: "deflection",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("turns an attacking die back on its holder", () => {
    const s = use(table("6D", "5A,3A"), "deflection", { dice: [11] });
    const d = damageTaken(s);
    expect(d.blue).toBe(5);
    expect(d.red).toBe(0);
  });
  it("is offered for each attacking die of the opponent not deflected yet", () => {
    const s = table("1A", "3A,4D,5A,6");
    expect(targetsOf(s, "deflection")).toEqual([{ dice: [11] }, { dice: [13] }]);
    s.mods.red.deflected.push(11);
    expect(targetsOf(s, "deflection")).toEqual([{ dice: [13] }]);
  });
});
