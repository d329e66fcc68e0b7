import type { PowerDef } from "../power.js";
import { foe, handOver, ifAny, liveDice, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Electricity (Activated): Take every 2 the opponent shows as your own dice for the turn. */
export const electricity: PowerDef = {
  id: "electricity",
  name: "Electricity",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["steal"],
  text: "Take every 2 the opponent shows as your own dice for the turn.",
  targets: (s, me) => ifAny(s, other(me), shows(2)),
  apply: (ctx) => {
    for (const d of liveDice(ctx.state, foe(ctx))) if (d.value === 2) handOver(d, ctx.me);
  },
};
