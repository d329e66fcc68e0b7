import { createRng, isRingsideError, type DiceState, type Step } from "@ringside/core";
import {
  exchangeBot,
  optimalBot,
  powerhouses,
  randomBot,
  simulatePowerhouses,
  solvePowerhouses,
  thresholdBot,
  winProbability,
  type Player,
  type PowerhousesBot,
  type PowerhousesConfig,
  type PowerhousesEvent,
  type PowerhousesMove,
  type PowerhousesSolution,
  type PowerhousesState,
  type SheetInput,
} from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { bruno, kid } from "./helpers.js";

const flyer: SheetInput = {
  kind: "custom",
  name: "Flyer",
  faces: ["Agility", "Agility", "Martial Arts", "Martial Arts", "Technical Ability"],
};
const rated: SheetInput = {
  kind: "custom",
  name: "Rated",
  faces: ["Strength", "Strength", "Strength", "Brawling", "Agility"],
};

/** Several pairings: mirrored standard sheets, a custom sheet, a strong custom sheet, the red-corner tie reading. */
const pairings: readonly PowerhousesConfig[] = [
  { red: bruno, blue: kid },
  { red: bruno, blue: flyer },
  { red: rated, blue: kid, options: { takeDownTie: "red-corner" } },
];

const other = (p: Player): Player => (p === "red" ? "blue" : "red");
const scripted = (faces: readonly number[]): DiceState => ({ kind: "scripted", faces: [...faces], next: 0 });

/**
 * The expected chance of `player` after `act` (a move or an automatic step) from `state`, over
 * every way the dice can fall, through the engine itself: scripted dice, extended one die at a
 * time whenever the engine asks for one more (the throw, then a Come-Back roll if one follows).
 */
function expected(
  state: PowerhousesState,
  act: (s: PowerhousesState) => Step<PowerhousesState, PowerhousesEvent>,
  player: Player,
  solution: PowerhousesSolution,
): number {
  const go = (faces: number[], p: number): number => {
    let next: PowerhousesState;
    try {
      next = act({ ...state, dice: scripted(faces) }).state;
    } catch (e) {
      if (!isRingsideError(e, "DICE_SCRIPT_EXHAUSTED")) throw e;
      let sum = 0;
      for (let f = 1; f <= 6; f++) sum += go([...faces, f], p / 6);
      return sum;
    }
    return p * solution.winProbability(next, player);
  };
  return go([], 1);
}

/** States met in seeded matches between assorted bots, through the Game API. */
function reachable(config: PowerhousesConfig, matches: number, seed: number): PowerhousesState[] {
  const states: PowerhousesState[] = [];
  const rng = createRng(seed);
  const pool = (): PowerhousesBot =>
    [randomBot(), thresholdBot(rng.int(2, 8)), exchangeBot()][rng.int(0, 2)]!;
  for (let i = 0; i < matches; i++) {
    const bots = { red: pool(), blue: pool() };
    let state = powerhouses.setup(config, rng.int(0, 1_000_000));
    for (let steps = 0; steps < 2_000; steps++) {
      const turn = powerhouses.turn(state);
      if (turn.kind === "over") break;
      states.push(state);
      if (turn.kind === "advance") state = powerhouses.advance(state).state;
      else {
        const p = turn.players[0]!;
        const moves = powerhouses.moves(state, p);
        const move = bots[p]({ view: powerhouses.view(state, p), moves, rng });
        state = powerhouses.play(state, p, move).state;
      }
    }
  }
  return states;
}

/** `count` states spread over `states`, dice to throw kept small (each is enumerated face by face). */
function sample(states: readonly PowerhousesState[], count: number, seed: number): PowerhousesState[] {
  const rng = createRng(seed);
  const cheap = states.filter((s) => s.roll !== null && (s.roll.stage !== "ready" || s.roll.dice <= 3));
  const out: PowerhousesState[] = [];
  for (let i = 0; i < count && cheap.length > 0; i++) out.push(cheap[rng.int(0, cheap.length - 1)]!);
  return out;
}

