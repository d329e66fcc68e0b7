import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table } from "../../../test/fixture.js";
import { activate, activations } from "../../rules/powerUse.js";
import { cloneState } from "../../clone.js";

describe("Mystic Powers", () => {
  it("is activated in the list", () => {
    expect(POWERS["mystic-powers"]).toMatchObject({
      id: "mystic-powers",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("pays 2 hits to use any activated power of the list", () => {
    const s = table("2", "", { red: ["mystic-powers"] });
    const moves = activations(s, "red");
    expect(moves).toContainEqual({ type: "activate", power: "mystic-powers", as: "growth" });
    expect(moves.some((m) => m.type === "activate" && m.as === "regeneration")).toBe(false);
    const work = cloneState(s);
    activate(work, "red", { type: "activate", power: "mystic-powers", as: "growth" }, () => 1);
    expect(show(work, "red")).toBe("6");
    expect(work.heroes.red.hits).toBe(48);
  });
  it("cannot borrow a power its hero already used this turn, nor lets him use one it borrowed", () => {
    const s = table("2,2", "", { red: ["mystic-powers", "growth"] });
    const own = cloneState(s);
    activate(own, "red", { type: "activate", power: "growth" }, () => 1);
    own.table[0]!.value = 2; // a 2 to grow again, so only the once-a-turn rule can say no
    const borrows = (state: typeof s): boolean =>
      activations(state, "red").some((m) => m.type === "activate" && m.as === "growth");
    expect(borrows(s)).toBe(true);
    expect(borrows(own)).toBe(false);
    const lent = cloneState(s);
    activate(lent, "red", { type: "activate", power: "mystic-powers", as: "growth" }, () => 1);
    lent.table[0]!.value = 2;
    expect(activations(lent, "red").some((m) => m.type === "activate" && m.power === "growth")).toBe(false);
  });
  it("with borrowRepeats, borrows a power already used this turn", () => {
    const s = table("2,2", "", { red: ["mystic-powers", "growth"], options: { borrowRepeats: true } });
    activate(s, "red", { type: "activate", power: "growth" }, () => 1);
    s.table[0]!.value = 2;
    expect(activations(s, "red")).toContainEqual({ type: "activate", power: "mystic-powers", as: "growth" });
  });
});
