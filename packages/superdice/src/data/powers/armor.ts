import type { PowerDef } from "../power.js";
import { convertAllFor, ifAny } from "../../rules/legend.js";

/** Armor (Activated $): All your 1s become 5s that can only defend. */
export const armor: PowerDef = {
  id: "armor",
  name: "Armor",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "All your 1s become 5s that can only defend.",
  targets: (s, me) => ifAny(s, me, (d) => d.value === 1 && d.only !== "attack"),
  apply: (ctx) => convertAllFor(ctx.state, ctx.me, (d) => d.value === 1 && d.only !== "attack", 5, "defense"),
};
