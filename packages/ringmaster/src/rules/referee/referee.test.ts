import { scriptedDice } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUNT_LIMITS,
  DEFAULT_AUTOMATIC_DQ,
  ILLEGAL_ACTIONS,
  ILLEGAL_ACTION_SOURCE,
  STRICT_AUTOMATIC_DQ,
} from "../../data/referee.js";
import { sanction } from "./automaticDq.js";
import { countRound, startCount } from "./counts.js";
import { distract, refereeRoundEnds } from "./distraction.js";
import { infractions, isIllegalManeuver } from "./infractions.js";
import { refereeCheck, warn } from "./refereeCheck.js";
import { contenderWeight, titleChangesHands } from "./titles.js";

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

describe("Automatic disqualification (¶119, ¶50)", () => {
  it("the default list DQs objects and the referee struck, warns the rest", () => {
    expect(sanction("foreign-object")).toBe("disqualification");
    expect(sanction("striking-referee")).toBe("disqualification");
    expect(sanction("choke")).toBe("warning");
    expect(sanction("over-the-top-rope")).toBe("warning");
    expect(sanction("over-the-top-rope", STRICT_AUTOMATIC_DQ)).toBe("disqualification");
    expect(sanction("foreign-object", [])).toBe("warning");
    expect(DEFAULT_AUTOMATIC_DQ.every((a) => STRICT_AUTOMATIC_DQ.includes(a))).toBe(true);
  });
});

describe("Counts (¶121–¶122)", () => {
  it("the count starts the round after the warning, then adds 1d6 a round", () => {
    let c = startCount("outside");
    const first = countRound(scriptedDice([]), c);
    expect(first.roll).toBeNull();
    c = first.count;
    const r1 = countRound(scriptedDice([6]), c);
    expect(r1).toMatchObject({ roll: 6, over: false, count: { value: 6 } });
    const r2 = countRound(scriptedDice([4]), r1.count);
    expect(r2.count.value).toBe(10);
    expect(r2.over).toBe(false); // 10 is not higher than the limit 10
    expect(countRound(scriptedDice([1]), r2.count).over).toBe(true);
  });
  it("every count ends: the total only grows and passes its limit within limit + 1 dice", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("outside", "choke", "top-rope", "illegal-man" as const),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }),
        (kind, faces) => {
          let c = countRound(scriptedDice([]), startCount(kind)).count;
          let rounds = 0;
          for (const f of faces) {
            rounds++;
            const r = countRound(scriptedDice([f]), c);
            c = r.count;
            if (r.over) break;
          }
          expect(c.value).toBeGreaterThan(COUNT_LIMITS[kind]);
          expect(rounds).toBeLessThanOrEqual(COUNT_LIMITS[kind] + 1);
        },
      ),
    );
  });
});

describe("Titles on a disqualification (¶120)", () => {
  it("no title change on a DQ or count-out unless stipulated; clean wins change it", () => {
    const stip = { title: true, changesOnDq: false };
    expect(titleChangesHands("disqualification", stip)).toBe(false);
    expect(titleChangesHands("count-out", stip)).toBe(false);
    expect(titleChangesHands("pinfall", stip)).toBe(true);
    expect(titleChangesHands("disqualification", { title: true, changesOnDq: true })).toBe(true);
    expect(titleChangesHands("pinfall", { title: false, changesOnDq: true })).toBe(false);
    expect(titleChangesHands("draw", { title: true, changesOnDq: true })).toBe(false);
    expect(contenderWeight("disqualification")).toBeLessThan(contenderWeight("pinfall"));
  });
});

describe("The distracted referee (¶138, ¶32)", () => {
  it("distraction lasts its rounds and never shortens", () => {
    const r = distract({ sav: 60, distracted: 0 }, 1);
    expect(r.distracted).toBe(1);
    expect(distract({ sav: 60, distracted: 2 }, 1).distracted).toBe(2);
    expect(refereeRoundEnds(r).distracted).toBe(0);
    expect(refereeRoundEnds(refereeRoundEnds(r)).distracted).toBe(0);
  });
});

describe("Infractions of a maneuver (¶118, ¶33, ¶38, ¶39, ¶50, ¶52)", () => {
  it("maps the catalogue's illegal maneuvers and the options", () => {
    expect(infractions("Punch")).toEqual(["closed-fist"]);
    expect(infractions("Chokehold", { leverage: true })).toEqual(["choke", "leverage"]);
    expect(
      infractions("Suplex", { cornerTrap: true, screwjob: true, overTopRope: true, object: true }),
    ).toEqual(["foreign-object", "cornering", "screwjob", "over-the-top-rope"]);
    expect(isIllegalManeuver("Foreign Object Smash")).toBe(true);
    expect(isIllegalManeuver("Dropkick")).toBe(false);
  });
});
