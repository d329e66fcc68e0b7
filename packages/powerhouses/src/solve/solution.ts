import { defined, RingsideError } from "@ringside/core";
import { ABILITIES } from "../abilities.js";
import { ABILITY_INDEX } from "../abilities.js";
import { validateConfig } from "../config.js";
import type { PowerhousesOptions } from "../options.js";
import { largestSets, PURSUE, QUIT, ROLL, type Player } from "../roll.js";
import type { Wrestler } from "../sheet.js";
import type { PowerhousesConfig, PowerhousesMove, PowerhousesView } from "../types.js";
import { bestPick, freeAfter, rollsOn, rollValue, startValue, type RollSpot } from "./policy.js";
import { solveTables, type SolvedTables } from "./solveMatch.js";

/** What a solution reads from a match: a state or any player's view of it (no dice needed). */
export type SolvablePosition = Pick<
  PowerhousesView,
  "wrestlers" | "options" | "diceLeft" | "phase" | "attacker" | "roll" | "takeDown" | "attack" | "result"
>;

/** How the solution was found and what it holds (for the performance page and curious players). */
export interface PowerhousesSolveStats {
  /** Counts from here up are valued as quitting here (no roll of the pair reaches it with chance above 1e-18). */
  readonly cap: number;
  /** Exchange evaluations the solver ran (each one pass over one exchange's tables). */
  readonly evaluations: number;
  /** Largest amount by which one more evaluation would still move a value (the Bellman residual). */
  readonly residual: number;
  /** Bytes of the value and decision tables. */
  readonly bytes: number;
}

const other = (p: Player): Player => (p === "red" ? "blue" : "red");
const PLAYER_INDEX: Readonly<Record<Player, number>> = { red: 0, blue: 1 };

/** The key of a pairing: both sheets' faces and the Take-Down tie reading. */
export function pairingKey(
  red: Wrestler,
  blue: Wrestler,
  options: Pick<PowerhousesOptions, "takeDownTie">,
): string {
  return `${red.faces.join()}|${blue.faces.join()}|${options.takeDownTie}`;
}

/**
 * The exact solution of one pairing: the chance to win from every match state, and the moves
 * that achieve it (see {@link solvePowerhouses}).
 */
export class PowerhousesSolution {
  /** Red's chance to win at the bell, with both corners playing perfectly. */
  readonly atTheBell: number;
  /** How the solution was found and its size. */
  readonly stats: PowerhousesSolveStats;
  readonly #tables: SolvedTables;
  readonly #key: string;

  /** Solves a validated pairing (use {@link solvePowerhouses} for a config). */
  constructor(red: Wrestler, blue: Wrestler, options: Pick<PowerhousesOptions, "takeDownTie">) {
    this.#tables = solveTables(red, blue, options.takeDownTie === "roll-again");
    this.#key = pairingKey(red, blue, options);
    this.atTheBell = this.#tables.bell;
    this.stats = {
      cap: this.#tables.cap,
      evaluations: this.#tables.sweeps,
      residual: this.#tables.residual,
      bytes: this.#tables.bytes,
    };
  }

  /** The solved tables (for this package's fast path). @internal */
  get tables(): SolvedTables {
    return this.#tables;
  }

  /** True when `position` is a match of the pairing this solution solved. */
  fits(position: SolvablePosition): boolean {
    return pairingKey(position.wrestlers.red, position.wrestlers.blue, position.options) === this.#key;
  }

