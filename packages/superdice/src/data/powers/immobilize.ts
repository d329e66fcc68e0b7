import type { PowerDef } from "../power.js";
import { eliminate, foe, ifAny, liveDice, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Immobilize (Activated): Every 4 the opponent shows is eliminated. */
export const immobilize: PowerDef = {
  id: "immobilize",
  name: "Immobilize",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["eliminate"],
  text: "Every 4 the opponent shows is eliminated.",
  targets: (s, me) => ifAny(s, other(me), shows(4)),
  apply: (ctx) => {
    for (const d of liveDice(ctx.state, foe(ctx))) if (d.value === 4) eliminate(d);
  },
};
