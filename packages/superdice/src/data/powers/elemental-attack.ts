import type { PowerDef } from "../power.js";
import { eachDie, firstDie } from "../../rules/legend.js";

/** Elemental Attack (Activated): One of your attacking dice deals its full value whatever the defense. */
export const elementalAttack: PowerDef = {
  id: "elemental-attack",
  name: "Elemental Attack",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "One of your attacking dice deals its full value whatever the defense.",
  targets: (s, me) => eachDie(s, me, (d) => d.side === "attack"),
  apply: (ctx, t) => {
    ctx.state.mods[ctx.me].unavoidable.push(firstDie(ctx, t).id);
  },
};
