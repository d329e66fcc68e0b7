import type { PowerDef } from "../power.js";
import { convertAll, ifAny } from "../../rules/legend.js";

/** Duplication (Activated): Every die you have in play becomes a 4. */
export const duplication: PowerDef = {
  id: "duplication",
  name: "Duplication",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "Every die you have in play becomes a 4.",
  targets: (s, me) => ifAny(s, me, (d) => d.value !== 4),
  apply: (ctx) => convertAll(ctx.state, ctx.me, () => true, 4),
};
