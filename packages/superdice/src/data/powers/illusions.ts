import type { PowerDef } from "../power.js";
import { subsets } from "../../rules/targets.js";
import { dieById, liveDice, reroll } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Illusions (Activated): Pick two of the opponent's dice; they are rolled again. */
export const illusions: PowerDef = {
  id: "illusions",
  name: "Illusions",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["reroll"],
  text: "Pick two of the opponent's dice; they are rolled again.",
  targets: (s, me) =>
    subsets(
      liveDice(s, other(me)).map((d) => d.id),
      2,
      2,
    ),
  apply: (ctx, t) => {
    for (const id of t.dice ?? []) reroll(ctx, dieById(ctx.state, id));
  },
};
