import type { PowerDef } from "../power.js";
import { convert, eachDie, firstDie, shows } from "../../rules/legend.js";

/** Super Leap (Activated): One of your 2s becomes a 6. */
export const superLeap: PowerDef = {
  id: "super-leap",
  name: "Super Leap",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "One of your 2s becomes a 6.",
  targets: (s, me) => eachDie(s, me, shows(2)),
  apply: (ctx, t) => convert(ctx.state, firstDie(ctx, t), 6),
};
