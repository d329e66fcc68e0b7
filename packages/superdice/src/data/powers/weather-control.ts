import type { PowerDef } from "../power.js";
import { eachDie, eliminate, firstDie } from "../../rules/legend.js";

/** Weather Control (Activated *): Eliminate one of your own dice to roll two more next turn. */
export const weatherControl: PowerDef = {
  id: "weather-control",
  name: "Weather Control",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: ["eliminate"],
  text: "Eliminate one of your own dice to roll two more next turn.",
  targets: (s, me) => eachDie(s, me, () => true),
  apply: (ctx, t) => {
    eliminate(firstDie(ctx, t));
    ctx.state.heroes[ctx.me].nextDice += 2;
  },
};
