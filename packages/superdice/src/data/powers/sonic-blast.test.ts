import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Sonic Blast", () => {
  it("is activated in the list", () => {
    expect(POWERS["sonic-blast"]).toMatchObject({
      id: "sonic-blast",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns the opponent's 4s into 2s", () => {
    expect(show(use(table("", "4,4A,6"), "sonic-blast"), "blue")).toBe("2,2A,6");
  });
});
