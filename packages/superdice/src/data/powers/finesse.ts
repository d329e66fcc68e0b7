import type { PowerDef } from "../power.js";
import { convertAll, ifAny, shows } from "../../rules/legend.js";

/** Finesse (Activated): All your 5s become 6s. */
export const finesse: PowerDef = {
  id: "finesse",
  name: "Finesse",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "All your 5s become 6s.",
  targets: (s, me) => ifAny(s, me, shows(5)),
  apply: (ctx) => convertAll(ctx.state, ctx.me, shows(5), 6),
};
