import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table } from "../../../test/fixture.js";
import { activations } from "../../rules/powerUse.js";

describe("Mimic", () => {
  it("is activated in the list", () => {
    expect(POWERS["mimic"]).toMatchObject({
      id: "mimic",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("uses one of the opponent's activated powers", () => {
    const s = table("2", "", { red: ["mimic"], blue: ["growth", "regeneration"] });
    expect(activations(s, "red")).toEqual([{ type: "activate", power: "mimic", as: "growth" }]);
  });
});
