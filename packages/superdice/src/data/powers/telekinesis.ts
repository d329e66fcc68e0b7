import type { PowerDef } from "../power.js";
import { dieTarget, firstDie, reroll } from "../../rules/legend.js";

/** Telekinesis (Activated): Roll again any single die in play, yours or the opponent's. */
export const telekinesis: PowerDef = {
  id: "telekinesis",
  name: "Telekinesis",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["reroll"],
  text: "Roll again any single die in play, yours or the opponent's.",
  targets: (s) => s.table.filter((d) => !d.out).map((d) => dieTarget(d.id)),
  apply: (ctx, t) => reroll(ctx, firstDie(ctx, t)),
};
