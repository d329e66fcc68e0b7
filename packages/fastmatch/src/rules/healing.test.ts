import { describe, expect, it } from "vitest";
import { recordingDice, scriptedDice } from "@ringside/core";
import {
  captainLuger,
  healWeek,
  injuriesAfter,
  loadCharacter,
  recoverBetweenMatches,
  resolveMatch,
  fastmatch,
  singlesConfig,
  type FastMatchState,
} from "@ringside/fastmatch";
import { randomConfig } from "../../test/helpers.js";

describe("injuries and recovery", () => {
  it("counts between-match recovery from the sheet's value, not the value with strategy points", () => {
    // Kaltor: sheet STR 6, +1 strategy point; he leaves at STR 6 and so comes back at STR 6.
    const state = fastmatch.setup(singlesConfig, 1);
    const kaltorAtBell = state.sides[1].wrestlers[0]!;
    const leaving: FastMatchState = {
      ...state,
      sides: [
        state.sides[0],
        {
          ...state.sides[1],
          wrestlers: [
            {
              ...kaltorAtBell,
              start: { ...kaltorAtBell.start, STR: 7 },
              now: { ...kaltorAtBell.now, STR: 6 },
            },
          ],
        },
      ],
    };
    expect(kaltorAtBell.base.STR).toBe(6);
    expect(recoverBetweenMatches(leaving)[kaltorAtBell.name]!.STR).toBe(6);
    // Below the sheet's value, half of what was lost comes back (rounded down): 6 -> 2 returns at 4.
    const beaten: FastMatchState = {
      ...leaving,
      sides: [
        state.sides[0],
        { ...state.sides[1], wrestlers: [{ ...kaltorAtBell, now: { ...kaltorAtBell.now, STR: 2 } }] },
      ],
    };
    expect(recoverBetweenMatches(beaten)[kaltorAtBell.name]!.STR).toBe(4);
  });
  const hurt = () => loadCharacter({ ...captainLuger, injuries: { END: 2, STR: 1 } });
  it("lowers the attribute's maximum at the bell", () => {
    const config = randomConfig(1, 1, 5) as { sides: { wrestlers: unknown[] }[] };
    config.sides[0]!.wrestlers[0] = { ...captainLuger, injuries: { END: 2 } };
    const strategy = {
      choice: "A",
      finish: "pin",
      rounds: Array.from({ length: 5 }, () => ({ target: "STR", moves: "x" })),
    };
    (config.sides[0] as Record<string, unknown>).strategy = strategy;
    const state = fastmatch.setup(config as never, 1);
    expect(state.sides[0].wrestlers[0]!.start.END).toBe(1);
  });
  it("heals the worst injury by one when resting, plus one on a 5 or 6", () => {
    expect(healWeek(hurt(), false, scriptedDice([5])).character.injuries).toEqual({ END: 1 }); // END 2 -> 1, then the first of the tied worst (STR)
    expect(healWeek(hurt(), false, scriptedDice([4])).character.injuries).toEqual({ END: 1, STR: 1 });
  });
  it("gives no automatic healing after wrestling, but still rolls", () => {
    expect(healWeek(hurt(), true, scriptedDice([3])).character.injuries).toEqual({ END: 2, STR: 1 });
    expect(healWeek(hurt(), true, scriptedDice([6])).healed).toEqual({ END: 1 });
  });
  it("recovers half the points lost (rounded down) for a second match the same night", () => {
    for (let seed = 0; seed < 30; seed++) {
      const config = randomConfig(seed, 1, 20);
      const { state } = resolveMatch({ config: config as never, dice: seed });
      const condition = recoverBetweenMatches(state);
      for (const side of state.sides) {
        for (const w of side.wrestlers) {
          const held = condition[w.name]!;
          for (const a of ["STR", "AGI", "SPD", "END", "TEC"] as const) {
            const lost = Math.max(0, w.base[a] - w.now[a]);
            const floor = a === "TEC" ? Math.min(w.base.TEC, w.tecFloor) : 0;
            expect(held[a]).toBe(Math.max(floor, w.base[a] - (lost - Math.floor(lost / 2))));
          }
        }
      }
      const again = fastmatch.setup({ ...config, condition } as never, seed);
      expect(again.sides[0].wrestlers[0]!.base.STR).toBe(condition[again.sides[0].wrestlers[0]!.name]!.STR);
      expect(Object.keys(injuriesAfter(state))).toHaveLength(2);
    }
  });
  it("heals nothing, and reports nothing healed, when there is no injury", () => {
    const fit = loadCharacter({ ...captainLuger, injuries: {} });
    const week = healWeek(fit, false, scriptedDice([6]));
    expect(week.healed).toEqual({});
    expect(week.character.injuries).toEqual({});
  });
  it("names the weekly roll for the wrestler", () => {
    const dice = recordingDice(scriptedDice([2]));
    expect(healWeek(hurt(), true, dice).roll).toBe(2);
    expect(dice.rolls.map((r) => r.label)).toEqual(["weekly healing roll for Captain Luger"]);
  });
  it("lists every wrestler's injuries after the match", () => {
    const state = fastmatch.setup(singlesConfig, 1);
    const [cap, kal] = [state.sides[0].wrestlers[0]!, state.sides[1].wrestlers[0]!];
    const after: FastMatchState = {
      ...state,
      sides: [{ ...state.sides[0], wrestlers: [{ ...cap, injuries: { END: 2, TEC: 1 } }] }, state.sides[1]],
    };
    expect(injuriesAfter(after)).toEqual({ [cap.name]: { END: 2, TEC: 1 }, [kal.name]: {} });
  });
  it("never gives TEC back below its floor, even from a state that went under it", () => {
    const state = fastmatch.setup(singlesConfig, 1);
    const cap = state.sides[0].wrestlers[0]!;
    const floor = Math.min(cap.base.TEC, cap.tecFloor);
    // Cap's sheet TEC 3 (5 at the bell with strategy points, floor 3), lost in full: 3 - 2 kept
    // would be 1, under the floor.
    expect([cap.base.TEC, floor]).toEqual([3, 3]);
    const under: FastMatchState = {
      ...state,
      sides: [{ ...state.sides[0], wrestlers: [{ ...cap, now: { ...cap.now, TEC: 0 } }] }, state.sides[1]],
    };
    expect(recoverBetweenMatches(under)[cap.name]!.TEC).toBe(3);
  });
});
