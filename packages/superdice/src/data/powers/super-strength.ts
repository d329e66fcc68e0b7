import type { PowerDef } from "../power.js";
import { convertAllFor, ifAny } from "../../rules/legend.js";

/** Super Strength (Activated $): All your 3s become 6s that can only attack. */
export const superStrength: PowerDef = {
  id: "super-strength",
  name: "Super Strength",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "All your 3s become 6s that can only attack.",
  targets: (s, me) => ifAny(s, me, (d) => d.value === 3 && d.only !== "defense"),
  apply: (ctx) => convertAllFor(ctx.state, ctx.me, (d) => d.value === 3 && d.only !== "defense", 6, "attack"),
};
