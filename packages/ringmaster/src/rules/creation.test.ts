import { Problems, type Problem } from "@ringside/core";
import { describe, expect, it } from "vitest";
import type { RingMasterWrestler } from "../config.js";
import { BRUNO_MADDOX } from "../samples/wrestlers.js";
import { checkWrestler } from "./creation.js";

const ARSENAL = "RingMaster › Completion › The Arsenal";
const MERITS = "RingMaster › Completion › Merits and Flaws";
const POINT_BUY = "RingMaster › Completion › Point-buy";

/** The problems `checkWrestler` finds in a sheet at `red` under a budget (default: the standard 385). */
function problemsOf(w: RingMasterWrestler, budget: number | null = 385): readonly Problem[] {
  const problems = new Problems();
  checkWrestler(w, "red", budget, problems);
  return problems.list;
}

/** Bruno Maddox with his Arsenal entries replaced, by index. */
function withArsenal(changes: Record<number, RingMasterWrestler["arsenal"][number]>): RingMasterWrestler {
  return { ...BRUNO_MADDOX, arsenal: BRUNO_MADDOX.arsenal.map((e, i) => changes[i] ?? e) };
}

describe("Wrestler creation (completion › 3)", () => {
  it("a sample sheet on every limit (385 points, 60 training points, one Merit and one Flaw) passes", () => {
    expect(problemsOf(BRUNO_MADDOX)).toEqual([]);
  });

  it("an Arsenal entry is a catalogue maneuver or a Counter", () => {
    expect(problemsOf(withArsenal({ 0: { maneuver: "Atomic Noogie", bonus: 0 } }))).toEqual([
      { path: "red.arsenal.0.maneuver", message: '"Atomic Noogie" is not in the catalogue', rule: ARSENAL },
    ]);
  });

  it("an Arsenal entry is listed once", () => {
    expect(problemsOf(withArsenal({ 1: { maneuver: "Punch", bonus: 5 } }))).toEqual([
      { path: "red.arsenal.1.maneuver", message: '"Punch" is listed twice', rule: ARSENAL },
    ]);
  });

  it("the Finisher is in the Arsenal", () => {
    expect(problemsOf({ ...BRUNO_MADDOX, finisher: "Piledriver" })).toEqual([
      { path: "red.finisher", message: "the Finisher must be in the Arsenal", rule: ARSENAL },
    ]);
  });

  it("the Finisher is a maneuver, not a Counter", () => {
    expect(problemsOf({ ...BRUNO_MADDOX, finisher: "Block" })).toEqual([
      { path: "red.finisher", message: "the Finisher must be a maneuver, not a Counter", rule: ARSENAL },
    ]);
  });

  it("the Finisher is of Level 3 or more", () => {
    expect(problemsOf({ ...BRUNO_MADDOX, finisher: "Body Slam" })).toEqual([
      { path: "red.finisher", message: "the Finisher must be Level 3 or more", rule: ARSENAL },
    ]);
    expect(problemsOf({ ...BRUNO_MADDOX, finisher: "Vertical Suplex" })).toEqual([]);
  });

  it("the Arsenal holds at least one maneuver", () => {
    const counters = BRUNO_MADDOX.arsenal.filter(
      (e) => e.maneuver === "Block" || e.maneuver === "Block Lift",
    );
    expect(problemsOf({ ...BRUNO_MADDOX, arsenal: counters, finisher: "Block" })).toEqual([
      { path: "red.finisher", message: "the Finisher must be a maneuver, not a Counter", rule: ARSENAL },
      { path: "red.arsenal", message: "the Arsenal needs at least one maneuver", rule: ARSENAL },
    ]);
  });

  it("a hidden object is a starred one of the foreign-object table", () => {
    expect(problemsOf({ ...BRUNO_MADDOX, concealed: ["Fist Load", "Boot"] })).toEqual([
      {
        path: "red.concealed.1",
        message: '"Boot" is not a starred (concealable) object of the foreign-object table',
        rule: "RingMaster › Foreign objects (¶43)",
      },
    ]);
  });

  it("a hidden object that is not in the foreign-object table at all is a problem too", () => {
    expect(problemsOf({ ...BRUNO_MADDOX, concealed: ["Grand Piano"] })).toEqual([
      {
        path: "red.concealed.0",
        message: '"Grand Piano" is not a starred (concealable) object of the foreign-object table',
        rule: "RingMaster › Foreign objects (¶43)",
      },
    ]);
  });

  it("a Merit or Flaw is listed once", () => {
    expect(problemsOf({ ...BRUNO_MADDOX, merits: ["Ritual", "Ritual"] })).toEqual([
      { path: "red.merits", message: "a Merit or Flaw is listed twice", rule: MERITS },
    ]);
  });

  it("two Merits at most, and two Flaws at most", () => {
    const merits = ["Iron Jaw", "Quick Recovery", "Style: Brawler"] as const;
    const flaws = ["Ritual", "Glass Jaw", "Hot Head"] as const;
    expect(problemsOf({ ...BRUNO_MADDOX, merits: [...merits, ...flaws] })).toEqual([
      { path: "red.merits", message: "at most 2 Merits", rule: MERITS },
      { path: "red.merits", message: "at most 2 Flaws", rule: MERITS },
    ]);
    expect(
      problemsOf({ ...BRUNO_MADDOX, merits: ["Iron Jaw", "Quick Recovery", "Ritual", "Glass Jaw"] }),
    ).toEqual([]);
  });

  it("attributes plus 10 a Merit, less 10 a Flaw, stay within the point budget", () => {
    expect(problemsOf({ ...BRUNO_MADDOX, merits: ["Style: Powerhouse"] })).toEqual([
      {
        path: "red.attributes",
        message: "attributes and Merits cost 395 points, more than the budget of 385",
        rule: POINT_BUY,
      },
    ]);
    expect(problemsOf({ ...BRUNO_MADDOX, merits: ["Ritual"] })).toEqual([]);
  });

  it("a new wrestler (the standard budget or less) has no attribute above 80; a veteran's budget allows more", () => {
    const strong = { ...BRUNO_MADDOX, attributes: { ...BRUNO_MADDOX.attributes, STR: 81, AGI: 34 } };
    expect(problemsOf(strong)).toEqual([
      {
        path: "red.attributes.STR",
        message:
          "81 is above 80, the most a new wrestler may have (a veteran's larger pointBudget allows up to 100)",
        rule: POINT_BUY,
      },
    ]);
    expect(problemsOf(strong, 386)).toEqual([]);
    // 80 itself is allowed.
    expect(problemsOf({ ...strong, attributes: { ...strong.attributes, STR: 80, AGI: 35 } })).toEqual([]);
  });

  it("training bonuses total the training points at most", () => {
    expect(problemsOf(withArsenal({ 0: { maneuver: "Punch", bonus: 5 } }))).toEqual([
      {
        path: "red.arsenal",
        message: "training bonuses total 65, more than 60",
        rule: "RingMaster › Completion › Training",
      },
    ]);
  });

  it("without a point budget the point-buy, the new wrestler's maximum and training are not checked", () => {
    const rich = {
      ...withArsenal({ 0: { maneuver: "Punch", bonus: 20 } }),
      attributes: { ...BRUNO_MADDOX.attributes, STR: 100 },
    };
    expect(problemsOf(rich, null)).toEqual([]);
    expect(problemsOf(rich).map((p) => p.rule)).toEqual([
      POINT_BUY,
      POINT_BUY,
      "RingMaster › Completion › Training",
    ]);
  });
});
