import type { PowerDef } from "../power.js";
import { pairs } from "../../rules/targets.js";
import { dieById, switchDice } from "../../rules/legend.js";

/** Mind Scan (Activated): Trade one of your dice for one of the opponent's. */
export const mindScan: PowerDef = {
  id: "mind-scan",
  name: "Mind Scan",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["switch"],
  text: "Trade one of your dice for one of the opponent's.",
  targets: (s, me) => pairs(s, me),
  apply: (ctx, t) => switchDice(dieById(ctx.state, t.dice?.[0] ?? -1), dieById(ctx.state, t.dice?.[1] ?? -1)),
};
