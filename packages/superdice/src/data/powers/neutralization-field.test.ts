import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
import { activations } from "../../rules/powerUse.js";

describe("Neutralization Field", () => {
  it("is activated * in the list", () => {
    expect(POWERS["neutralization-field"]).toMatchObject({
      id: "neutralization-field",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("stops every activation for the rest of the turn", () => {
    const s = use(
      table("6,2", "5", { red: ["neutralization-field", "growth"], blue: ["darkness"] }),
      "neutralization-field",
    );
    expect(activations(s, "red")).toEqual([]);
    expect(activations(s, "blue")).toEqual([]);
  });
});
