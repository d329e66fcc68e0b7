import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";

/** Knockback (Activated *): Your attack total gains 4. */
export const knockback: PowerDef = {
  id: "knockback",
  name: "Knockback",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: [],
  text: "Your attack total gains 4.",
  targets: always,
  apply: (ctx) => {
    ctx.state.mods[ctx.me].attackBonus += 4;
  },
};
