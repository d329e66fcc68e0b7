/**
 * Not a rule: the mutable working copy of a match. Every card is a small integer, every list sits in
 * one reusable `Int16Array` (its layout and the accessors the rules read it through are in
 * `layout.ts`), every field is a number. The Game API loads one from the JSON state per move and
 * seals it back; the fast path and the strong bot's playouts keep one for a whole match. Its
 * getters give the JSON form of each field, each from the rule module that owns that part of the
 * match (hands, deck, chain, reveal, discards, hold, phase, log), so a working copy reads as a
 * `RassleState`. Internal.
 */
import type { DeckState, DiceSource, MatchResult } from "@ringside/core";
import type { CardId } from "./cards.js";
import { LOCATIONS, PLAYERS, kindIndexOf, locationIndex } from "./codes.js";
import { PHASE_KINDS, PH_REVEAL, SIZE } from "./layout.js";
import { discardedOf, loadDiscarded } from "./rules/discarding.js";
import { loadPhase, phaseOf } from "./rules/gameplay.js";
import { countHands, handOf, loadHands } from "./rules/hands.js";
import { holdOf } from "./rules/holds.js";
import { loadLog, logOf } from "./rules/matchLog.js";
import { deckOf } from "./rules/shuffling.js";
import type {
  HoldState,
  MatchLog,
  Phase,
  RassleEvent,
  RassleMove,
  RassleOptions,
  RasslePlayer,
  RassleState,
  RingLocation,
} from "./types.js";

const player = (p: number): RasslePlayer | null => (p < 0 ? null : (PLAYERS[p] ?? null));
/** The index (0 or 1, -1 for none) of a seat. */
export const playerIndex = (p: RasslePlayer | null): number => (p === null ? -1 : p === "a" ? 0 : 1);

/** Options of a state saved before `tripAlone` or `noDamageCounters` existed, with their defaults. */
export function withDefaults(o: RassleOptions): RassleOptions {
  if (o.tripAlone !== undefined && o.noDamageCounters !== undefined) return o;
  return { ...o, tripAlone: o.tripAlone ?? true, noDamageCounters: o.noDamageCounters ?? "negate" };
}

/** A mutable working copy of a match (see the module comment). */
export class Draft implements RassleState {
  source: DiceSource | null = null;
  diceStart: RassleState["dice"] = { kind: "scripted", faces: [], next: 0 };
  options!: RassleOptions;
  handLimit = 5;
  /** Reshuffles allowed before a time-limit draw, -1 for none. */
  timeLimit = -1;
  disqualification = false;
  champion = -1;
  locationLastsAttack = true;
  /** The `tripAlone` option: a controller unable to attack may play the location card alone. */
  tripAlone = true;
  /** The `noDamageCounters` option is "full": counters take their energy effect against cards that do no damage. */
  noDamageFull = false;
  readonly m = new Int16Array(SIZE);
  e0 = 0;
  e1 = 0;
  startEnergy = 0;
  energyRemoved = 0;
  h0 = 0;
  h1 = 0;
  /** The kinds in each hand as bit masks (kept up to date with the counts at `HELD`). */
  km0 = 0;
  km1 = 0;
  /** The input state's deck until a rule changes it (then the piles live in the buffer). */
  deckSource: DeckState<CardId> | null = null;
  /** The deck the copy was loaded from (null after a setup). */
  origDeck: DeckState<CardId> | null = null;
  /** Where that deck's draw pile starts in the buffer. */
  origDrawPos = 0;
  drawPos = 0;
  drawEnd = 0;
  discLen = 0;
  remLen = 0;
  reshuffles = 0;
  ctrl = -1;
  nextCtrl = -1;
  discardedLen = 0;
  rallyP = -1;
  holdP = -1;
  holdK = 0;
  loc = 0;
  ph = PH_REVEAL;
  phP = -1;
  phLoc = 0;
  phFree = false;
  ctx = 0;
  chainLen = 0;
  /** Reveal: the codes of the choices in (-1: not in), who chose first, and the JSON moves. */
  subA = -1;
  subB = -1;
  subFirst = -1;
  subMoveA: RassleMove | null = null;
  subMoveB: RassleMove | null = null;
  off0 = 0;
  off1 = 0;
  bigRallies = 0;
  rpLen = 0;
  /** The last hit (by -1: none) and the finish (copied from it at a cover). */
  lhBy = -1;
  lhKind = 0;
  lhReversal = false;
  lhTaunt = false;
  fBy = -1;
  fKind = 0;
  fReversal = false;
  fTaunt = false;
  rounds = 1;
  /** Bumped each time the fast path starts another match on this copy. */
  generation = 0;
  result: MatchResult<RasslePlayer> | null = null;
  events: RassleEvent[] | null = null;

