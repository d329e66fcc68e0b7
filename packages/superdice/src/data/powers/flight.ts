import type { PowerDef } from "../power.js";
import { eachDie, eliminate, firstDie } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Flight (Activated): Eliminate one die the opponent has put on attack. */
export const flight: PowerDef = {
  id: "flight",
  name: "Flight",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["eliminate"],
  text: "Eliminate one die the opponent has put on attack.",
  targets: (s, me) => eachDie(s, other(me), (d) => d.side === "attack"),
  apply: (ctx, t) => eliminate(firstDie(ctx, t)),
};
