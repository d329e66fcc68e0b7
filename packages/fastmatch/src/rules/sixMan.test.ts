import { describe, expect, it } from "vitest";
import { teamworkAtBell } from "./sixMan.js";

describe("teamwork at the bell (V.1, VI.2)", () => {
  const t = { tag: [2, 1, 0], sixMan: [1, 1, 1], pair: 4, placed: 1 };
  it("pools tag teamwork and strategy points in a tag match", () => {
    expect(teamworkAtBell("tag", { ...t, tag: [0, 2] })).toBe(3); // the sample's Sons of Liberty
  });
  it("pools six-man teamwork plus two thirds (down) of a pair's tag teamwork", () => {
    expect(teamworkAtBell("six-man", t)).toBe(3 + 2 + 1);
  });
  it("has none in singles", () => {
    expect(teamworkAtBell("singles", t)).toBe(0);
  });
});