describe("Powerhouses solved: the values obey the rules as the engine plays them", () => {
  for (const config of pairings) {
    const solution = solvePowerhouses(config);
    const states = reachable(config, 12, 7);
    const picked = sample(states, 40, 11);

    it(`${config.red.name} v ${config.blue.name}: every value is the engine's expectation of the next values, and no one-step deviation from the policy raises it`, () => {
      let decisions = 0;
      let deviations = 0;
      let chances = 0;
      for (const state of picked) {
        const turn = powerhouses.turn(state);
        if (turn.kind === "advance") {
          // A chance node: its value is the average over the dice of the values after them.
          const value = solution.winProbability(state, "red");
          expect(expected(state, (s) => powerhouses.advance(s), "red", solution)).toBeCloseTo(value, 10);
          chances++;
          continue;
        }
        if (turn.kind !== "decide") continue;
        const player = turn.players[0]!;
        const value = solution.winProbability(state, player);
        const best = solution.bestMove(state);
        expect(best).not.toBeNull();
        const worth = (move: PowerhousesMove): number =>
          expected(state, (s) => powerhouses.play(s, player, move), player, solution);
        // The policy's move is worth exactly the state's value...
        expect(worth(best!)).toBeCloseTo(value, 10);
        // ...and no other legal move, followed by the policy, is worth more.
        for (const move of powerhouses.moves(state, player)) {
          if (move === best) continue;
          expect(worth(move)).toBeLessThanOrEqual(value + 1e-12);
          deviations++;
        }
        decisions++;
        // The same chance seen from the other corner.
        expect(solution.winProbability(state, other(player))).toBeCloseTo(1 - value, 12);
      }
      expect(decisions).toBeGreaterThan(15);
      expect(deviations).toBeGreaterThan(15);
      expect(chances).toBeGreaterThan(5);
    });
  }

  it("the bell: a Take-Down roll of five dice averages to the value at the bell", () => {
    const config = pairings[1]!;
    const solution = solvePowerhouses(config);
    const start = powerhouses.setup(config, 1);
    expect(solution.winProbability(start, "red")).toBe(solution.atTheBell);
    expect(expected(start, (s) => powerhouses.advance(s), "red", solution)).toBeCloseTo(
      solution.atTheBell,
      10,
    );
  });

  it("mirrored sheets are even at the bell; a stronger sheet is favoured; a finished match is 1 or 0", () => {
    expect(solvePowerhouses({ red: bruno, blue: kid }).atTheBell).toBeCloseTo(0.5, 12);
    const strong = solvePowerhouses({ red: rated, blue: kid });
    expect(strong.atTheBell).toBeGreaterThan(0.9);
    const over = { ...powerhouses.setup({ red: rated, blue: kid }, 1), result: null };
    expect(winProbability(over, "blue", strong)).toBeCloseTo(1 - strong.atTheBell, 12);
    const finished = {
      ...over,
      roll: null,
      phase: "over" as const,
      result: { winner: "blue" as const, method: "pinfall" as const, detail: "worn down to one die" },
    };
    expect(strong.winProbability(finished, "blue")).toBe(1);
    expect(strong.winProbability(finished, "red")).toBe(0);
    expect(strong.bestMove(finished)).toBeNull();
  });

  it("refuses another pairing's match and an unknown player (INVALID_ARGUMENT)", () => {
    const solution = solvePowerhouses({ red: bruno, blue: kid });
    const codeOf = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        return isRingsideError(e) ? e.code : "other";
      }
      return undefined;
    };
    const swapped = powerhouses.setup({ red: kid, blue: bruno }, 1);
    expect(codeOf(() => solution.winProbability(swapped, "red"))).toBe("INVALID_ARGUMENT");
    const tie = powerhouses.setup({ red: bruno, blue: kid, options: { takeDownTie: "red-corner" } }, 1);
    expect(codeOf(() => solution.bestMove(tie))).toBe("INVALID_ARGUMENT");
    const mine = powerhouses.setup({ red: bruno, blue: kid }, 1);
    expect(codeOf(() => solution.winProbability(mine, "green" as Player))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => solvePowerhouses({ red: bruno } as unknown as PowerhousesConfig))).toBe(
      "INVALID_CONFIG",
    );
  });

  it("the optimal bot plays the solution's moves", () => {
    const config = pairings[0]!;
    const solution = solvePowerhouses(config);
    const bot = optimalBot();
    const states = sample(reachable(config, 4, 3), 60, 5);
    let asked = 0;
    for (const state of states) {
      const turn = powerhouses.turn(state);
      if (turn.kind !== "decide") continue;
      const p = turn.players[0]!;
      const moves = powerhouses.moves(state, p);
      const move = bot({ view: powerhouses.view(state, p), moves, rng: createRng(1) });
      expect(move).toBe(solution.bestMove(state));
      asked++;
    }
    expect(asked).toBeGreaterThan(10);
  });
});

/** One-sided exact binomial p-value: the chance of `wins` or more in `n` fair coin flips. */
function pValue(wins: number, n: number): number {
  // log C(n, k) by lgamma-free summation of logs (n is a few thousand).
  const logs = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) logs[i] = logs[i - 1]! + Math.log(i);
  let p = 0;
  for (let k = wins; k <= n; k++) p += Math.exp(logs[n]! - logs[k]! - logs[n - k]! - n * Math.LN2);
  return p;
}

describe("the optimal bot against every other bot of the package", () => {
  const hero = optimalBot();
  const rivals: [string, PowerhousesBot][] = [
    ["exchangeBot", exchangeBot()],
    ["thresholdBot(3)", thresholdBot(3)],
    ["thresholdBot(5)", thresholdBot(5)],
    ["thresholdBot(7)", thresholdBot(7)],
    ["randomBot", randomBot()],
  ];
  for (const [name, rival] of rivals) {
    it(`beats ${name} over 2 000 seeded matches (both corners, two pairings), p < 1e-6`, () => {
      let wins = 0;
      let n = 0;
      let seed = 40;
      for (const config of pairings.slice(0, 2)) {
        const mirrored = { red: config.blue, blue: config.red };
        for (const c of [config, mirrored]) {
          for (const heroRed of [true, false]) {
            const count = 250;
            const stats = simulatePowerhouses({
              count,
              seed: seed++,
              config: c,
              bots: heroRed ? { red: hero, blue: rival } : { red: rival, blue: hero },
            });
            wins += stats.wins[heroRed ? "red" : "blue"] ?? 0;
            n += count;
          }
        }
      }
      expect(n).toBe(2000);
      expect(pValue(wins, n), `${wins} wins of ${n}`).toBeLessThan(1e-6);
    });
  }

  it("self-play wins as often as the solution says at the bell (within four standard errors)", () => {
    const config = pairings[1]!;
    const solution = solvePowerhouses(config);
    const count = 4000;
    const stats = simulatePowerhouses({ count, seed: 9, config, bots: { red: hero, blue: optimalBot() } });
    const p = solution.atTheBell;
    const se = Math.sqrt((p * (1 - p)) / count);
    expect(Math.abs((stats.wins.red ?? 0) / count - p)).toBeLessThan(4 * se);
  });
});
