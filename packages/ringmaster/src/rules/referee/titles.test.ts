import { describe, expect, it } from "vitest";
import { contenderWeight, titleChangesHands } from "./titles.js";

describe("Titles on a disqualification (¶120)", () => {
  it("no title change on a DQ or count-out unless stipulated; clean wins change it", () => {
    const stip = { title: true, changesOnDq: false };
    expect(titleChangesHands("disqualification", stip)).toBe(false);
    expect(titleChangesHands("count-out", stip)).toBe(false);
    expect(titleChangesHands("pinfall", stip)).toBe(true);
    expect(titleChangesHands("disqualification", { title: true, changesOnDq: true })).toBe(true);
    expect(titleChangesHands("pinfall", { title: false, changesOnDq: true })).toBe(false);
    expect(titleChangesHands("draw", { title: true, changesOnDq: true })).toBe(false);
    expect(contenderWeight("disqualification")).toBeLessThan(contenderWeight("pinfall"));
  });
});
