import type { PowerDef } from "../power.js";
import { always, liveDice } from "../../rules/legend.js";

/** Deadly Attack (Activated): With three dice of one value in play, your attack total gains 7. */
export const deadlyAttack: PowerDef = {
  id: "deadly-attack",
  name: "Deadly Attack",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "With three dice of one value in play, your attack total gains 7.",
  targets: (s, me) => {
    const counts = new Map<number, number>();
    for (const d of liveDice(s, me)) counts.set(d.value, (counts.get(d.value) ?? 0) + 1);
    return [...counts.values()].some((n) => n >= 3) ? always() : [];
  },
  apply: (ctx) => {
    ctx.state.mods[ctx.me].attackBonus += 7;
  },
};
