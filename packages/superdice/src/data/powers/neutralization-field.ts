import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";

/** Neutralization Field (Activated *): No hero may activate another power for the rest of the turn. */
export const neutralizationField: PowerDef = {
  id: "neutralization-field",
  name: "Neutralization Field",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: [],
  text: "No hero may activate another power for the rest of the turn.",
  targets: always,
  apply: (ctx) => {
    ctx.state.neutralized = true;
  },
};
