import type { PowerDef } from "../power.js";
import { convertFor, eachDie, firstDie } from "../../rules/legend.js";

/** Energy Blast (Activated $): One of your 5s becomes a 10 that can only attack. */
export const energyBlast: PowerDef = {
  id: "energy-blast",
  name: "Energy Blast",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "One of your 5s becomes a 10 that can only attack.",
  targets: (s, me) => eachDie(s, me, (d) => d.value === 5 && d.only === null),
  apply: (ctx, t) => convertFor(firstDie(ctx, t), 10, "attack"),
};
