/**
 * `@ringside/rasslefest/engine`: the lean entry, only the rules and the cards (the `Game`, the card
 * table, the match options and the legality helpers), without the narrator, federation, bots or
 * published samples. Use it where bundle size matters; the full entry re-exports all of it.
 *
 * @packageDocumentation
 */
export * from "./cards.js";
export type * from "./types.js";
export {
  DEFAULT_OPTIONS,
  rankEnergy,
  validateConfig,
  type RassleConfig,
  type RasslefestConfig,
  type RasslefestOptions,
  type ResolvedConfig,
} from "./options.js";
export { counterAllowed, energyAllows, isSavingCard, opponent, strikeAllowed } from "./legal.js";
export { gameId, rasslefest } from "./game.js";
export { facts } from "./facts.js";
