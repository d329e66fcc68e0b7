import type { PowerDef } from "../power.js";

/** Mystic Powers (Activated): Pay 2 hits to use any activated power of the list as if it were yours. */
export const mysticPowers: PowerDef = {
  id: "mystic-powers",
  name: "Mystic Powers",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Pay 2 hits to use any activated power of the list as if it were yours.",
  cost: 2,
  borrows: "any",
};
