import type { PowerDef } from "../power.js";
import { always, foe, handOver, liveDice } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Teleportation (Activated *): You and the opponent trade every die in play. */
export const teleportation: PowerDef = {
  id: "teleportation",
  name: "Teleportation",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: ["switch"],
  text: "You and the opponent trade every die in play.",
  targets: (s, me) => (liveDice(s, me).length + liveDice(s, other(me)).length > 0 ? always() : []),
  apply: (ctx) => {
    const mine = liveDice(ctx.state, ctx.me);
    const theirs = liveDice(ctx.state, foe(ctx));
    for (const d of mine) handOver(d, foe(ctx));
    for (const d of theirs) handOver(d, ctx.me);
  },
};
