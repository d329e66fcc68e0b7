/** The two corners; red rolls first in the Take-Down. */
export type Player = "red" | "blue";

/** The corner facing `p`. */
export const other = (p: Player): Player => (p === "red" ? "blue" : "red");
