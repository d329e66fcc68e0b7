/**
 * Types shared by the table kit's components and composables (see docs/guide/table-kit.md).
 */

/** What a die is doing on the table: kept for a re-roll, put aside, assigned to attack or defence. */
export type DieState = "held" | "set-aside" | "attack" | "defense";

/** One die on the table: its face, how many sides it has and what it is doing. */
export interface DieFace {
  /** The face showing (1–6 for a d6; 1–10 or 0–9 for a d10; 1–100 or 0–99 for a d100). */
  readonly value: number;
  /** 6 unless given. d6 show pips, d10/d100/d4 their own shapes, any other die a numbered face. */
  readonly sides?: number;
  /** Held, set aside, attack or defence; nothing when the die is simply rolled. */
  readonly state?: DieState | null;
  /** What a screen reader says instead of "6-sided die showing 4". */
  readonly label?: string;
}

/** What a square of the ring board is: the mat's zones, the apron, the ring posts or the floor. */
export type RingSquareKind = "floor" | "apron" | "post" | "corner" | "ropes" | "middle" | "centre";

/** A square of the ring board, by row and column from the top left (both from 0). */
export interface RingSquare {
  readonly row: number;
  readonly col: number;
}

/** A piece standing (or lying) on a square of the ring board. */
export interface RingPiece extends RingSquare {
  /** Stable id (used as the key). */
  readonly id: string;
  /** One or two letters shown on the piece. */
  readonly label: string;
  /** The piece's colour: `red` (default) or `blue`. */
  readonly side?: "red" | "blue";
  /** Lying on the mat: drawn flattened. */
  readonly down?: boolean;
  /** Full name, read by screen readers and shown as a tooltip. */
  readonly title?: string;
}

/** One line of play-by-play: plain text, or text with a tone. */
export type PlayLine =
  | string
  | { readonly text: string; readonly tone?: "good" | "bad" | "muted"; readonly key?: string | number };

/** One step of a match for {@link TimeTravel}: what it shows under the controls is the demo's slot. */
export interface TimeTravelFrame {
  /** What happened on this step, in words ("Red plays Dropkick", "Round 3 resolved"). */
  readonly label: string;
}

/** The icons `<Icon>` draws (inline SVG, so they never depend on an emoji font). */
export type IconName = "first" | "prev" | "next" | "last" | "link" | "download" | "upload" | "play";
