import type { PowerDef } from "../power.js";
import { convert, eachDie, firstDie, shows } from "../../rules/legend.js";

/** Gadgets (Activated): One of your 1s becomes a 5. */
export const gadgets: PowerDef = {
  id: "gadgets",
  name: "Gadgets",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "One of your 1s becomes a 5.",
  targets: (s, me) => eachDie(s, me, shows(1)),
  apply: (ctx, t) => convert(ctx.state, firstDie(ctx, t), 5),
};
