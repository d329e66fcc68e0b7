import type { PowerDef } from "../power.js";
import { foe, ifAny, liveDice, shows } from "../../rules/legend.js";
import { other } from "../../types.js";
import { loseHits } from "../../rules/hits.js";

/** Heat Attack (Activated): The opponent loses 1 hit for each 1 or 2 he shows. */
export const heatAttack: PowerDef = {
  id: "heat-attack",
  name: "Heat Attack",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "The opponent loses 1 hit for each 1 or 2 he shows.",
  targets: (s, me) => ifAny(s, other(me), shows(1, 2)),
  apply: (ctx) => {
    const n = liveDice(ctx.state, foe(ctx)).filter(shows(1, 2)).length;
    loseHits(ctx.state, foe(ctx), n);
  },
};
