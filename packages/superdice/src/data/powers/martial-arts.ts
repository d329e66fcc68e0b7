import type { PowerDef } from "../power.js";
import { switchOne } from "../../rules/targets.js";

/** Martial Arts (Activated): Trade one of your dice for one of the opponent's. */
export const martialArts: PowerDef = {
  id: "martial-arts",
  name: "Martial Arts",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["switch"],
  text: "Trade one of your dice for one of the opponent's.",
  ...switchOne,
};
