import type { PowerDef } from "../power.js";
import { eachDie, firstDie, handOver, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Precognition (Activated): Take one of the opponent's 5s or 1s as your own die for the turn. */
export const precognition: PowerDef = {
  id: "precognition",
  name: "Precognition",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["steal"],
  text: "Take one of the opponent's 5s or 1s as your own die for the turn.",
  targets: (s, me) => eachDie(s, other(me), shows(1, 5)),
  apply: (ctx, t) => handOver(firstDie(ctx, t), ctx.me),
};
