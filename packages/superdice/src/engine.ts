/**
 * `@ringside/superdice/engine`: the lean entry: the game, its types, the configuration and the 66
 * powers, without the narrator, the bots but the random one, the tier list or the published
 * example of play. The full entry re-exports all of it.
 *
 * @packageDocumentation
 */
export { superdice, type SuperDiceGame } from "./game.js";
export type { SuperDiceView } from "./types.js";
export {
  DEFAULT_OPTIONS,
  parseConfig,
  checkConfig,
  configSchema,
  type SuperDiceConfig,
  type SuperDiceHeroConfig,
} from "./config.js";
export type { SuperDiceMove, SuperDiceEvent, SuperDiceTotals } from "./moves.js";
export type {
  Side as SuperDiceSide,
  SuperDiceDie,
  SuperDiceHero,
  SuperDiceMods,
  SuperDiceOptions,
  SuperDicePhase,
  SuperDicePlayer,
  SuperDiceSidekick,
  SuperDiceSnapshot,
  SuperDiceState,
} from "./types.js";
export { POWER_IDS, isPowerId, type PowerId } from "./data/powerIds.js";
export { POWERS } from "./data/powers/index.js";
export type { PowerDef, PowerEffect, PowerTarget, PowerContext } from "./data/power.js";
export { superDiceStateSchema } from "./state.js";
/** The game id of this package. */
export const gameId = "superdice";
export { superDiceRandomBot } from "./fast.js";
// The names every game package shares (CONTRIBUTING, checked by scripts/check-conventions.mjs).
export { parseConfig as validateConfig } from "./config.js";
export { superDiceRandomBot as randomBot } from "./fast.js";
import type { MatchResult } from "@ringside/core";
import type { SuperDicePlayer as Corner } from "./types.js";
/** How a Super Dice match ended. */
export type SuperDiceResult = MatchResult<Corner>;
export { facts } from "./facts.js";
export { damageTaken, totals, type SideDamage } from "./rules/damagePhase.js";
