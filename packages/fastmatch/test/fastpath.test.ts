import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isRingsideError, openDice, recordingDice, type RecordedRoll } from "@ringside/core";
import {
  createSimulator,
  fastmatch,
  resolveMatch,
  setupMatch,
  type FastMatchConfig,
  type FastMatchEvent,
  type FastMatchState,
  type Specialty,
} from "@ringside/fastmatch";
import { randomConfig } from "./helpers.js";
import { playByRules } from "../src/match.js";

/** One simulator shared by every property: matches it resolved must not leak into the next. */
const sim = createSimulator();

const SPECIALTIES: readonly Specialty[] = ["normal", "cage", "barbed-wire", "landmine", "first-blood"];

/** The step-by-step Game API: `advance` until the result, every step on a fresh JSON state. */
function stepByStep(start: FastMatchState): {
  state: FastMatchState;
  events: FastMatchEvent[];
  steps: number;
} {
  let state = start;
  const events: FastMatchEvent[] = [];
  let steps = 0;
  while (fastmatch.turn(state).kind === "advance") {
    const step = fastmatch.advance(state);
    state = step.state;
    events.push(...step.events);
    steps++;
  }
  return { state, events, steps };
}

/**
 * The reference: the readable rules (src/rules/) played to the end in one go. Every other path
 * (the Game API round by round, `resolveMatch` with or without events, `createSimulator`) must
 * equal it: states, events and dice.
 */
function reference(start: FastMatchState): { state: FastMatchState; events: FastMatchEvent[] } {
  const events: FastMatchEvent[] = [];
  const state = playByRules(start, openDice(start.dice), events, false);
  events.push({ type: "match-over", result: state.result! });
  return { state, events };
}

const matchArb = fc.record({
  seed: fc.integer(),
  dice: fc.integer(),
  size: fc.constantFrom(1 as const, 1 as const, 2 as const, 3 as const),
  limit: fc.integer({ min: 1, max: 40 }),
  specialty: fc.constantFrom(...SPECIALTIES),
  doubled: fc.constantFrom("twice" as const, "once" as const),
  injuryModifier: fc.integer({ min: 0, max: 3 }),
  skip: fc.integer({ min: 0, max: 5 }),
});

/** One random match as drawn by {@link matchArb}. */
type MatchInput = typeof matchArb extends fc.Arbitrary<infer T> ? T : never;

function configOf(m: MatchInput): FastMatchConfig {
  const base = randomConfig(m.seed, m.size, m.limit) as unknown as FastMatchConfig;
  return {
    ...base,
    specialty: m.specialty,
    options: { doubledAttribute: m.doubled, injuryModifier: m.injuryModifier },
  };
}

