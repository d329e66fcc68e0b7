import { randomBot, runMatch, type Bot } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  greedyBot,
  POWER_IDS,
  strongBot,
  superDiceRandomBot,
  superdice,
  type SuperDiceConfig,
  type SuperDiceMove,
  type SuperDiceView,
} from "../src/index.js";
import { parseConfig } from "../src/config.js";
import { runFast } from "../src/fast.js";
import type { SuperDiceState } from "../src/types.js";
import { code, DRAFT } from "./driver.js";

type Bots = Partial<Record<"red" | "blue", Bot<SuperDiceView, SuperDiceMove>>>;

/** A state as JSON data without its dice (the fast path's working state carries none). */
function withoutDice(state: SuperDiceState | undefined): unknown {
  const data = JSON.parse(JSON.stringify(state ?? null)) as Record<string, unknown> | null;
  if (data !== null) delete data.dice;
  return data;
}
const fast = superdice.fast!;

/** Ten powers dealt five and five from a seed (every power meets every other over the seeds). */
function dealt(seed: number): SuperDiceConfig {
  const ids = [...POWER_IDS];
  const powers = Array.from({ length: 10 }, (_, i) => ids[(seed * 7 + i * 13) % ids.length]!);
  return {
    red: { name: "Nova", powers: powers.slice(0, 5) },
    blue: { name: "Quake", powers: powers.slice(5) },
  };
}

function same(config: SuperDiceConfig, seed: number, bots: () => Bots): void {
  const slow = runMatch(superdice, { config, dice: seed, bots: bots(), botSeed: seed + 1 });
  const quick = fast.run(config, seed, bots(), seed + 1);
  expect({ result: quick.result, steps: quick.steps }).toEqual({ result: slow.result, steps: slow.steps });
}

