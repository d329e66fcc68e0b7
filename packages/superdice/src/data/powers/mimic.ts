import type { PowerDef } from "../power.js";

/** Mimic (Activated): Use one of the opponent's activated powers as if it were yours. */
export const mimic: PowerDef = {
  id: "mimic",
  name: "Mimic",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Use one of the opponent's activated powers as if it were yours.",
  borrows: "opponent",
};
