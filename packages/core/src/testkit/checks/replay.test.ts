import { describe, expect, it } from "vitest";
import type { Bot } from "@ringside/core";
import {
  armWrestling,
  type ArmMove,
  type ArmState,
  type ArmView,
} from "../../../test/fixtures/armWrestling.js";
import { armBots, armKit, failureOf, type ArmGame, type ArmKit } from "../../../test/fixtures/kit.js";
import { interleavedCheck, jsonReplayCheck, saveRestoreCheck, sameSeedCheck } from "./replay.js";

/** The same state with player a's grip changed: valid, and different. */
function regripped(state: ArmState): ArmState {
  return armWrestling.loadState({ ...state, grip: { ...state.grip, a: (state.grip.a % 6) + 1 } });
}

/** A game whose every second `start` deals other grips: the same moves, another match. */
function flipping(): ArmGame {
  let starts = 0;
  return {
    ...armWrestling,
    start(config, dice) {
      const step = armWrestling.start(config, dice);
      starts++;
      return starts % 2 === 0 ? { ...step, state: regripped(step.state) } : step;
    },
  };
}

/** A trace function that changes what `doctor` changes, on the calls `when` picks. */
function doctoredTrace(
  doctor: (t: ReturnType<ArmKit["trace"]>) => ReturnType<ArmKit["trace"]>,
  when: (call: number) => boolean = () => true,
): ArmKit["trace"] {
  const honest = armKit().trace;
  let calls = 0;
  return (config, seed, botSeed) => {
    const t = honest(config, seed, botSeed);
    return when(calls++) ? doctor(t) : t;
  };
}

/** The trace with its last state replaced by its first. */
const lastIsFirst = (t: ReturnType<ArmKit["trace"]>): ReturnType<ArmKit["trace"]> => {
  const last = t.steps.at(-1);
  if (last === undefined) throw new Error("the traced match has no step");
  return { ...t, steps: [...t.steps.slice(0, -1), { ...last, after: t.first }] };
};

describe("the determinism checks pass on an honest game", () => {
  it("same seed, JSON replay, save/restore and interleaving", () => {
    const k = armKit();
    for (const check of [sameSeedCheck(k), jsonReplayCheck(k), saveRestoreCheck(k), interleavedCheck(k)])
      expect(failureOf(check)).toBe("passed");
  });
});

describe("sameSeedCheck", () => {
  it("fails when two runs of the same seed make other moves (a bot that changes its mind)", () => {
    let first = true;
    const fickle: Bot<ArmView, ArmMove> = () => {
      const move: ArmMove = first ? { type: "push" } : { type: "rest" };
      first = false;
      return move;
    };
    const k = armKit({ botsFor: () => ({ a: fickle, b: armBots.b }) });
    expect(failureOf(sameSeedCheck(k))).toMatch(/^ConformanceFailure: records differ:/);
  });

  it("fails when the same moves end in another state", () => {
    expect(failureOf(sameSeedCheck(armKit({ game: flipping() })))).toMatch(
      /^ConformanceFailure: final states differ:/,
    );
  });

  it("fails when a traced run ends otherwise, takes other steps or ends in another state", () => {
    const result = { winner: null, method: "forfeit" } as const;
    expect(failureOf(sameSeedCheck(armKit({ trace: doctoredTrace((t) => ({ ...t, result })) })))).toMatch(
      /^ConformanceFailure: a traced run ends differently:/,
    );
    const shorter = doctoredTrace((t) => ({ ...t, steps: t.steps.slice(1) }));
    expect(failureOf(sameSeedCheck(armKit({ trace: shorter })))).toMatch(
      /^ConformanceFailure: a traced run took \d+ steps, runMatch \d+$/,
    );
    expect(failureOf(sameSeedCheck(armKit({ trace: doctoredTrace(lastIsFirst) })))).toMatch(
      /^ConformanceFailure: runMatch's final state differs from the one step by step/,
    );
  });

  it("compares the traced run with the bots' seed equal to the dice seed, as runMatch is given", () => {
    // A trace that honours its bot seed: with any other bot seed than the dice seed the random bots
    // play another match than runMatch's, whose botSeed is the seed too.
    const seen: (number | undefined)[] = [];
    const honest = armKit().trace;
    const k = armKit({
      trace: (config, seed, botSeed) => {
        seen.push(botSeed);
        return honest(config, seed, botSeed);
      },
    });
    expect(failureOf(sameSeedCheck(k))).toBe("passed");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s === 7)).toBe(true);
  });
});

