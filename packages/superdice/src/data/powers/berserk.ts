import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";

/** Berserk (Activated): Your attack total gains 5 if every die of yours ends on attack. */
export const berserk: PowerDef = {
  id: "berserk",
  name: "Berserk",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Your attack total gains 5 if every die of yours ends on attack.",
  targets: always,
  apply: (ctx) => {
    ctx.state.mods[ctx.me].berserk = true;
  },
};
