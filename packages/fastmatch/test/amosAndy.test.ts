import { describe, expect, it } from "vitest";
import { diceState, errataOf, verifySample } from "@ringside/core";
import {
  bonusChart,
  characterCost,
  fastmatch,
  fastmatchSampleRunner,
  loadCharacter,
  sampleReports,
  samples,
  type FastMatchEvent,
  type FastMatchState,
  type RoundAction,
} from "@ringside/fastmatch";
import { amos, amosAndyConfig, amosAndySample, andy, lewis, martin } from "../src/samples/amosAndy.js";
import { d2, d3 } from "../src/samples/dice.js";

type Ev<T extends FastMatchEvent["type"]> = Extract<FastMatchEvent, { type: T }>;

const bell = (): FastMatchState => fastmatch.setup(amosAndyConfig, diceState([3, 3]));

/** Plays the next round of `state` with the given faces through the public Game API. */
function round(state: FastMatchState, faces: readonly number[]) {
  const step = fastmatch.advance({ ...state, dice: diceState(faces) });
  expect(step.state.dice).toMatchObject({ kind: "scripted", next: faces.length });
  const one = <T extends FastMatchEvent["type"]>(type: T): Ev<T> => {
    const found = step.events.filter((e): e is Ev<T> => e.type === type);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  return {
    state: step.state,
    events: step.events,
    teamwork: one("teamwork"),
    pairing: one("pairing"),
    exchange: one("exchange"),
    damaged: step.events.filter((e): e is Ev<"damage"> => e.type === "damage").map((e) => e.wrestler),
  };
}

/** The chart of a round as `"<challenger> vs <defender>" → net bonus` (positive for Amos and Andy). */
function chartOf(
  state: FastMatchState,
  actions: readonly [RoundAction, RoundAction],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of bonusChart(state, actions, false))
    out[`${state.sides[0].wrestlers[p.i]!.name} vs ${state.sides[1].wrestlers[p.j]!.name}`] = p.bonus;
  return out;
}

const roundActions = (s: FastMatchState, k: number): [RoundAction, RoundAction] => [
  s.sides[0].rounds[k]!,
  s.sides[1].rounds[k]!,
];

