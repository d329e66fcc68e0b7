import { expect, it } from "vitest";
import { exchangeResult } from "./exchangeResult.js";

it("a higher attack wears down, equal totals resist, a higher defence reverses", () => {
  expect(exchangeResult(5, 3)).toBe("wear-down");
  expect(exchangeResult(4, 4)).toBe("resistance");
  expect(exchangeResult(0, 0)).toBe("resistance");
  expect(exchangeResult(2, 6)).toBe("reversal");
});
