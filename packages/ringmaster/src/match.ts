/**
 * The singles match: setup, whose turn it is, the legal moves and what each does. Every clause it
 * applies lives in a `rules/` module; the modules under `match/` sequence them by phase (the round,
 * ¶11 as completed in `completion.md` › 10). The referee, Turnovers, tags and cages hook in
 * through the options and the `illegal` tag of the catalogue.
 */
export { opponentOf } from "./match/common.js";
export { deciding, setupMatch } from "./match/setup.js";
export { maneuverSkill, SUPERSETS } from "./match/skills.js";
export { legalMoves } from "./match/legalMoves.js";
export {
  attackKind,
  groupMoves,
  type AttackChoice,
  type AttackKind,
  type MoveGroups,
} from "./match/moveGroups.js";
export { playMove } from "./match/play.js";
export {
  attemptTarget,
  averageDamage,
  canAttemptNow,
  holdOptionTarget,
  pinChance,
  pinOptionTarget,
  previewPosition,
} from "./match/views.js";
export {
  counterTarget,
  holdCounterTarget,
  lungeEscapeTargetNow,
  lungeTagTargetNow,
  reversalTarget,
} from "./match/targets.js";
