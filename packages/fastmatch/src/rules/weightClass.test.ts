import { describe, expect, it } from "vitest";
import { isHeavyweight, weightClass } from "./weightClass.js";

describe("weight classes (I.1.1)", () => {
  it("reads WEI 1–4, 5–6, 7–8 and 9+ as the four classes", () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10].map(weightClass)).toEqual([
      "light-heavyweight",
      "light-heavyweight",
      "heavyweight",
      "heavyweight",
      "super-heavyweight",
      "super-heavyweight",
      "monster",
      "monster",
    ]);
  });
  it("counts WEI 5 and up as heavyweight", () => {
    expect([4, 5, 10].map(isHeavyweight)).toEqual([false, true, true]);
  });
});
