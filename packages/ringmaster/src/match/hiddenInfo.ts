/**
 * What each player may see (RingMaster › Foreign objects, ¶32, ¶43; Ringside's reading, on the
 * Interpretations page): the objects a wrestler hides in his tights are his side's secret. His own
 * player sees them (on his corner and on his sheet); the other player and a spectator see neither
 * the objects nor how many there are, only what the match shows in the open: an object once it is
 * drawn, and how often the Conceal Object Trick has been tried. Everything else in a RingMaster
 * match is in plain view.
 */
import type { RingMasterPlayer } from "../config.js";
import type { RingMasterCorner, RingMasterState } from "../state.js";

type P = RingMasterPlayer;
type Seen = Omit<RingMasterState, "dice">;

/** Whether a wrestler has anything hidden (in his tights, or listed on his sheet). */
function hides(c: RingMasterCorner): boolean {
  return c.concealed !== undefined || c.sheet.concealed !== undefined;
}

/** A wrestler as the other side sees him: no hidden objects on him or on his sheet. */
export function withoutHidden(c: RingMasterCorner): RingMasterCorner {
  if (!hides(c)) return c;
  const { concealed, sheet, ...rest } = c;
  void concealed;
  const { concealed: listed, ...plainSheet } = sheet;
  void listed;
  return { ...rest, sheet: plainSheet };
}

/** The sides whose hidden things `viewer` may not see: the other side, or both for a spectator. */
export function hiddenSides(viewer: P | null): readonly P[] {
  return viewer === null ? ["red", "blue"] : [viewer === "red" ? "blue" : "red"];
}

/**
 * The match as `viewer` sees it (`null`: a spectator): `state` without the other side's hidden
 * objects. Returns `state` itself when there is nothing to hide (the fast path's common case).
 */
export function seenBy<S extends Seen>(state: S, viewer: P | null): S {
  const sides = hiddenSides(viewer);
  const tag = state.tag;
  if (!sides.some((p) => hides(state.corners[p]) || (tag !== null && hides(tag.partners[p])))) return state;
  const corners = { ...state.corners };
  for (const p of sides) corners[p] = withoutHidden(corners[p]);
  if (tag === null) return { ...state, corners };
  const partners = { ...tag.partners };
  for (const p of sides) partners[p] = withoutHidden(partners[p]);
  return { ...state, corners, tag: { ...tag, partners } };
}
