import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";

describe("Heat Attack", () => {
  it("is activated in the list", () => {
    expect(POWERS["heat-attack"]).toMatchObject({
      id: "heat-attack",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("costs the opponent 1 hit for each 1 or 2 he shows", () => {
    const after = use(table("", "1,2,2,6"), "heat-attack");
    expect(after.heroes.blue.hits).toBe(47);
  });
});
