import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Psionic Blast", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["psionic-blast"]).toMatchObject({
      id: "psionic-blast",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes all your 2s 4s locked on attack", () => {
    expect(show(use(table("2,2D,6", ""), "psionic-blast"), "red")).toBe("4A,4A,6");
  });
});
