import { describe, expect, it } from "vitest";
import { benchMatch } from "../../test/rulesKit.js";
import type { RoundAction } from "../sheets.js";
import { pairingBonus, pairingInfo } from "./advantage.js";

const quiet: RoundAction = { action: "regular", target: "END", moves: "", illegal: false, finisher: null };

describe("advantage (III.2.A)", () => {
  it("gives Kaltor +2 in the sample's END/WEI match, +1 in the round of Cap's finisher", () => {
    const m = benchMatch();
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-2);
    expect(pairingBonus(m, 0, 0, [{ ...quiet, finisher: "Captain Luger" }, quiet], false)).toBe(-1);
  });

  it("counts Defensive and, outside only, Wild Brawler", () => {
    const m = benchMatch();
    expect(pairingBonus(m, 0, 0, [{ ...quiet, action: "defensive" }, quiet], false)).toBe(-1);
    m.sides[0].wrestlers[0]!.wildBrawler = true;
    expect(pairingBonus(m, 0, 0, [quiet, quiet], true)).toBe(-1);
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-2);
  });

  it("counts the defender's Wild Brawler for the defender, outside only", () => {
    const m = benchMatch();
    m.sides[1].wrestlers[0]!.wildBrawler = true;
    expect(pairingBonus(m, 0, 0, [quiet, quiet], true)).toBe(-3);
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-2);
  });

  it("gives the defender +1 for a style that fits the match type", () => {
    const m = benchMatch();
    const cell = m.pairings[0]![0]!.cell;
    m.pairings = [[{ cell, styles: [0, 1] }]];
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-3);
    m.pairings = [[{ cell, styles: [1, 1] }]];
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-2);
  });

  it("compares both attributes of a mixed match type whether a doubled one counts once or twice", () => {
    // END/WEI: Kaltor is higher in both (END 7 to 3, WEI 7 to 3).
    const m = benchMatch();
    m.doubledAttribute = "once";
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-2);
    // WEI/WEI (D1 on the sample's grid): one comparison when a doubled attribute counts once.
    const cell = { a: "WEI", b: "WEI", team: false } as const;
    m.pairings = [[{ cell, styles: [0, 0] }]];
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-1);
    m.doubledAttribute = "twice";
    expect(pairingBonus(m, 0, 0, [quiet, quiet], false)).toBe(-2);
  });

  it("works the pairing out from the grid and the choices when the bell's pairings are absent", () => {
    for (const kind of ["singles", "tag"] as const) {
      const m = benchMatch(kind);
      const bare = { grid: m.grid, sides: m.sides, doubledAttribute: m.doubledAttribute };
      for (const [i, j] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        if (m.sides[0].wrestlers[i] === undefined || m.sides[1].wrestlers[j] === undefined) continue;
        expect(pairingBonus(bare, i, j, [quiet, quiet], false)).toBe(
          pairingBonus(m, i, j, [quiet, quiet], false),
        );
      }
    }
  });

  it("takes letter A and number 1 for a wrestler who named no choice against that opponent", () => {
    const m = benchMatch();
    // The sample: Cap picks B, Kaltor 4 (END/WEI). Without Cap's letter: A4; without Kaltor's number: B1.
    m.sides[0].wrestlers[0]!.choices = {};
    expect(pairingInfo(m, 0, 0).cell).toEqual({ a: "END", b: "END", team: false });
    const n = benchMatch();
    n.sides[1].wrestlers[0]!.choices = {};
    expect(pairingInfo(n, 0, 0).cell).toEqual({ a: "SPD", b: "AGI", team: false });
  });
});
