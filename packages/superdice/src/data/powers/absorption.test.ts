import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Absorption", () => {
  it("is activated in the list", () => {
    expect(POWERS["absorption"]).toMatchObject({
      id: "absorption",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("cancels the opponent's power used just before", () => {
    let s = table("2,6", "5", { red: ["absorption"], blue: ["darkness"] });
    s = use(s, "darkness", {}, [], "blue");
    expect(targetsOf(s, "absorption")).toEqual([{}]);
    s = use({ ...s, actor: "red" }, "absorption");
    expect(show(s, "blue")).toBe("5");
  });
  it("cannot answer a power of its own side or an older action", () => {
    const s = table("2", "5");
    expect(targetsOf(s, "absorption")).toEqual([]);
    const mine = use(s, "darkness");
    expect(targetsOf(mine, "absorption")).toEqual([]);
  });
});
