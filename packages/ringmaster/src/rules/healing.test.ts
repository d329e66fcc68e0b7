import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { healInjuries, recoverImpairment, rememberTrick, trickPenalty, weeksToHeal } from "./healing.js";

describe("Between matches (¶100, ¶92, ¶32)", () => {
  it("Injuries heal by Level I REC a week, spread over the injured parts, worst first", () => {
    expect(healInjuries({ Leg: 3, Back: 1 }, 2, 1)).toEqual({ Leg: 1, Back: 1 });
    expect(healInjuries({ Leg: 3, Back: 1 }, 2, 2)).toEqual({});
    expect(healInjuries({ Leg: 2, Back: 2 }, 2, 1)).toEqual({ Leg: 1, Back: 1 });
    expect(weeksToHeal({ Leg: 3, Back: 1 }, 2)).toBe(2);
    expect(weeksToHeal({}, 0)).toBe(0);
  });
  it("healing removes exactly min(total, REC × weeks) points", () => {
    fc.assert(
      fc.property(
        fc.record({ Head: fc.nat(5), Leg: fc.nat(5), Arm: fc.nat(5) }),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(4),
        (inj, rec, weeks) => {
          const total = inj.Head + inj.Leg + inj.Arm;
          const healed = healInjuries(inj, rec, weeks);
          const after = Object.values(healed).reduce((a, b) => a + b, 0);
          expect(after).toBe(Math.max(0, total - rec * weeks));
        },
      ),
    );
  });
  it("Impairment falls by Level I REC a day", () => {
    expect(recoverImpairment(17, 2, 3)).toBe(11);
    expect(recoverImpairment(3, 2, 5)).toBe(0);
  });
  it("Tricks remember their uses for the whole card, shared by the trickster", () => {
    let mem = rememberTrick({}, "Manager Moe", "Distract Referee");
    mem = rememberTrick(mem, "Manager Moe", "Distract Referee");
    expect(trickPenalty(mem, "Manager Moe", "Distract Referee")).toBe(-10);
    expect(trickPenalty(mem, "Manager Moe", "Blind Tag")).toBe(0);
    expect(trickPenalty({}, "x", "y")).toBe(0);
  });
});

describe("healing at its edges (¶100, ¶92)", () => {
  it("heals the worst part first, the first listed among equals; part weeks and negative figures heal nothing", () => {
    expect(healInjuries({ Leg: 2, Head: 2 }, 1, 1)).toEqual({ Head: 1, Leg: 2 });
    expect(healInjuries({ Leg: 1, Head: 3 }, 3, 1)).toEqual({ Leg: 1 });
    expect(healInjuries({ Leg: 2 }, 2, 0.9)).toEqual({ Leg: 2 });
    expect(healInjuries({ Leg: 2 }, -1, 3)).toEqual({ Leg: 2 });
    expect(healInjuries({ Leg: 2 }, 1, -3)).toEqual({ Leg: 2 });
    expect(healInjuries({ Leg: 0, Arm: 1 }, 1, 5)).toEqual({});
  });
  it("healing stops once nothing is left to heal, however long the rest (years of weeks end at once)", () => {
    expect(healInjuries({ Leg: 1 }, 5, 1e12)).toEqual({});
    expect(healInjuries({}, 5, 1e12)).toEqual({});
  });
  it("no Recovery heals nothing: an injured man never heals, a healthy one needs no time", () => {
    expect(weeksToHeal({ Arm: 1 }, 0)).toBe(Infinity);
    expect(weeksToHeal({ Arm: 1 }, -1)).toBe(Infinity);
    expect(weeksToHeal({ Arm: 3, Leg: 2 }, 2)).toBe(3);
    expect(recoverImpairment(5, -2, 3)).toBe(5);
    expect(recoverImpairment(5, 2, -3)).toBe(5);
    expect(recoverImpairment(5, 2, 1.5)).toBe(3);
  });
  it("a trick remembered counts one more use for that trickster and trick only", () => {
    const once = rememberTrick({}, "Moe", "Blind Tag");
    expect(once).toEqual({ Moe: { "Blind Tag": 1 } });
    const more = rememberTrick(rememberTrick(once, "Moe", "Blind Tag"), "Moe", "Distract Referee");
    expect(more).toEqual({ Moe: { "Blind Tag": 2, "Distract Referee": 1 } });
    expect(trickPenalty(more, "Moe", "Blind Tag")).toBe(-10);
    expect(trickPenalty(more, "Joe", "Blind Tag")).toBe(0);
  });
});