describe("the fast path plays the Game API's match to the end (knockouts, Secret Identity, Sidekicks)", () => {
  it("with this package's random bot and with core's", () => {
    for (let seed = 0; seed < 10; seed++) {
      const config = seed % 2 === 0 ? DRAFT : dealt(seed);
      same(config, seed, () => ({ red: superDiceRandomBot(), blue: superDiceRandomBot() }));
      same(config, seed, () => ({ red: randomBot(), blue: superDiceRandomBot() }));
    }
  });
  it("with the greedy and strong bots, which get a frozen copy of their view", () => {
    for (let seed = 0; seed < 3; seed++) {
      same(dealt(seed + 20), seed, () => ({ red: greedyBot(), blue: superDiceRandomBot() }));
    }
    same(dealt(40), 40, () => ({ red: strongBot(), blue: greedyBot() }));
  });
  it("refuses what the Game API refuses, with the same codes", () => {
    const bots = { red: superDiceRandomBot(), blue: superDiceRandomBot() };
    expect(code(() => fast.run({ red: { name: "" }, blue: { name: "B" } }, 1, bots, 0))).toBe(
      "INVALID_CONFIG",
    );
    expect(code(() => fast.run(DRAFT, 1.5, bots, 0))).toBe("INVALID_ARGUMENT");
    expect(code(() => fast.run(DRAFT, { kind: "seeded" } as never, bots, 0))).toBe("INVALID_ARGUMENT");
    expect(code(() => fast.run(DRAFT, 1, { red: superDiceRandomBot() }, 0))).toBe("INVALID_ARGUMENT");
    const cheat: Bot<SuperDiceView, SuperDiceMove> = () => ({ type: "pass" });
    expect(code(() => fast.run(DRAFT, 1, { red: cheat, blue: cheat }, 0))).toBe("ILLEGAL_MOVE");
  });
  it("a custom bot gets a frozen copy of its view without the dice, so changing it changes nothing", () => {
    let refused = 0;
    /** A write the bot tries: a frozen view refuses it (a TypeError the bot catches). */
    const attempt = (write: () => void): void => {
      try {
        write();
      } catch (error) {
        if (error instanceof TypeError) refused++;
        else throw error;
      }
    };
    const vandal: Bot<SuperDiceView, SuperDiceMove> = ({ view, moves, rng }) => {
      expect("dice" in view).toBe(false);
      const move = moves[rng.int(0, moves.length - 1)]!;
      attempt(() => ((view as { heroes: { red: { hits: number } } }).heroes.red.hits = 1));
      attempt(() => (view.table.length = 0));
      return move;
    };
    const slow = runMatch(superdice, {
      config: dealt(3),
      dice: 3,
      bots: { red: randomBot(), blue: randomBot() },
      botSeed: 3,
    });
    const quick = fast.run(dealt(3), 3, { red: vandal, blue: vandal }, 3);
    expect(quick).toEqual({ result: slow.result, steps: slow.steps });
    expect(refused).toBeGreaterThan(0);
  });

  it("runs a bot carrying the old symbol mark as any other bot: a frozen copy of its view", () => {
    let refused = 0;
    const forged = Object.assign(
      (({ view, moves, rng }) => {
        try {
          (view as { heroes: { red: { hits: number } } }).heroes.red.hits = 0;
        } catch (error) {
          if (error instanceof TypeError) refused++;
          else throw error;
        }
        return moves[rng.int(0, moves.length - 1)]!;
      }) as Bot<SuperDiceView, SuperDiceMove>,
      { [Symbol.for("@ringside/superdice/fast-policy")]: "reads-view" },
    );
    const slow = runMatch(superdice, {
      config: dealt(5),
      dice: 5,
      bots: { red: randomBot(), blue: randomBot() },
      botSeed: 6,
    });
    expect(fast.run(dealt(5), 5, { red: forged, blue: forged }, 6)).toEqual({
      result: slow.result,
      steps: slow.steps,
    });
    expect(refused).toBeGreaterThan(0);
  });
  it("gives this package's greedy and strong bots a view they cannot write through either", () => {
    // They carry no mark of the fast path: they take the kit's way, as a custom bot does.
    const seen: boolean[] = [];
    const spy =
      (bot: Bot<SuperDiceView, SuperDiceMove>): Bot<SuperDiceView, SuperDiceMove> =>
      (input) => {
        seen.push(
          Object.isFrozen(input.view) && Object.isFrozen(input.view.table) && Object.isFrozen(input.moves),
        );
        return bot(input);
      };
    fast.run(dealt(7), 7, { red: spy(greedyBot()), blue: spy(strongBot({ depth: 1 })) }, 7);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });
  it("refuses a bot's garbage answer with ILLEGAL_MOVE, as runMatch does (never a TypeError)", () => {
    const answers: unknown[] = [
      null,
      undefined,
      7,
      "pass",
      [],
      { type: "assign" },
      { type: "assign", die: 1, side: "sideways" },
      { type: "activate", power: "armor", dice: "all" },
      Object.create(null) as unknown,
    ];
    for (const answer of answers) {
      const bad = (() => answer) as unknown as Bot<SuperDiceView, SuperDiceMove>;
      const bots = { red: bad, blue: bad };
      expect(code(() => fast.run(dealt(2), 2, bots, 0))).toBe("ILLEGAL_MOVE");
      expect(code(() => runMatch(superdice, { config: dealt(2), dice: 2, bots, botSeed: 0 }))).toBe(
        "ILLEGAL_MOVE",
      );
    }
  });
  it("ends in the very state the Game API ends in (every field but the dice), seed by seed", () => {
    for (let seed = 0; seed < 12; seed++) {
      const config = dealt(seed + 50);
      const bots = (): Bots => ({
        red: superDiceRandomBot(),
        blue: seed % 3 === 0 ? randomBot() : superDiceRandomBot(),
      });
      const slow = runMatch(superdice, { config, dice: seed, bots: bots(), botSeed: seed });
      const seen: SuperDiceState[] = [];
      const quick = runFast(parseConfig(config), seed, bots(), seed, 100_000, (state) => {
        seen[0] = state;
      });
      expect(quick.steps).toBe(slow.steps);
      expect(withoutDice(seen[0])).toEqual(withoutDice(slow.state));
    }
  });
});
