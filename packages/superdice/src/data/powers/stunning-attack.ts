import type { PowerDef } from "../power.js";
import { always, foe } from "../../rules/legend.js";

/** Stunning Attack (Activated *): The opponent rolls one die fewer next turn. */
export const stunningAttack: PowerDef = {
  id: "stunning-attack",
  name: "Stunning Attack",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: [],
  text: "The opponent rolls one die fewer next turn.",
  targets: always,
  apply: (ctx) => {
    ctx.state.heroes[foe(ctx)].nextDice -= 1;
  },
};
