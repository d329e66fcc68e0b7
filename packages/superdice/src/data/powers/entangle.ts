import type { PowerDef } from "../power.js";
import { eliminate, foe, ifAny, liveDice, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Entangle (Activated): Every 3 the opponent shows is eliminated. */
export const entangle: PowerDef = {
  id: "entangle",
  name: "Entangle",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["eliminate"],
  text: "Every 3 the opponent shows is eliminated.",
  targets: (s, me) => ifAny(s, other(me), shows(3)),
  apply: (ctx) => {
    for (const d of liveDice(ctx.state, foe(ctx))) if (d.value === 3) eliminate(d);
  },
};
