/**
 * The whole-match fast path for bulk play: the same `setupMatch`, `legalMoves` and `playMove` the
 * Game API runs, on one live seeded dice source and a working state with no dice in it, without the
 * per-step state checks and dice saves of `defineGame`. The bots see what the Game API's view shows
 * them, frozen: the working state (it has no dice) without the other side's hidden objects. Equal to the Game API by the conformance
 * kit's fast-path property; scripted dice, a missing bot or a bad bot seed take the Game API.
 *
 * @module
 */
import {
  chosenMove,
  createRng,
  freezeView,
  offerMoves,
  openDice,
  RingsideError,
  SeededDice,
  type Bot,
  type DiceStart,
  type FastResult,
} from "@ringside/core";
import { DEFAULT_RINGMASTER_OPTIONS, type RingMasterPlayer } from "./config.js";
import { validateConfig } from "./validateConfig.js";
import { deciding, legalMoves, playMove, setupMatch } from "./match.js";
import { seenBy } from "./match/hiddenInfo.js";
import type { RingMasterMove, RingMasterState } from "./state.js";
import type { RingMasterEvent } from "./events.js";
import type { RingMasterView } from "./state.js";

/** Steps the Game API's `runMatch` allows by default before it calls a match stuck. */
const MAX_STEPS = 100_000;

/**
 * Plays one whole match on the fast path; `slow` runs it through the Game API instead (for the
 * inputs the fast path leaves to it). A match still going after `maxSteps` steps is stopped as
 * core's `runMatch` stops it, never handed to the Game API to be played that long again.
 *
 * @throws RingsideError `INVALID_CONFIG` (as `start`), `ILLEGAL_MOVE` when a bot picks a move that
 *   is not legal, `INVALID_STATE` when the match has not ended after `maxSteps` steps (as `runMatch`).
 */
export function runFast(
  config: unknown,
  dice: DiceStart,
  bots: Readonly<Partial<Record<RingMasterPlayer, Bot<RingMasterView, RingMasterMove>>>> | undefined,
  botSeed: number,
  slow: () => FastResult<RingMasterPlayer>,
  maxSteps: number = MAX_STEPS,
): FastResult<RingMasterPlayer> {
  if (typeof dice !== "number" || !Number.isSafeInteger(dice) || !Number.isSafeInteger(botSeed))
    return slow();
  const red = bots?.red;
  const blue = bots?.blue;
  if (typeof red !== "function" || typeof blue !== "function") return slow();
  const setup = validateConfig(config);
  const source = openDice(dice);
  if (!(source instanceof SeededDice)) return slow();
  const rng = createRng(botSeed);
  const events: RingMasterEvent[] = [];
  let state = setupMatch(
    {
      red: setup.red,
      blue: setup.blue,
      partners: setup.partners,
      options: { ...DEFAULT_RINGMASTER_OPTIONS, ...setup.options },
    },
    source,
    events,
  ) as RingMasterState;
  for (let steps = 0; ; steps++) {
    if (state.result !== null) return { result: state.result, steps };
    if (steps >= maxSteps) {
      throw new RingsideError("INVALID_STATE", "ringmaster: match did not end", [
        { path: "maxSteps", message: `still going after ${maxSteps} steps` },
      ]);
    }
    const player = deciding(state);
    if (player === null) return slow();
    // Core's fast-path kit: frozen legal moves, a frozen view (the rules build every state anew,
    // so freezing the parts a view shares with the state changes nothing for them), and the bot's
    // move checked by value.
    const legal = offerMoves(legalMoves(state, player));
    const view = freezeView(seenBy(state, player));
    const move: unknown = (player === "red" ? red : blue)({ view, moves: legal, rng });
    const chosen = chosenMove<RingMasterMove>("ringmaster", player, legal, move);
    events.length = 0;
    state = playMove(state, player, chosen, source, events);
  }
}
