import type { PowerDef } from "../power.js";
import { eachDie, firstDie } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Backblast (Activated *): Add the value of one of the opponent's attacking dice to your attack total. */
export const backblast: PowerDef = {
  id: "backblast",
  name: "Backblast",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: [],
  text: "Add the value of one of the opponent's attacking dice to your attack total.",
  targets: (s, me) => eachDie(s, other(me), (d) => d.side === "attack"),
  apply: (ctx, t) => {
    ctx.state.mods[ctx.me].attackBonus += firstDie(ctx, t).value;
  },
};
