import type { PowerDef } from "../power.js";
import { eachDie, eliminate, firstDie } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Death Trap (Activated *): Eliminate any one of the opponent's dice. */
export const deathTrap: PowerDef = {
  id: "death-trap",
  name: "Death Trap",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: ["eliminate"],
  text: "Eliminate any one of the opponent's dice.",
  targets: (s, me) => eachDie(s, other(me), () => true),
  apply: (ctx, t) => eliminate(firstDie(ctx, t)),
};
