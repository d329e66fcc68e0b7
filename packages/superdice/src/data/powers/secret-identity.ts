import type { PowerDef } from "../power.js";

/** Secret Identity (Constant): Once down to 25 hits, trade all your powers for five new random ones. */
export const secretIdentity: PowerDef = {
  id: "secret-identity",
  name: "Secret Identity",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Once down to 25 hits, trade all your powers for five new random ones.",
};
