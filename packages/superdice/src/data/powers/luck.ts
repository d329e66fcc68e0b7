import type { PowerDef } from "../power.js";

/** Luck (Constant): Rolls one die more in the Luck Phase and sets the worst aside. */
export const luck: PowerDef = {
  id: "luck",
  name: "Luck",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Rolls one die more in the Luck Phase and sets the worst aside.",
  luckExtra: 1,
};
