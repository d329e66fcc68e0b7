import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
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
});
