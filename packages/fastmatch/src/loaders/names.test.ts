import { describe, expect, it } from "vitest";
import {
  captainLuger,
  createSimulator,
  fastmatch,
  kaltor,
  buddy,
  prisonerPain,
  loadConfig,
  loadRumbleConfig,
  resolveMatch,
  resolveRumble,
  singlesConfig,
  tagConfig,
  type FastMatchConfig,
} from "../index.js";
import { errorOf } from "../../test/helpers.js";
import { MAX_NAME_LENGTH } from "./names.js";

const [luger, kaltorSide] = singlesConfig.sides;
const [sons, violators] = tagConfig.sides;

/** The tag sample with Captain Luger renamed (his plan and finisher follow him). */
function tagWith(name: string): FastMatchConfig {
  const { "Captain Luger": plan, ...rest } = sons.strategy.members;
  return {
    ...tagConfig,
    sides: [
      {
        ...sons,
        wrestlers: [{ ...captainLuger, name }, buddy],
        strategy: {
          ...sons.strategy,
          members: Object.fromEntries([[name, plan], ...Object.entries(rest)]),
          rounds: sons.strategy.rounds.map((r) =>
            "finisher" in r && r.finisher === "Captain Luger" ? { ...r, finisher: name } : r,
          ),
        },
      },
      violators,
    ],
  };
}

describe("a team strategy's members", () => {
  it("as a list is a problem of the loader, never a TypeError later (setup, resolveMatch, createSimulator)", () => {
    const config = {
      ...tagConfig,
      sides: [
        { ...sons, strategy: { ...sons.strategy, members: [{ choice: "D" }, { choice: "B" }] } },
        violators,
      ],
    } as unknown;
    for (const run of [
      () => loadConfig(config),
      () => fastmatch.setup(config as FastMatchConfig, 1),
      () => resolveMatch({ config: config as FastMatchConfig, dice: 1 }),
      () => createSimulator(config as FastMatchConfig),
    ]) {
      const e = errorOf(run);
      expect(e.code).toBe("INVALID_STRATEGY");
      expect(e.problems).toContainEqual(
        expect.objectContaining({
          path: "sides[0].strategy.members",
          message: expect.stringContaining("not a list") as string,
        }),
      );
    }
  });
});

describe("names that are also keys of every JavaScript object", () => {
  it.each(["constructor", "toString", "prototype", "hasOwnProperty"])(
    "%s wrestles a tag match with per-opponent choices like anyone else",
    (name) => {
      const config = tagWith(name);
      // Kaltor chooses per opponent: his choice against the renamed wrestler is his own, not Object's.
      const perOpponent = {
        ...violators.strategy,
        members: {
          ...violators.strategy.members,
          "Kaltor the Violent": { choice: { [name]: 2, Buddy: 4 }, strategyPoints: { SPD: 2 } },
        },
      };
      const booked = {
        ...config,
        sides: [config.sides[0], { ...violators, strategy: perOpponent }],
      } as FastMatchConfig;
      const state = fastmatch.setup(booked, 3);
      const kaltorState = state.sides[1].wrestlers[0]!;
      expect(kaltorState.choices[name]).toBe(2);
      expect(resolveMatch({ config: booked, dice: 3 }).state.result).not.toBeNull();
      // A saved state keeps every choice by name, this one included, and restores it as it was.
      const restored = fastmatch.loadState(JSON.parse(JSON.stringify(state)));
      expect(restored.sides[1].wrestlers[0]!.choices).toEqual(kaltorState.choices);
      expect(Object.keys(restored.sides[0].wrestlers[0]!.choices)).toEqual(
        Object.keys(state.sides[0].wrestlers[0]!.choices),
      );
    },
  );

  it.each(["constructor", "toString", "prototype"])(
    "%s starts at the condition the booking gives him",
    (name) => {
      const config = {
        ...singlesConfig,
        sides: [{ ...luger, wrestlers: [{ ...captainLuger, name }] }, kaltorSide],
        condition: { [name]: { STR: 1 } },
      } as FastMatchConfig;
      expect(fastmatch.setup(config, 1).sides[0].wrestlers[0]!.base.STR).toBe(1);
    },
  );

  it.each(["constructor", "toString", "valueOf"])(
    "%s enters a Rumble with no plan and his condition",
    (name) => {
      const config = loadRumbleConfig({
        entrants: [{ ...captainLuger, name }, kaltor, buddy, prisonerPain],
        condition: { [name]: { STR: 1 } },
      });
      const { state } = resolveRumble(config, 3);
      expect(state.result).not.toBeNull();
      expect(state.wrestlers.find((w) => w.name === name)!.start.STR).toBe(1);
    },
  );

  it("__proto__ is refused as a name, with a message that says why", () => {
    const e = errorOf(() =>
      loadConfig({
        ...singlesConfig,
        sides: [{ ...luger, wrestlers: [{ ...captainLuger, name: "__proto__" }] }, kaltorSide],
      }),
    );
    expect(e.problems).toContainEqual(
      expect.objectContaining({
        path: "sides[0].wrestlers[0].name",
        message: expect.stringContaining("__proto__ cannot be a wrestler's name") as string,
      }),
    );
  });
});

describe("name lengths", () => {
  it(`refuses a wrestler's name over ${MAX_NAME_LENGTH} characters in the config`, () => {
    const long = "x".repeat(MAX_NAME_LENGTH + 1);
    const e = errorOf(() =>
      loadConfig({
        ...singlesConfig,
        sides: [{ ...luger, wrestlers: [{ ...captainLuger, name: long }] }, kaltorSide],
      }),
    );
    expect(e.problems).toContainEqual(
      expect.objectContaining({
        path: "sides[0].wrestlers[0].name",
        message: `a name has at most ${MAX_NAME_LENGTH} characters`,
      }),
    );
  });

  it("every config the loader accepts with the longest names saves and restores (six-man team names included)", () => {
    const n = (c: string) => c.repeat(MAX_NAME_LENGTH);
    const config = tagWith(n("a"));
    const state = fastmatch.setup(config, 5);
    expect(() => fastmatch.loadState(JSON.parse(JSON.stringify(state)))).not.toThrow();
    const named = {
      ...config,
      sides: [{ ...config.sides[0], name: "T".repeat(201) }, config.sides[1]],
    } as FastMatchConfig;
    expect(errorOf(() => loadConfig(named)).problems).toContainEqual(
      expect.objectContaining({ path: "sides[0].name", message: "a team name has at most 200 characters" }),
    );
  });

  it("refuses moves longer than a saved state holds", () => {
    const rounds = luger.strategy.rounds.map((r, i) => (i === 0 ? { ...r, moves: "m".repeat(2001) } : r));
    const e = errorOf(() =>
      loadConfig({
        ...singlesConfig,
        sides: [{ ...luger, strategy: { ...luger.strategy, rounds } }, kaltorSide],
      }),
    );
    expect(e.problems).toContainEqual(expect.objectContaining({ path: "sides[0].strategy.rounds[0].moves" }));
  });
});