describe("the bulk path (createSimulator) and resolveMatch", () => {
  it("equals the step-by-step Game API: same result, method, rounds, attributes and dice state", () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const start = setupMatch(configOf(m), m.dice);
        const slow = stepByStep(start);
        const fast = resolveMatch(start, { events: false });
        // One simulator for every run: a match resolved before must not leak into the next.
        const other = sim.resolve(setupMatch(configOf(m), m.dice + 1));
        const bulk = sim.resolve(start);
        expect(bulk.result).toEqual(slow.state.result);
        expect(bulk.state).toEqual(slow.state);
        expect(other.state.result).toEqual(other.result);
        expect(fast.events).toEqual([]);
        expect(fast.result).toEqual(slow.state.result);
        expect(JSON.parse(JSON.stringify(fast))).toEqual({
          result: fast.result,
          state: slow.state,
          events: [],
        });
        expect(fast.state.round).toBe(slow.steps);
        expect(fast.state.dice).toEqual(slow.state.dice);
        expect(fast.state).toEqual(slow.state);
        const full = resolveMatch(start);
        expect(full.result).toEqual(slow.state.result);
        expect(full.state).toEqual(slow.state);
        expect(full.events).toEqual(slow.events);
        expect(start.round).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it("plays a booking by its dice (createSimulator(config).play) as resolveMatch does", () => {
    fc.assert(
      fc.property(matchArb, fc.array(fc.integer(), { minLength: 1, maxLength: 4 }), (m, seeds) => {
        const booked = createSimulator(configOf(m));
        for (const seed of seeds) {
          const whole = resolveMatch({ config: configOf(m), dice: seed });
          const played = booked.play(seed);
          expect(played.result).toEqual(whole.result);
          expect(played.state).toEqual(whole.state);
        }
      }),
      { numRuns: 150 },
    );
    expect(() => createSimulator().play(1)).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
  });

  it("shares between a booking's plays only frozen parts of its opening (worked out once)", () => {
    const frozenThrough = (v: unknown): boolean =>
      typeof v !== "object" || v === null || (Object.isFrozen(v) && Object.values(v).every(frozenThrough));
    fc.assert(
      fc.property(matchArb, (m) => {
        const booked = createSimulator(configOf(m));
        const a = booked.play(m.dice).state;
        const b = booked.play(m.dice + 1).state;
        a.sides.forEach((side, k) =>
          side.wrestlers.forEach((w, i) => {
            const other = b.sides[k]!.wrestlers[i]!;
            for (const part of [w, w.now, w.start, w.base, w.injuries, w.choices] as const)
              if (Object.values(other).includes(part) || part === other) {
                expect(frozenThrough(part)).toBe(true);
              }
          }),
        );
        expect(a.pairings).toBe(b.pairings);
        expect(frozenThrough(a.pairings)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("picks up a match already under way exactly where the Game API would", () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        let state = setupMatch(configOf(m), m.dice);
        for (let k = 0; k < m.skip && state.result === null; k++) state = fastmatch.advance(state).state;
        const before = JSON.stringify(state);
        const slow = stepByStep(state);
        const fast = resolveMatch(state, { events: false });
        expect(fast.state).toEqual(slow.state);
        expect(sim.resolve(state).state).toEqual(slow.state);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it("plays singles in bulk (createSimulator) exactly as the Game API step by step, from the bell or mid-match", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 30 }), (m, skip) => {
        let state = setupMatch(configOf({ ...m, size: 1 }), m.dice);
        const before: FastMatchEvent[] = [];
        for (let k = 0; k < skip && state.result === null; k++) {
          const step = fastmatch.advance(state);
          state = step.state;
          before.push(...step.events);
        }
        const start = setupMatch(configOf({ ...m, size: 1 }), m.dice);
        const ref = reference(start);
        if (state.result !== null) {
          // The Game API got there round by round: the same match as the reference.
          expect(state).toEqual(ref.state);
          expect(before).toEqual(ref.events);
          return;
        }
        const mid = reference(state);
        const slow = stepByStep(state);
        expect(slow.state).toEqual(mid.state);
        expect(slow.events).toEqual(mid.events);
        expect([...before, ...slow.events]).toEqual(ref.events);
        const fast = sim.resolve(state);
        expect(fast.state).toEqual(mid.state);
        expect(JSON.stringify(fast.state)).toBe(JSON.stringify(mid.state));
        expect(resolveMatch(state, { events: false }).state).toEqual(mid.state);
        const full = resolveMatch(state);
        expect(full.state).toEqual(mid.state);
        expect(full.events).toEqual(mid.events);
      }),
      { numRuns: 250 },
    );
  });

  it("equals the reference rules in every team match (the Game API and both resolveMatch paths)", () => {
    fc.assert(
      fc.property(matchArb, fc.constantFrom(2 as const, 3 as const), (m, size) => {
        const start = setupMatch(configOf({ ...m, size }), m.dice);
        const ref = reference(start);
        expect(stepByStep(start).state).toEqual(ref.state);
        expect(resolveMatch(start, { events: false }).state).toEqual(ref.state);
        expect(sim.resolve(start).state).toEqual(ref.state);
        expect(resolveMatch(start).events).toEqual(ref.events);
      }),
      { numRuns: 250 },
    );
  });

  it("advances the same state twice, or an older one after a newer one, to the same next state", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 1, max: 8 }), (m, steps) => {
        const start = setupMatch(configOf(m), m.dice);
        const before = JSON.stringify(start);
        let state = start;
        const seen: FastMatchState[] = [];
        for (let k = 0; k < steps && state.result === null; k++) {
          seen.push(state);
          state = fastmatch.advance(state).state;
        }
        // Replay every step from its own state, oldest first and again newest first.
        for (const order of [seen, [...seen].reverse()])
          for (const s of order) {
            const again = fastmatch.advance(s);
            const events: FastMatchEvent[] = [];
            const ref = playByRules(s, openDice(s.dice), events, true);
            if (ref.result !== null) events.push({ type: "match-over", result: ref.result });
            expect(again.state).toEqual(ref);
            expect(again.events).toEqual(events);
          }
        expect(JSON.stringify(start)).toBe(before);
      }),
      { numRuns: 250 },
    );
  });
});

/** The match from `start` as the reference plays it, with every roll it draws (range, face, label). */
function referenceRolls(start: FastMatchState): {
  state: FastMatchState;
  events: FastMatchEvent[];
  rolls: readonly RecordedRoll[];
} {
  const dice = recordingDice(openDice(start.dice));
  const events: FastMatchEvent[] = [];
  const state = playByRules(start, dice, events, false);
  events.push({ type: "match-over", result: state.result! });
  return { state, events, rolls: dice.rolls };
}

