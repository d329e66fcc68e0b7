import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";

/** Summon (Activated): Roll one more die and add it to yours for the turn. */
export const summon: PowerDef = {
  id: "summon",
  name: "Summon",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Roll one more die and add it to yours for the turn.",
  targets: always,
  apply: (ctx) => {
    const s = ctx.state;
    const id = s.nextDieId++;
    const value = ctx.roll("summoned die", id);
    s.table.push({
      id,
      value,
      owner: ctx.me,
      holder: ctx.me,
      side: null,
      only: null,
      out: false,
      extra: true,
    });
  },
};
