import type { PowerDef } from "../power.js";
import { ifAny, liveDice, reroll, shows } from "../../rules/legend.js";

/** Enhanced Senses (Activated): Roll again every 1 and 2 you show. */
export const enhancedSenses: PowerDef = {
  id: "enhanced-senses",
  name: "Enhanced Senses",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["reroll"],
  text: "Roll again every 1 and 2 you show.",
  targets: (s, me) => ifAny(s, me, shows(1, 2)),
  apply: (ctx) => {
    for (const d of liveDice(ctx.state, ctx.me)) if (d.value <= 2) reroll(ctx, d);
  },
};
