import type { PowerDef } from "../power.js";

/** Sidekick (Constant): A partner with 20 hits of its own who carries a copy of another of your powers. */
export const sidekick: PowerDef = {
  id: "sidekick",
  name: "Sidekick",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "A partner with 20 hits of its own who carries a copy of another of your powers.",
};
