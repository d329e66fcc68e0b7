import { describe, expect, it } from "vitest";
import type { RoundAction } from "../sheets.js";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { chartRowFor, readExchange, rollExchange } from "./exchange.js";

const act = (action: RoundAction["action"], illegal = false): RoundAction => ({
  action,
  target: "END",
  moves: "",
  illegal,
  finisher: null,
});

describe("the exchange (III.2.B)", () => {
  it("names the winner and the margin; a tie has no winner", () => {
    expect(readExchange(11, 7, [act("regular"), act("regular")])).toEqual({ winner: 0, margin: 4, shift: 0 });
    expect(readExchange(7, 7, [act("regular", true), act("high-risk")])).toEqual({
      winner: null,
      margin: 0,
      shift: 0,
    });
  });

  it("shifts a row for the winner's illegal action and the loser's blown High Risk", () => {
    expect(readExchange(7, 11, [act("high-risk"), act("regular", true)]).shift).toBe(2);
    expect(readExchange(11, 7, [act("high-risk"), act("regular", true)]).shift).toBe(0);
  });

  it("reads the winner's chart (sample round 1: +4 regular, one row up for the cheat: 3 points)", () => {
    expect(chartRowFor(act("regular", true), 4, 1)).toMatchObject({ damage: 3, then: "none" });
    expect(chartRowFor(act("regular"), 7, 0)).toMatchObject({ damage: 3, then: "check" });
    expect(chartRowFor(act("high-risk"), 1, 0).damage).toBe(0);
    expect(chartRowFor(act("out-of-ring"), 6, 0)).toMatchObject({ damage: 2, then: "out" });
  });

  it("records both actions, moves, finishers and illegal flags with the rolls and totals (the net bonus to one side)", () => {
    const m = benchMatch();
    const [cap, kal] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    const ctx = scriptedContext(m, [3, 3, 1, 3, 3, 3]);
    const actions = [
      { ...act("regular"), moves: "kick", finisher: "Captain Luger" },
      { ...act("pin", true), moves: "choke" },
    ] as const;
    expect(rollExchange(ctx, [cap, kal], actions, -2, false)).toEqual({ winner: 1, margin: 4, shift: 1 });
    expect(ctx.events).toEqual([
      {
        type: "exchange",
        round: 0,
        outside: false,
        actors: [cap.name, kal.name],
        actions: ["regular", "pin"],
        moves: ["kick", "choke"],
        finishers: ["Captain Luger", null],
        illegal: [false, true],
        rolls: [7, 9],
        bonus: -2,
        totals: [7, 11],
        winner: "defender",
        margin: 4,
        shift: 1,
      },
    ]);
  });
});
