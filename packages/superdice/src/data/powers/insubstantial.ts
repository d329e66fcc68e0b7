import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";

/** Insubstantial (Activated *): The opponent's attack total is halved (rounded down) this turn. */
export const insubstantial: PowerDef = {
  id: "insubstantial",
  name: "Insubstantial",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: [],
  text: "The opponent's attack total is halved (rounded down) this turn.",
  targets: always,
  apply: (ctx) => {
    ctx.state.mods[ctx.me].insubstantial = true;
  },
};
