import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { DiceState } from "../dice/DiceSource.js";
import { defineGame } from "./defineGame.js";
import { isRingsideError } from "../errors/RingsideError.js";
import { runMatch } from "./runMatch.js";
import { randomBot } from "./randomBot.js";
import { armWrestling } from "../../test/fixtures/armWrestling.js";

const codeOf = (action: () => unknown): string => {
  try {
    action();
  } catch (error) {
    return isRingsideError(error) ? error.code : `not a RingsideError: ${String(error)}`;
  }
  return "nothing thrown";
};

describe("defineGame: the guards every game shares", () => {
  // Set up inside each test, not while the file is collected (`pnpm mutate` needs per-test coverage).
  const bell = () => armWrestling.setup({ limit: 5 }, 1);

  it("start gives the opening events and a deep-frozen state", () => {
    const step = armWrestling.start({ limit: 5 }, 1);
    expect(step.events.map((e) => e.type)).toEqual(["gripped"]);
    expect(Object.isFrozen(step.state) && Object.isFrozen(step.state.grip)).toBe(true);
  });

  it("refuses unknown players, moves out of turn, garbage moves and advance while someone decides", () => {
    const state = bell();
    expect(codeOf(() => armWrestling.play(state, "c" as "a", { type: "push" }))).toBe("UNKNOWN_PLAYER");
    expect(codeOf(() => armWrestling.view(state, "toString" as "a"))).toBe("UNKNOWN_PLAYER");
    expect(codeOf(() => armWrestling.play(state, "b", { type: "push" }))).toBe("NOT_YOUR_TURN");
    expect(codeOf(() => armWrestling.play(state, "a", { type: "toString" } as never))).toBe("ILLEGAL_MOVE");
    expect(codeOf(() => armWrestling.play(state, "a", 10n as never))).toBe("ILLEGAL_MOVE");
    expect(codeOf(() => armWrestling.advance(state))).toBe("NOTHING_TO_ADVANCE");
  });

  it("after the end, a move and advance are both MATCH_OVER, and one match-over event was emitted", () => {
    const events: string[] = [];
    const match = runMatch(armWrestling, {
      config: { limit: 3 },
      dice: 4,
      bots: { a: randomBot(), b: randomBot() },
      onEvent: (e) => events.push(e.type),
    });
    expect(events.filter((t) => t === "match-over")).toHaveLength(1);
    expect(events.at(-1)).toBe("match-over");
    expect(codeOf(() => armWrestling.play(match.state, "a", { type: "push" }))).toBe("MATCH_OVER");
    expect(codeOf(() => armWrestling.advance(match.state))).toBe("MATCH_OVER");
  });

  it("a state it did not make is checked: hand-edited JSON continues only when valid", () => {
    const state = bell();
    const saved = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(armWrestling.play(saved, "a", { type: "rest" }).state.turns).toBe(1);
    expect(codeOf(() => armWrestling.turn({ ...saved, marker: 2.5 }))).toBe("INVALID_STATE");
    expect(codeOf(() => armWrestling.turn({ ...saved, turns: 9 }))).toBe("INVALID_STATE");
    expect(codeOf(() => armWrestling.turn({ ...saved, dice: { kind: "seeded", rng: [0, 0, 0, 0] } }))).toBe(
      "INVALID_STATE",
    );
    const { dice, ...noDice } = saved;
    expect(dice.kind).toBe("seeded");
    expect(codeOf(() => armWrestling.turn(noDice as typeof state))).toBe("INVALID_STATE");
  });

  it("a state edited in place cannot happen: the game's states are frozen", () => {
    const state = bell();
    expect(() => {
      (state as { marker: number }).marker = 2;
    }).toThrow(TypeError);
    expect(state.marker).toBe(0);
  });

  it("a step that rolls nothing shares its dice state with the state before it; one that rolls saves anew", () => {
    const state = bell();
    const rested = armWrestling.play(state, "a", { type: "rest" }).state;
    expect(rested.dice).toBe(state.dice);
    const pushed = armWrestling.play(rested, "b", { type: "push" }).state;
    expect(pushed.dice).not.toBe(rested.dice);
    expect(pushed.dice).not.toEqual(rested.dice);
    // From a JSON copy (another object with the same words) the dice are shared as well: the words decide.
    const copy = armWrestling.loadState(JSON.parse(JSON.stringify(state)));
    expect(armWrestling.play(copy, "a", { type: "rest" }).state.dice).toBe(copy.dice);
  });

  it("refuses bad seeds and dice states with INVALID_ARGUMENT, bad configs with INVALID_CONFIG", () => {
    expect(codeOf(() => armWrestling.start({ limit: 5 }, "3" as never))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => armWrestling.start({ limit: 5 }, NaN))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => armWrestling.start({ limit: 5, limt: 4 } as never, 1))).toBe("INVALID_CONFIG");
    expect(codeOf(() => armWrestling.start(new Map() as never, 1))).toBe("INVALID_CONFIG");
  });

  it("runMatch without a bot for a deciding player, or with maxSteps NaN, is INVALID_ARGUMENT", () => {
    expect(
      codeOf(() => runMatch(armWrestling, { config: { limit: 5 }, dice: 1, bots: { a: randomBot() } })),
    ).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => runMatch(armWrestling, { config: { limit: 5 }, dice: 1, maxSteps: NaN }))).toBe(
      "INVALID_ARGUMENT",
    );
  });
});

describe("defineGame: a raw configuration type and a checked one", () => {
  interface Raw {
    readonly limit: number | string;
  }
  interface Checked {
    readonly limit: number;
    readonly label: string;
  }
  let reads = 0;
  const counted = defineGame<
    Raw,
    { readonly dice: DiceState; readonly left: number; readonly label: string },
    { readonly type: "go" },
    { readonly type: "went" },
    { readonly left: number },
    "x",
    Checked
  >({
    id: "counted",
    config(input): Checked {
      reads++;
      const limit = Number((input as Raw).limit);
      return { limit, label: `to ${limit}` };
    },
    state: v.looseObject({}),
    players: () => ["x"],
    setup: (config) => ({ left: config.limit, label: config.label }),
    turn: (s) =>
      s.left <= 0
        ? { kind: "over", result: { winner: "x", method: "forfeit" } }
        : { kind: "decide", players: ["x"] },
    moves: () => [{ type: "go" }],
    play: (s, _p, _m, _d, events) => {
      events.push({ type: "went" });
      return { ...s, left: s.left - 1 };
    },
    view: (s) => ({ left: s.left }),
  });

  it("reads the configuration once per match and hands setup the checked one", () => {
    reads = 0;
    const step = counted.start({ limit: "3" }, 1);
    expect(reads).toBe(1);
    expect(step.state.label).toBe("to 3");
    const match = runMatch(counted, { config: { limit: 2 }, dice: 1, bots: { x: randomBot() } });
    expect(reads).toBe(2);
    expect(match.steps).toBe(2);
  });
});
