import type { PowerDef } from "../power.js";

/** Super Speed (Constant): Counts 10 more in every Initiative Phase. */
export const superSpeed: PowerDef = {
  id: "super-speed",
  name: "Super Speed",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Counts 10 more in every Initiative Phase.",
  initiativeBonus: 10,
};
