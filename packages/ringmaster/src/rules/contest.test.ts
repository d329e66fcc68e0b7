import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { compareChecks, contest, MAX_CONTEST_REROLLS } from "./contest.js";
import { gradeCheck } from "./attributeCheck.js";

describe("Contests (¶7–¶8)", () => {
  it("Ace beats success beats failure beats Botch", () => {
    expect(compareChecks(gradeCheck(3, 10), gradeCheck(10, 90))).toBeGreaterThan(0);
    expect(compareChecks(gradeCheck(50, 60), gradeCheck(70, 60))).toBeGreaterThan(0);
    expect(compareChecks(gradeCheck(70, 60), gradeCheck(97, 100))).toBeGreaterThan(0);
  });

  it("within a grade the larger margin wins", () => {
    // a: 30 against 60 (+30); b: 20 against 40 (+20): a wins
    expect(contest(scriptedDice([3, 0, 2, 0]), 60, 40, "c").winner).toBe("a");
    // both fail; a by 5, b by 30: a wins
    expect(contest(scriptedDice([6, 5, 7, 0]), 60, 40, "c").winner).toBe("a");
  });

  it("identical results are re-rolled", () => {
    const r = contest(scriptedDice([5, 0, 5, 0, 1, 0, 4, 0]), 60, 60, "c");
    expect(r.rerolls).toBe(1);
    expect(r.winner).toBe("a");
  });

  it("a source that ties forever ends after the cap, higher target first", () => {
    const faces = Array.from({ length: 4 * (MAX_CONTEST_REROLLS + 1) }, (_, i) => (i % 2 === 0 ? 5 : 0));
    const r = contest(scriptedDice(faces), 40, 40, "c");
    expect(r.rerolls).toBe(MAX_CONTEST_REROLLS);
    expect(r.winner).toBe("a");
  });
});

describe("the other side of a Contest (¶7–¶8)", () => {
  it("b wins with the better result", () => {
    // a: 70 against 60 fails; b: 20 against 40 succeeds
    expect(contest(scriptedDice([7, 0, 2, 0]), 60, 40, "c").winner).toBe("b");
  });
  it("a source that ties forever ends after the cap with b when b's target is higher", () => {
    // a rolls 30 against 40, b 35 against 45: both succeed by 10, every time
    const faces = Array.from({ length: MAX_CONTEST_REROLLS + 1 }, () => [3, 0, 3, 5]).flat();
    const r = contest(scriptedDice(faces), 40, 45, "c");
    expect(r.rerolls).toBe(MAX_CONTEST_REROLLS);
    expect(r.winner).toBe("b");
  });
});
