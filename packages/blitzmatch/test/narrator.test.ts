import { describe, expect, it } from "vitest";
import { createNarrator, resolveMatch, writeUp } from "../src/index.js";
import { MIGHTY_BLOB, POWER_FIST, loadSlot, type BlitzMatchStepEvent } from "../src/index.js";
import { BLOB_REMATCH, FIST_REMATCH } from "../src/samples/data.js";

const config = {
  sides: [
    { id: "blob", slot: MIGHTY_BLOB, strategy: BLOB_REMATCH },
    { id: "fist", slot: POWER_FIST, strategy: FIST_REMATCH },
  ],
};

describe("the write-up", () => {
  it("tells the rematch of Part IV as printed, with the rules' figures", () => {
    // Part IV's rematch dice: Blob 5; Power Fist 5,3,4 and 5 for his 3; pin 6,5.
    const { events } = resolveMatch(config, { kind: "scripted", faces: [5, 5, 3, 4, 5, 6, 5], next: 0 });
    expect(writeUp(events).split("\n")).toEqual([
      "Style list: Power, Brawling. The Mighty Blob MV 5, Endurance 9; Power Fist MV 10, Endurance 13; advantage Power Fist.",
      "Round 1: The Mighty Blob D1 (5 counts 5 +3 defence -1 worn down) = 7 | Power Fist HR3 (5,3,4 + extra 5 counts 17 +2 advantage) = 19. Power Fist wins the round by 12: 12 to The Mighty Blob. Endurance The Mighty Blob 0, Power Fist 13.",
      "Power Fist rolls 6,5 against The Mighty Blob's Endurance: 3 count!",
      "Result: Power Fist wins by pinfall.",
    ]);
  });

  it("with multiSlot pairs, every pair's line shows that pair's two totals", () => {
    const three = {
      sides: [...config.sides, { id: "fist2", slot: POWER_FIST, strategy: FIST_REMATCH }],
      options: { multiSlot: "pairs" as const },
    };
    const { events } = resolveMatch(three, 7);
    const heads = writeUp(events)
      .split("\n")
      .filter((l) => l.startsWith("Round "));
    expect(heads.length).toBeGreaterThanOrEqual(3);
    for (const line of heads) {
      expect(line).not.toMatch(/^Round \d+: \./);
      expect(line.split(": ")[1]!.split(" | ")).toHaveLength(2);
    }
  });

  it("takes other names and passes over unknown events", () => {
    const narrate = createNarrator({ names: { blob: "Blob" } });
    const { events } = resolveMatch(config, 1);
    const lines = events.map(narrate).filter((l) => l !== null);
    expect(lines[0]).toMatch(/Blob MV 5/);
    expect(lines.join("\n")).not.toMatch(/The Mighty Blob/);
    expect(narrate({ type: "something-else" })).toBeNull();
  });
});

describe("the write-up as prose", () => {
  it("tells the rematch of Part IV without a die, total or Endurance figure", () => {
    const { events } = resolveMatch(config, { kind: "scripted", faces: [5, 5, 3, 4, 5, 6, 5], next: 0 });
    expect(writeUp(events, { figures: false }).split("\n")).toEqual([
      "The Mighty Blob and Power Fist square off, and Power Fist has the edge.",
      "Round 1: The Mighty Blob stays on the defensive, Power Fist goes high-risk. Power Fist gets the better of it and hurts The Mighty Blob.",
      "Power Fist puts The Mighty Blob away!",
      "Result: Power Fist wins by pinfall.",
    ]);
  });

  it("never prints a figure of the dice log, whatever the dice", () => {
    for (let seed = 0; seed < 40; seed++) {
      const text = writeUp(resolveMatch(config, seed).events, { figures: false });
      expect(text, `seed ${seed}`).not.toMatch(/\d+,\d+|MV|Endurance|counts|= \d|rolls/);
    }
  });
});

describe("pronouns in the prose", () => {
  const recoveryOf = (side: string): BlitzMatchStepEvent => ({ type: "recovery", round: 3, side, energy: 4 });
  const recovery = recoveryOf("blob");

  it("are neutral without a slot's pronouns, and the slot's own when given", () => {
    expect(createNarrator({ figures: false })(recovery)).toBe("blob catches their breath.");
    expect(createNarrator({ figures: false, pronouns: { blob: "he/him" } })(recovery)).toBe(
      "blob catches his breath.",
    );
    expect(createNarrator({ figures: false, pronouns: { blob: "ze/hir/hir" } })(recovery)).toBe(
      "blob catches hir breath.",
    );
    // An id that is also an Object property name has no pronouns it did not get.
    expect(createNarrator({ figures: false, pronouns: {} })(recoveryOf("constructor"))).toBe(
      "constructor catches their breath.",
    );
  });

  it("is a slot field: a set of pronouns is loaded, anything else refused", () => {
    expect(loadSlot({ ...MIGHTY_BLOB, pronouns: "she/her" }).pronouns).toBe("she/her");
    expect(loadSlot({ ...MIGHTY_BLOB, pronouns: "xe/xem/xyr" }).pronouns).toBe("xe/xem/xyr");
    expect(() => loadSlot({ ...MIGHTY_BLOB, pronouns: "he" })).toThrow(/invalid slot/);
    expect(() => loadSlot({ ...MIGHTY_BLOB, pronouns: 3 })).toThrow(/invalid slot/);
  });
});
