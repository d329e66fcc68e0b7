import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRng, diceState, isRingsideError } from "@ringside/core";
import {
  fastmatchRumble,
  loadRumbleConfig,
  narrateRumble,
  resolveRumble,
  setupRumble,
  type RumbleEvent,
} from "@ringside/fastmatch";
import { randomCharacter } from "./helpers.js";

const field = (seed: number, n: number): Record<string, unknown>[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) => randomCharacter(rng, `W${i + 1}`));
};

describe("Royal Rumble", () => {
  it("always ends with one winner left (or a draw at the safety limit)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 12 }), (seed, n) => {
        const { state, events } = resolveRumble({ entrants: field(seed, n) }, seed);
        expect(state.result).not.toBeNull();
        if (state.result!.winner !== null) {
          expect(state.wrestlers.filter((w) => w.status !== "out").map((w) => w.name)).toEqual([
            state.result!.winner,
          ]);
          expect(state.eliminated).toHaveLength(n - 1);
        }
        expect(events.filter((e) => e.type === "entry")).toHaveLength(n);
        expect(events.map(narrateRumble).filter((l) => l !== null).length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it("follows a target list past a listed man who is off after his own target", () => {
    const even = { STR: 4, AGI: 4, SPD: 4, END: 4, TEC: 4, WEI: 4 };
    const entrants = ["A", "B", "C", "D"].map((name) => ({ name, attributes: even }));
    const plans = { A: { targets: ["B", "C"] }, B: { targets: ["D"] } };
    const { events } = resolveRumble({ entrants, plans, entryInterval: 1, maxRounds: 19 }, 0);
    const fights = events.filter(
      (e): e is Extract<RumbleEvent, { type: "engagement" }> => e.type === "engagement",
    );
    // B goes after D as soon as D is in the ring and both are still in; A then goes after C.
    const dIn = events.findIndex((e) => e.type === "entry" && e.wrestler === "D");
    expect(dIn).toBeGreaterThanOrEqual(0);
    const later = fights.filter((e) => events.indexOf(e) > dIn);
    expect(later.length).toBeGreaterThan(0);
    expect(later[0]).toMatchObject({ defender: "D", attackers: ["B"], how: "target" });
  });

  it("sends in a new entrant every two rounds", () => {
    const { events } = resolveRumble({ entrants: field(3, 6), maxRounds: 11 }, 3);
    const entries = events
      .filter((e): e is Extract<RumbleEvent, { type: "entry" }> => e.type === "entry")
      .map((e) => e.round);
    expect(entries).toEqual([0, 0, 3, 5, 7, 9, 11].slice(0, entries.length));
    expect(entries.length).toBeGreaterThanOrEqual(4);
  });

  it("pairs face against heel when it can, follows target lists, and gangs up extras with +1 each", () => {
    const even = { STR: 4, AGI: 4, SPD: 4, END: 4, TEC: 4, WEI: 4 };
    const entrants = [
      { name: "Face", attributes: even, alignment: "face" },
      { name: "Heel", attributes: even, alignment: "heel" },
      { name: "Third", attributes: even, alignment: "heel" },
    ];
    let state = setupRumble(
      { entrants, plans: { Third: { targets: ["Face"] } }, entryInterval: 1 },
      diceState([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
    );
    // round 1: Face vs Heel (face against heel), no dice for the pairing since only one rival is free
    let step = fastmatchRumble.advance(state);
    expect(step.events.find((e) => e.type === "engagement")).toMatchObject({
      attackers: ["Face"],
      defender: "Heel",
      how: "face-vs-heel",
    });
    state = step.state;
    step = fastmatchRumble.advance({ ...state, dice: diceState([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]) });
    // round 2: Third enters and goes after Face (on his list); nobody is free for Heel, who joins as an extra attacker
    expect(step.events[0]).toMatchObject({ type: "entry", wrestler: "Third" });
    const engagement = step.events.find((e) => e.type === "engagement");
    expect(engagement).toMatchObject({ defender: "Face", how: "gang-up" });
    const exchange = step.events.find(
      (e): e is Extract<RumbleEvent, { type: "exchange" }> => e.type === "exchange",
    )!;
    expect(exchange.totals[0] - exchange.rolls[0]).toBe(1); // one extra attacker: +1
  });

  it("tosses over the top at 7+, with the AGI+SPD save", () => {
    const strong = { STR: 8, AGI: 1, SPD: 1, END: 1, TEC: 8, WEI: 5 };
    const light = { STR: 1, AGI: 1, SPD: 1, END: 4, TEC: 1, WEI: 2 };
    const state = setupRumble(
      {
        entrants: [
          { name: "Big", attributes: strong },
          { name: "Small", attributes: light },
        ],
      },
      diceState([3, 3]),
    );
    // Big 6+6+6 +2 (STR, TEC) vs 1+1+1: margin 19 -> 3 damage (random attribute: index 0 = STR) and a toss
    // toss: Big 6,6,6 +1 (STR 8 > WEI 2) vs Small 1,1,1 +1 (half WEI); save 2d6 = 6,6 > AGI+SPD 2
    const step = fastmatchRumble.advance({
      ...state,
      dice: diceState([6, 6, 6, 1, 1, 1, 0, 6, 6, 6, 1, 1, 1, 6, 6]),
    });
    expect(step.events.find((e) => e.type === "toss")).toMatchObject({ bonuses: [1, 1], over: true });
    expect(step.events.find((e) => e.type === "save")).toMatchObject({ roll: 12, needs: 2, saved: false });
    expect(step.state.result).toEqual({
      winner: "Big",
      method: "knockout",
      detail: "last one left in the ring",
    });
  });

  it("lists every problem of a bad rumble", () => {
    try {
      setupRumble(
        {
          entrants: [
            { name: "A", attributes: {} },
            { name: "B", attributes: { STR: 1, AGI: 1, SPD: 1, END: 1, TEC: 1, WEI: 1 } },
          ],
          plans: { B: { targets: ["Nobody"], cheat: "yes" }, Q: {} },
        },
        1,
      );
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e)).toBe(true);
      if (isRingsideError(e)) expect(e.problems.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("Royal Rumble target lists (issue 19)", () => {
  /** Four men in the ring at the bell of round 1 (the first four enter at once). */
  const four = (plans: Record<string, unknown>) => {
    const state = setupRumble({ entrants: field(11, 4), plans }, 5);
    return {
      ...state,
      wrestlers: state.wrestlers.map((w) => ({ ...w, status: "in" as const, awareness: 3 })),
    };
  };

  it("tries the next name on the list when the first is busy fighting someone else", () => {
    // W1 goes after W2 first; W3 wants W1 (busy attacking W2), then W4.
    for (let seed = 0; seed < 20; seed++) {
      const state = {
        ...four({ W1: { targets: ["W2"] }, W3: { targets: ["W1", "W4"] } }),
        dice: diceState(seed),
      };
      const { events } = fastmatchRumble.advance(state);
      const engagements = events.filter((e) => e.type === "engagement");
      expect(engagements).toContainEqual(expect.objectContaining({ attackers: ["W1"], defender: "W2" }));
      expect(engagements).toContainEqual(
        expect.objectContaining({ attackers: ["W3"], defender: "W4", how: "target" }),
      );
    }
  });

  it("brings an eliminated wrestler back for a booked run-in: +1 to every roll against his target", () => {
    for (let seed = 0; seed < 20; seed++) {
      const base = four({ W1: { runIns: [{ round: 1, target: "W2" }] }, W2: { targets: ["W3"] } });
      const state = {
        ...base,
        dice: diceState(seed),
        wrestlers: base.wrestlers.map((w) => (w.name === "W1" ? { ...w, status: "out" as const } : w)),
      };
      const { events } = fastmatchRumble.advance(state);
      expect(events).toContainEqual({ type: "run-in", round: 1, wrestler: "W1", target: "W2" });
      const fight = events.find((e) => e.type === "exchange" && e.attackers[0] === "W2");
      if (fight?.type !== "exchange") throw new Error("W2 fights W3");
      // W2 leads the attack on W3: the run-in against him is +1 for W3.
      expect(fight.totals[1] - fight.rolls[1]).toBe(Math.max(0, -fight.bonus) + 1);
    }
  });

  it("loads an untrusted config: returns a good one as given, lists every problem of a bad one", () => {
    const config = { entrants: field(5, 4), entryInterval: 2 };
    const good: unknown = JSON.parse(JSON.stringify(config));
    expect(loadRumbleConfig(good)).toBe(good);
    expect(resolveRumble(loadRumbleConfig(good), 3)).toEqual(resolveRumble(config, 3));
    try {
      loadRumbleConfig({ entrants: [field(5, 1)[0], { name: "X" }], entryIntervall: 2 });
      expect.unreachable("a bad config is refused");
    } catch (e) {
      if (!isRingsideError(e)) throw e;
      const paths = e.problems.map((p) => p.path);
      expect(paths).toContain("entryIntervall");
      expect(paths.some((p) => p.startsWith("entrants[1]"))).toBe(true);
    }
    for (const input of [null, 7, "rumble", [], { entrants: {} }])
      expect(() => loadRumbleConfig(input)).toThrow(expect.objectContaining({ code: "INVALID_CONFIG" }));
  });

  it("refuses a malformed run-in, naming it", () => {
    const bad = () =>
      setupRumble({ entrants: field(11, 3), plans: { W1: { runIns: [{ round: 0, target: "W1" }, 5] } } }, 1);
    expect(bad).toThrow(expect.objectContaining({ code: "INVALID_CONFIG" }));
    try {
      bad();
    } catch (e) {
      if (!isRingsideError(e)) throw e;
      expect(e.problems.map((p) => p.path)).toEqual([
        "plans.W1.runIns[0].round",
        "plans.W1.runIns[0].target",
        "plans.W1.runIns[1]",
      ]);
    }
  });

  it("starts a wrestler who wrestled earlier tonight at his condition: lowered, held at his maximum, WEI kept", () => {
    const entrants = field(5, 3);
    const plain = setupRumble({ entrants }, 5);
    const max = plain.wrestlers[0]!.start;
    const tired = setupRumble(
      { entrants, condition: { W1: { STR: max.STR - 1, END: 1, TEC: 2, SPD: 99, WEI: 0 } } },
      5,
    );
    const w1 = tired.wrestlers[0]!;
    expect(w1.start).toEqual({ ...max, STR: max.STR - 1, END: 1, TEC: 2 });
    expect(w1.now).toEqual(w1.start);
    expect(w1.tecFloor).toBe(1);
    // Those the condition does not name start as they would have.
    expect(tired.wrestlers.slice(1)).toEqual(plain.wrestlers.slice(1));
  });

  it("plays exactly as before when the condition holds nobody below his maximum", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 8 }), (seed, n) => {
        const entrants = field(seed, n);
        const full = { STR: 1000, AGI: 1000, SPD: 1000, END: 1000, TEC: 1000, WEI: 1000 };
        const condition = Object.fromEntries(entrants.map((e) => [e.name as string, full]));
        expect(resolveRumble({ entrants, condition }, seed)).toEqual(resolveRumble({ entrants }, seed));
      }),
      { numRuns: 20 },
    );
  });

  it("refuses a malformed condition, every problem at once with its path and rule", () => {
    const bad = () =>
      setupRumble(
        {
          entrants: field(11, 3),
          condition: { W1: { STRR: 3, END: -1, TEC: 1.5 }, W2: "tired", Nobody: { STR: 2 } },
        } as never,
        1,
      );
    expect(bad).toThrow(expect.objectContaining({ code: "INVALID_CONFIG" }));
    try {
      bad();
    } catch (e) {
      if (!isRingsideError(e)) throw e;
      expect(e.problems.map((p) => [p.path, p.rule])).toEqual([
        ["condition.W1.END", "FastMatch! › Multiple matches in one night"],
        ["condition.W1.TEC", "FastMatch! › Multiple matches in one night"],
        ["condition.W1.STRR", "FastMatch! › Multiple matches in one night"],
        ["condition.W2", "FastMatch! › Multiple matches in one night"],
        ["condition.Nobody", "FastMatch! › Multiple matches in one night"],
      ]);
      expect(e.problems.find((p) => p.path === "condition.W1.STRR")!.message).toContain('"STR"');
    }
    // A well-shaped condition naming someone not in the rumble.
    try {
      setupRumble({ entrants: field(11, 3), condition: { Nobody: { STR: 2 } } }, 1);
      throw new Error("not refused");
    } catch (e) {
      if (!isRingsideError(e)) throw e;
      expect(e.problems).toEqual([
        {
          path: "condition.Nobody",
          message: "is not an entrant",
          rule: "FastMatch! › Multiple matches in one night",
        },
      ]);
    }
  });
});
