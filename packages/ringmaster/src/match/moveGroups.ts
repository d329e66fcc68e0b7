/**
 * The legal moves grouped for a player's screen: attacks by maneuver with their options, the
 * defender's responses, holds, pins, positioning, tags, Tricks, Turnovers and cage escapes. Every
 * legal move is in exactly one group, in the order `legalMoves` gives.
 */
import type { AttackOption, RingMasterMove, RingMasterState } from "../state.js";
import type { RingMasterPlayer } from "../config.js";
import { resolveManeuver } from "../data/flags.js";
import { legalMoves } from "./legalMoves.js";

type Move<T extends RingMasterMove["type"]> = Extract<RingMasterMove, { type: T }>;

/**
 * What kind of maneuver an attack is, from its catalogue tags (Flags included), for a screen that
 * lists a few kinds instead of every maneuver at once: an Illegal maneuver is
 * `illegal` whatever else it is; then High Risk or Dashing, a pin or cover, a hold (submissions and
 * sleepers too), a strike; everything else is a `throw` (slams, suplexes, drops).
 */
export type AttackKind = "illegal" | "high-risk" | "pin" | "hold" | "strike" | "throw";

/**
 * The kind of the maneuver named `maneuver` (a base name, an alias or a flagged name); a name the
 * catalogue does not know is a `throw`.
 *
 * @example
 * attackKind("Punch"); // "strike"
 * attackKind("Flying Elbow Drop"); // "high-risk" (the Flying Flag makes it High Risk)
 */
export function attackKind(maneuver: string): AttackKind {
  const tags = resolveManeuver(maneuver)?.tags ?? [];
  if (tags.includes("illegal")) return "illegal";
  if (tags.includes("highrisk") || tags.includes("dashing")) return "high-risk";
  if (tags.includes("pin") || tags.includes("cover")) return "pin";
  if (tags.includes("hold") || tags.includes("submission") || tags.includes("sleeper")) return "hold";
  if (tags.includes("strike")) return "strike";
  return "throw";
}

/** One maneuver's attack moves: plain, as a desperation move, and with each option it allows. */
export interface AttackChoice {
  /** The maneuver's name. */
  readonly maneuver: string;
  /** Its kind (see {@link attackKind}). */
  readonly kind: AttackKind;
  /** The plain attack, when legal. */
  readonly plain?: Move<"attack">;
  /** The desperation move (+10%, its Stun, ¶36), when legal. */
  readonly desperation?: Move<"attack">;
  /** The attack with each option it allows (flair, over the top, untrapped, …). */
  readonly options: readonly { readonly option: AttackOption; readonly move: Move<"attack"> }[];
}

/** The legal moves of one player, grouped by kind. */
export interface MoveGroups {
  /** Attacks, one entry a maneuver (the position phase). */
  readonly attacks: readonly AttackChoice[];
  /** The defender's answers to a declared attack: Counters, answering maneuvers, Reversals. */
  readonly responses: readonly Move<"respond" | "reverse">[];
  /** Hold moves: breaking out and Counters out of it; the holder's keep, release or superset. */
  readonly holds: readonly Move<
    "break-hold" | "counter-hold" | "keep-hold" | "release-hold" | "superset-hold"
  >[];
  /** Pin moves: covers, and the pinned man's breaks. */
  readonly pins: readonly Move<"cover" | "break-pin">[];
  /** Positioning with Action Points (and Stun), stalling, playing to the crowd, passing. */
  readonly positioning: readonly RingMasterMove[];
  /** Tag-team moves: tags, the Lunge Tag, saves, double teams, attacks on both, the changeover. */
  readonly tags: readonly RingMasterMove[];
  /** Tricks: Distract Referee, a concealed object drawn, the Blind and Fake Tags. */
  readonly tricks: readonly RingMasterMove[];
  /** Turnovers: Comebacks and Cheapshots, to take Advantage or to break a pin or a hold. */
  readonly turnovers: readonly Move<"turnover" | "turnover-break">[];
  /** Escapes from a cage. */
  readonly escapes: readonly Move<"escape" | "lunge-escape">[];
}

/**
 * The legal moves of `player` now, grouped for a UI: every move of `legalMoves` in exactly one
 * group, attacks gathered by maneuver with their options.
 *
 * @example
 * const groups = groupMoves(state, "red");
 * groups.attacks.map((a) => a.maneuver); // ["Punch", "Clothesline", …]
 * groups.attacks[0]?.options.map((o) => o.option); // ["flair", …]
 * groups.attacks.filter((a) => a.kind === "strike"); // the strikes only
 */
export function groupMoves(s: RingMasterState, player: RingMasterPlayer): MoveGroups {
  const attacks = new Map<
    string,
    { plain?: Move<"attack">; desperation?: Move<"attack">; options: AttackChoice["options"][number][] }
  >();
  const responses: Move<"respond" | "reverse">[] = [];
  const holds: Move<"break-hold" | "counter-hold" | "keep-hold" | "release-hold" | "superset-hold">[] = [];
  const pins: Move<"cover" | "break-pin">[] = [];
  const positioning: RingMasterMove[] = [];
  const tags: RingMasterMove[] = [];
  const tricks: RingMasterMove[] = [];
  const turnovers: Move<"turnover" | "turnover-break">[] = [];
  const escapes: Move<"escape" | "lunge-escape">[] = [];
  for (const m of legalMoves(s, player)) {
    switch (m.type) {
      case "attack": {
        const a = attacks.get(m.maneuver) ?? { options: [] };
        if (m.option !== undefined) a.options.push({ option: m.option, move: m });
        else if (m.desperation) a.desperation = m;
        else a.plain = m;
        attacks.set(m.maneuver, a);
        break;
      }
      case "respond":
      case "reverse":
        responses.push(m);
        break;
      case "break-hold":
      case "counter-hold":
      case "keep-hold":
      case "release-hold":
      case "superset-hold":
        holds.push(m);
        break;
      case "cover":
      case "break-pin":
        pins.push(m);
        break;
      case "tag":
        (m.kind === "tag" ? tags : tricks).push(m);
        break;
      case "lunge-tag":
      case "save":
      case "double-team":
      case "attack-both":
      case "overstay":
        tags.push(m);
        break;
      case "distract-referee":
      case "draw":
        tricks.push(m);
        break;
      case "turnover":
      case "turnover-break":
        turnovers.push(m);
        break;
      case "escape":
      case "lunge-escape":
        escapes.push(m);
        break;
      default:
        positioning.push(m);
    }
  }
  return {
    attacks: [...attacks].map(([maneuver, a]) => ({
      maneuver,
      kind: attackKind(maneuver),
      ...(a.plain === undefined ? {} : { plain: a.plain }),
      ...(a.desperation === undefined ? {} : { desperation: a.desperation }),
      options: a.options,
    })),
    responses,
    holds,
    pins,
    positioning,
    tags,
    tricks,
    turnovers,
    escapes,
  };
}
