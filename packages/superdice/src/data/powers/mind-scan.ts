import type { PowerDef } from "../power.js";
import { switchOne } from "../../rules/targets.js";

/** Mind Scan (Activated): Trade one of your dice for one of the opponent's. */
export const mindScan: PowerDef = {
  id: "mind-scan",
  name: "Mind Scan",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["switch"],
  text: "Trade one of your dice for one of the opponent's.",
  ...switchOne,
};
