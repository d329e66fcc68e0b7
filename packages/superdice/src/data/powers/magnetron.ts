import type { PowerDef } from "../power.js";
import { always, convert, foe, liveDice } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Magnetron (Activated *): Your dice take the opponent's values, highest to highest. */
export const magnetron: PowerDef = {
  id: "magnetron",
  name: "Magnetron",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: ["convert"],
  text: "Your dice take the opponent's values, highest to highest.",
  targets: (s, me) => (liveDice(s, other(me)).length > 0 ? always() : []),
  apply: (ctx) => {
    const theirs = liveDice(ctx.state, foe(ctx))
      .map((d) => d.value)
      .sort((a, b) => b - a);
    const mine = liveDice(ctx.state, ctx.me).sort((a, b) => b.value - a.value || a.id - b.id);
    mine.forEach((d, i) => {
      const v = theirs[i];
      if (v !== undefined) convert(ctx.state, d, v);
    });
  },
};
