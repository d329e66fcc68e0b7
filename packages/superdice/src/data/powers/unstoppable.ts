import type { PowerDef } from "../power.js";
import { eachDie, eliminate, firstDie } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Unstoppable (Activated): Eliminate one die the opponent has put on defense. */
export const unstoppable: PowerDef = {
  id: "unstoppable",
  name: "Unstoppable",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["eliminate"],
  text: "Eliminate one die the opponent has put on defense.",
  targets: (s, me) => eachDie(s, other(me), (d) => d.side === "defense"),
  apply: (ctx, t) => eliminate(firstDie(ctx, t)),
};
