import { describe, expect, it } from "vitest";
import { atTheBell } from "./config.js";

const max = { STR: 5, AGI: 4, SPD: 4, END: 5, TEC: 4, WEI: 6 };

describe("an entrant's condition at the bell", () => {
  it("holds scores below his maximum, never above it, and never changes WEI", () => {
    expect(atTheBell(max, undefined)).toBe(max);
    expect(atTheBell(max, { STR: 3, AGI: 9, WEI: 1 })).toEqual({ ...max, STR: 3 });
  });
});
