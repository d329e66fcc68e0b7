import type { PowerDef } from "../power.js";
import { firstDie, liveDice } from "../../rules/legend.js";
import { other } from "../../types.js";
import { dieSideTarget, SIDES } from "../../rules/targets.js";

/** Tactics (Activated): Put one of the opponent's dice on attack or defense, your choice. */
export const tactics: PowerDef = {
  id: "tactics",
  name: "Tactics",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Put one of the opponent's dice on attack or defense, your choice.",
  targets: (s, me) =>
    liveDice(s, other(me)).flatMap((d) =>
      d.only !== null ? [] : SIDES.filter((side) => d.side !== side).map((side) => dieSideTarget(d.id, side)),
    ),
  apply: (ctx, t) => {
    firstDie(ctx, t).side = t.side ?? null;
  },
};
