import type { PowerDef } from "../power.js";
import { always, reroll } from "../../rules/legend.js";

/** Time Travel (Activated *): Both heroes roll every die they have in play again. */
export const timeTravel: PowerDef = {
  id: "time-travel",
  name: "Time Travel",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: ["reroll"],
  text: "Both heroes roll every die they have in play again.",
  targets: always,
  apply: (ctx) => {
    for (const d of ctx.state.table) if (!d.out) reroll(ctx, d);
  },
};
