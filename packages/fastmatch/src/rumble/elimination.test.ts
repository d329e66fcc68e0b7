import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { eliminate } from "./elimination.js";
import type { RumbleEvent } from "./types.js";

describe("leaving a rumble", () => {
  it("puts the wrestler out in order and says how many are left", () => {
    const ws = [fighter("A"), fighter("B"), fighter("C", { status: "waiting" })];
    const out = ["Z"];
    const events: RumbleEvent[] = [];
    eliminate(ws, 1, "disqualified", 7, events, out);
    expect(ws[1]!.status).toBe("out");
    expect(out).toEqual(["Z", "B"]);
    expect(events).toEqual([{ type: "elimination", round: 7, wrestler: "B", how: "disqualified", left: 2 }]);
  });
});
