import type { PowerDef } from "../power.js";
import { convertAll, foe, ifAny, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Darkness (Activated): Every 5 the opponent shows turns into a 1. */
export const darkness: PowerDef = {
  id: "darkness",
  name: "Darkness",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "Every 5 the opponent shows turns into a 1.",
  targets: (s, me) => ifAny(s, other(me), shows(5)),
  apply: (ctx) => convertAll(ctx.state, foe(ctx), shows(5), 1),
};
