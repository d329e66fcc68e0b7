import { expect, it } from "vitest";
import { takeDownWinner } from "./takeDown.js";

it("the higher Take-Down total attacks first; a tie is rolled again or goes to the red corner", () => {
  expect(takeDownWinner(4, 2, true)).toBe(0);
  expect(takeDownWinner(1, 3, true)).toBe(1);
  expect(takeDownWinner(3, 3, true)).toBe("again");
  expect(takeDownWinner(3, 3, false)).toBe(0);
});
