import type { PowerDef } from "../power.js";

/** Drain (Constant): The opponent loses 2 hits at the end of every Damage Phase. */
export const drain: PowerDef = {
  id: "drain",
  name: "Drain",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "The opponent loses 2 hits at the end of every Damage Phase.",
  endOfDamage: { drain: 2 },
};
