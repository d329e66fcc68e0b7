/**
 * The table kit: pieces that look like the game, and the tools that share and step through a
 * match. The components are registered globally by the theme (use them in any page or demo without
 * importing); import the composables and helpers from this file. Guide: docs/guide/table-kit.md.
 */
import type { App } from "vue";
import DiceTray from "./DiceTray.vue";
import Die from "./Die.vue";
import GameCard from "./GameCard.vue";
import IntervalBar from "./IntervalBar.vue";
import PlayByPlay from "./PlayByPlay.vue";
import RecordTools from "./RecordTools.vue";
import RingBoard from "./RingBoard.vue";
import RoundFlow from "./RoundFlow.vue";
import SimProgress from "./SimProgress.vue";
import StatBar from "./StatBar.vue";
import TimeTravel from "./TimeTravel.vue";
import "./kit.css";

export {
  DiceTray,
  Die,
  GameCard,
  IntervalBar,
  PlayByPlay,
  RecordTools,
  RingBoard,
  RoundFlow,
  SimProgress,
  StatBar,
  TimeTravel,
};
export { ringLayout } from "./ringLayout";
export { decodeFromUrl, downloadJson, encodeForUrl, readMatchLink, type MatchLink } from "./record";
export { replayFrames, type MatchFrame, type ReplayableGame, type ReplayFramesOptions } from "./replayFrames";
export { asRecord, snapshotOf } from "./snapshot";
export { formatEstimate, wilson, type Estimate } from "./stats";
export { useMatchUrl, type MatchUrl } from "./useMatchUrl";
export { useSimulationWorker, type SimulationWorker } from "./useSimulationWorker";
export type {
  DieFace,
  DieState,
  PlayLine,
  RingPiece,
  RingSquare,
  RingSquareKind,
  TimeTravelFrame,
} from "./types";

/** Registers every kit component under its own name (the theme calls this once). */
export function registerTableKit(app: App): void {
  const components = {
    DiceTray,
    Die,
    GameCard,
    IntervalBar,
    PlayByPlay,
    RecordTools,
    RingBoard,
    RoundFlow,
    SimProgress,
    StatBar,
    TimeTravel,
  };
  for (const [name, component] of Object.entries(components)) app.component(name, component);
}
