/**
 * The table kit: pieces that look like the game, and the tools that share and step through a
 * match. The components are registered globally by the theme (use them in any page or demo without
 * importing); import the composables and helpers from this file. Guide: docs/guide/table-kit.md.
 */
import type { App } from "vue";
import * as components from "./components";
import "./kit.css";

export * from "./components";
export { ringLayout } from "./ringLayout";
export {
  PACKED_LINK_MARKER,
  decodeFromUrl,
  decodeLink,
  downloadJson,
  encodeForUrl,
  encodeLink,
  readMatchLink,
  type MatchLink,
} from "./record";
export { replayFrames, type MatchFrame, type ReplayableGame, type ReplayFramesOptions } from "./replayFrames";
export { asRecord, snapshotOf } from "./snapshot";
export { formatEstimate, wilson, type Estimate } from "./stats";
export { useMatchUrl, type MatchUrl } from "./useMatchUrl";
export { useBotWorker, type BotWorker } from "./useBotWorker";
export { BUILT_CORNER, useCornerForm, type CornerForm, type Corners } from "./useCornerForm";
export {
  useTableMatch,
  type RecordedMove,
  type TableGame,
  type TableMatch,
  type TableMatchOptions,
  type TableMover,
} from "./useTableMatch";
export { useSimulationWorker, type SimulationWorker } from "./useSimulationWorker";
export type {
  DieFace,
  DieState,
  IconName,
  PlayLine,
  RingPiece,
  RingSquare,
  RingSquareKind,
  TimeTravelFrame,
} from "./types";

declare module "vue" {
  /** The kit's components as the theme registers them, so templates type-check their props. */
  export interface GlobalComponents {
    DiceTray: typeof components.DiceTray;
    Die: typeof components.Die;
    GameCard: typeof components.GameCard;
    Icon: typeof components.Icon;
    IntervalBar: typeof components.IntervalBar;
    MoveBar: typeof components.MoveBar;
    PlayByPlay: typeof components.PlayByPlay;
    RecordTools: typeof components.RecordTools;
    RingBoard: typeof components.RingBoard;
    RoundFlow: typeof components.RoundFlow;
    SimProgress: typeof components.SimProgress;
    StatBar: typeof components.StatBar;
    TimeTravel: typeof components.TimeTravel;
  }
}

/** Registers every kit component under its own name (the theme calls this once). */
export function registerTableKit(app: App): void {
  for (const [name, component] of Object.entries(components)) app.component(name, component);
}
