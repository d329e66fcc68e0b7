import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { rumbleResult } from "./round.js";

describe("the end of a rumble round", () => {
  it("gives the last one standing the win, a draw when nobody is left, a time limit at the cap", () => {
    const out = { status: "out" } as const;
    expect(rumbleResult([fighter("A"), fighter("B", out)], 3, 10)?.winner).toBe("A");
    expect(rumbleResult([fighter("A", out), fighter("B", out)], 3, 10)?.method).toBe("draw");
    expect(rumbleResult([fighter("A"), fighter("B")], 10, 10)?.method).toBe("time-limit");
    expect(rumbleResult([fighter("A"), fighter("B", { status: "waiting" })], 3, 10)).toBeNull();
  });
});
