/**
 * `@ringside/powerhouses/engine`: the rules alone (sheets, the roll, the match) without the
 * narrator, the samples, the exact odds or the bots, for the smallest bundles.
 *
 * @packageDocumentation
 */
export { ABILITIES, FAN_SUPPORT, isAbility, type Ability, type Face } from "./abilities.js";
export {
  checkSheet,
  DEFAULT_SHEET_RULES,
  faceMatches,
  facesFor,
  SHEET_RULE,
  sheetProblems,
  validateSheet,
  type CustomSheet,
  type SheetInput,
  type SheetRules,
  type StandardSheet,
  type Wrestler,
} from "./sheet.js";
export { checkOptions, DEFAULT_OPTIONS, type PowerhousesOptions, type TakeDownTie } from "./options.js";
export {
  decideRoll,
  largestSets,
  matchingDice,
  PURSUE,
  QUIT,
  ROLL,
  rollMoves,
  setSizes,
  startRoll,
  throwDice,
  type Player,
  type RollEvent,
  type RollMove,
  type RollRole,
  type RollState,
  type RollStep,
} from "./roll.js";
export type {
  Phase as PowerhousesPhase,
  PowerhousesPlayer,
  PowerhousesResult,
  PowerhousesConfig,
  PowerhousesEvent,
  PowerhousesMove,
  PowerhousesState,
  PowerhousesView,
} from "./types.js";
export { gameId, powerhouses, validateConfig } from "./game.js";
export { STARTING_DICE } from "./rules/endingTheGame.js";
export { facts } from "./facts.js";
