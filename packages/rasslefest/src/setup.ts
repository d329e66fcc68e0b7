/** Setup: the deck shuffled with the match dice and five cards dealt to each wrestler. Docs: /rasslefest/rules#setup. */
import { openDice, type DiceSource, type DiceStart } from "@ringside/core";
import { allCards } from "./cards.js";
import { flip, type Draft } from "./draft.js";
import { shuffle } from "./rules/shuffling.js";
import { validateConfig, type RasslefestConfig, type ResolvedConfig } from "./options.js";
import type { RassleEvent } from "./types.js";

/**
 * Sets a match up on a new working copy: the config checked, the deck shuffled with the match dice
 * (left open on the copy) and five cards dealt to each wrestler.
 *
 * @throws RingsideError `INVALID_CONFIG`
 */
export function setupOn(
  config: RasslefestConfig,
  start: DiceStart | DiceSource,
  events: RassleEvent[] | null = null,
): Draft {
  return setupResolved(resolveConfig(config), start, events);
}

/** The plain game's resolved config (checked once, at load; read-only). */
const PLAIN: ResolvedConfig = validateConfig({});

/** True for `{}` itself: an object literal without keys. */
function isPlain(config: unknown): boolean {
  if (typeof config !== "object" || config === null) return false;
  try {
    if (Object.getPrototypeOf(config) !== Object.prototype) return false;
    return Object.keys(config).length === 0 && Object.getOwnPropertySymbols(config).length === 0;
  } catch {
    // A proxy that cannot be read: `validateConfig` reports it.
    return false;
  }
}

/** The resolved config (checked: `INVALID_CONFIG` listing every problem). */
export const resolveConfig = (config: unknown): ResolvedConfig =>
  isPlain(config) ? PLAIN : validateConfig(config);

const isSource = (x: DiceStart | DiceSource): x is DiceSource =>
  typeof x === "object" && x !== null && "save" in x && typeof x.save === "function";

/** {@link setupOn} from a resolved config. */
export function setupResolved(
  resolved: ResolvedConfig,
  start: DiceStart | DiceSource,
  events: RassleEvent[] | null = null,
): Draft {
  const dice = isSource(start) ? start : openDice(start);
  const pile = resolved.stackedDeck === null ? allCards.slice() : resolved.stackedDeck.slice();
  if (resolved.stackedDeck === null) shuffle(pile, dice);
  const o = resolved.options;
  const hand = o.handLimit;
  return {
    options: o,
    energy: { a: resolved.energy.a, b: resolved.energy.b },
    startEnergy: resolved.energy.a + resolved.energy.b,
    energyRemoved: 0,
    hands: { a: pile.slice(0, hand), b: pile.slice(hand, 2 * hand) },
    deck: { draw: flip(pile.slice(2 * hand)), discards: [], removed: [], reshuffles: 0 },
    control: null,
    nextControl: null,
    discarded: [],
    rally: null,
    hold: null,
    location: "ring",
    phase: { kind: "reveal", submitted: {} },
    log: {
      offense: { a: [], b: [] },
      bigRallies: 0,
      roundPlays: [],
      lastHit: null,
      finish: null,
      rounds: 1,
    },
    result: null,
    dice,
    events,
    base: null,
  };
}