/** `start` with scripted dice: the faces its seeded dice give from here to the end. */
function scripted(start: FastMatchState): FastMatchState {
  const faces = referenceRolls(start).rolls.map((r) => r.value);
  return { ...start, dice: { kind: "scripted", faces, next: 0 } };
}

/** What a call throws: its code, summary and problems (null when it returns). */
function failure(f: () => unknown): unknown {
  try {
    f();
    return null;
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    return { code: e.code, message: e.message, problems: e.problems };
  }
}

/**
 * Every way the engine plays a match, each against the readable rules from `start`: the Game API
 * step by step, `resolveMatch` with and without events, and the bulk path.
 */
function checkEveryPath(start: FastMatchState): void {
  const before = JSON.stringify(start);
  const ref = referenceRolls(start);
  const slow = stepByStep(start);
  expect(slow.state).toEqual(ref.state);
  expect(slow.events).toEqual(ref.events);
  // The Game API keeps its last state live: other matches played between its steps must not leak in.
  let state = start;
  const events: FastMatchEvent[] = [];
  while (state.result === null) {
    const step = fastmatch.advance(state);
    sim.resolve(start);
    state = step.state;
    events.push(...step.events);
  }
  expect(state).toEqual(ref.state);
  expect(events).toEqual(ref.events);
  const fast = resolveMatch(start, { events: false });
  expect(fast.result).toEqual(ref.state.result);
  expect(fast.state).toEqual(ref.state);
  expect(fast.events).toEqual([]);
  const bulk = sim.resolve(start);
  expect(bulk.result).toEqual(ref.state.result);
  expect(bulk.state).toEqual(ref.state);
  const full = resolveMatch(start);
  expect(full.state).toEqual(ref.state);
  expect(full.events).toEqual(ref.events);
  expect(JSON.stringify(start)).toBe(before);
}

describe("every path against the readable rules (src/rules/)", () => {
  const pathArb = fc.record({
    m: matchArb,
    size: fc.constantFrom(1 as const, 2 as const, 3 as const),
    skip: fc.integer({ min: 0, max: 25 }),
    script: fc.boolean(),
  });

  it("singles and team, seeded and scripted, from the bell and mid-match", () => {
    fc.assert(
      fc.property(pathArb, ({ m, size, skip, script }) => {
        const bell = setupMatch(configOf({ ...m, size }), m.dice);
        const start = script ? scripted(bell) : bell;
        checkEveryPath(start);
        // Mid-match: the Game API's first rounds equal the reference's, then every path goes on.
        const ref = referenceRolls(start);
        let state = start;
        const events: FastMatchEvent[] = [];
        for (let k = 0; k < skip && state.result === null; k++) {
          const step = fastmatch.advance(state);
          state = step.state;
          events.push(...step.events);
        }
        expect(events).toEqual(ref.events.slice(0, events.length));
        if (state.result === null) checkEveryPath(state);
        else expect(state).toEqual(ref.state);
      }),
      { numRuns: 200 },
    );
  });

  it("labels every scripted roll as the reference does: a short script fails with the same error", () => {
    fc.assert(
      fc.property(pathArb, fc.nat(), ({ m, size }, n) => {
        const start = scripted(setupMatch(configOf({ ...m, size }), m.dice));
        if (start.dice.kind !== "scripted") throw new Error("scripted");
        const faces = start.dice.faces;
        const cut = faces.length === 0 ? 0 : n % faces.length;
        const short: FastMatchState = {
          ...start,
          dice: { kind: "scripted", faces: faces.slice(0, cut), next: 0 },
        };
        const expected = failure(() => referenceRolls(short));
        if (faces.length > 0) expect(expected).not.toBeNull();
        expect(failure(() => resolveMatch(short))).toEqual(expected);
        expect(failure(() => resolveMatch(short, { events: false }))).toEqual(expected);
        expect(failure(() => sim.resolve(short))).toEqual(expected);
        expect(failure(() => stepByStep(short))).toEqual(expected);
        // A face out of range names its roll too.
        const wrong: FastMatchState = {
          ...start,
          dice: {
            kind: "scripted",
            faces: faces.map((f, k) => (k === cut ? 7 : f)),
            next: 0,
          },
        };
        expect(failure(() => resolveMatch(wrong))).toEqual(failure(() => referenceRolls(wrong)));
      }),
      { numRuns: 150 },
    );
  });
});
