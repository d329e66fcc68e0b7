import { describe, expect, it } from "vitest";
import { diceState } from "@ringside/core";
import {
  fastmatch,
  singlesGrid,
  tagGrid,
  pairingBonus,
  type FastMatchEvent,
  type FastMatchState,
} from "@ringside/fastmatch";

const even = { STR: 4, AGI: 4, SPD: 4, END: 4, TEC: 4, WEI: 4 };
const wrestler = (name: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name,
  attributes: even,
  ...extra,
});
const line = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  action: "regular",
  target: "STR",
  moves: "chops",
  ...extra,
});
const plan = (
  choice: string | number,
  rounds: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({ choice, finish: "pin", rounds, ...extra });

/** A singles match on the sample grid; A vs 1 is STR/WEI. */
function singles(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  ra: Record<string, unknown>[],
  rb: Record<string, unknown>[],
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    sides: [
      { wrestlers: [a], strategy: plan("A", ra) },
      { wrestlers: [b], strategy: plan(1, rb) },
    ],
    grid: singlesGrid,
    timeLimit: ra.length,
    ...more,
  };
}

/** Plays `rounds` rounds with exactly the scripted faces (setup first), checking every face is used. */
function play(
  config: Record<string, unknown>,
  faces: number[],
  rounds: number,
): { state: FastMatchState; events: FastMatchEvent[] } {
  let state = fastmatch.setup(config as never, diceState(faces));
  const events: FastMatchEvent[] = [];
  for (let r = 0; r < rounds && state.result === null; r++) {
    const step = fastmatch.advance(state);
    state = step.state;
    events.push(...step.events);
  }
  expect(state.dice).toMatchObject({ kind: "scripted", next: faces.length });
  return { state, events };
}

const of = <T extends FastMatchEvent["type"]>(
  events: FastMatchEvent[],
  type: T,
): Extract<FastMatchEvent, { type: T }>[] =>
  events.filter((e): e is Extract<FastMatchEvent, { type: T }> => e.type === type);

