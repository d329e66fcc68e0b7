import { isRingsideError, runMatch, simulate } from "@ringside/core";
import {
  exchangeBot,
  fastPowerhouses,
  optimalBot,
  playFast,
  powerhouses,
  randomBot,
  simulatePowerhouses,
  thresholdBot,
  type PowerhousesBot,
  type PowerhousesConfig,
} from "@ringside/powerhouses";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruno, config, kid } from "./helpers.js";

const custom = {
  kind: "custom",
  name: "Rated",
  faces: ["Strength", "Strength", "Strength", "Brawling", "Agility"],
} as const;
const agile = {
  kind: "custom",
  name: "Flyer",
  faces: ["Agility", "Agility", "Martial Arts", "Martial Arts", "Technical Ability"],
} as const;
const sheets = [bruno, kid, custom, agile] as const;
const configArb: fc.Arbitrary<PowerhousesConfig> = fc.record({
  red: fc.constantFrom(...sheets),
  blue: fc.constantFrom(...sheets),
  options: fc.record({ takeDownTie: fc.constantFrom("roll-again" as const, "red-corner" as const) }),
});
// One optimal and one exchange bot for every run: each keeps the tables of every pairing it met
// (32 pairings here), as a bot does over a tournament.
const perfect = optimalBot();
const exchange = exchangeBot();
const botArb: fc.Arbitrary<PowerhousesBot> = fc.oneof(
  fc.integer({ min: 0, max: 9 }).map((q) => thresholdBot(q)),
  fc.constant(exchange),
  fc.constant(perfect),
  fc.constant(null).map(() => randomBot()),
);
const seedArb = fc.integer({ min: -0x80000000, max: 0x7fffffff });

/** The match as the Game API plays it, move by move, reduced to what the fast path reports. */
function viaGame(
  c: PowerhousesConfig,
  seed: number,
  bots: { red: PowerhousesBot; blue: PowerhousesBot },
  botSeed: number,
) {
  const match = runMatch(powerhouses, { config: c, dice: seed, bots, botSeed });
  return {
    result: match.result,
    steps: match.steps,
    exchanges: match.state.exchanges,
    diceLeft: match.state.diceLeft,
    dice: match.state.dice,
  };
}

describe("the fast path plays the Game API's match", () => {
  it("same result, method, length, exchanges, dice left and final dice for any bots (400 seeds)", () => {
    fc.assert(
      fc.property(configArb, seedArb, botArb, botArb, seedArb, (c, seed, red, blue, botSeed) => {
        const bots = { red, blue };
        expect(playFast(c, seed, bots, botSeed)).toEqual(viaGame(c, seed, bots, botSeed));
      }),
      { numRuns: 400 },
    );
  });

  it("threshold bots on one reused runner: identical over 500 seeds", () => {
    const runner = fastPowerhouses(config);
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (seed, a, b) => {
        const bots = { red: thresholdBot(a), blue: thresholdBot(b) };
        expect(runner.play(seed, bots)).toEqual(viaGame(config, seed, bots, 0));
      }),
      { numRuns: 500 },
    );
  });

  it("exchange against exchange on one reused runner: identical over 400 seeds", () => {
    const c: PowerhousesConfig = { red: custom, blue: kid };
    const runner = fastPowerhouses(c);
    const bots = { red: exchangeBot(), blue: exchangeBot() };
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(runner.play(seed, bots)).toEqual(viaGame(c, seed, bots, 0));
      }),
      { numRuns: 400 },
    );
  });

  it("optimal against optimal on one reused runner: identical over 300 seeds", () => {
    const c: PowerhousesConfig = { red: custom, blue: kid };
    const runner = fastPowerhouses(c);
    const bots = { red: perfect, blue: optimalBot() };
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(runner.play(seed, bots)).toEqual(viaGame(c, seed, bots, 0));
      }),
      { numRuns: 300 },
    );
  });

  it("continues from a saved dice state exactly as the Game API does", () => {
    const start = powerhouses.setup(config, 99).dice;
    const bots = { red: perfect, blue: thresholdBot(3) };
    const fast = playFast(config, start, bots);
    const game = runMatch(powerhouses, { config, dice: start, bots });
    expect(fast.dice).toEqual(game.state.dice);
    expect(fast.steps).toBe(game.steps);
    expect(fast.result).toEqual(game.result);
  });
});

describe("simulatePowerhouses on the fast path", () => {
  it("reports exactly what core's simulate reports through the Game API", () => {
    fc.assert(
      fc.property(seedArb, botArb, botArb, fc.boolean(), (seed, red, blue, swap) => {
        const options = {
          count: 20,
          seed,
          bots: { red, blue },
          config: swap ? (i: number) => (i % 2 === 0 ? config : { red: kid, blue: bruno }) : config,
        };
        expect(simulatePowerhouses(options)).toEqual(simulate(powerhouses, options));
      }),
      { numRuns: 30 },
    );
  });

  it("still plays bots from elsewhere through the Game API", () => {
    const mine: PowerhousesBot = ({ moves }) => moves[moves.length - 1]!;
    const options = { count: 30, seed: 5, config, bots: { red: mine, blue: thresholdBot(4) } };
    const stats = simulatePowerhouses(options);
    expect(stats.matches).toBe(30);
    expect(stats).toEqual(simulate(powerhouses, options));
  });

  it("refuses bots it cannot look up, naming every corner", () => {
    const mine: PowerhousesBot = ({ moves }) => moves[0]!;
    try {
      playFast(config, 1, { red: mine, blue: (input) => mine(input) });
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e) && e.code).toBe("INVALID_STRATEGY");
      expect(isRingsideError(e) && e.problems.map((p) => p.path)).toEqual(["bots.red", "bots.blue"]);
    }
  });

  it("refuses a bad config with the Game API's error", () => {
    const bad = { red: bruno, blue: { ...kid, weakness: "Brawling" } } as unknown as PowerhousesConfig;
    const codeOf = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        return isRingsideError(e) ? e.code : "other";
      }
      return undefined;
    };
    const fast = codeOf(() => fastPowerhouses(bad));
    expect(fast).toBeDefined();
    expect(fast).toBe(codeOf(() => powerhouses.setup(bad, 1)));
  });
});
