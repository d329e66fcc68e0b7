import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";

describe("Knockback", () => {
  it("is activated * in the list", () => {
    expect(POWERS["knockback"]).toMatchObject({
      id: "knockback",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6 and adds 4 to the attack total", () => {
    expect(POWERS.knockback.needsSix).toBe(true);
    expect(totals(use(table("6A", ""), "knockback"), "red").attack).toBe(10);
  });
});
