import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";

/** Super Tough (Activated): Each of your defending dice counts 2 more this turn. */
export const superTough: PowerDef = {
  id: "super-tough",
  name: "Super Tough",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Each of your defending dice counts 2 more this turn.",
  targets: always,
  apply: (ctx) => {
    ctx.state.mods[ctx.me].superTough = true;
  },
};
