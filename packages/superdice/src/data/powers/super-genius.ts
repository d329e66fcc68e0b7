import type { PowerDef } from "../power.js";
import { EACH_SIDE } from "../../rules/targets.js";

/** Super Genius (Activated *): Your attack or your defense total, your choice, counts one and a half times (rounded up). */
export const superGenius: PowerDef = {
  id: "super-genius",
  name: "Super Genius",
  kind: "activated",
  needsSix: true,
  assigns: false,
  effects: [],
  text: "Your attack or your defense total, your choice, counts one and a half times (rounded up).",
  targets: () => EACH_SIDE,
  apply: (ctx, t) => {
    ctx.state.mods[ctx.me].genius = t.side ?? "attack";
  },
};
