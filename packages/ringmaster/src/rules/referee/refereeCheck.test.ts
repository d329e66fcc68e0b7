import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { ILLEGAL_ACTIONS, ILLEGAL_ACTION_SOURCE } from "../../data/referee.js";
import { refereeCheck, warn } from "./refereeCheck.js";

describe("Referee Checks and Warnings (¶118, ¶51)", () => {
  it("a successful SAV check by the referee is a warning; a failed one is not", () => {
    expect(refereeCheck(scriptedDice([5, 0]), { sav: 60, distracted: 0 }, "choke").noticed).toBe(true);
    const missed = refereeCheck(scriptedDice([6, 1]), { sav: 60, distracted: 0 }, "choke");
    expect(missed.noticed).toBe(false);
    expect(missed.check?.roll).toBe(61);
  });
  it("the Fire Tab's flash makes it +10% to see (¶45)", () => {
    expect(refereeCheck(scriptedDice([6, 5]), { sav: 60, distracted: 0 }, "fire-tab").noticed).toBe(true);
    expect(refereeCheck(scriptedDice([6, 5]), { sav: 60, distracted: 0 }, "choke").noticed).toBe(false);
  });
  it("a distracted referee rolls nothing and sees nothing, not even an ambush", () => {
    for (const a of ILLEGAL_ACTIONS)
      expect(refereeCheck(scriptedDice([]), { sav: 100, distracted: 1 }, a)).toEqual({
        check: null,
        noticed: false,
      });
  });
  it("the ambush and the partner's save are warned without a roll (¶18, ¶138)", () => {
    expect(refereeCheck(scriptedDice([]), { sav: 1, distracted: 0 }, "ambush")).toEqual({
      check: null,
      noticed: true,
    });
    expect(refereeCheck(scriptedDice([]), { sav: 1, distracted: 0 }, "partner-save").noticed).toBe(true);
  });
  it("warnings up to the threshold are free; the one past it disqualifies", () => {
    expect(warn(0, 3)).toEqual({ warnings: 1, disqualified: false });
    expect(warn(2, 3)).toEqual({ warnings: 3, disqualified: false });
    expect(warn(3, 3)).toEqual({ warnings: 4, disqualified: true });
    expect(warn(0, 0).disqualified).toBe(true);
  });
  it("every illegal action names its source", () => {
    for (const a of ILLEGAL_ACTIONS) expect(ILLEGAL_ACTION_SOURCE[a]).toMatch(/text|completion/);
  });
});

describe("the referee's roll, in detail (¶118)", () => {
  it("rolls against SAV with the action's notice modifier and the caller's, labelled by the action", () => {
    const dice = recordingDice(scriptedDice([6, 5]));
    const r = refereeCheck(dice, { sav: 60, distracted: 0 }, "choke", 5);
    expect(r).toMatchObject({ noticed: true, check: { roll: 65, target: 65 } });
    expect(dice.rolls.map((x) => x.label)).toEqual(["referee: choke tens", "referee: choke ones"]);
    expect(refereeCheck(scriptedDice([6, 5]), { sav: 60, distracted: 0 }, "fire-tab", -6).noticed).toBe(
      false,
    );
  });
  it("an overstayed tag is always warned; a distracted referee sees even that not", () => {
    expect(refereeCheck(scriptedDice([]), { sav: 1, distracted: 0 }, "tag-overstay")).toEqual({
      check: null,
      noticed: true,
    });
    expect(refereeCheck(scriptedDice([]), { sav: 1, distracted: 2 }, "tag-overstay").noticed).toBe(false);
  });
});
