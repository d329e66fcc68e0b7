import type { PowerDef } from "../power.js";
import { convertFor, eachDie, firstDie } from "../../rules/legend.js";

/** Shrinking (Activated $): Any one of your dice becomes a 6 that can only defend. */
export const shrinking: PowerDef = {
  id: "shrinking",
  name: "Shrinking",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "Any one of your dice becomes a 6 that can only defend.",
  targets: (s, me) => eachDie(s, me, (d) => d.only === null),
  apply: (ctx, t) => convertFor(firstDie(ctx, t), 6, "defense"),
};
