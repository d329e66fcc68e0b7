import type { PowerDef } from "../power.js";
import { convertAll, foe, ifAny, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Sonic Blast (Activated): Every 4 the opponent shows turns into a 2. */
export const sonicBlast: PowerDef = {
  id: "sonic-blast",
  name: "Sonic Blast",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "Every 4 the opponent shows turns into a 2.",
  targets: (s, me) => ifAny(s, other(me), shows(4)),
  apply: (ctx) => convertAll(ctx.state, foe(ctx), shows(4), 2),
};
