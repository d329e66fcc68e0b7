import { describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "@ringside/core";
import { table } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import { DRAFT_POOL, draftPicks, pick, startDraft } from "./draft.js";

describe("draft", () => {
  it("draws twelve different powers and rolls off for the first pick", () => {
    const s = table("", "");
    const events: SuperDiceEvent[] = [];
    startDraft(s, seededDice(4), events);
    // The text draws 12: compared with the figure itself, not only with the constant.
    expect(DRAFT_POOL).toBe(12);
    expect(draftPicks(s)).toHaveLength(12);
    expect(new Set(draftPicks(s)).size).toBe(12);
    expect(events.map((e) => e.type)).toEqual(["pool", "rolloff"]);
    const off = events[1];
    expect(off?.type === "rolloff" && off.winner).toBe(s.draft?.picker);
  });
  it("alternates picks until each hero has five; a pick leaves the pool", () => {
    const s = table("", "");
    startDraft(s, seededDice(4), []);
    const first = s.draft?.picker ?? "red";
    const order: string[] = [];
    let done = false;
    while (!done) {
      const who = s.draft?.picker ?? "red";
      order.push(who);
      const power = draftPicks(s)[0]!;
      done = pick(s, who, power);
      expect(draftPicks(s)).not.toContain(power);
    }
    expect(order).toHaveLength(10);
    expect(order.filter((p) => p === first)).toHaveLength(5);
    expect(order[1]).not.toBe(first);
    expect(s.heroes.red.powers).toHaveLength(5);
    expect(s.draft).toBeNull();
  });
});

describe("outside a draft", () => {
  it("there is nothing to pick, and a pick changes nothing", () => {
    const s = table("", "");
    expect(draftPicks(s)).toEqual([]);
    expect(pick(s, "red", "armor")).toBe(true);
    expect(s.heroes.red.powers).toEqual([]);
  });
});

describe("the draft's roll-off", () => {
  it("names its dice as the draft's", () => {
    const inner = seededDice(4);
    const labels: string[] = [];
    const dice: DiceSource = {
      int: (min, max, label) => {
        if (label !== undefined && label !== "shuffle") labels.push(label);
        return inner.int(min, max);
      },
      save: () => inner.save(),
    };
    startDraft(table("", ""), dice, []);
    expect(labels.slice(0, 2)).toEqual(["red draft roll-off", "blue draft roll-off"]);
  });
});
