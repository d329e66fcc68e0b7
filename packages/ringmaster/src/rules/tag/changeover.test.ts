import { describe, expect, it } from "vitest";
import { overstayWarning } from "./changeover.js";

describe("The changeover (¶133)", () => {
  it("one changeover round, then a warning a round (¶133)", () => {
    expect(overstayWarning(1)).toBe(false);
    expect(overstayWarning(2)).toBe(true);
  });
});
