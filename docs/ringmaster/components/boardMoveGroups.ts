/**
 * The ring board's move panel: the reader's legal moves by kind (Strikes, Holds, Pins and covers,
 * …), from the engine's `groupMoves`. Attacks are split by their kind (each maneuver's plain
 * attack, then its options, then its desperation move), the rest keep the engine's own groups;
 * plain steps are squares on the ring itself, so they are left out.
 */
import type { AttackKind, MoveGroups, RingMasterMove } from "@ringside/ringmaster";

/** One kind of move on the board's panel, with its legal moves in the engine's order. */
export interface MoveGroup {
  /** A stable id (`strike`, `hold`, …), for test ids and for keeping the open kind between turns. */
  readonly kind: string;
  /** The kind in words, for its button. */
  readonly label: string;
  readonly moves: readonly RingMasterMove[];
}

/** A step the reader takes by clicking a square (not a drag, which is a button). */
export const isPlainStep = (m: RingMasterMove): m is Extract<RingMasterMove, { type: "step" }> =>
  m.type === "step" && !m.drag;

/**
 * The panel's kinds, in the panel's order; kinds without a legal move are left out.
 *
 * @example
 * boardGroups(groupMoves(state, "red")).map((g) => g.kind); // ["strike", "hold", "throw", "ring"]
 */
export function boardGroups(g: MoveGroups): MoveGroup[] {
  const attacks = (kind: AttackKind): RingMasterMove[] =>
    g.attacks
      .filter((a) => a.kind === kind)
      .flatMap((a) => [
        ...(a.plain === undefined ? [] : [a.plain]),
        ...a.options.map((o) => o.move),
        ...(a.desperation === undefined ? [] : [a.desperation]),
      ]);
  const all: MoveGroup[] = [
    { kind: "answer", label: "Answers", moves: g.responses },
    { kind: "strike", label: "Strikes", moves: attacks("strike") },
    { kind: "hold", label: "Holds", moves: [...g.holds, ...attacks("hold")] },
    { kind: "throw", label: "Throws and slams", moves: attacks("throw") },
    { kind: "high-risk", label: "High risk", moves: attacks("high-risk") },
    { kind: "illegal", label: "Illegal", moves: attacks("illegal") },
    { kind: "pin", label: "Pins and covers", moves: [...g.pins, ...attacks("pin")] },
    { kind: "trick", label: "Tricks", moves: g.tricks },
    { kind: "ring", label: "Ring position", moves: g.positioning.filter((m) => !isPlainStep(m)) },
    { kind: "tag", label: "Tags", moves: g.tags },
    { kind: "turnover", label: "Turnovers", moves: g.turnovers },
    { kind: "escape", label: "Escapes", moves: g.escapes },
  ];
  return all.filter((x) => x.moves.length > 0);
}
