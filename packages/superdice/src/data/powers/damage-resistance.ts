import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";

/** Damage Resistance (Activated): Each attacking die hurts you 1 less this turn. */
export const damageResistance: PowerDef = {
  id: "damage-resistance",
  name: "Damage Resistance",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Each attacking die hurts you 1 less this turn.",
  targets: always,
  apply: (ctx) => {
    ctx.state.mods[ctx.me].resistance = true;
  },
};
