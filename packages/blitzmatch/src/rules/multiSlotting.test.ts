import { Problems } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  BLOB_AND_FIST,
  HERO_BEAN,
  JORGE_BEAN,
  JORGE_BEAN_MUST_HAVE,
  JUMPING_BEANS,
  MIGHTY_BLOB,
  POWER_FIST,
} from "../data/characters.js";
import { SLOT_ATTRIBUTES } from "../types.js";
import { checkMultiSlot, combinedRange, memberRange } from "./multiSlotting.js";

describe("multi-slotting (I.3)", () => {
  it("the Blob and Power Fist tag team is legal, and so is each of them", () => {
    const problems = new Problems();
    checkMultiSlot(BLOB_AND_FIST, [MIGHTY_BLOB, POWER_FIST], problems, "team");
    expect(problems.list).toEqual([]);
  });

  it("the Jumping Beans split into Hero and Jorge Bean (the text's example build) stay legal", () => {
    const problems = new Problems();
    checkMultiSlot(JUMPING_BEANS, [HERO_BEAN, JORGE_BEAN], problems, "");
    expect(problems.list).toEqual([]);
  });

  it("a dedicated team without member sheets is checked alone", () => {
    const problems = new Problems();
    checkMultiSlot(JUMPING_BEANS, [], problems, "");
    expect(problems.ok).toBe(true);
  });

  it("a score outside the members' range and TeamWork above the lowest are refused, all at once", () => {
    const problems = new Problems();
    checkMultiSlot(
      { ...BLOB_AND_FIST, weight: 8, teamWork: 2, energy: 3 },
      [MIGHTY_BLOB, POWER_FIST],
      problems,
      "t",
    );
    expect(problems.list.map((p) => [p.path, p.message])).toEqual([
      ["t", "49 of 40 build points spent, -9 left: 9 over the budget"],
      ["t.energy", "Energy 3 must lie between the members' 4 and 6"],
      ["t.teamWork", "TeamWork 2 must be 1, the members' lowest"],
      ["t.weight", "Weight 8 must lie between the members' 3 and 7"],
    ]);
  });

  it("a member that is illegal alone makes the combination illegal", () => {
    const problems = new Problems();
    checkMultiSlot(
      BLOB_AND_FIST,
      [{ ...MIGHTY_BLOB, weight: 9 }, POWER_FIST],
      problems,
      "t",
      undefined,
      "members",
    );
    expect(problems.list.map((p) => p.path)).toEqual(["members[0]"]);
  });

  it("TeamWork combines as the lowest; other scores between lowest and highest", () => {
    expect(combinedRange("teamWork", [3, 1])).toEqual({ min: 1, max: 1 });
    expect(combinedRange("chemistry", [2, 4])).toEqual({ min: 2, max: 2 });
    expect(combinedRange("power", [2, 4])).toEqual({ min: 2, max: 4 });
  });

  it("reads I.4's Must Have column for Jorge Bean from the Beans and Hero Bean", () => {
    const expected: Record<string, string> = {};
    for (const a of SLOT_ATTRIBUTES) {
      const r = memberRange(a, JUMPING_BEANS[a], [HERO_BEAN[a]])!;
      expected[a] =
        r.min === 1 && r.max === 10
          ? "anything"
          : r.min === r.max
            ? `${r.min}`
            : r.max === 10
              ? `${r.min}>`
              : `${r.min}-${r.max}`;
    }
    // The text prints Stamina "2" and TeamWork "2": the rule allows 1-2 and 2 or more; the
    // printed figure is the one in each range it would pick (Jorge's EG. build uses it).
    expect(expected).toEqual({ ...JORGE_BEAN_MUST_HAVE, stamina: "1-2", teamWork: "2>" });
    expect(memberRange("teamWork", 2, [1])).toBeNull();
  });

  it("a third member is read against the lowest and the highest of the others (I.3 read backwards)", () => {
    // Others at 2 and 6 already straddle a combined 4: the third member may take anything.
    expect(memberRange("power", 4, [2, 6])).toEqual({ min: 1, max: 10 });
    // Both others above 4: the third must bring the lowest down to 4 or less.
    expect(memberRange("power", 4, [5, 6])).toEqual({ min: 1, max: 4 });
    // Both others below 4: the third must bring the highest up to 4 or more.
    expect(memberRange("power", 4, [2, 3])).toEqual({ min: 4, max: 10 });
  });

  it("TeamWork is the lowest: above the others' lowest a member must be exactly the combined score", () => {
    // The others' lowest (3) is above the team's 2: the new member must be the lowest, at 2.
    expect(memberRange("teamWork", 2, [3, 5])).toEqual({ min: 2, max: 2 });
    // Another member already sits at 2: the new one only needs 2 or more.
    expect(memberRange("teamWork", 2, [2, 5])).toEqual({ min: 2, max: 10 });
  });

  it("a combined score no member score on the scale can reach has no legal member", () => {
    expect(memberRange("power", 0, [3])).toBeNull();
    expect(memberRange("power", 11, [3])).toBeNull();
  });

  it("a member's problems are filed under the team's path, or under members at the top level", () => {
    const illegal = { ...MIGHTY_BLOB, weight: 9 };
    const top = new Problems();
    checkMultiSlot(BLOB_AND_FIST, [illegal, POWER_FIST], top, "");
    expect(top.list.map((p) => p.path)).toEqual(["members[0]"]);
    const nested = new Problems();
    checkMultiSlot(BLOB_AND_FIST, [illegal, POWER_FIST], nested, "sides[1]");
    expect(nested.list.map((p) => p.path)).toEqual(["sides[1].members[0]"]);
  });

  it("a team attribute some member has no score for is refused (every member needs one)", () => {
    const problems = new Problems();
    checkMultiSlot(
      { ...BLOB_AND_FIST, custom: { chemistry: 1 } },
      [{ ...MIGHTY_BLOB, custom: { chemistry: 2 } }, POWER_FIST],
      problems,
      "t",
    );
    expect(problems.list.map((p) => [p.path, p.message])).toContainEqual([
      "t.chemistry",
      "Chemistry: every member needs a score for it",
    ]);
  });
});
