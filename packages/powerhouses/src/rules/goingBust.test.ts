import { expect, it } from "vitest";
import { bustTotal } from "./goingBust.js";

it("going bust costs one match, never going below zero", () => {
  // The Extended Example: ten matches, a bust, nine.
  expect(bustTotal(10)).toBe(9);
  expect(bustTotal(2)).toBe(1);
  expect(bustTotal(0)).toBe(0);
});