describe("the Amos and Andy tag-bonus example", () => {
  it("uses four legal supplied wrestlers of 24 points each", () => {
    for (const w of [amos, andy, martin, lewis]) {
      const cost = characterCost(loadCharacter(w));
      expect({ name: w.name, total: cost.total, left: cost.left }).toEqual({
        name: w.name,
        total: 24,
        left: 0,
      });
    }
  });

  it("gets the printed chart from the engine, and the finisher lifts every Amos and Andy cell by exactly 1", () => {
    const s = bell();
    expect(s.sides.map((x) => x.teamwork)).toEqual([3, 2]);
    const plain = chartOf(s, roundActions(s, 0));
    // the printed chart: Martin +2 against Amos, 0 for Martin vs Andy, Amos +1 and Andy +1 against Lewis
    expect(plain).toEqual({
      "Amos vs Martin": -2,
      "Amos vs Lewis": 1,
      "Andy vs Martin": 0,
      "Andy vs Lewis": 1,
    });
    const finisher = chartOf(s, roundActions(s, 2));
    expect(s.sides[0].rounds[2]!.finisher).toBe("Amos");
    for (const [k, v] of Object.entries(plain)) expect(finisher[k]).toBe(v + 1);
    // printed finisher chart: 0, +1 Andy, +2 Amos, +2 Andy; the rules give Martin +1 in the first cell
    expect(finisher["Amos vs Martin"]).toBe(-1);
  });

  it("winner of the teamwork roll takes its best bonus; a tie takes the one closest to zero", () => {
    const s = bell();
    const ml = round(s, [...d2(4), ...d2(9), ...d3(9), ...d3(9)]);
    expect(ml.teamwork).toMatchObject({ totals: [7, 11], winner: "defender" });
    expect(ml.pairing).toMatchObject({
      challenger: "Amos",
      defender: "Martin",
      bonus: -2,
      candidates: 1,
      roll: null,
    });
    // Martin wins the exchange at +2, and the damage lands on the active wrestler, Amos
    expect(ml.exchange).toMatchObject({ actors: ["Amos", "Martin"], totals: [9, 11], winner: "defender" });
    expect(ml.damaged).toEqual(["Amos"]);

    const aa = round(s, [...d2(8), ...d2(6), 1, ...d3(10), ...d3(10)]);
    expect(aa.teamwork).toMatchObject({ totals: [11, 8], winner: "challenger" });
    expect(aa.pairing).toMatchObject({ bonus: 1, candidates: 2, defender: "Lewis" });

    const tie = round(s, [...d2(7), ...d2(8), ...d3(10), ...d3(10)]);
    expect(tie.teamwork).toMatchObject({ totals: [10, 10], winner: null });
    expect(tie.pairing).toMatchObject({ challenger: "Andy", defender: "Martin", bonus: 0, candidates: 1 });
    expect(tie.exchange.winner).toBeNull();
    expect(tie.damaged).toEqual([]);
  });

  it("picks among equal pairings with a die: Lewis is in, against Amos or Andy", () => {
    const s = bell();
    const faces = (die: number) => [...d2(8), ...d2(6), die, ...d3(10), ...d3(10)];
    const first = round(s, faces(1));
    const second = round(s, faces(2));
    expect([first.pairing.challenger, second.pairing.challenger]).toEqual(["Amos", "Andy"]);
    for (const r of [first, second]) {
      expect(r.pairing).toMatchObject({ defender: "Lewis", bonus: 1, roll: expect.any(Number) });
      expect(r.exchange).toMatchObject({ totals: [11, 10], winner: "challenger" });
      expect(r.damaged).toEqual(["Lewis"]);
    }
  });

  it("works out Amos's finisher round by the rules", () => {
    let s = bell();
    s = round(s, [...d2(4), ...d2(9), ...d3(9), ...d3(9)]).state;
    s = round(s, [...d2(8), ...d2(6), 2, ...d3(10), ...d3(10)]).state;
    expect(s.round).toBe(2);
    const r3 = (faces: number[]) => round(s, faces);
    // Amos and Andy win: +2 against Lewis, two candidates
    const win = r3([...d2(9), ...d2(5), 1, ...d3(8), ...d3(9)]);
    expect(win.pairing).toMatchObject({ bonus: 2, candidates: 2, defender: "Lewis" });
    expect(win.exchange.finishers).toEqual(["Amos", null]);
    // Martin and Lewis win: their best is Martin +1 (the printed chart would leave them +0)
    const lose = r3([...d2(5), ...d2(10), ...d3(9), ...d3(9)]);
    expect(lose.pairing).toMatchObject({ challenger: "Amos", defender: "Martin", bonus: -1, candidates: 1 });
    expect(lose.exchange).toMatchObject({ totals: [9, 10], winner: "defender" });
    // a tie: Martin +1 and Andy +1 are equally close to zero, so the die chooses
    const tieA = r3([...d2(7), ...d2(8), 1, ...d3(10), ...d3(10)]);
    const tieB = r3([...d2(7), ...d2(8), 2, ...d3(10), ...d3(10)]);
    expect(tieA.pairing).toMatchObject({ challenger: "Amos", defender: "Martin", bonus: -1, candidates: 2 });
    expect(tieB.pairing).toMatchObject({ challenger: "Andy", defender: "Martin", bonus: 1, candidates: 2 });
    expect(tieA.damaged).toEqual(["Amos"]);
    expect(tieB.damaged).toEqual(["Martin"]);
  });

  it("replays as a sample: the chart reproduced, the finisher-round errata declared", () => {
    const r = verifySample(amosAndySample, fastmatchSampleRunner);
    expect(r.ok).toBe(true);
    expect(r.steps.map((s) => s.status)).toEqual([
      "supplied",
      "supplied",
      "supplied",
      "supplied",
      "erratum",
      "erratum",
      "erratum",
      "supplied",
    ]);
    const rows = errataOf([r]);
    expect(rows.map((e) => [e.step, e.figure, e.published, e.actual])).toEqual([
      [4, "Amos vs Martin bonus", "even", "Martin +1"],
      [5, "advantage", "even", "Martin and Lewis +1"],
      [6, "advantage", "even", "Martin and Lewis +1"],
      [6, "candidates", 1, 2],
    ]);
    for (const e of rows) expect(e.rule).toMatch(/finisher|random/i);
    const last = r.steps[7]!;
    expect(last.figures.every((f) => f.status === "reproduced")).toBe(true);
  });

  it("is one of the package's samples, so the samples and errata pages pick it up", () => {
    expect(samples).toContain(amosAndySample);
    const r = sampleReports().find((x) => x.id === amosAndySample.id);
    expect(r?.ok).toBe(true);
    expect(r?.counts).toEqual({ reproduced: 0, supplied: 5, erratum: 3, mismatch: 0 });
  });

  it("forgets a what-if round: the next step plays the same round again", () => {
    const r = verifySample(amosAndySample, fastmatchSampleRunner);
    const rounds = r.steps.map((s) => (s.snapshot as { round: number }).round);
    expect(rounds).toEqual([0, 1, 2, 2, 3, 3, 3, 4]);
    const whatIf = amosAndySample.steps.map((s) => s.input.kind === "round" && s.input.whatIf === true);
    expect(whatIf).toEqual([false, false, true, false, true, true, false, false]);
  });

  it("catches a chart that no longer matches the printed one", () => {
    const weaker = {
      ...amosAndyConfig,
      sides: [
        amosAndyConfig.sides[0],
        {
          ...amosAndyConfig.sides[1],
          wrestlers: [{ ...martin, attributes: { ...martin.attributes, WEI: 5 } }, lewis],
        },
      ],
    };
    const steps = amosAndySample.steps.map((s, k) =>
      k === 0 && s.input.kind === "bell" ? { ...s, input: { ...s.input, config: weaker } } : s,
    );
    const r = verifySample({ ...amosAndySample, steps }, fastmatchSampleRunner);
    expect(r.steps[0]!.status).toBe("mismatch");
    expect(r.steps[0]!.figures.find((f) => f.name === "Amos vs Martin bonus")!.actual).toBe("Martin +1");
  });
});
