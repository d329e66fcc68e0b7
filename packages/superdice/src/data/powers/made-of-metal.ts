import type { PowerDef } from "../power.js";

/** Made of Metal (Constant): Begins the match with 30 hits more than usual. */
export const madeOfMetal: PowerDef = {
  id: "made-of-metal",
  name: "Made of Metal",
  kind: "constant",
  needsSix: false,
  assigns: false,
  effects: [],
  text: "Begins the match with 30 hits more than usual.",
  extraHits: 30,
};
