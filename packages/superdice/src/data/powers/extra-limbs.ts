import type { PowerDef } from "../power.js";
import { convertAll, ifAny, shows } from "../../rules/legend.js";

/** Extra Limbs (Activated): All your 2s become 4s. */
export const extraLimbs: PowerDef = {
  id: "extra-limbs",
  name: "Extra Limbs",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "All your 2s become 4s.",
  targets: (s, me) => ifAny(s, me, shows(2)),
  apply: (ctx) => convertAll(ctx.state, ctx.me, shows(2), 4),
};
