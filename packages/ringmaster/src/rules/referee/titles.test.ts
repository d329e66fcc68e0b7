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

describe("titles and contenders, every finish (¶120)", () => {
  it("a title changes on any finish but a draw; on a DQ or count-out only if stipulated", () => {
    const dq = { title: true, changesOnDq: true };
    expect(titleChangesHands("count-out", dq)).toBe(true);
    expect(titleChangesHands("escape", { title: true, changesOnDq: false })).toBe(true);
    expect(titleChangesHands("knockout", { title: true, changesOnDq: false })).toBe(true);
    expect(titleChangesHands("count-out", { title: false, changesOnDq: true })).toBe(false);
  });
  it("a contender's win weighs 1, on a DQ or count-out a half, a draw nothing", () => {
    expect(
      ["pinfall", "submission", "knockout", "escape", "disqualification", "count-out", "draw"].map((m) =>
        contenderWeight(m as "draw"),
      ),
    ).toEqual([1, 1, 1, 1, 0.5, 0.5, 0]);
  });
});
