import { describe, expect, it } from "vitest";
import { NEUTRAL_PRONOUNS, PRONOUNS_PATTERN, pronounSet } from "./pronouns.js";

describe("pronounSet: how a write-up refers to a wrestler", () => {
  it("reads the short forms and any three words as subject/object/possessive", () => {
    expect(pronounSet("he/him")).toEqual({ subject: "he", object: "him", possessive: "his" });
    expect(pronounSet("she/her").possessive).toBe("her");
    expect(pronounSet("Xe/Xem/Xyr")).toEqual({ subject: "xe", object: "xem", possessive: "xyr" });
  });

  it("stays neutral without pronouns or with text it cannot read", () => {
    for (const text of [undefined, null, "", "he", "a/b/c/d", "constructor", "toString"])
      expect(pronounSet(text)).toBe(NEUTRAL_PRONOUNS);
    expect(PRONOUNS_PATTERN.test("they/them")).toBe(true);
  });
});
