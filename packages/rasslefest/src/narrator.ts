/** Play-by-play: turns engine events into lines, using the wrestlers' profiles. */
import type { MatchOverEvent, Narrator, NarratorOptions } from "@ringside/core";
import { cardKind, type CardKindId } from "./cards.js";
import type { WrestlerProfile } from "./federation/profile.js";
import type { RassleEvent, RasslePlayer } from "./types.js";

/** Profiles (or bare names) the narrator may use for each seat. */
export type NarratorCast = Readonly<Record<RasslePlayer, WrestlerProfile | string>>;

const nameOf = (w: WrestlerProfile | string): string => (typeof w === "string" ? w : w.name);

/** The move's name as the wrestler calls it: his signature, hold, top-rope move, object, taunt. */
export function moveName(kind: CardKindId, w: WrestlerProfile | string): string {
  const base = cardKind(kind).name;
  if (typeof w === "string") return base;
  switch (kind) {
    case "signature-move":
      return `${w.signatureMove} (Signature Move)`;
    case "submission-hold":
      return `${w.submissionHold} (Submission Hold)`;
    case "top-rope-dive":
      return `${w.topRopeMove} (Top Rope Dive)`;
    case "foreign-object":
      return `${w.foreignObject} (Foreign Object)`;
    case "taunt":
      return `${w.taunt} (Taunt)`;
    case "ambush":
    case "referee-distracted":
      return `${base} by ${w.interferers.join(" and ")}`;
    default:
      return base;
  }
}

const WHERE: Readonly<Record<string, string>> = {
  ring: "in the ring",
  outside: "outside the ring",
  "top-rope": "up on the top rope",
};

/** Options of {@link createNarrator}; `names`: what to call each seat (default "Wrestler A" and "Wrestler B", or the profile's name). */
export interface RasslefestNarratorOptions extends NarratorOptions<RasslePlayer> {
  /** Profiles: the narrator calls moves by the wrestler's own names for them. */
  readonly profiles?: Partial<Record<RasslePlayer, WrestlerProfile>>;
}

const isCast = (x: RasslefestNarratorOptions | NarratorCast): x is NarratorCast => "a" in x || "b" in x;

/**
 * A narrator: one line of play-by-play per event that deserves one (null for the rest). Takes the
 * Ringside options shape (`{ names, profiles }`), or the former cast of profiles or names by seat.
 *
 * @example
 * const narrate = createNarrator({ names: { a: "Abe", b: "Ben" } });
 * runMatch(rasslefest, { config: {}, dice: 7, bots, onEvent: (e) => console.log(narrate(e) ?? "") });
 */
export function createNarrator(
  options: RasslefestNarratorOptions | NarratorCast = {},
): Narrator<RassleEvent | MatchOverEvent<RasslePlayer>> {
  const cast: Record<RasslePlayer, WrestlerProfile | string> = isCast(options)
    ? { a: options.a, b: options.b }
    : {
        a: options.profiles?.a ?? options.names?.a ?? "Wrestler A",
        b: options.profiles?.b ?? options.names?.b ?? "Wrestler B",
      };
  if (!isCast(options)) {
    if (options.names?.a !== undefined && options.profiles?.a !== undefined)
      cast.a = { ...options.profiles.a, name: options.names.a };
    if (options.names?.b !== undefined && options.profiles?.b !== undefined)
      cast.b = { ...options.profiles.b, name: options.names.b };
  }
  const n = (p: RasslePlayer): string => nameOf(cast[p]);
  const mv = (p: RasslePlayer, k: CardKindId): string => moveName(k, cast[p]);
  return (e) => {
    switch (e.type) {
      case "match-started":
        return `The bell rings: ${n("a")} (${e.energy.a}) against ${n("b")} (${e.energy.b}).`;
      case "round-started":
        return e.control === null
          ? `Round ${e.round}: nobody has control.`
          : `Round ${e.round}: ${n(e.control)} is in control.`;
      case "revealed":
        return `Both wrestlers show their hands at once.`;
      case "cancelled":
        return `Matching ${cardKind(e.kind).name}s: they trade blows and nothing comes of it.`;
      case "outdone":
        return `${n(e.winner)}'s ${cardKind(e.kind).name} is quicker than the ${cardKind(e.beaten).name}.`;
      case "played":
        switch (e.role) {
          case "counter":
            return `${n(e.player)} answers with ${mv(e.player, e.kind)}!`;
          case "save":
            return `${n(e.player)} escapes the cover with ${mv(e.player, e.kind)}!`;
          case "free":
            return `${n(e.player)} rides the rally into ${mv(e.player, e.kind)}, and nothing can stop it!`;
          default:
            return e.kind === "now-wheres-he-going"
              ? `${n(e.player)} drags the fight somewhere else... now where's he going?`
              : `${n(e.player)} goes for ${mv(e.player, e.kind)} ${WHERE[e.location] ?? ""}.`;
        }
      case "location":
        return `The action spills ${WHERE[e.to] ?? e.to}.`;
      case "hit":
        return e.reversed
          ? `Reversed! ${n(e.by)} turns the ${cardKind(e.kind).name} around for ${e.amount} point${e.amount === 1 ? "" : "s"}.`
          : `${mv(e.by, e.kind)} connects for ${e.amount} point${e.amount === 1 ? "" : "s"}.`;
      case "energy":
        return `Energy: ${n("a")} ${e.energy.a}, ${n("b")} ${e.energy.b}${e.removed > 0 ? ` (${e.removed} gone for good)` : ""}.`;
      case "negated":
        return `The ${cardKind(e.kind).name} is stopped by the ${cardKind(e.by).name}.`;
      case "discarded":
        return `${n(e.player)} throws away a ${cardKind(e.kind).name}.`;
      case "rested":
        return `Both men catch their breath; ${n(e.player)} recovers a point.`;
      case "hold-kept":
        return `${n(e.player)} keeps the ${mv(e.player, e.kind)} locked in.`;
      case "hold-broken":
        return `${n(e.player)}'s hold is broken.`;
      case "reshuffled":
        return `The deck is reshuffled (${e.times} so far).`;
      case "control":
        return null;
      case "cover":
        return `${n(e.player)} is down and covered! The referee drops to the mat...`;
      case "count":
        return e.saved ? `...two! ${n(e.player)} gets a shoulder up!` : `...one, two, THREE!`;
      case "saved":
        return null;
      case "noticed":
        return e.disqualified
          ? `The referee saw it! ${n(e.player)} is disqualified!`
          : `The referee never saw a thing.`;
      case "title":
        return e.changed ? `And NEW champion: ${n(e.champion)}!` : `${n(e.champion)} leaves with the belt.`;
      case "match-over":
        return e.result.winner === null
          ? `The match is a draw (${e.result.detail ?? e.result.method}).`
          : `${n(e.result.winner)} wins by ${e.result.method}!`;
      default:
        return null;
    }
  };
}
