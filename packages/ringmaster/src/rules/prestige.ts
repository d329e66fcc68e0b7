/**
 * Prestige from a match (RingMaster › text ¶53, ¶72, ¶124, ¶137). From the text: a flourish on a
 * maneuver is a +1 spot bonus (¶53); playing to the crowd raises absolute Prestige by 1 (¶72); a
 * Fake Tag costs Prestige as an illegal maneuver would (¶137); losing costs Prestige and an
 * engineered result costs as much again (¶124). The sizes of a win, a loss and an illegal maneuver
 * seen are Ringside's completion (`completion.md` › 13). "Absolute" changes move Prestige away from
 * 0 (gains) or toward it (losses), keeping its sign: a rulebreaker who plays to the crowd becomes a
 * bigger heel, not a smaller one.
 * Docs: `docs/ringmaster/referee.md#prestige`.
 */
import type { FinishMethod } from "./referee/titles.js";

/** Absolute Prestige changes (completion, except the text's spot bonus and crowd). */
export const PRESTIGE_CHANGES = {
  /** A clean win (pin, submission, knockout, escape). */
  win: 2,
  /** A win by disqualification or count-out (it counts less, ¶120). */
  dqWin: 1,
  /** A loss. */
  loss: -2,
  /** A draw. */
  draw: 0,
  /** A spot bonus for flair (¶53). */
  spot: 1,
  /** Playing to the crowd (¶72). */
  crowd: 1,
  /** An illegal maneuver the referee saw, or a Fake Tag (¶137). */
  illegalSeen: -1,
} as const;

/**
 * Applies a change of absolute Prestige, keeping the sign (a Prestige of 0 gains toward the fans),
 * clamped to −100..100.
 * Ringside's completion (`completion.md` › 13).
 *
 * @example
 * applyAbsolute(-20, 1); // −21
 * applyAbsolute(5, -8); // 0
 */
export function applyAbsolute(prestige: number, delta: number): number {
  const sign = prestige < 0 ? -1 : 1;
  const abs = Math.min(100, Math.max(0, Math.abs(prestige) + delta));
  return abs === 0 ? 0 : sign * abs;
}

/** What a wrestler did in a match that moves his Prestige. */
export interface MatchPrestige {
  /** How the match ended for him. */
  readonly result: "win" | "loss" | "draw";
  /** How it was decided. */
  readonly method: FinishMethod;
  /** Flair spots landed. */
  readonly spots: number;
  /** Times he played to the crowd. */
  readonly crowd: number;
  /** Illegal maneuvers the referee saw (and Fake Tags). */
  readonly illegalSeen: number;
  /** He engineered the result (¶124). */
  readonly engineered: boolean;
}

/**
 * The absolute Prestige change of one match.
 * Ringside's completion (`completion.md` › 13).
 *
 * @example
 * matchPrestige({ result: "win", method: "pinfall", spots: 2, crowd: 1, illegalSeen: 0, engineered: false }); // 5
 */
export function matchPrestige(m: MatchPrestige): number {
  const outcome =
    m.result === "draw"
      ? PRESTIGE_CHANGES.draw
      : m.result === "loss"
        ? PRESTIGE_CHANGES.loss
        : m.method === "disqualification" || m.method === "count-out"
          ? PRESTIGE_CHANGES.dqWin
          : PRESTIGE_CHANGES.win;
  const engineered = m.engineered ? PRESTIGE_CHANGES.loss : 0;
  return (
    outcome +
    engineered +
    m.spots * PRESTIGE_CHANGES.spot +
    m.crowd * PRESTIGE_CHANGES.crowd +
    m.illegalSeen * PRESTIGE_CHANGES.illegalSeen
  );
}
