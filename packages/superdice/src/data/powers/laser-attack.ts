import type { PowerDef } from "../power.js";
import { convertFor, eachDie, firstDie } from "../../rules/legend.js";

/** Laser Attack (Activated $): One of your 1s becomes a 5 that can only attack. */
export const laserAttack: PowerDef = {
  id: "laser-attack",
  name: "Laser Attack",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "One of your 1s becomes a 5 that can only attack.",
  targets: (s, me) => eachDie(s, me, (d) => d.value === 1 && d.only === null),
  apply: (ctx, t) => convertFor(firstDie(ctx, t), 5, "attack"),
};
