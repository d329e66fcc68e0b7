import type { PowerDef } from "../power.js";
import { convert, eachDie, firstDie, shows } from "../../rules/legend.js";

/** Density Increase (Activated): One of your 3s becomes a 6. */
export const densityIncrease: PowerDef = {
  id: "density-increase",
  name: "Density Increase",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "One of your 3s becomes a 6.",
  targets: (s, me) => eachDie(s, me, shows(3)),
  apply: (ctx, t) => convert(ctx.state, firstDie(ctx, t), 6),
};
