import { describe, expect, it } from "vitest";
import {
  BLIND_TAG,
  blindTagNoticed,
  blindTagTarget,
  FAKE_TAG,
  FAKE_TAG_PRESTIGE,
  fakeTagMade,
  fakeTagTarget,
} from "./blindFakeTag.js";

describe("the Blind and Fake Tags (¶136–¶137, ¶32)", () => {
  it("are SAV Tricks, −5% for each earlier use on the card", () => {
    expect(blindTagTarget({ sav: 60, uses: 0, apShort: 0, defenderLevel: 1 })).toBe(60);
    expect(blindTagTarget({ sav: 60, uses: 2, apShort: 1, defenderLevel: 1 })).toBe(45);
    expect(fakeTagTarget({ sav: 60, uses: 0, apShort: 0, defenderLevel: 1 })).toBe(50);
    expect(fakeTagTarget({ sav: 60, uses: 1, apShort: 0, defenderLevel: 2 })).toBe(55);
  });
  it("a Blind Tag is noticed when missed or seen; a Fake Tag happens only if the referee is fooled", () => {
    expect(blindTagNoticed(true, false)).toBe(false);
    expect(blindTagNoticed(false, false)).toBe(true);
    expect(blindTagNoticed(true, true)).toBe(true);
    expect(fakeTagMade(true, false)).toBe(true);
    expect(fakeTagMade(true, true)).toBe(false);
    expect(FAKE_TAG_PRESTIGE).toBe(-1);
  });
});

describe("the tag tricks themselves (¶136)", () => {
  it("Blind Tag is a SAV trick of Level 1, Fake Tag of Level 2, each against the defender's Level", () => {
    expect(BLIND_TAG).toEqual({ name: "Blind Tag", class: "SAV", level: 1 });
    expect(FAKE_TAG).toEqual({ name: "Fake Tag", class: "SAV", level: 2 });
    expect(fakeTagTarget({ sav: 60, uses: 0, apShort: 2, defenderLevel: 3 })).toBe(50);
    expect(blindTagTarget({ sav: 60, uses: 1, apShort: 0, defenderLevel: 4 })).toBe(55);
    expect(fakeTagMade(false, false)).toBe(false);
  });
});
