import type { PowerDef } from "../power.js";
import { convertAll, foe, ifAny, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Mind Control (Activated): Every 6 the opponent shows turns into a 1. */
export const mindControl: PowerDef = {
  id: "mind-control",
  name: "Mind Control",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "Every 6 the opponent shows turns into a 1.",
  targets: (s, me) => ifAny(s, other(me), shows(6)),
  apply: (ctx) => convertAll(ctx.state, foe(ctx), shows(6), 1),
};
