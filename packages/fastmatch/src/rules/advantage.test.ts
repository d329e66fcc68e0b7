import { describe, expect, it } from "vitest";
import { benchMatch } from "../../test/rulesKit.js";
import type { RoundAction } from "../sheets.js";
import { pairingBonus } from "./advantage.js";

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
});
