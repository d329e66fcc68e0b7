import type { PowerDef } from "../power.js";

/** Regeneration (Constant): Heals 2 lost hits at the end of every Damage Phase, never above the starting hits. */
export const regeneration: PowerDef = {
  id: "regeneration",
  name: "Regeneration",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Heals 2 lost hits at the end of every Damage Phase, never above the starting hits.",
  endOfDamage: { heal: 2 },
};
