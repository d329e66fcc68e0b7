import type { PowerDef } from "../power.js";
import { convertAll, ifAny, shows } from "../../rules/legend.js";

/** Growth (Activated): All your 2s become 6s. */
export const growth: PowerDef = {
  id: "growth",
  name: "Growth",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "All your 2s become 6s.",
  targets: (s, me) => ifAny(s, me, shows(2)),
  apply: (ctx) => convertAll(ctx.state, ctx.me, shows(2), 6),
};