describe("singles resolution", () => {
  it("compares the match attributes, adds styles, and subtracts the lower bonus", () => {
    const config = singles(
      wrestler("Ace", { attributes: { ...even, STR: 5, SPD: 3, AGI: 2 }, styles: ["powerhouse"] }),
      wrestler("Bo"),
      [line()],
      [line()],
    );
    const state = fastmatch.setup(config as never, 1);
    const quiet = { action: "regular", target: "STR", moves: "", illegal: false, finisher: null } as const;
    expect(pairingBonus(state, 0, 0, [quiet, quiet], false)).toBe(2); // STR higher, Powerhouse in STR/WEI
    expect(pairingBonus(state, 0, 0, [quiet, { ...quiet, action: "defensive" }], false)).toBe(1);
    expect(pairingBonus(state, 0, 0, [{ ...quiet, finisher: "Ace" }, quiet], false)).toBe(3);
  });

  it("counts a doubled attribute twice by default, once as an option", () => {
    const cfg = (opt: string): Record<string, unknown> => ({
      sides: [
        {
          wrestlers: [wrestler("Ace", { attributes: { ...even, SPD: 5, AGI: 3 } })],
          strategy: plan("A", [line()]),
        },
        { wrestlers: [wrestler("Bo")], strategy: plan(2, [line()]) },
      ],
      grid: singlesGrid,
      timeLimit: 1,
      options: { doubledAttribute: opt },
    });
    const quiet = { action: "regular", target: "STR", moves: "", illegal: false, finisher: null } as const;
    expect(pairingBonus(fastmatch.setup(cfg("twice") as never, 1), 0, 0, [quiet, quiet], false)).toBe(2);
    expect(pairingBonus(fastmatch.setup(cfg("once") as never, 1), 0, 0, [quiet, quiet], false)).toBe(1);
  });

  it("damages the target, never below 0, and TEC never below half its start", () => {
    const { state, events } = play(
      singles(
        wrestler("Ace"),
        wrestler("Bo"),
        [line({ target: "TEC" }), line({ target: "TEC", action: "high-risk" })],
        [line(), line()],
      ),
      [3, 3, 2, 2, 2, 1, 2, 2, 6, 6, 6, 1, 1, 1, 1, 1, 1, 6, 6, 6],
      2,
    );
    expect(of(events, "damage").map((e) => `${e.before}->${e.after}`)).toEqual(["4->3", "3->2"]);
    expect(state.sides[1].wrestlers[0]!.now.TEC).toBe(2);
  });

  it("shifts one row for the loser's High Risk and one for the winner's illegal action", () => {
    const { events } = play(
      singles(wrestler("Ace"), wrestler("Bo"), [line({ illegal: true })], [line({ action: "high-risk" })]),
      [3, 3, 3, 2, 2, 1, 2, 1, 1, 1, 1, 3, 3, 3, 6, 6],
      1,
    );
    const x = of(events, "exchange")[0]!;
    expect(x).toMatchObject({ margin: 3, shift: 2 });
    expect(of(events, "damage")[0]!.amount).toBe(3);
    expect(of(events, "fall")).toHaveLength(1); // the 7+ row: 3 damage and a pin check
    expect(of(events, "cheat-check")[0]).toMatchObject({ roll: 12, outcome: "unnoticed" });
  });

  it("pins with WEI against STR, +1 per zero attribute of the victim, +2 for a finisher", () => {
    const a = wrestler("Ace", {
      attributes: { STR: 4, AGI: 3, SPD: 3, END: 4, TEC: 3, WEI: 5 },
      finishers: 1,
    });
    const b = wrestler("Bo", { attributes: { ...even, STR: 1, AGI: 1, SPD: 6, END: 6 } });
    const faces = [3, 3, 6, 6, 6, 1, 1, 1, /* damage STR 1->0, no roll */ 3, 1, 1, 1, 1, 1];
    const { events } = play(singles(a, b, [line({ action: "pin", finisher: true })], [line()]), faces, 1);
    const fall = of(events, "fall")[0]!;
    expect(fall.kind).toBe("pin");
    expect(fall.bonus).toBe(1 + 1 + 2); // WEI 5 > STR 0, STR at 0, finisher
    expect(fall.count).toBe(3);
    expect(events.at(-2)).toMatchObject({
      type: "result",
      result: { winner: "challenger", method: "pinfall" },
    });
  });

  it("submission checks compare TEC with END", () => {
    const a = wrestler("Ace", { attributes: { ...even, TEC: 6, STR: 2 } });
    const { events } = play(
      singles(a, wrestler("Bo"), [line({ action: "submission", target: "AGI" })], [line()]),
      [3, 3, 6, 6, 6, 1, 1, 1, 2, 1, 1, 3, 1, 1],
      1,
    );
    expect(of(events, "fall")[0]).toMatchObject({ kind: "submission", bonus: 1, margin: 0, count: 0 });
  });

  it("rolls injury on damage to a zero attribute: d6+2, minus injury points and the specialty", () => {
    const a = wrestler("Ace");
    const b = wrestler("Bo", { attributes: { ...even, STR: 1, END: 7 } });
    const ra = [line(), line({ action: "high-risk" })];
    const cfg: Record<string, unknown> = { ...singles(a, b, ra, [line(), line()]), specialty: "cage" };
    (cfg.sides as Record<string, unknown>[])[0]!.strategy = plan("A", ra, { strategyPoints: { INJURY: 2 } });
    // round 1: 1 damage takes STR 1 -> 0; round 2: high risk by 6 = 5 damage: roll 4 + 2 - 2 - 1 = 3 < 5
    const { state, events } = play(cfg, [3, 3, 2, 2, 1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 4, 1, 1, 1, 6, 6, 6], 2);
    expect(of(events, "injury-roll")[0]).toMatchObject({ roll: 4, total: 3, damage: 5, injured: true });
    expect(state.sides[1].wrestlers[0]!.injuries).toEqual({ STR: 1 });
    expect(state.sides[1].wrestlers[0]!.newInjuries).toBe(1);
  });

  it("ends a first-blood match at the first injury point", () => {
    const b = wrestler("Bo", { attributes: { ...even, STR: 1, END: 7 } });
    const cfg = {
      ...singles(
        wrestler("Ace"),
        b,
        [line(), line({ action: "high-risk" }), line()],
        [line(), line(), line()],
      ),
      specialty: "first-blood",
    };
    const { state } = play(cfg, [3, 3, 2, 2, 1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1], 3);
    expect(state.result).toEqual({ winner: "challenger", method: "knockout", detail: "first blood" });
  });

  it("goes outside after an Out of the Ring win and a higher 3d6, then adds 1 damage and turns pins into count-outs", () => {
    const a = wrestler("Ace", { wildBrawler: true, attributes: { ...even, STR: 3, TEC: 3 } });
    const b = wrestler("Bo", { attributes: { ...even, END: 1, SPD: 1, STR: 6, TEC: 2 } });
    const faces = [
      3,
      3,
      3,
      1,
      1,
      2, // round 1: Ace 9 vs Bo 4+0 (STR/WEI: Bo +1 STR) -> 5 vs 3... margin 4: 1 damage and a ring-exit contest
      5,
      5,
      5,
      1,
      1,
      1, // contest: Ace 15 beats Bo 3 -> outside next round
      6,
      6,
      6,
      1,
      1,
      1, // round 2 outside: Ace 18 +... wins big: Regular 7+ -> 3+1 damage and a count-out check
      6,
      6, // Bo needs 2d6 >= END+SPD+2
    ];
    const { state, events } = play(
      singles(a, b, [line({ action: "out-of-ring" }), line({ target: "AGI" })], [line(), line()]),
      [3, 3, ...faces],
      2,
    );
    expect(of(events, "out-contest")[0]).toMatchObject({ goesOut: true });
    const x = of(events, "exchange");
    expect(x[1]).toMatchObject({ outside: true });
    expect(of(events, "damage")[1]).toMatchObject({ target: "AGI", amount: 4 });
    expect(of(events, "count-out")[0]).toMatchObject({ wrestler: "Bo", countedOut: true });
    expect(state.result).toEqual({ winner: "challenger", method: "count-out" });
  });

  it("on a tie outside, both take a point and both check for a count-out", () => {
    const a = wrestler("Ace");
    const b = wrestler("Bo");
    const faces = [
      3, 3, /* r1 */ 6, 5, 1, 1, 1, 1, /* contest */ 6, 6, 6, 1, 1, 1, /* r2 tie (Ace +1 STR) */ 2, 2, 1, 2,
      2, 2, /* count-outs */ 1, 1, 1, 1,
    ];
    const { state, events } = play(
      singles(a, b, [line({ action: "out-of-ring" }), line()], [line(), line()]),
      faces,
      2,
    );
    expect(
      of(events, "damage")
        .slice(1)
        .map((e) => `${e.wrestler} ${e.amount}`),
    ).toEqual(["Ace 1", "Bo 1"]);
    expect(of(events, "count-out").map((e) => e.countedOut)).toEqual([false, false]);
    expect(state.result).toEqual({ winner: null, method: "time-limit" });
    expect(state.outside).toBe(false);
  });

  it("checks both wrestlers for a DQ when a cheater ties, and warns by raising awareness", () => {
    const faces = [3, 3, 2, 2, 2, 2, 2, 2, 5, 5, 4, 4];
    const { state, events } = play(
      singles(wrestler("Ace"), wrestler("Bo"), [line({ illegal: true })], [line()]),
      faces,
      1,
    );
    expect(of(events, "cheat-check").map((e) => `${e.side}:${e.outcome}:${e.awarenessAfter}`)).toEqual([
      "challenger:warned:4",
      "defender:warned:4",
    ]);
    expect(state.sides[0].warnings).toBe(1);
  });

  it("disqualifies a cheater whose check is at or under the awareness; a Cheater lowers it by 1", () => {
    const a = wrestler("Ace", { cheater: true, attributes: { ...even, STR: 3 } });
    const faces = [3, 3, 2, 2, 2, 1, 1, 2, 1, 1];
    const { state, events } = play(
      singles(a, wrestler("Bo"), [line({ illegal: true }), line()], [line(), line()]),
      faces,
      1,
    );
    expect(of(events, "cheat-check")[0]).toMatchObject({ awareness: 2, roll: 2, outcome: "disqualified" });
    expect(state.result).toEqual({ winner: "defender", method: "disqualification" });
  });

  it("rolls fatigue at the end of round 10 against the starting END", () => {
    const rounds = Array.from({ length: 11 }, () => line({ action: "defensive" }));
    const ties = Array.from({ length: 10 }, () => [2, 2, 2, 2, 2, 2]).flat();
    const faces = [3, 3, ...ties, 6, 5, 2 /* Ace loses SPD */, 1, 1 /* Bo fine */, 2, 2, 2, 2, 2, 2];
    const { state, events } = play(singles(wrestler("Ace"), wrestler("Bo"), rounds, rounds), faces, 11);
    expect(of(events, "fatigue").map((e) => `${e.wrestler}:${e.roll}:${e.attribute}`)).toEqual([
      "Ace:11:SPD",
      "Bo:2:null",
    ]);
    expect(state.sides[0].wrestlers[0]!.now.SPD).toBe(3);
    expect(state.result).toEqual({ winner: null, method: "time-limit" });
  });
});

