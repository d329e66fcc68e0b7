import { describe, expect, it } from "vitest";
import { attackOutcome, defenderAnswers, firstUp } from "./attackOutcome.js";
import { gradeCheck } from "./attributeCheck.js";

// Graded inside the tests, not while the file is collected (`pnpm mutate` needs per-test coverage).
const ok = () => gradeCheck(30, 50);
const ace = () => gradeCheck(3, 50);
const miss = () => gradeCheck(70, 50);
const botch = () => gradeCheck(98, 50);

describe("attack outcomes (¶74–¶81)", () => {
  it("success performs the maneuver; an Ace is marked", () => {
    expect(attackOutcome(ok(), undefined, false)).toEqual({ kind: "hit", ace: false });
    expect(attackOutcome(ace(), undefined, true)).toEqual({ kind: "hit", ace: true });
  });
  it("failure lets the defender answer; his success takes Advantage", () => {
    expect(defenderAnswers(miss(), false, false)).toBe(true);
    expect(defenderAnswers(ok(), false, false)).toBe(false);
    expect(attackOutcome(miss(), ok(), false)).toEqual({ kind: "answered", ace: false, telegraphed: false });
  });
  it("both fail: a Standoff, the attacker keeps Advantage", () => {
    expect(attackOutcome(miss(), miss(), false)).toEqual({ kind: "standoff", keeps: "attacker" });
  });
  it("both Botch: a collision", () => {
    expect(attackOutcome(botch(), botch(), false)).toEqual({ kind: "collision" });
  });
  it("the attacker's Botch is telegraphed: the defender's answer gets its +10% and Advantage either way", () => {
    expect(attackOutcome(botch(), ok(), false)).toEqual({ kind: "answered", ace: false, telegraphed: true });
    expect(attackOutcome(botch(), miss(), false)).toEqual({ kind: "standoff", keeps: "defender" });
  });
  it("the defender's Botch when the attacker merely failed telegraphs for the attacker", () => {
    expect(attackOutcome(miss(), botch(), false)).toEqual({ kind: "defender-telegraphed" });
  });
  it("a failed high-risk maneuver crashes: no answer, Slam die, Advantage lost", () => {
    expect(defenderAnswers(miss(), true, false)).toBe(false);
    expect(attackOutcome(miss(), undefined, true)).toEqual({ kind: "crash", telegraphed: false });
    expect(attackOutcome(botch(), undefined, true)).toEqual({ kind: "crash", telegraphed: true });
  });
  it("a helpless defender cannot answer", () => {
    expect(defenderAnswers(miss(), false, true)).toBe(false);
    expect(attackOutcome(miss(), undefined, false)).toEqual({ kind: "standoff", keeps: "attacker" });
  });
  it("after a collision the one with fewer rounds of Stun is up first", () => {
    expect(firstUp(1, 2)).toBe("a");
    expect(firstUp(3, 2)).toBe("b");
    expect(firstUp(2, 2)).toBe("tie");
  });
});

describe("who answers, and with what (¶75–¶78)", () => {
  it("an Ace never lets the defender answer; a Botch does unless the move is high-risk or he is helpless", () => {
    expect(defenderAnswers(ace(), false, false)).toBe(false);
    expect(defenderAnswers(botch(), false, false)).toBe(true);
    expect(defenderAnswers(botch(), true, false)).toBe(false);
    expect(defenderAnswers(botch(), false, true)).toBe(false);
  });
  it("the defender's Ace is marked on his answer", () => {
    expect(attackOutcome(miss(), ace(), false)).toEqual({ kind: "answered", ace: true, telegraphed: false });
    expect(attackOutcome(botch(), ace(), false)).toEqual({ kind: "answered", ace: true, telegraphed: true });
  });
  it("an attacker's Botch with no answer hands Advantage to the defender", () => {
    expect(attackOutcome(botch(), undefined, false)).toEqual({ kind: "standoff", keeps: "defender" });
  });
  it("a hit ignores the answer and the risk; a high-risk miss crashes whatever was answered", () => {
    expect(attackOutcome(ok(), botch(), true)).toEqual({ kind: "hit", ace: false });
    expect(attackOutcome(miss(), ok(), true)).toEqual({ kind: "crash", telegraphed: false });
  });
});
