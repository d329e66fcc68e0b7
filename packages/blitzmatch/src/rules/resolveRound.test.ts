import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { MIGHTY_BLOB, POWER_FIST } from "../data/characters.js";
import { setupMatch } from "../match.js";
import type { BlitzMatchEvent, BlitzMatchState } from "../state.js";
import { DEFAULT_BLITZMATCH_OPTIONS, type BlitzMatchOptions, type RoundAction } from "../types.js";
import { MAX_REVERSALS, resolveRound } from "./resolveRound.js";

const N1: RoundAction = { attitude: "normal", activity: 1 };
const REST: RoundAction = { attitude: "rest-hold", activity: 0 };

/** A match of two Blobs (equal MV: nobody has the advantage), both on the given round actions. */
function match(
  rounds: readonly RoundAction[],
  options: Partial<BlitzMatchOptions> = {},
  third = false,
): BlitzMatchState {
  const strategy = { add: ["weight", "power"] as const, discard: "technical", rounds };
  const sides = [
    { id: "a", slot: MIGHTY_BLOB, strategy },
    { id: "b", slot: MIGHTY_BLOB, strategy },
    ...(third ? [{ id: "c", slot: POWER_FIST, strategy }] : []),
  ];
  const body = setupMatch(
    { sides, options: { ...DEFAULT_BLITZMATCH_OPTIONS, rounds: rounds.length, ...options } },
    [],
  );
  return { ...body, dice: { kind: "scripted", faces: [], next: 0 } };
}

const checks = (events: readonly BlitzMatchEvent[]) =>
  events.flatMap((e) =>
    e.type === "victory-check" ? [`${e.by}>${e.against} ${e.dice.join(",")} ${e.reading}`] : [],
  );