describe("tag resolution", () => {
  const team = (names: [string, string], extra: Record<string, unknown> = {}): Record<string, unknown>[] =>
    names.map((n) => wrestler(n, extra));
  const strategy = (
    choice: string | number,
    names: string[],
    rounds: Record<string, unknown>[],
  ): Record<string, unknown> => ({
    members: Object.fromEntries(names.map((n) => [n, { choice }])),
    finish: "pin",
    rounds,
  });
  const config = (
    a: Record<string, unknown>[],
    b: Record<string, unknown>[],
    ra: Record<string, unknown>[],
    rb: Record<string, unknown>[],
  ): Record<string, unknown> => ({
    sides: [
      {
        name: "Reds",
        wrestlers: a,
        strategy: strategy(
          "D",
          a.map((w) => w.name as string),
          ra,
        ),
      },
      {
        name: "Blues",
        wrestlers: b,
        strategy: strategy(
          4,
          b.map((w) => w.name as string),
          rb,
        ),
      },
    ],
    grid: tagGrid,
    timeLimit: ra.length,
  });

  it("gives the teamwork winner its best pairing and picks at random among equals", () => {
    const reds = [wrestler("R1", { attributes: { ...even, SPD: 6, AGI: 2 } }), wrestler("R2")];
    const { events } = play(
      config(reds, team(["B1", "B2"]), [line()], [line()]),
      [3, 3, 6, 6, 1, 1, 1, 3, 3, 3, 3, 3, 3],
      1,
    );
    expect(of(events, "teamwork")[0]).toMatchObject({ totals: [12, 2], winner: "challenger" });
    expect(of(events, "pairing")[0]).toMatchObject({ challenger: "R1", bonus: 2, candidates: 2 });
  });

  it("uses the bonus closest to zero when the teamwork rolls tie", () => {
    const reds = [wrestler("R1", { attributes: { ...even, SPD: 6, AGI: 2 } }), wrestler("R2")];
    const { events } = play(
      config(reds, team(["B1", "B2"]), [line()], [line()]),
      [3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3],
      1,
    );
    expect(of(events, "pairing")[0]).toMatchObject({ challenger: "R2", bonus: 0, candidates: 2, roll: 2 });
  });

  it("lowers the referee's awareness by 2 when both partners are cheaters", () => {
    const state = fastmatch.setup(
      config(
        team(["R1", "R2"], { cheater: true, attributes: { ...even, STR: 3 } }),
        team(["B1", "B2"]),
        [line()],
        [line()],
      ) as never,
      diceState([3, 3]),
    );
    expect(state.sides.map((s) => s.awareness)).toEqual([1, 3]);
  });

  it("adds teamwork bought, strategy points on TEAM, and two thirds of a pair's TEAM in six-man", () => {
    const trio = (p: string): Record<string, unknown>[] =>
      [1, 2, 3].map((k) => wrestler(`${p}${k}`, { attributes: { ...even, STR: 3 }, sixManTeamwork: 1 }));
    const cfg = config(trio("R"), trio("B"), [line()], [line()]);
    (cfg.sides as Record<string, unknown>[])[0]!.pairTeamwork = 4;
    const state = fastmatch.setup(cfg as never, diceState([3, 3]));
    expect(state.kind).toBe("six-man");
    expect(state.sides.map((s) => s.teamwork)).toEqual([3 + 2, 3]);
  });
});
