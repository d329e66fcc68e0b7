/** The Rasslefest engine: the core `Game` built with `defineGame` over the rules in `./rules/`. */
import { defineGame, eventList, type DiceSource, type Problems, type StateBody } from "@ringside/core";
import { allCards, type CardId } from "./cards.js";
import { load, sealBody, withDefaults, type Draft } from "./draft.js";
import { rasslefestTurn, rasslefestView } from "./view.js";
export { setupOn } from "./setup.js";
import { setupOn } from "./setup.js";
import { runFast } from "./fast.js";
import { validateConfig, type RasslefestConfig } from "./options.js";
import { advanceOn, applyOn, legalMoves } from "./rules/gameplay.js";
import { stateSchema } from "./schema.js";
import type { RassleEvent, RassleMove, RasslePlayer, RassleState, RassleView } from "./types.js";

export { seal, type Draft } from "./draft.js";
export { advanceOn, applyOn } from "./rules/gameplay.js";

/** The game id of this package. */
export const gameId = "rasslefest";

const PLAYERS: readonly RasslePlayer[] = Object.freeze(["a", "b"]);

/** A working copy of `s` (its own buffers; nothing shared that the rules change in place). */
export function draft(s: RassleState, dice: DiceSource, events: RassleEvent[] | null): Draft {
  return load(s, dice, events);
}

/** The state of a working copy without its dice (the shape adds them). */
function body(d: Draft): StateBody<RassleState> {
  return sealBody(d);
}

/**
 * Cross-checks of a saved state: every one of the 80 cards exactly once (hands, piles, cards out of
 * the game, cards chosen face down), the result and the phase agreeing, the chain well formed.
 */
function checkState(s: RassleState, problems: Problems): void {
  const RULE = "Rasslefest › Saved states";
  const seen = new Map<string, string>();
  const note = (card: CardId, where: string): void => {
    const first = seen.get(card);
    if (first !== undefined) problems.add(where, `${card} is also in ${first}`, RULE);
    else seen.set(card, where);
  };
  for (const p of PLAYERS) s.hands[p].forEach((c, i) => note(c, `hands.${p}.${i}`));
  s.deck.drawPile.forEach((c, i) => note(c, `deck.drawPile.${i}`));
  s.deck.discardPile.forEach((c, i) => note(c, `deck.discardPile.${i}`));
  s.deck.removed.forEach((c, i) => note(c, `deck.removed.${i}`));
  if (s.phase.kind === "reveal") {
    for (const p of PLAYERS) {
      const mv = s.phase.submitted[p];
      if (mv !== undefined && (mv.type === "play" || mv.type === "discard"))
        note(mv.card, `phase.submitted.${p}`);
      if (mv !== undefined && mv.type !== "play" && mv.type !== "discard" && mv.type !== "pass")
        problems.add(`phase.submitted.${p}`, "a face-down choice is a play, a discard or a pass", RULE);
    }
  }
  const missing = allCards.filter((c) => !seen.has(c));
  if (missing.length > 0)
    problems.add("deck", `${missing.length} cards are nowhere (${missing.slice(0, 3).join(", ")}…)`, RULE);
  if ((s.result === null) !== (s.phase.kind !== "over"))
    problems.add("result", "a finished match has a result and the phase over, and only then", RULE);
  if (s.phase.kind === "respond") {
    s.phase.chain.forEach((link, i) => {
      if (link.card === null && i > 0)
        problems.add(`phase.chain.${i}.card`, "only a kept hold has no card", RULE);
    });
  }
  if (s.energy.a + s.energy.b + s.energyRemoved !== s.startEnergy)
    problems.add("energy", "the energies and the energy out of the game must add up to the start", RULE);
}

/**
 * The Rasslefest engine: two wrestlers, the 80-card deck, hidden hands, simultaneous No Control
 * reveals. Built with core's `defineGame`, which guards every call: `INVALID_CONFIG`,
 * `INVALID_STATE`, `UNKNOWN_PLAYER`, `MATCH_OVER`, `NOT_YOUR_TURN`, `NOTHING_TO_ADVANCE`,
 * `ILLEGAL_MOVE`. Its fast path plays whole matches on one working copy.
 *
 * @example
 * ```ts
 * import { runMatch } from "@ringside/core";
 * import { heuristicBot, rasslefest, strongBot } from "@ringside/rasslefest";
 * const match = runMatch(rasslefest, { config: { options: { disqualification: true } }, dice: 42, bots: { a: strongBot(), b: heuristicBot() } });
 * ```
 * @throws RingsideError with the codes above
 */
export const rasslefest = defineGame<
  RasslefestConfig,
  RassleState,
  RassleMove,
  RassleEvent,
  RassleView,
  RasslePlayer
>({
  id: gameId,
  config: (input) => {
    validateConfig(input);
    return input as RasslefestConfig;
  },
  state: stateSchema,
  checkState,
  players: () => PLAYERS,
  setup(config, dice, events) {
    const d = setupOn(config, dice);
    events.push({ type: "match-started", energy: { a: d.energy.a, b: d.energy.b } });
    return body(d);
  },
  turn: rasslefestTurn,
  moves(state, player) {
    // A state saved before `tripAlone` existed reads as the default.
    const options = withDefaults(state.options);
    return legalMoves(options === state.options ? state : { ...state, options }, player);
  },
  play(state, player, move, dice, events) {
    const d = load(state, dice, eventList(events));
    applyOn(d, player, move);
    return body(d);
  },
  advance(state, dice, events) {
    const d = load(state, dice, eventList(events));
    advanceOn(d);
    return body(d);
  },
  view: rasslefestView,
  fast: { run: (config, dice, bots, botSeed) => runFast(config, dice, bots, botSeed) },
});
