import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { openDice } from "@ringside/core";
import { roundContext } from "./context.js";
import { playRound } from "./round.js";

describe("a round (III.2)", () => {
  it("plays the singles sample's round 1: Kaltor 9 + 2 against 7, 3 END off Cap, warned for the choke", () => {
    const m = benchMatch();
    m.sides[1].awareness = 3;
    const ctx = scriptedContext(m, [3, 3, 1, 3, 3, 3, 1, 3]);
    playRound(ctx);
    expect(ctx.used()).toBe(8);
    expect(m.sides[0].wrestlers[0]!.now.END).toBe(0);
    expect(m.sides[1].awareness).toBe(4);
    expect(m.result).toBeNull();
    expect(ctx.events.map((e) => e.type)).toEqual(["exchange", "damage", "cheat-check"]);
    // Every roll is named for the record: what is rolled and for whom.
    expect(ctx.labels()).toEqual([
      "attack roll for Captain Luger 1/3",
      "attack roll for Captain Luger 2/3",
      "attack roll for Captain Luger 3/3",
      "attack roll for Kaltor the Violent 1/3",
      "attack roll for Kaltor the Violent 2/3",
      "attack roll for Kaltor the Violent 3/3",
      "cheating check for Kaltor the Violent 1/2",
      "cheating check for Kaltor the Violent 2/2",
    ]);
  });

  it("on a tie outside hurts both (each on the target the other declared) and checks both for a count-out", () => {
    const m = benchMatch();
    m.outside = true;
    const [cap, kal] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    // Kaltor's +2: Cap 12, Kaltor 10 + 2. Both count-out checks roll 2 (nobody counted out), and
    // Kaltor's illegal choke on a tie checks both sides (12 and 12: unnoticed).
    const ctx = scriptedContext(m, [4, 4, 4, 3, 3, 4, 1, 1, 1, 1, 6, 6, 6, 6]);
    playRound(ctx);
    expect(ctx.events.filter((e) => e.type === "damage").map((e) => [e.wrestler, e.target])).toEqual([
      [cap.name, "END"], // Kaltor's round 1 targets END
      [kal.name, "END"], // Cap's round 1 targets END
    ]);
    expect(ctx.events.filter((e) => e.type === "count-out")).toHaveLength(2);
    expect(ctx.events.filter((e) => e.type === "cheat-check")).toHaveLength(2);
    expect(ctx.used()).toBe(14);
    expect(m.outside).toBe(false);
  });

  it("ends in a draw when the time limit is reached", () => {
    const m = benchMatch();
    m.timeLimit = 1;
    m.sides[1].awareness = 0;
    const ctx = scriptedContext(m, [1, 1, 1, 1, 1, 1, 6, 6]);
    playRound(ctx);
    expect(m.result).toEqual({ winner: null, method: "time-limit" });
  });

  it("plays a round the same when nobody reads the events (the bulk path emits none)", () => {
    const faces = [3, 3, 1, 3, 3, 3, 1, 3];
    const told = benchMatch();
    playRound(scriptedContext(told, faces));
    const quiet = benchMatch();
    quiet.dice = { kind: "scripted", faces, next: 0 };
    playRound(roundContext(quiet, openDice(quiet.dice), null));
    expect(quiet.sides).toEqual(told.sides);
    expect(quiet.result).toEqual(told.result);
  });

  it("a wrestler counted out on a tie outside loses by count-out (III.4)", () => {
    const m = benchMatch();
    m.outside = true;
    m.sides[0].wrestlers[0]!.now.END = 1;
    m.sides[0].wrestlers[0]!.now.SPD = 1;
    // Cap 12, Kaltor 10 + 2; Cap's END falls to 0 and his count-out check rolls 12 against 3.
    playRound(scriptedContext(m, [4, 4, 4, 3, 3, 4, 6, 6, 1, 1, 6, 6, 6, 6]));
    expect(m.result).toEqual({ winner: "defender", method: "count-out" });
  });

  describe("First Blood: a tie outside ends on the first injury, and no count-out ends it", () => {
    // The tie of the test above (Cap 12, Kaltor 10 + 2, both hurt on END), in a First Blood match
    // whose injury modifier makes a 1 on the injury roll an injury.
    const bleeding = (capEND: number, kalEND: number) => {
      const m = benchMatch();
      m.outside = true;
      m.specialty = "first-blood";
      m.injuryModifier = 3;
      m.sides[0].wrestlers[0]!.now.END = capEND;
      m.sides[1].wrestlers[0]!.now.END = kalEND;
      return m;
    };

    it("the one who bleeds loses by knockout", () => {
      const m = bleeding(0, 5);
      const ctx = scriptedContext(m, [4, 4, 4, 3, 3, 4, 1]);
      playRound(ctx);
      expect(ctx.events[0]).toMatchObject({ type: "exchange", winner: null });
      expect(m.result).toEqual({ winner: "defender", method: "knockout", detail: "first blood" });
      expect(ctx.events.filter((e) => e.type === "count-out")).toEqual([]);
    });

    it("both bleeding at once is a draw", () => {
      const m = bleeding(0, 0);
      // Kaltor at END 0 gets a smaller bonus: he rolls 11 + 1 for the tie.
      const ctx = scriptedContext(m, [4, 4, 4, 4, 3, 4, 1, 1]);
      playRound(ctx);
      expect(ctx.events[0]).toMatchObject({ type: "exchange", winner: null });
      expect(m.result).toEqual({ winner: null, method: "draw", detail: "both bleed at once" });
    });

    it("the defender bleeding alone gives the challenger the win", () => {
      const m = bleeding(5, 0);
      // END 5 to 0 for Cap and WEI 3 to 7 for Kaltor: no bonus, 12 each. Cap drops to END 4;
      // Kaltor, at END 0, rolls 1 for injury and bleeds.
      const ctx = scriptedContext(m, [4, 4, 4, 4, 4, 4, 1]);
      playRound(ctx);
      expect(ctx.events[0]).toMatchObject({ type: "exchange", winner: null, bonus: 0 });
      expect(m.result).toEqual({ winner: "challenger", method: "knockout", detail: "first blood" });
    });

    it("a wrestler counted out on the tie does not end it", () => {
      const m = bleeding(1, 5);
      m.sides[0].wrestlers[0]!.now.SPD = 1;
      // Cap's END falls from 1 to 0 (no injury roll); his count-out check rolls 12 against 3.
      const ctx = scriptedContext(m, [4, 4, 4, 3, 3, 4, 6, 6, 1, 1, 6, 6, 6, 6]);
      playRound(ctx);
      expect(ctx.events[0]).toMatchObject({ type: "exchange", winner: null });
      expect(ctx.events.flatMap((e) => (e.type === "count-out" ? [e.countedOut] : []))).toEqual([
        true,
        false,
      ]);
      expect(m.result).toBeNull();
    });
  });

  describe("a won Pin or Submission action attempts its own fall, whatever the side's finish (III.3)", () => {
    for (const [action, finish] of [
      ["pin", "submission"],
      ["submission", "pin"],
    ] as const) {
      it(`${action} with a ${finish} finish`, () => {
        const m = benchMatch();
        m.sides[0].finish = finish;
        m.sides[0].rounds = [{ action, target: "END", moves: "", illegal: false, finisher: null }];
        m.sides[1].rounds = [{ action: "regular", target: "END", moves: "", illegal: false, finisher: null }];
        // Cap 18 against Kaltor 3 + 2: the chart's check row, then the attempt (3 against 3: no count).
        const ctx = scriptedContext(m, [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
        playRound(ctx);
        expect(ctx.events.map((e) => e.type)).toEqual(["exchange", "damage", "fall"]);
        expect(ctx.events[2]).toMatchObject({ type: "fall", kind: action });
      });
    }
  });
});
