import { expect, it } from "vitest";
import { afterComeBack, comeBackDue, isPinned, wornDown } from "./comeBack.js";

it("worn down to two dice: a Come-Back roll, a set wins a die back; down to one: pinned", () => {
  expect(wornDown(5)).toBe(4);
  expect(comeBackDue(wornDown(3))).toBe(true);
  expect(comeBackDue(wornDown(4))).toBe(false);
  expect(afterComeBack(true)).toBe(3);
  expect(afterComeBack(false)).toBe(2);
  expect(isPinned(wornDown(2))).toBe(true);
  expect(isPinned(wornDown(3))).toBe(false);
});
