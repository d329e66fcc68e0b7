/**
 * The reader's legal moves on the ring board, grouped by kind, so a choice is a kind and then a
 * move instead of one wall of buttons. One small function: when `@ringside/ringmaster` exports its
 * own grouping of legal moves, `groupMoves` becomes a call to it.
 */
import { MANEUVERS, type ManeuverTag, type RingMasterMove } from "@ringside/ringmaster";

/** One kind of move and the legal moves of that kind, in the engine's order. */
export interface MoveGroup {
  /** A stable id (`strike`, `hold`, …), for test ids and for keeping the open kind between turns. */
  readonly kind: string;
  /** The kind in words, for its button. */
  readonly label: string;
  readonly moves: readonly RingMasterMove[];
}

/** The kinds, in the order the board lists them. */
const KINDS: readonly (readonly [string, string])[] = [
  ["answer", "Answers"],
  ["strike", "Strikes"],
  ["hold", "Holds"],
  ["throw", "Throws and slams"],
  ["high-risk", "High risk"],
  ["illegal", "Illegal and objects"],
  ["pin", "Covers"],
  ["ring", "Ring position"],
  ["turnover", "Turnovers"],
  ["other", "Other"],
];

const TAGS = new Map<string, readonly ManeuverTag[]>(MANEUVERS.map((m) => [m.name, m.tags]));

/** The kind of an attack, from its maneuver's catalogue tags. */
function attackKind(maneuver: string): string {
  const tags = TAGS.get(maneuver) ?? [];
  if (tags.includes("illegal")) return "illegal";
  if (tags.includes("highrisk") || tags.includes("dashing")) return "high-risk";
  if (tags.includes("pin") || tags.includes("cover")) return "pin";
  if (tags.includes("hold") || tags.includes("submission") || tags.includes("sleeper")) return "hold";
  if (tags.includes("strike")) return "strike";
  return "throw";
}

/** The kind of any move. */
export function moveKind(m: RingMasterMove): string {
  switch (m.type) {
    case "attack":
      return attackKind(m.maneuver);
    case "respond":
    case "reverse":
    case "break-pin":
    case "break-hold":
    case "turnover-break":
    case "counter-hold":
      return "answer";
    case "superset-hold":
    case "keep-hold":
    case "release-hold":
      return "hold";
    case "cover":
      return "pin";
    case "step":
    case "shift":
    case "whip":
    case "run":
    case "climb":
    case "descend":
    case "escape":
    case "lunge-escape":
    case "tag":
    case "lunge-tag":
      return "ring";
    case "turnover":
      return "turnover";
    case "draw":
    case "grab":
    case "distract-referee":
      return "illegal";
    default:
      return "other";
  }
}

/**
 * Groups legal moves by kind (answers first, then strikes, holds, throws, high risk, illegal moves,
 * covers, ring position, Turnovers, the rest); kinds without a legal move are left out.
 *
 * @example
 * ```ts
 * groupMoves(ringmaster.moves(state, "red")).map((g) => `${g.label} (${g.moves.length})`);
 * ```
 */
export function groupMoves(moves: readonly RingMasterMove[]): MoveGroup[] {
  const byKind = new Map<string, RingMasterMove[]>();
  for (const m of moves) {
    const kind = moveKind(m);
    const list = byKind.get(kind);
    if (list === undefined) byKind.set(kind, [m]);
    else list.push(m);
  }
  return KINDS.flatMap(([kind, label]) => {
    const list = byKind.get(kind);
    return list === undefined ? [] : [{ kind, label, moves: list }];
  });
}
