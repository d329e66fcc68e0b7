/**
 * The fast path for bulk simulation: a whole match played on ONE mutable working copy with ONE open
 * dice source, cards and moves as small integers, legal moves written into a reusable buffer, no
 * events and no JSON per step. It plays exactly the match the Game API plays (same dice, same bots'
 * choices), which the package's property tests check over random seeds.
 */
import {
  RingsideError,
  createRng,
  type Bot,
  type DiceStart,
  type MatchResult,
  type Rng,
} from "@ringside/core";
import { codeOf, moveObject } from "./codes.js";
import { Draft, MOVES, PH_COUNT, PH_REVEAL, seal } from "./draft.js";
import { rasslefest, resolveConfig, setupResolved } from "./game.js";
import { pickBestCode } from "./bots/heuristic.js";
import type { RassleConfig, ResolvedConfig } from "./options.js";
import { count } from "./rules/cover.js";
import { applyCode, legalCodes } from "./rules/gameplay.js";
import type { RassleMove, RasslePlayer, RassleState, RassleView } from "./types.js";

/**
 * How the fast path asks a seat for its move: `"random"` (as `rassleRandomBot`), `"heuristic"` (as
 * `heuristicBot`), or any bot, which gets the player's view.
 */
export type FastPolicy = "random" | "heuristic" | Bot<RassleView, RassleMove>;

/** A match played by {@link playFast}: the result, the steps (as `runMatch` counts them) and the final state. */
export interface FastMatch {
  readonly result: MatchResult<RasslePlayer>;
  /** Moves and automatic steps taken. */
  readonly steps: number;
  /** The final state, dice included (the same JSON the Game API reaches). */
  readonly state: RassleState;
}

/**
 * Chooses the move of player `p` (0 or 1) among the `n` legal move codes at `MOVES` in the working
 * copy's buffer; returns the code.
 */
export type Chooser = (d: Draft, p: number, n: number) => number;

/**
 * Plays the working copy on in place until the match is over or `maxSteps` steps were taken;
 * returns the steps taken. The mutable loop under {@link playFast} and the strong bot's playouts.
 */
export function playOn(d: Draft, choose: Chooser, maxSteps: number): number {
  let steps = 0;
  while (d.result === null && steps < maxSteps) {
    const ph = d.ph;
    if (ph === PH_COUNT) count(d, d.phP);
    else if (ph < PH_COUNT) {
      const p = ph === PH_REVEAL ? (d.subA < 0 ? 0 : 1) : d.phP;
      applyCode(d, p, choose(d, p, legalCodes(d, p)), null);
    }
    steps++;
  }
  return steps;
}

/** A bot asked through its view; its move is applied as it gave it (a reveal keeps the object). */
function botChooser(bot: Bot<RassleView, RassleMove>, rng: Rng): Chooser {
  return (d, p, n) => {
    const moves: RassleMove[] = [];
    for (let i = 0; i < n; i++) moves.push(moveObject(d.m[MOVES + i] as number));
    const who: RasslePlayer = p === 0 ? "a" : "b";
    const move = bot({ view: rasslefest.view(d, who), moves, rng });
    lastMove = move;
    return codeOf(move);
  };
}

/** The JSON move a bot gave last (kept as submitted in a reveal). */
let lastMove: RassleMove | null = null;

/** The chooser for one policy; all of them draw from the one shared bot RNG, as `runMatch` does. */
function chooserOf(policy: FastPolicy, rng: Rng): Chooser {
  if (policy === "random") return (d, _p, n) => d.m[MOVES + rng.int(0, n - 1)] as number;
  if (policy === "heuristic") return (d, p, n) => pickBestCode(d, p, n, rng);
  return botChooser(policy, rng);
}

/**
 * Plays a whole match fast: the same match as `runMatch(rasslefest, { config, dice, bots, botSeed })`
 * with `"random"` for `rassleRandomBot()` and `"heuristic"` for `heuristicBot()`, same result and
 * final state, without building a state, events or a record per step. Throws `RingsideError`
 * (`INVALID_STATE`) after `maxSteps` steps (default 100 000), like `runMatch`.
 */
