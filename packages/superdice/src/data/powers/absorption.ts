import type { PowerDef } from "../power.js";
import { always } from "../../rules/legend.js";
import { other } from "../../types.js";
import { undoLast } from "../../rules/absorption.js";

/** Absorption (Activated): Cancel the power the opponent used in the action just before yours. */
export const absorption: PowerDef = {
  id: "absorption",
  name: "Absorption",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Cancel the power the opponent used in the action just before yours.",
  targets: (s, me) => (s.last !== null && s.last.player === other(me) ? always() : []),
  apply: (ctx) => undoLast(ctx.state),
};
