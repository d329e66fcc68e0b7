import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { entryDue, nextEntry } from "./entry.js";
import type { RumbleEvent } from "./types.js";

describe("entering a rumble", () => {
  it("brings the next entrant in every `interval` rounds after the first", () => {
    expect([1, 2, 3, 4, 5].map((r) => entryDue(r, 2))).toEqual([false, false, true, false, true]);
    expect([1, 2, 3].map((r) => entryDue(r, 1))).toEqual([false, true, true]);
  });

  it("rolls the referee's awareness of the first one waiting, one lower for a known cheater", () => {
    const ws = [
      fighter("A"),
      fighter("B", { status: "waiting", cheater: true }),
      fighter("C", { status: "waiting" }),
    ];
    const events: RumbleEvent[] = [];
    nextEntry(ws, 2, scriptedDice([6]), 3, events);
    expect(ws.map((w) => w.status)).toEqual(["in", "in", "waiting"]);
    expect(events).toEqual([{ type: "entry", round: 3, wrestler: "B", awareness: ws[1]!.awareness }]);
    const fresh = [fighter("B", { status: "waiting" })];
    nextEntry(fresh, 2, scriptedDice([6]), 3, []);
    expect(ws[1]!.awareness).toBe(fresh[0]!.awareness - 1);
  });

  it("rolls nothing when no entry is due or nobody is waiting", () => {
    const ws = [fighter("A"), fighter("B", { status: "waiting" })];
    nextEntry(ws, 2, scriptedDice([]), 2, []);
    nextEntry([fighter("A")], 1, scriptedDice([]), 2, []);
    expect(ws[1]!.status).toBe("waiting");
  });
});
