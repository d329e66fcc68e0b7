import type { PowerDef } from "../power.js";
import { always, foe, handOver, liveDice, NO_TARGET } from "../../rules/legend.js";

/** Teleportation (Activated *): You and the opponent trade every die in play. */
export const teleportation: PowerDef = {
  id: "teleportation",
  name: "Teleportation",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: ["switch"],
  text: "You and the opponent trade every die in play.",
  // Every die in play is one hero's or the other's: the trade needs one of them.
  targets: (s) => (s.table.some((d) => !d.out) ? always() : NO_TARGET),
  apply: (ctx) => {
    const mine = liveDice(ctx.state, ctx.me);
    const theirs = liveDice(ctx.state, foe(ctx));
    for (const d of mine) handOver(d, foe(ctx));
    for (const d of theirs) handOver(d, ctx.me);
  },
};
