import { describe, expect, it } from "vitest";
import { applyFlags, resolveManeuver } from "./flags.js";
import { forceDiceCount, forceFormula, parseForceCode } from "./forceCode.js";
import { MANEUVERS, maneuverByName } from "./maneuvers.js";
import { ropeSteps } from "./stunCodes.js";

describe("Force Code (completion §4, checked against the chapter's figures ¶25)", () => {
  it("Figure Four Leglock BBBBP is 5d6 plus POW", () => {
    expect(maneuverByName("Figure Four Leglock")?.force).toBe("BBBBP");
    expect(forceFormula("BBBBP")).toBe("5d6+POW");
  });

  it("Vertical Suplex BBPSh is 4d6 plus POW, HDB and the victim's WDB", () => {
    expect(maneuverByName("Vertical Suplex")?.force).toBe("BBPSh");
    expect(forceFormula("BBPSh")).toBe("4d6+POW+HDB+WDB");
  });

  it("the Superplex keeps the Vertical Suplex's Code; from the top rope the rules add 6 (erratum: the text prints 9)", () => {
    const superplex = resolveManeuver("Superplex");
    expect(superplex?.force).toBe("BBPSh");
    expect(superplex?.flags).toEqual(["Super"]);
    expect(forceFormula(superplex?.force ?? "", { steps: ropeSteps(3) })).toBe("4d6+POW+HDB+WDB+6");
    expect(forceFormula("BBPSh", { steps: 3 })).not.toBe("4d6+POW+HDB+9");
  });

  it("a Slam die against a turnbuckle takes its Stun Code instead of the WDB (¶34)", () => {
    expect(forceFormula("BPS", { stunCodeDice: 1 })).toBe("4d6+POW");
    expect(forceFormula("T", { stunCodeDice: 4 })).toBe("4d6");
  });

  it("over the top rope: a Slam die with 5 Steps (¶49)", () => {
    expect(forceFormula("S", { steps: ropeSteps(3) + 2 })).toBe("1d6+WDB+10");
  });

  it("refuses letters outside the alphabet and counts dice", () => {
    expect(parseForceCode("BBX")).toEqual({ ok: false, at: 2 });
    expect(parseForceCode("")).toEqual({ ok: false, at: 0 });
    const p = parseForceCode("BBPSh");
    expect(p.ok && forceDiceCount(p.code)).toBe(4);
    expect(forceFormula("Q")).toBe("?");
  });

  it("every catalogue Code parses, with at least one die or a Stun Code", () => {
    for (const m of MANEUVERS) {
      const p = parseForceCode(m.force);
      expect(p.ok, m.name).toBe(true);
      if (p.ok) expect(forceDiceCount(p.code) + p.code.T, m.name).toBeGreaterThan(0);
    }
  });

  it("Flags transform the record (a Flying Elbow Drop differs from an Elbow Drop as a Flying Bulldog Lariat from a Bulldog Lariat, ¶56)", () => {
    const elbow = resolveManeuver("Flying Elbow Drop");
    const lariat = resolveManeuver("Flying Bulldog Lariat");
    const base = maneuverByName("Elbow Drop");
    expect(elbow && base && elbow.level - base.level).toBe(1);
    expect(elbow?.class).toBe("AGI");
    expect(lariat?.class).toBe("AGI");
    expect(elbow?.tags).toContain("highrisk");
    expect(lariat?.force).toBe("BBPSF");
    expect(resolveManeuver("Flying Flying Punch")).toBeUndefined();
    expect(resolveManeuver("Sitout Punch")).toBeUndefined();
    expect(resolveManeuver("toString")).toBeUndefined();
    expect(resolveManeuver("constructor")).toBeUndefined();
    const sitout = applyFlags(maneuverByName("Powerbomb")!, ["Sitout"]);
    expect(sitout?.tags).toContain("pin");
  });
});
