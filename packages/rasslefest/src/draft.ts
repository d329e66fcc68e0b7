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

/**
 * A pile listed top first as a stack (top last), or back: the same cards in reverse order. (A
 * spread copies a frozen array on V8's fast path, where `slice` does not.)
 */
export const flip = (pile: readonly CardId[]): CardId[] => [...pile].reverse();

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
  /**
   * The state this copy was loaded from (null for a new match): {@link seal} hands on its parts
   * that the steps left as they were, so that a state shares them with the one before it.
   */
  readonly base: RassleState | null;
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
    hands: { a: [...s.hands.a], b: [...s.hands.b] },
    deck: {
      draw: flip(s.deck.drawPile),
      discards: flip(s.deck.discardPile),
      removed: [...s.deck.removed],
      reshuffles: s.deck.reshuffles,
    },
    control: s.control,
    nextControl: s.nextControl,
    discarded: [...s.discarded],
    rally: s.rally,
    hold: s.hold,
    location: s.location,
    phase: s.phase,
    log: {
      offense: { a: [...log.offense.a], b: [...log.offense.b] },
      bigRallies: log.bigRallies,
      roundPlays: [...log.roundPlays],
      lastHit: log.lastHit,
      finish: log.finish,
      rounds: log.rounds,
    },
    result: s.result,
    dice,
    events,
    base: s,
  };
}

/** `list` when it holds the same items as `now`, in order; else a copy of `now`. */
function kept<T>(list: readonly T[] | undefined, now: readonly T[]): readonly T[] {
  if (list !== undefined && list.length === now.length) {
    let i = 0;
    while (i < now.length && list[i] === now[i]) i++;
    if (i === now.length) return list;
  }
  return [...now];
}

/** `pile` (top first) when it holds the cards of `stack` (top last); else `stack` flipped. */
function keptPile(pile: readonly CardId[] | undefined, stack: readonly CardId[]): readonly CardId[] {
  const n = stack.length;
  if (pile !== undefined && pile.length === n) {
    let i = 0;
    while (i < n && pile[i] === stack[n - 1 - i]) i++;
    if (i === n) return pile;
  }
  return flip(stack);
}

/**
 * The JSON state of a working copy without its dice. Its lists are copies (the copy may play on),
 * except that every part equal to the same part of the state the copy was loaded from is that part
 * itself: a step that changed one hand shares the other hand, the piles and the log with the state
 * before it.
 */
export function sealBody(d: Draft): Omit<RassleState, "dice"> {
  const b = d.base;
  const log = d.log;
  const hands = { a: kept(b?.hands.a, d.hands.a), b: kept(b?.hands.b, d.hands.b) };
  const deck = {
    drawPile: keptPile(b?.deck.drawPile, d.deck.draw),
    discardPile: keptPile(b?.deck.discardPile, d.deck.discards),
    removed: kept(b?.deck.removed, d.deck.removed),
    reshuffles: d.deck.reshuffles,
  };
  const offense = { a: kept(b?.log.offense.a, log.offense.a), b: kept(b?.log.offense.b, log.offense.b) };
  const roundPlays = kept(b?.log.roundPlays, log.roundPlays);
  if (b === null) {
    return {
      options: d.options,
      energy: { a: d.energy.a, b: d.energy.b },
      startEnergy: d.startEnergy,
      energyRemoved: d.energyRemoved,
      hands,
      deck,
      control: d.control,
      nextControl: d.nextControl,
      discarded: [...d.discarded],
      rally: d.rally,
      hold: d.hold,
      location: d.location,
      phase: d.phase,
      log: {
        offense,
        bigRallies: log.bigRallies,
        roundPlays,
        lastHit: log.lastHit,
        finish: log.finish,
        rounds: log.rounds,
      },
      result: d.result,
    };
  }
  const bl = b.log;
  return {
    options: d.options,
    energy:
      b.energy.a === d.energy.a && b.energy.b === d.energy.b ? b.energy : { a: d.energy.a, b: d.energy.b },
    startEnergy: d.startEnergy,
    energyRemoved: d.energyRemoved,
    hands: hands.a === b.hands.a && hands.b === b.hands.b ? b.hands : hands,
    deck:
      deck.drawPile === b.deck.drawPile &&
      deck.discardPile === b.deck.discardPile &&
      deck.removed === b.deck.removed &&
      deck.reshuffles === b.deck.reshuffles
        ? b.deck
        : deck,
    control: d.control,
    nextControl: d.nextControl,
    discarded: kept(b.discarded, d.discarded),
    rally: d.rally,
    hold: d.hold,
    location: d.location,
    phase: d.phase,
    log:
      offense.a === bl.offense.a &&
      offense.b === bl.offense.b &&
      roundPlays === bl.roundPlays &&
      log.bigRallies === bl.bigRallies &&
      log.lastHit === bl.lastHit &&
      log.finish === bl.finish &&
      log.rounds === bl.rounds
        ? bl
        : {
            offense: offense.a === bl.offense.a && offense.b === bl.offense.b ? bl.offense : offense,
            bigRallies: log.bigRallies,
            roundPlays,
            lastHit: log.lastHit,
            finish: log.finish,
            rounds: log.rounds,
          },
    result: d.result,
  };
}

/** The JSON state of a working copy, its dice saved (see {@link sealBody} for what it shares). */
export function seal(d: Draft): RassleState {
  return { ...sealBody(d), dice: d.dice.save() };
}
