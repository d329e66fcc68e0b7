import { describe, expect, it } from "vitest";
import { defined } from "./defined.js";
import { isRingsideError } from "./RingsideError.js";

describe("defined", () => {
  it("returns a present value, falsy ones included", () => {
    expect(defined(0, "a count")).toBe(0);
    expect(defined(null, "a winner")).toBeNull();
    expect(defined("", "a name")).toBe("");
  });

  it("throws INVALID_STATE naming the lookup when the value is missing", () => {
    let error: unknown;
    try {
      defined([1, 2][5], "the sixth die");
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error, "INVALID_STATE")).toBe(true);
    expect(error).toMatchObject({ message: "Broken state: the sixth die is missing" });
  });
});
