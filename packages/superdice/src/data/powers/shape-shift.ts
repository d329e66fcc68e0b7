import type { PowerDef } from "../power.js";
import { subsets } from "../../rules/targets.js";
import { dieById, liveDice, reroll } from "../../rules/legend.js";

/** Shape Shift (Activated): Roll again any one or more of your dice. */
export const shapeShift: PowerDef = {
  id: "shape-shift",
  name: "Shape Shift",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["reroll"],
  text: "Roll again any one or more of your dice.",
  targets: (s, me) =>
    subsets(
      liveDice(s, me).map((d) => d.id),
      1,
    ),
  apply: (ctx, t) => {
    for (const id of t.dice ?? []) reroll(ctx, dieById(ctx.state, id));
  },
};
