import type { PowerDef } from "../power.js";
import { convertAllFor, ifAny } from "../../rules/legend.js";

/** Ammo Assortment (Activated $): All your 1s become 3s that can only attack. */
export const ammoAssortment: PowerDef = {
  id: "ammo-assortment",
  name: "Ammo Assortment",
  kind: "activated",
  needsSix: false,
  assigns: true,
  effects: ["convert"],
  text: "All your 1s become 3s that can only attack.",
  targets: (s, me) => ifAny(s, me, (d) => d.value === 1 && d.only !== "defense"),
  apply: (ctx) => convertAllFor(ctx.state, ctx.me, (d) => d.value === 1 && d.only !== "defense", 3, "attack"),
};
