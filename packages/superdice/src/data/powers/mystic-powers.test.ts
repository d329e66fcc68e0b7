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
});