export function playFast(
  config: RassleConfig,
  dice: DiceStart,
  bots: Readonly<Record<RasslePlayer, FastPolicy>>,
  botSeed = 0,
  maxSteps = 100_000,
): FastMatch {
  const resolved = resolveConfig(config);
  const reused = spare;
  spare = null;
  const d = reused ?? new Draft();
  const steps = run(resolved, dice, bots, botSeed, maxSteps, d);
  const result = d.result as MatchResult<RasslePlayer>;
  // Random and heuristic matches replay identically from their seeds: see LazyMatch.
  const replayable =
    typeof bots.a === "string" &&
    typeof bots.b === "string" &&
    typeof dice === "number" &&
    resolved.stackedDeck === null;
  d.generation = ++matches;
  spare = d;
  if (!replayable) return { result, steps, state: seal(d) };
  return new LazyMatch(result, steps, d, resolved, dice, bots, botSeed, maxSteps);
}

/**
 * A random or heuristic match of {@link playFast}: its state is built on first read, from the
 * working copy while no later match reused it, else by playing the match again from its seeds.
 * `state` is an own enumerable getter (spreading or serialising the match reads it too), installed
 * from one shared descriptor: cheaper than an object literal with a getter.
 */
class LazyMatch implements FastMatch {
  readonly result: MatchResult<RasslePlayer>;
  readonly steps: number;
  declare readonly state: RassleState;
  #built: RassleState | null = null;
  readonly #d: Draft;
  readonly #live: number;
  readonly #resolved: ResolvedConfig;
  readonly #dice: DiceStart;
  readonly #bots: Readonly<Record<RasslePlayer, FastPolicy>>;
  readonly #botSeed: number;
  readonly #maxSteps: number;

  constructor(
    result: MatchResult<RasslePlayer>,
    steps: number,
    d: Draft,
    resolved: ResolvedConfig,
    dice: DiceStart,
    bots: Readonly<Record<RasslePlayer, FastPolicy>>,
    botSeed: number,
    maxSteps: number,
  ) {
    this.result = result;
    this.steps = steps;
    this.#d = d;
    this.#live = d.generation;
    this.#resolved = resolved;
    this.#dice = dice;
    this.#bots = bots;
    this.#botSeed = botSeed;
    this.#maxSteps = maxSteps;
    Object.defineProperty(this, "state", LazyMatch.#stateProperty);
  }

  static readonly #stateProperty: PropertyDescriptor = {
    get(this: LazyMatch): RassleState {
      return this.#state();
    },
    enumerable: true,
    configurable: true,
  };

  #state(): RassleState {
    if (this.#built === null) {
      let copy = this.#d;
      if (copy.generation !== this.#live) {
        copy = new Draft();
        run(this.#resolved, this.#dice, this.#bots, this.#botSeed, this.#maxSteps, copy);
      }
      this.#built = seal(copy);
    }
    return this.#built;
  }
}

/** How many matches the fast path has played (tells a reused copy's matches apart). */
let matches = 0;

/** A spare working copy: consecutive matches reuse it (a nested call makes its own). */
let spare: Draft | null = null;

/** Plays a match on `d` to its end; returns the steps taken. `INVALID_STATE` after `maxSteps` steps. */
function run(
  resolved: ResolvedConfig,
  dice: DiceStart,
  bots: Readonly<Record<RasslePlayer, FastPolicy>>,
  botSeed: number,
  maxSteps: number,
  d: Draft,
): number {
  setupResolved(resolved, dice, d);
  const rng = createRng(botSeed);
  let steps: number;
  {
    const a = chooserOf(bots.a, rng);
    const b = chooserOf(bots.b, rng);
    if (typeof bots.a === "function" || typeof bots.b === "function") steps = playCustom(d, a, b, maxSteps);
    else steps = playOn(d, (w, p, n) => (p === 0 ? a : b)(w, p, n), maxSteps);
  }
  if (d.result === null) {
    throw new RingsideError("INVALID_STATE", "rasslefest: match did not end", [
      { path: "maxSteps", message: `still going after ${maxSteps} steps` },
    ]);
  }
  return steps;
}

/** {@link playOn} with bots that answer with JSON moves: a reveal keeps the move object given. */
function playCustom(d: Draft, a: Chooser, b: Chooser, maxSteps: number): number {
  let steps = 0;
  while (d.result === null && steps < maxSteps) {
    const ph = d.ph;
    if (ph === PH_COUNT) count(d, d.phP);
    else if (ph < PH_COUNT) {
      const p = ph === PH_REVEAL ? (d.subA < 0 ? 0 : 1) : d.phP;
      lastMove = null;
      const code = (p === 0 ? a : b)(d, p, legalCodes(d, p));
      applyCode(d, p, code, lastMove);
    }
    steps++;
  }
  return steps;
}