  /** Energy of player `p` (0 or 1). */
  en(p: number): number {
    return p === 0 ? this.e0 : this.e1;
  }

  /** Adds `delta` to the energy of player `p`. */
  addEn(p: number, delta: number): void {
    if (p === 0) this.e0 += delta;
    else this.e1 += delta;
  }

  get dice(): RassleState["dice"] {
    return this.source === null ? this.diceStart : this.source.save();
  }

  get energy(): Record<RasslePlayer, number> {
    return { a: this.e0, b: this.e1 };
  }

  get hands(): Record<RasslePlayer, CardId[]> {
    return { a: handOf(this, 0), b: handOf(this, 1) };
  }

  get deck(): DeckState<CardId> {
    return deckOf(this);
  }

  get control(): RasslePlayer | null {
    return player(this.ctrl);
  }

  get nextControl(): RasslePlayer | null {
    return player(this.nextCtrl);
  }

  get discarded(): RasslePlayer[] {
    return discardedOf(this);
  }

  get rally(): RasslePlayer | null {
    return player(this.rallyP);
  }

  get hold(): HoldState | null {
    return holdOf(this);
  }

  get location(): RingLocation {
    return LOCATIONS[this.loc] ?? "ring";
  }

  get phase(): Phase {
    return phaseOf(this);
  }

  get log(): MatchLog {
    return logOf(this);
  }
}

/**
 * Loads what the legal moves read (energies, hands, the trip option, hold, place, phase, result)
 * from `s` into `d`: enough for `moves`, the first part of {@link load}.
 */
export function loadTable(s: RassleState, d: Draft): Draft {
  d.e0 = s.energy.a;
  d.e1 = s.energy.b;
  loadHands(d, s.hands);
  countHands(d);
  // A state saved before the option existed has no field: it reads as the default.
  d.tripAlone = s.options?.tripAlone !== false;
  d.holdP = s.hold === null ? -1 : playerIndex(s.hold.holder);
  d.holdK = s.hold === null ? 0 : kindIndexOf(s.hold.kind);
  d.loc = locationIndex(s.location);
  d.ph = PHASE_KINDS.indexOf(s.phase.kind);
  loadPhase(d, s.phase);
  d.result = s.result;
  return d;
}

/** Loads `s` into the working copy `d` (reused, or a new one), with its dice source and event sink. */
export function load(
  s: RassleState,
  source: DiceSource | null,
  events: RassleEvent[] | null,
  d: Draft = new Draft(),
): Draft {
  loadTable(s, d);
  // A state saved before `tripAlone` or `noDamageCounters` existed reads as the defaults, and is
  // sealed with them written.
  const o = withDefaults(s.options);
  d.source = source;
  d.diceStart = s.dice;
  d.options = o;
  d.handLimit = o.handLimit;
  d.timeLimit = o.timeLimit ?? -1;
  d.disqualification = o.disqualification;
  d.champion = playerIndex(o.champion);
  d.locationLastsAttack = o.locationLasts === "attack";
  d.noDamageFull = o.noDamageCounters === "full";
  d.startEnergy = s.startEnergy;
  d.energyRemoved = s.energyRemoved;
  d.deckSource = s.deck;
  d.origDeck = null;
  d.reshuffles = s.deck.reshuffles;
  d.ctrl = playerIndex(s.control);
  d.nextCtrl = playerIndex(s.nextControl);
  loadDiscarded(d, s.discarded);
  d.rallyP = playerIndex(s.rally);
  loadLog(d, s.log);
  d.result = s.result;
  d.events = events;
  return d;
}

/** The JSON state of a working copy, its dice saved. */
export function seal(d: Draft): RassleState {
  return {
    options: d.options,
    energy: d.energy,
    startEnergy: d.startEnergy,
    energyRemoved: d.energyRemoved,
    hands: d.hands,
    deck: d.deck,
    control: d.control,
    nextControl: d.nextControl,
    discarded: d.discarded,
    rally: d.rally,
    hold: d.hold,
    location: d.location,
    phase: d.phase,
    log: d.log,
    result: d.result,
    dice: d.dice,
  };
}
