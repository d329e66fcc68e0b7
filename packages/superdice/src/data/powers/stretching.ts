import type { PowerDef } from "../power.js";
import { convert, eachDie, firstDie, shows } from "../../rules/legend.js";

/** Stretching (Activated): One of your 1s becomes a 6. */
export const stretching: PowerDef = {
  id: "stretching",
  name: "Stretching",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "One of your 1s becomes a 6.",
  targets: (s, me) => eachDie(s, me, shows(1)),
  apply: (ctx, t) => convert(ctx.state, firstDie(ctx, t), 6),
};
