import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
import { diceCount } from "../../rules/luckPhase.js";

describe("Stunning Attack", () => {
  it("is activated * in the list", () => {
    expect(POWERS["stunning-attack"]).toMatchObject({
      id: "stunning-attack",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("takes a die from the opponent's next Luck roll", () => {
    const after = use(table("6", ""), "stunning-attack");
    expect(after.heroes.blue.nextDice).toBe(-1);
    expect(diceCount(after.heroes.blue.nextDice)).toBe(4);
  });
});
