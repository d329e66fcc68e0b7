import type { PowerDef } from "../power.js";

/** Super Costume (Constant): Each of your dice counts 1 more in every total. */
export const superCostume: PowerDef = {
  id: "super-costume",
  name: "Super Costume",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Each of your dice counts 1 more in every total.",
  dieBonus: 1,
};