describe("a round (III.2)", () => {
  it("a reversal chain: 2, then 2 again, then the original winner checks", () => {
    const s = match([N1]);
    // a rolls 5, b rolls 1: a wins by 4 (Endurance 26 -> 22); checks: a 1,1 (reversal), b 1,1 (reversal), a 6,5.
    const { events } = resolveRound(s, scriptedDice([5, 1, 1, 1, 1, 1, 6, 5]));
    expect(checks(events)).toEqual(["a>b 1,1 reversal", "b>a 1,1 reversal", "a>b 6,5 no cover"]);
  });

  it("a 12 rolls again and adds 10: a finish against low Endurance", () => {
    const s = match([N1]);
    const worn = { ...s, sides: s.sides.map((x) => ({ ...x, endurance: 6 })) };
    const { state, events } = resolveRound(worn, scriptedDice([5, 1, 6, 6, 1, 1]));
    expect(events.find((e) => e.type === "victory-check")).toMatchObject({
      again: [1, 1],
      roll: 12,
      finished: true,
    });
    expect(state.result).toEqual({ winner: "a", method: "pinfall" });
  });

  it("a tie costs both 3 and both check; both finishing is a draw", () => {
    const s = match([N1]);
    const worn = { ...s, sides: s.sides.map((x) => ({ ...x, endurance: 4 })) };
    const { state, events } = resolveRound(worn, scriptedDice([3, 3, 6, 5, 5, 6]));
    expect(state.sides.map((x) => x.endurance)).toEqual([1, 1]);
    expect(checks(events)).toHaveLength(2);
    expect(state.result).toEqual({
      winner: null,
      method: "draw",
      detail: "both sides finished on a tied round",
    });
  });

  it("the time limit ends the match in a draw; Energy refills at the end of a Recovery round", () => {
    const s = match([REST, REST, REST, REST, REST], { finish: "submission" });
    let state = s;
    const all: BlitzMatchEvent[] = [];
    for (let r = 0; r < 5; r++) {
      // Two rest-holds tie at 2 each round; both checks roll 1,2.
      const step = resolveRound(state, scriptedDice([1, 2, 1, 2]));
      state = step.state;
      all.push(...step.events);
    }
    expect(state.result).toEqual({ winner: null, method: "time-limit", detail: "no winner after 5 rounds" });
    expect(all.filter((e) => e.type === "time-limit")).toEqual([{ type: "time-limit", round: 5 }]);
    expect(all.filter((e) => e.type === "recovery").map((e) => e.round)).toEqual([5, 5]);
    expect(state.sides.map((x) => x.endurance)).toEqual([11, 11]);
  });

  it("three slots with elimination: the finished slot leaves, the match goes on", () => {
    const s = match([N1, N1], { elimination: true }, true);
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: i === 1 ? 0 : x.endurance })) };
    // a rolls 6, b 1, Power Fist 1: a leads and checks against b, the weakest, at 0 (6,5).
    const { state, events } = resolveRound(worn, scriptedDice([6, 1, 1, 6, 5]));
    expect(events.some((e) => e.type === "eliminated" && e.side === "b")).toBe(true);
    expect(state.result).toBeNull();
    expect(state.sides[1]!.out).toBe(true);
  });

  it("three slots, a tie for the lead: every leader checks, not only the first seated", () => {
    const s = match([N1], {}, true);
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: i === 2 ? 1 : x.endurance })) };
    // a and b both roll 6, Power Fist 1: a and b tie for the lead; each checks against Power Fist
    // (Endurance 1). a finishes (6,5); b still checks (1,2) and does not.
    const { state, events } = resolveRound(worn, scriptedDice([6, 6, 1, 6, 5, 1, 2]));
    expect(checks(events).map((c) => c.slice(0, 4))).toEqual(["a>c ", "b>c "]);
    expect(state.result).toEqual({ winner: "a", method: "pinfall" });
  });

  it("three slots, a tie for the lead: two leaders finishing is a draw", () => {
    const s = match([N1], {}, true);
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: i === 2 ? 1 : x.endurance })) };
    const { state, events } = resolveRound(worn, scriptedDice([6, 6, 1, 6, 5, 5, 6]));
    expect(checks(events)).toHaveLength(2);
    expect(state.result).toEqual({
      winner: null,
      method: "draw",
      detail: "tied leaders finished on the same round",
    });
  });

  it("a tie where only the second side finishes: that side wins", () => {
    const s = match([N1]);
    const worn = { ...s, sides: s.sides.map((x) => ({ ...x, endurance: 4 })) };
    const { state, events } = resolveRound(worn, scriptedDice([3, 3, 1, 2, 6, 5]));
    expect(checks(events)).toEqual(["a>b 1,2 1 count", "b>a 6,5 3 count"]);
    expect(state.result).toEqual({ winner: "b", method: "pinfall" });
  });

  it("pairs with elimination: a tied pair both finishing both leave, the third slot is left standing", () => {
    const s = match([N1], { multiSlot: "pairs", elimination: true }, true);
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: i < 2 ? 4 : x.endurance })) };
    // a and b tie at 3 (c rolls 1): both checks finish; the pairs with c are not fought.
    const { state, events } = resolveRound(worn, scriptedDice([3, 3, 1, 6, 5, 6, 5]));
    expect(events.filter((e) => e.type === "eliminated").map((e) => e.side)).toEqual(["b", "a"]);
    expect(events.filter((e) => e.type === "compare")).toHaveLength(1);
    expect(state.result).toEqual({ winner: "c", method: "pinfall", detail: "last slot standing" });
  });

  it("pairs without elimination: the first finish ends the match, later pairs are not fought", () => {
    const s = match([N1], { multiSlot: "pairs" }, true);
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: i === 1 ? 1 : x.endurance })) };
    const { state, events } = resolveRound(worn, scriptedDice([5, 1, 1, 6, 5]));
    expect(events.filter((e) => e.type === "compare")).toHaveLength(1);
    expect(checks(events)).toHaveLength(1);
    expect(state.result).toEqual({ winner: "a", method: "pinfall" });
  });

  it("a reversal chain stops after MAX_REVERSALS swaps: the round ends without a finish", () => {
    const s = match([N1, N1]);
    // a wins the round (5 against 1), then every check is a 2: the chain is cut off.
    const faces = [5, 1, ...new Array<number>(2 * (MAX_REVERSALS + 1)).fill(1)];
    const { state, events } = resolveRound(s, scriptedDice(faces));
    expect(checks(events)).toHaveLength(MAX_REVERSALS + 1);
    expect(state.result).toBeNull();
  });

  it("in a tied round a 2 is no reversal: each side checks once", () => {
    const s = match([N1]);
    // A tie at 3; both checks roll 1,1 and neither hands the check over.
    const { events } = resolveRound(s, scriptedDice([3, 3, 1, 1, 1, 1]));
    expect(checks(events)).toEqual(["a>b 1,1 reversal", "b>a 1,1 reversal"]);
  });

  it("a finish ends the match by the finish the federation plays", () => {
    for (const finish of ["submission", "count-out", "disqualification"] as const) {
      const s = match([N1], { finish });
      const worn = { ...s, sides: s.sides.map((x) => ({ ...x, endurance: 6 })) };
      const { state } = resolveRound(worn, scriptedDice([5, 1, 6, 6, 1, 1]));
      expect(state.result).toEqual({ winner: "a", method: finish });
    }
  });

  it("a slot already out takes no part, but its Energy still follows its track", () => {
    const rounds = [N1, N1, N1, N1, N1];
    const s = match(rounds, { elimination: true }, true);
    // Round 5 of a Blob's Recovery 5: the slots still in recover; the one out does so silently.
    const worn = { ...s, round: 4, sides: s.sides.map((x, i) => ({ ...x, out: i === 0 })) };
    const { state, events } = resolveRound(worn, scriptedDice([6, 1, 1, 2]));
    expect(events.filter((e) => e.type === "total").map((e) => e.side)).toEqual(["b", "c"]);
    expect(events.filter((e) => e.type === "compare").map((e) => e.sides)).toEqual([["b", "c"]]);
    expect(events.filter((e) => e.type === "recovery").map((e) => e.side)).toEqual(["b"]);
    expect(state.sides[0]!.energy).toBe(worn.sides[0]!.energy - 1 + MIGHTY_BLOB.energy);
    expect(state.sides[0]!.out).toBe(true);
  });

  it("pairs with elimination: after one slot leaves, the pairs of the slots still in are fought", () => {
    const s = match([N1, N1], { multiSlot: "pairs", elimination: true }, true);
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: i === 1 ? 1 : x.endurance })) };
    // a 5, b 1, c 1: a beats b and finishes him (6,5); a beats c too, whose check fails (1,2).
    const { state, events } = resolveRound(worn, scriptedDice([5, 1, 1, 6, 5, 1, 2]));
    expect(events.filter((e) => e.type === "compare").map((e) => e.sides)).toEqual([
      ["a", "b"],
      ["a", "c"],
    ]);
    expect(checks(events).map((c) => c.slice(0, 4))).toEqual(["a>b ", "a>c "]);
    expect(state.result).toBeNull();
  });

  it("a single leader checks against the weakest other slot, never against itself, and may be reversed", () => {
    const s = match([N1], {}, true);
    const endurance = [1, 10, 20];
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: endurance[i]! })) };
    // a leads alone (6 against 1 and 1) and checks b; a 2 is a reversal, so b then checks a.
    const { events } = resolveRound(worn, scriptedDice([6, 1, 1, 1, 1, 1, 2]));
    expect(events.find((e) => e.type === "compare")).toMatchObject({ sides: ["a", "b", "c"], winner: "a" });
    expect(checks(events).map((c) => c.slice(0, 4))).toEqual(["a>b ", "b>a "]);
  });

  it("tied leaders each check the weakest other slot once, a 2 handing nothing over", () => {
    const s = match([N1], {}, true);
    const endurance = [10, 15, 20];
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: endurance[i]! })) };
    // a and b tie at 6 (3 damage each: 7 and 12); a checks b and rolls a 2; b checks a, the weakest.
    const { events } = resolveRound(worn, scriptedDice([6, 6, 1, 1, 1, 1, 2]));
    expect(checks(events).map((c) => c.slice(0, 4))).toEqual(["a>b ", "b>a "]);
  });

  it("tied leaders finishing the same slot under elimination put it out once", () => {
    const s = match([N1, N1], { elimination: true }, true);
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: i === 2 ? 1 : x.endurance })) };
    // a and b tie at 6, both check Power Fist (Endurance 1) and both finish him (6,5).
    const { state, events } = resolveRound(worn, scriptedDice([6, 6, 1, 6, 5, 6, 5]));
    expect(checks(events)).toHaveLength(2);
    expect(events.filter((e) => e.type === "eliminated")).toEqual([
      { type: "eliminated", round: 1, side: "c", by: "a" },
    ]);
    expect(state.result).toBeNull();
  });

  it("a round's events come in the text's order: both totals, the comparison, the check", () => {
    const { events } = resolveRound(match([N1, N1]), scriptedDice([5, 1, 1, 2]));
    expect(events.map((e) => e.type)).toEqual(["total", "total", "compare", "victory-check"]);
    // a wins 5 to 1: the loser takes the 4 (26 -> 22), the winner nothing.
    expect(events.find((e) => e.type === "compare")).toMatchObject({
      sides: ["a", "b"],
      winner: "a",
      margin: 4,
      damage: { a: 0, b: 4 },
      endurance: { a: 26, b: 22 },
    });
  });

  it("pairs with elimination: when the last two leave on a tied pair, nobody is left and it is a draw", () => {
    const s = match([N1, N1], { multiSlot: "pairs", elimination: true }, true);
    const endurance = [4, 1, 4];
    const worn = { ...s, sides: s.sides.map((x, i) => ({ ...x, endurance: endurance[i]! })) };
    // a 5, b 1, c 5: a finishes b (6,5); a and c tie and finish each other (6,5 and 6,5).
    const { state, events } = resolveRound(worn, scriptedDice([5, 1, 5, 6, 5, 6, 5, 6, 5]));
    expect(events.filter((e) => e.type === "eliminated").map((e) => e.side)).toEqual(["b", "c", "a"]);
    expect(state.result).toEqual({ winner: null, method: "draw", detail: "nobody left standing" });
  });
});