  /**
   * `player`'s chance to win from `position` (a state or a view) when both corners play perfectly
   * from here: 1 or 0 once the match is over.
   *
   * @throws RingsideError `INVALID_ARGUMENT` when the position is another pairing's match or the
   *   player is not `"red"` or `"blue"`.
   */
  winProbability(position: SolvablePosition, player: Player): number {
    if (player !== "red" && player !== "blue") {
      throw new RingsideError("INVALID_ARGUMENT", "powerhouses: unknown player", [
        { path: "player", message: `must be "red" or "blue", got ${String(player)}` },
      ]);
    }
    this.#check(position);
    if (position.result !== null) return position.result.winner === player ? 1 : 0;
    const roll = position.roll;
    if (roll === null) return 0.5;
    const spot = this.#spot(position);
    let value: number;
    if (roll.stage === "ready") value = startValue(this.#tables, spot);
    else if (roll.stage === "choose") {
      const size = largestSets(position.wrestlers[roll.player], roll.faces).size;
      const a = bestPick(this.#tables, spot, abilityIndexes(roll.choices), size);
      value = rollValue(this.#tables, spot, a, freeAfter(spot.n, size), size);
    } else if (roll.ability === null) value = startValue(this.#tables, spot);
    else value = rollValue(this.#tables, spot, ABILITY_INDEX[roll.ability], roll.free, roll.count);
    return roll.player === player ? value : 1 - value;
  }

  /**
   * The move perfect play makes at `position` (a state or the deciding player's view): which of
   * the equal largest sets to pursue, and whether to roll on or call it quits. `null` when nobody
   * decides there (a roll is due, a Take-Down roll goes on, or the match is over).
   *
   * @throws RingsideError `INVALID_ARGUMENT` when the position is another pairing's match.
   */
  bestMove(position: SolvablePosition): PowerhousesMove | null {
    this.#check(position);
    const roll = position.roll;
    if (position.result !== null || roll === null) return null;
    const spot = this.#spot(position);
    if (roll.stage === "choose") {
      const size = largestSets(position.wrestlers[roll.player], roll.faces).size;
      return PURSUE[
        defined(
          ABILITIES[bestPick(this.#tables, spot, abilityIndexes(roll.choices), size)],
          "powerhouses: an ability",
        )
      ];
    }
    if (roll.stage !== "decide" || roll.role === "take-down" || roll.ability === null) return null;
    return rollsOn(this.#tables, spot, ABILITY_INDEX[roll.ability], roll.free, roll.count) ? ROLL : QUIT;
  }

  #check(position: SolvablePosition): void {
    if (!this.fits(position)) {
      throw new RingsideError("INVALID_ARGUMENT", "powerhouses: another pairing's match", [
        {
          path: "wrestlers",
          message: "this solution was worked out for other sheets or another Take-Down tie reading",
        },
      ]);
    }
  }

  #spot(position: SolvablePosition): RollSpot {
    const roll = defined(position.roll ?? undefined, "powerhouses: the roll in progress");
    const role = roll.role === "take-down" ? 0 : roll.role === "attack" ? 1 : 2;
    const target =
      role === 2
        ? (position.attack?.total ?? 0)
        : role === 0 && roll.player === "blue"
          ? (position.takeDown.red ?? 0)
          : 0;
    return {
      role,
      player: PLAYER_INDEX[roll.player],
      n: roll.dice,
      theirDice: position.diceLeft[other(roll.player)],
      target,
    };
  }
}

function abilityIndexes(choices: readonly (typeof ABILITIES)[number][]): number[] {
  return choices.map((a) => ABILITY_INDEX[a]);
}

/**
 * Solves a Powerhouses match exactly for one pair of sheets: the chance to win from every match
 * state (Take-Down, each exchange, every roll in progress) when both corners play perfectly, and
 * the moves that achieve it. Takes a few hundredths of a second for standard sheets (see the
 * performance page); reuse the solution for a whole match.
 *
 * @example
 * ```ts
 * const solution = solvePowerhouses({ red: bruno, blue: kid });
 * solution.atTheBell; // red's chance to win before the Take-Down
 * solution.winProbability(state, "red"); // from any state of that match
 * ```
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` as the Game's setup does.
 */
export function solvePowerhouses(config: PowerhousesConfig): PowerhousesSolution {
  const { wrestlers, options } = validateConfig(config);
  return new PowerhousesSolution(wrestlers.red, wrestlers.blue, options);
}

/**
 * `player`'s chance to win from `position` (a state or a view) with perfect play from both
 * corners: "you are 41% to win from here". Pass the match's {@link PowerhousesSolution} to reuse
 * it; without one the pairing is solved on the spot (a few hundredths of a second).
 *
 * @example
 * ```ts
 * const solution = solvePowerhouses(config);
 * const chance = winProbability(state, "red", solution); // e.g. 0.41
 * ```
 * @throws RingsideError `INVALID_ARGUMENT` for an unknown player or another pairing's solution.
 */
export function winProbability(
  position: SolvablePosition,
  player: Player,
  solution: PowerhousesSolution = new PowerhousesSolution(
    position.wrestlers.red,
    position.wrestlers.blue,
    position.options,
  ),
): number {
  return solution.winProbability(position, player);
}
