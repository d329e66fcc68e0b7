import type { PowerDef } from "../power.js";
import { convertAllFor, ifAny } from "../../rules/legend.js";

/** Force Field (Activated $): All your 3s become 6s that can only defend. */
export const forceField: PowerDef = {
  id: "force-field",
  name: "Force Field",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "All your 3s become 6s that can only defend.",
  targets: (s, me) => ifAny(s, me, (d) => d.value === 3 && d.only !== "attack"),
  apply: (ctx) => convertAllFor(ctx.state, ctx.me, (d) => d.value === 3 && d.only !== "attack", 6, "defense"),
};
