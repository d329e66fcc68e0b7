/**
 * The names of the rules of BlitzMatch 2.2 as errors, events and the docs cite them.
 *
 * @module
 */

/** Rule names, by the section of the text they come from. */
export const RULE = {
  slot: "BlitzMatch › I.1 Slot",
  attributes: "BlitzMatch › I.2 Attributes (cost table)",
  multiSlotting: "BlitzMatch › I.3 Multi-Slotting",
  styleList: "BlitzMatch › II.1 Selection of styles list",
  roundActions: "BlitzMatch › II.2 Round actions",
  energy: "BlitzMatch › II.2.a Energy, Activity and Recovery",
  matchValue: "BlitzMatch › III.1.b Match value",
  advantage: "BlitzMatch › III.1.c Advantage",
  endurance: "BlitzMatch › III.1.d Endurance",
  roundTotals: "BlitzMatch › III.2.b Round totals",
  compare: "BlitzMatch › III.2.c Compare values",
  victory: "BlitzMatch › III.3.d Check for victory",
  timeLimit: "BlitzMatch › III.2 Rounds (time limit)",
  multiSlotRounds: "BlitzMatch › more than two slots (our rule)",
  options: "BlitzMatch › options",
} as const;
