import type { PowerDef } from "../power.js";
import { convertAllFor, ifAny } from "../../rules/legend.js";

/** Psionic Blast (Activated $): All your 2s become 4s that can only attack. */
export const psionicBlast: PowerDef = {
  id: "psionic-blast",
  name: "Psionic Blast",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "All your 2s become 4s that can only attack.",
  targets: (s, me) => ifAny(s, me, (d) => d.value === 2 && d.only !== "defense"),
  apply: (ctx) => convertAllFor(ctx.state, ctx.me, (d) => d.value === 2 && d.only !== "defense", 4, "attack"),
};
