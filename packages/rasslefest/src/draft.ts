/**
 * Not a rule: the working copy of a match. It has the JSON state's own fields, made mutable (cards
 * and kinds by name, seats as `"a"`/`"b"`), with the match's dice open and an event sink beside
 * them. The Game API loads one from the JSON state per call and seals it back; the fast path and
 * the strong bot's playouts keep one for a whole match. The rules read and write its fields
 * directly; the phase and the chain on the table are replaced, never changed in place. Internal.
 */
import type { DiceSource, MatchResult } from "@ringside/core";
import type { CardId, CardKindId } from "./cards.js";
import type {
  FinishInfo,
  HoldState,
  Phase,
  RassleEvent,
  RassleOptions,
  RasslePlayer,
  RassleState,
  RingLocation,
} from "./types.js";

/**
 * The deck of a working copy. Both piles are stacks, their top card last (a draw or a discard then
 * moves no other card); the JSON state lists them top first.
 */
export interface DraftDeck {
  /** The draw pile, its top card last. */
  draw: CardId[];
  /** The discard pile, its top card last. */
  discards: CardId[];
  /** The cards out of the game, in the order they left. */
  removed: CardId[];
  reshuffles: number;
}

/** A pile listed top first as a stack (top last), or back: the same cards in reverse order. */
export const flip = (pile: readonly CardId[]): CardId[] => pile.slice().reverse();

/** A play of this round, for the ratings' "Taunt before the last move". */
export interface RoundPlay {
  readonly player: RasslePlayer;
  readonly kind: CardKindId;
}

/** A landed attack as the log keeps it. */
export type Hit = FinishInfo & { readonly by: RasslePlayer };

/** The match log of a working copy (the lists grow in place). */
export interface DraftLog {
  offense: Record<RasslePlayer, CardKindId[]>;
  bigRallies: number;
  roundPlays: RoundPlay[];
  lastHit: Hit | null;
  finish: Hit | null;
  rounds: number;
}

/** A mutable working copy of a match (see the module comment). */
export interface Draft {
  options: RassleOptions;
  energy: Record<RasslePlayer, number>;
  startEnergy: number;
  energyRemoved: number;
  hands: Record<RasslePlayer, CardId[]>;
  deck: DraftDeck;
  control: RasslePlayer | null;
  nextControl: RasslePlayer | null;
  discarded: RasslePlayer[];
  rally: RasslePlayer | null;
  hold: HoldState | null;
  location: RingLocation;
  phase: Phase;
  log: DraftLog;
  result: MatchResult<RasslePlayer> | null;
  /** The match dice, open. */
  readonly dice: DiceSource;
  /** Where the steps report what happened (null: nobody listens). */
  readonly events: RassleEvent[] | null;
}

/**
 * What the legal moves read: a working copy or a saved state alike (its options with their
 * defaults, see {@link withDefaults}).
 */
export type Table = Pick<
  RassleState,
  "options" | "energy" | "hands" | "hold" | "location" | "phase" | "result"
>;

/** The other wrestler. */
export const opponent = (p: RasslePlayer): RasslePlayer => (p === "a" ? "b" : "a");

/** Options of a state saved before `tripAlone` or `noDamageCounters` existed, with their defaults. */
export function withDefaults(o: RassleOptions): RassleOptions {
  if (o.tripAlone !== undefined && o.noDamageCounters !== undefined) return o;
  return { ...o, tripAlone: o.tripAlone ?? true, noDamageCounters: o.noDamageCounters ?? "negate" };
}

/** A working copy of `s`: its own lists, nothing shared that the rules change in place. */
export function load(s: RassleState, dice: DiceSource, events: RassleEvent[] | null): Draft {
  const log = s.log;
  return {
    // A state saved before `tripAlone` or `noDamageCounters` existed reads as the defaults, and is
    // sealed with them written.
    options: withDefaults(s.options),
    energy: { a: s.energy.a, b: s.energy.b },
    startEnergy: s.startEnergy,
    energyRemoved: s.energyRemoved,
    hands: { a: s.hands.a.slice(), b: s.hands.b.slice() },
    deck: {
      draw: flip(s.deck.drawPile),
      discards: flip(s.deck.discardPile),
      removed: s.deck.removed.slice(),
      reshuffles: s.deck.reshuffles,
    },
    control: s.control,
    nextControl: s.nextControl,
    discarded: s.discarded.slice(),
    rally: s.rally,
    hold: s.hold,
    location: s.location,
    phase: s.phase,
    log: {
      offense: { a: log.offense.a.slice(), b: log.offense.b.slice() },
      bigRallies: log.bigRallies,
      roundPlays: log.roundPlays.slice(),
      lastHit: log.lastHit,
      finish: log.finish,
      rounds: log.rounds,
    },
    result: s.result,
    dice,
    events,
  };
}

/** The JSON state of a working copy, its dice saved; its lists are copies (the copy may play on). */
export function seal(d: Draft): RassleState {
  const log = d.log;
  return {
    options: d.options,
    energy: { a: d.energy.a, b: d.energy.b },
    startEnergy: d.startEnergy,
    energyRemoved: d.energyRemoved,
    hands: { a: d.hands.a.slice(), b: d.hands.b.slice() },
    deck: {
      drawPile: flip(d.deck.draw),
      discardPile: flip(d.deck.discards),
      removed: d.deck.removed.slice(),
      reshuffles: d.deck.reshuffles,
    },
    control: d.control,
    nextControl: d.nextControl,
    discarded: d.discarded.slice(),
    rally: d.rally,
    hold: d.hold,
    location: d.location,
    phase: d.phase,
    log: {
      offense: { a: log.offense.a.slice(), b: log.offense.b.slice() },
      bigRallies: log.bigRallies,
      roundPlays: log.roundPlays.slice(),
      lastHit: log.lastHit,
      finish: log.finish,
      rounds: log.rounds,
    },
    result: d.result,
    dice: d.dice.save(),
  };
}