describe("jsonReplayCheck", () => {
  it("fails when the replay of the record ends in another state", () => {
    expect(failureOf(jsonReplayCheck(armKit({ game: flipping() })))).toMatch(
      /^ConformanceFailure: replayed state differs:/,
    );
  });

  it("fails when the replay emits other events", () => {
    let starts = 0;
    const quiet: ArmGame = {
      ...armWrestling,
      start(config, dice) {
        const step = armWrestling.start(config, dice);
        return ++starts % 2 === 0 ? { ...step, events: [] } : step;
      },
    };
    expect(failureOf(jsonReplayCheck(armKit({ game: quiet })))).toMatch(
      /^ConformanceFailure: replayed events differ:/,
    );
  });

  it("fails when a match does not end with one match-over event", () => {
    const silent: ArmGame = {
      ...armWrestling,
      play(state, player, move) {
        const step = armWrestling.play(state, player, move);
        return { ...step, events: step.events.filter((e) => e.type !== "match-over") };
      },
    };
    expect(failureOf(jsonReplayCheck(armKit({ game: silent })))).toBe(
      "ConformanceFailure: the last event of a match is not match-over",
    );
    const twice: ArmGame = {
      ...armWrestling,
      start(config, dice) {
        const step = armWrestling.start(config, dice);
        return {
          ...step,
          events: [...step.events, { type: "match-over", result: { winner: null, method: "forfeit" } }],
        };
      },
    };
    const mute: ArmGame = {
      ...armWrestling,
      start: (config, dice) => ({ ...armWrestling.start(config, dice), events: [] }),
      play: (state, player, move) => ({ ...armWrestling.play(state, player, move), events: [] }),
    };
    expect(failureOf(jsonReplayCheck(armKit({ game: mute })))).toBe(
      "ConformanceFailure: the last event of a match is not match-over",
    );
    expect(failureOf(jsonReplayCheck(armKit({ game: twice })))).toBe(
      "ConformanceFailure: a match emits exactly one match-over event",
    );
  });
});

describe("saveRestoreCheck", () => {
  it("fails when a loaded state differs from the saved one", () => {
    const forgetful: ArmGame = {
      ...armWrestling,
      loadState: (input) => regripped(armWrestling.loadState(input)),
    };
    expect(failureOf(saveRestoreCheck(armKit({ game: forgetful })))).toMatch(
      /^ConformanceFailure: a loaded state differs from the saved one:/,
    );
  });

  it("restores anywhere from the first state to the last", () => {
    // A game that loads only a finished match wrongly: caught when the last state is restored.
    const lateForgetful: ArmGame = {
      ...armWrestling,
      loadState: (input) => {
        const state = armWrestling.loadState(input);
        return armWrestling.turn(state).kind === "over" ? regripped(state) : state;
      },
    };
    expect(failureOf(saveRestoreCheck(armKit({ game: lateForgetful }, 3, 20)))).toMatch(
      /^ConformanceFailure: a loaded state differs from the saved one:/,
    );
    // And one that loads only the first state wrongly.
    const early: ArmGame = {
      ...armWrestling,
      loadState: (input) => {
        const state = armWrestling.loadState(input);
        return state.turns === 0 ? regripped(state) : state;
      },
    };
    expect(failureOf(saveRestoreCheck(armKit({ game: early }, 3, 20)))).toMatch(
      /^ConformanceFailure: a loaded state differs from the saved one:/,
    );
  });

  it("fails when the steps after a restore emit other events, or end elsewhere", () => {
    const mute = doctoredTrace((t) => ({ ...t, steps: t.steps.map((s) => ({ ...s, events: [] })) }));
    expect(failureOf(saveRestoreCheck(armKit({ trace: mute })))).toMatch(
      /^ConformanceFailure: events differ after restoring at step \d+:/,
    );
    expect(failureOf(saveRestoreCheck(armKit({ trace: doctoredTrace(lastIsFirst) })))).toMatch(
      /^ConformanceFailure: final state differs after restoring at step \d+:/,
    );
  });
});

describe("interleavedCheck", () => {
  it("fails when either match played beside the other ends elsewhere than alone", () => {
    expect(failureOf(interleavedCheck(armKit({ trace: doctoredTrace(lastIsFirst) })))).toMatch(
      /^ConformanceFailure: interleaved match A differs:/,
    );
    const second = doctoredTrace(lastIsFirst, (call) => call % 2 === 1);
    expect(failureOf(interleavedCheck(armKit({ trace: second })))).toMatch(
      /^ConformanceFailure: interleaved match B differs:/,
    );
  });
});
