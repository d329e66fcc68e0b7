/** Tests of `controlRounds.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
import { position } from "../../test/support/positions.js";

describe("Control rounds", () => {
  it("the controller must attack when able", () => {
    const s = position({ a: ["punch", "superplex"], b: ["kick"], control: "a" });
    expect(rasslefest.moves(s, "a").some((m) => m.type === "discard")).toBe(false);
  });
});
