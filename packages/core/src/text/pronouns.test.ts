import { describe, expect, it } from "vitest";
import { NEUTRAL_PRONOUNS, PRONOUNS_MESSAGE, PRONOUNS_PATTERN, pronounSet } from "./pronouns.js";

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

  it("the pattern: the three short forms, or three words of 1 to 16 letters, and nothing around them", () => {
    const sixteen = "abcdefghijklmnop";
    for (const ok of [
      "he/him",
      "she/her",
      "they/them",
      "a/b/c",
      `${sixteen}/${sixteen}/${sixteen}`,
      "Ze/HIR/hirs",
    ])
      expect(PRONOUNS_PATTERN.test(ok)).toBe(true);
    for (const bad of [
      "he/him/",
      " he/him",
      "he/him ",
      "xhe/him",
      "it/its",
      "/b/c",
      "a//c",
      "a/b/",
      `${sixteen}q/b/c`,
      `a/${sixteen}q/c`,
      `a/b/${sixteen}q`,
      "x1/y/z",
      "a/b/c d",
      "a b/c/d",
    ])
      expect(PRONOUNS_PATTERN.test(bad)).toBe(false);
  });

  it("the short forms are fixed sets: she/her is she, her, her; they/them the neutral set itself", () => {
    expect(pronounSet("she/her")).toEqual({ subject: "she", object: "her", possessive: "her" });
    expect(pronounSet("they/them")).toBe(NEUTRAL_PRONOUNS);
    expect(NEUTRAL_PRONOUNS).toEqual({ subject: "they", object: "them", possessive: "their" });
    expect(Object.isFrozen(NEUTRAL_PRONOUNS) && Object.isFrozen(pronounSet("he/him"))).toBe(true);
    expect(PRONOUNS_MESSAGE).toMatch(/"he\/him", "she\/her", "they\/them" or three words/);
  });
});
