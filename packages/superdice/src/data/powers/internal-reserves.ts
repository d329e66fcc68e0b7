import type { PowerDef } from "../power.js";
import { eachDie, firstDie, reroll } from "../../rules/legend.js";

/** Internal Reserves (Activated): Pay 3 hits to roll one of your dice again. */
export const internalReserves: PowerDef = {
  id: "internal-reserves",
  name: "Internal Reserves",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["reroll"],
  text: "Pay 3 hits to roll one of your dice again.",
  cost: 3,
  targets: (s, me) => (s.heroes[me].hits > 3 ? eachDie(s, me, () => true) : []),
  apply: (ctx, t) => reroll(ctx, firstDie(ctx, t)),
};
