import { describe, expect, it } from "vitest";
import { table, use } from "../../test/fixture.js";
import { activations } from "./powerUse.js";

describe("activating powers", () => {
  it("a * power needs a 6 showing", () => {
    expect(activations(table("5", "", { red: ["knockback"] }), "red")).toEqual([]);
    expect(activations(table("6", "", { red: ["knockback"] }), "red")).toEqual([
      { type: "activate", power: "knockback" },
    ]);
  });
  it("each power once a turn", () => {
    const s = use(table("6", "", { red: ["knockback"] }), "knockback");
    expect(activations(s, "red")).toEqual([]);
  });
  it("a power with nothing to work on cannot be used", () => {
    expect(activations(table("4,4,5,6,6", "", { red: ["super-leap"] }), "red")).toEqual([]);
  });
  it("Mystic Powers as Internal Reserves pays both prices and needs more hits than that", () => {
    const s = table("1", "", { red: ["mystic-powers"] });
    s.heroes.red.hits = 5;
    expect(activations(s, "red").some((m) => m.type === "activate" && m.as === "internal-reserves")).toBe(
      false,
    );
    s.heroes.red.hits = 6;
    expect(activations(s, "red").some((m) => m.type === "activate" && m.as === "internal-reserves")).toBe(
      true,
    );
  });
});
