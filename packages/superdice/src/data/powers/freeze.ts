import type { PowerDef } from "../power.js";
import { eachDie, eliminate, firstDie, foe, ifAny, liveDice, shows } from "../../rules/legend.js";
import { other } from "../../types.js";

/** Freeze (Activated): One of the opponent's 4s or 6s is eliminated. */
export const freeze: PowerDef = {
  id: "freeze",
  name: "Freeze",
  kind: "activated",
  needsSix: false,
  assigns: false,
  effects: ["eliminate"],
  text: "One of the opponent's 4s or 6s is eliminated.",
  targets: (s, me) =>
    s.options.freezeChooser === "user"
      ? eachDie(s, other(me), shows(4, 6))
      : ifAny(s, other(me), shows(4, 6)),
  apply: (ctx, t) => {
    if (t.dice !== undefined) return eliminate(firstDie(ctx, t));
    const [worst] = liveDice(ctx.state, foe(ctx))
      .filter(shows(4, 6))
      .sort((a, b) => a.value - b.value || Number(a.side !== null) - Number(b.side !== null));
    if (worst !== undefined) eliminate(worst);
  },
};
