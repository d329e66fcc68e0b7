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
});
