import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Immobilize", () => {
  it("is activated in the list", () => {
    expect(POWERS["immobilize"]).toMatchObject({
      id: "immobilize",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("eliminates every 4 the opponent shows", () => {
    expect(show(use(table("", "4,4D,5"), "immobilize"), "blue")).toBe("5");
  });
});
