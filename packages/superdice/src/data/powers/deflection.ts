import type { PowerDef } from "../power.js";
import { eachDie, firstDie } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Deflection (Activated *): One of the opponent's attacking dice hits its own holder instead of you. */
export const deflection: PowerDef = {
  id: "deflection",
  name: "Deflection",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: [],
  text: "One of the opponent's attacking dice hits its own holder instead of you.",
  targets: (s, me) =>
    eachDie(s, other(me), (d) => d.side === "attack" && !s.mods[me].deflected.includes(d.id)),
  apply: (ctx, t) => {
    ctx.state.mods[ctx.me].deflected.push(firstDie(ctx, t).id);
  },
};
