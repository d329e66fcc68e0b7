/**
 * The wrestler builder's pure parts (docs/ringmaster/components): the draft from a sample or a
 * link, the sheet it stands for, the validator's verdict, the point-buy, the traits, the catalogue
 * notes and the link into a board match.
 */
import {
  ATTRIBUTES,
  COUNTERS,
  MANEUVERS,
  MERITS_AND_FLAWS,
  MERIT_COST,
  SAMPLE_WRESTLERS,
  deriveTraits,
  type MeritOrFlaw,
} from "@ringside/ringmaster";
import { describe, expect, it } from "vitest";
import { decodeLink } from "../.vitepress/theme/components/table/record";
import {
  aboutManeuver,
  boardMatchQuery,
  checkSheet,
  draftTraits,
  pointsSpent,
  trainingSpent,
} from "../ringmaster/components/wrestlerCheck";
import {
  LINK_ARSENAL_MAX,
  blankDraft,
  linkDraft,
  sampleDraft,
  writtenSheet,
} from "../ringmaster/components/wrestlerDraft";

const sample = (i: number) => {
  const d = sampleDraft(i);
  if (d === undefined) throw new Error(`no sample ${String(i)}`);
  return d;
};

describe("builder draft", () => {
  it("writes every sample wrestler back as a sheet the validator accepts as it is", () => {
    SAMPLE_WRESTLERS.forEach((w, i) => {
      const verdict = checkSheet(writtenSheet(sample(i)));
      expect(verdict.problems).toEqual([]);
      expect(verdict.wrestler).toEqual(w);
    });
    expect(sampleDraft(SAMPLE_WRESTLERS.length)).toBeUndefined();
  });

  it("keeps the sheet's fields in the link's order and copies them", () => {
    const d = sample(0);
    const sheet = writtenSheet(d);
    expect(Object.keys(sheet)).toEqual([
      "name",
      "attributes",
      "height",
      "weight",
      "prestige",
      "merits",
      "arsenal",
      "finisher",
    ]);
    d.arsenal[0]!.maneuver = "changed";
    d.merits.push("Glass Jaw");
    expect(sheet.arsenal[0]!.maneuver).not.toBe("changed");
    expect(sheet.merits).not.toContain("Glass Jaw");
  });

  it("leaves an emptied number out of the sheet, so the validator names it", () => {
    const d = { ...sample(0), height: Number.NaN, attributes: { ...sample(0).attributes, STR: Number.NaN } };
    const sheet = writtenSheet(d);
    expect(sheet.height).toBeUndefined();
    expect(sheet.attributes.STR).toBeUndefined();
    const paths = checkSheet(sheet).problems.map((p) => p.path);
    expect(paths).toContain("height");
    expect(paths.some((p) => p.startsWith("attributes"))).toBe(true);
    expect(paths.every((p) => !p.startsWith("red"))).toBe(true);
  });

  it("reads a link's sheet, keeping what is odd for the validator and dropping unknown Merits", () => {
    expect(() => linkDraft([1, 2])).toThrow("not a wrestler sheet");
    expect(() => linkDraft("x")).toThrow("not a wrestler sheet");
    const d = linkDraft({
      name: 7,
      height: 70,
      attributes: { STR: 40, AGI: "fast" },
      merits: ["Iron Jaw", "Wings"],
      arsenal: [{ maneuver: "Punch", bonus: 5 }, "Kick", ...Array.from({ length: 50 }, () => ({}))],
      finisher: "Punch",
    });
    expect(d.name).toBe("");
    expect(d.height).toBe(70);
    expect(d.weight).toBeNaN();
    expect(d.prestige).toBeNaN();
    expect(d.attributes.STR).toBe(40);
    expect(d.attributes.AGI).toBeNaN();
    expect(d.merits).toEqual(["Iron Jaw"]);
    expect(d.arsenal.length).toBe(LINK_ARSENAL_MAX);
    expect(d.arsenal.slice(0, 2)).toEqual([
      { maneuver: "Punch", bonus: 5 },
      { maneuver: "", bonus: 0 },
    ]);
    expect(d.finisher).toBe("Punch");
  });

  it("reads a link of a sample's sheet back to the same draft", () => {
    expect(linkDraft(JSON.parse(JSON.stringify(writtenSheet(sample(1)))))).toEqual(sample(1));
  });
});

describe("builder checks", () => {
  it("counts the point-buy: attributes, plus a Merit's cost, minus a Flaw's, blanks as 0", () => {
    const merit = (Object.keys(MERITS_AND_FLAWS) as MeritOrFlaw[]).find(
      (m) => MERITS_AND_FLAWS[m].kind === "merit",
    )!;
    const flaws = (Object.keys(MERITS_AND_FLAWS) as MeritOrFlaw[]).filter(
      (m) => MERITS_AND_FLAWS[m].kind !== "merit",
    );
    const attributes = { ...blankDraft().attributes, STR: 50, AGI: 30, TOU: Number.NaN };
    expect(pointsSpent({ attributes, merits: [] })).toBe(80);
    expect(pointsSpent({ attributes, merits: [merit] })).toBe(80 + MERIT_COST);
    expect(pointsSpent({ attributes, merits: [merit, ...flaws.slice(0, 2)] })).toBe(80 - MERIT_COST);
  });

  it("sums the training bonuses", () => {
    expect(trainingSpent([])).toBe(0);
    expect(
      trainingSpent([
        { maneuver: "a", bonus: 5 },
        { maneuver: "b", bonus: 10 },
      ]),
    ).toBe(15);
  });

  it("derives the traits once every number is filled in, with the Jaw and Recovery adjustments", () => {
    const d = sample(0);
    const plain = { ...d, merits: [] };
    const base = deriveTraits({ attributes: d.attributes, height: d.height, weight: d.weight });
    expect(draftTraits(plain)).toEqual(base);
    expect(draftTraits({ ...plain, merits: ["Iron Jaw"] })!.RES).toBe(base.RES + 1);
    expect(draftTraits({ ...plain, merits: ["Glass Jaw"] })!.RES).toBe(base.RES - 1);
    expect(draftTraits({ ...plain, merits: ["Quick Recovery"] })!.REC[0]).toBe(base.REC[0] + 1);
    expect(draftTraits({ ...plain, weight: Number.NaN })).toBeNull();
    for (const a of ATTRIBUTES)
      expect(draftTraits({ ...plain, attributes: { ...plain.attributes, [a]: Number.NaN } })).toBeNull();
  });

  it("says what the catalogue knows of an Arsenal entry", () => {
    const m = MANEUVERS[0]!;
    expect(aboutManeuver(m.name)).toMatch(new RegExp(`^Level ${String(m.level)} .+, Force .+$`));
    expect(aboutManeuver(COUNTERS[0]!.name)).toBe("Counter");
    expect(aboutManeuver("Not A Maneuver")).toBe("");
  });

  it("links a valid wrestler into a board match with the rival and the seed, no moves yet", async () => {
    const w = SAMPLE_WRESTLERS[0]!;
    const query = boardMatchQuery(w, 2, 77);
    expect(query.startsWith("?rb=")).toBe(true);
    expect(await decodeLink(query.slice(4))).toEqual({
      game: "ringmaster",
      seed: 77,
      setup: { red: w, blue: 2 },
      moves: [],
    });
  });
});
