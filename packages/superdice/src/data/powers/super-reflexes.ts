import type { PowerDef } from "../power.js";
import { convertAll, ifAny, shows } from "../../rules/legend.js";

/** Super Reflexes (Activated): All your 3s become 5s. */
export const superReflexes: PowerDef = {
  id: "super-reflexes",
  name: "Super Reflexes",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["convert"],
  text: "All your 3s become 5s.",
  targets: (s, me) => ifAny(s, me, shows(3)),
  apply: (ctx) => convertAll(ctx.state, ctx.me, shows(3), 5),
};
