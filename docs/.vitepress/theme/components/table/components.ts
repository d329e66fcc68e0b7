/** The table kit's components, each under the name the theme registers it by (see index.ts). */
export { default as DiceTray } from "./DiceTray.vue";
export { default as Die } from "./Die.vue";
export { default as GameCard } from "./GameCard.vue";
export { default as Icon } from "./Icon.vue";
export { default as IntervalBar } from "./IntervalBar.vue";
export { default as MoveBar } from "./MoveBar.vue";
export { default as PlayByPlay } from "./PlayByPlay.vue";
export { default as RecordTools } from "./RecordTools.vue";
export { default as RingBoard } from "./RingBoard.vue";
export { default as RoundFlow } from "./RoundFlow.vue";
export { default as SimProgress } from "./SimProgress.vue";
export { default as StatBar } from "./StatBar.vue";
export { default as TimeTravel } from "./TimeTravel.vue";
