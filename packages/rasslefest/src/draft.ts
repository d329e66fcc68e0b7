/**
 * The mutable working copy of a match: every card a small integer, every list in one reusable
 * `Int16Array`, every field a number. The Game API loads one from the JSON state per move and seals
 * it back; the fast path and the strong bot's playouts keep one for a whole match. Its getters give
 * the JSON view of each field, so a working copy reads as a `RassleState`. Internal.
 */
import { RingsideError, openDice, type DiceSource, type DeckState, type MatchResult } from "@ringside/core";
import type { CardId, CardKindId } from "./cards.js";
import {
  KIND_IDS,
  LOCATIONS,
  PLAYERS,
  cardAt,
  cardIndex,
  codeOf,
  kindIndexOf,
  locationIndex,
  moveObject,
} from "./codes.js";
import { kindOfCard, minEnergy } from "./rules/facts.js";
import type {
  ChainContext,
  ChainLink,
  FinishInfo,
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

/** Capacity of each hand and pile (every card of the deck fits anywhere). */
const CAP = 80;
/** Buffer offset of the two hands (80 slots each). */
export const HAND = 0;
/** Buffer offset of the draw pile (from `drawPos` to `drawEnd`). */
export const DRAW = 2 * CAP;
/** Buffer offset of the discard pile, a stack: its top is the last entry. */
export const DISC = 3 * CAP;
/** Buffer offset of the cards out of the game. */
export const REM = 4 * CAP;
const CH = 5 * CAP;
/** Buffer offset of the chain links' players. */
export const CH_PLAYER = CH;
/** Buffer offset of the chain links' cards (-1 for a kept hold). */
export const CH_CARD = CH + CAP;
/** Buffer offset of the chain links' kinds. */
export const CH_KIND = CH + 2 * CAP;
/** Buffer offset of the chain links' places. */
export const CH_LOC = CH + 3 * CAP;
/** Buffer offset of where a location card takes the fight (-1, 1 outside, 2 top rope). */
export const CH_TO = CH + 4 * CAP;
/** Buffer offset of the players of this round's plays. */
export const RP_PLAYER = CH + 5 * CAP;
/** Buffer offset of the kinds of this round's plays. */
export const RP_KIND = RP_PLAYER + 2 * CAP;
/** Buffer offset of each wrestler's last three attacks (4 slots each). */
export const OFFENSE = RP_KIND + 2 * CAP;
/** Buffer offset of the players who discarded this round. */
export const DISCARDED = OFFENSE + 8;
/** Buffer offset of the legal-move codes. */
export const MOVES = DISCARDED + 8;
/** Buffer offset of how many cards of each kind each hand holds (32 slots a hand). */
export const HELD = MOVES + 4 * CAP;
const SIZE = HELD + 64;

/** Phase code: reveal. */
export const PH_REVEAL = 0;
/** Phase code: lead. */
export const PH_LEAD = 1;
/** Phase code: followup. */
export const PH_FOLLOWUP = 2;
/** Phase code: respond. */
export const PH_RESPOND = 3;
/** Phase code: retaliate. */
export const PH_RETALIATE = 4;
/** Phase code: answer. */
export const PH_ANSWER = 5;
/** Phase code: cover. */
export const PH_COVER = 6;
/** Phase code: count. */
export const PH_COUNT = 7;
/** Phase code: over. */
export const PH_OVER = 8;
const PHASE_KINDS = [
  "reveal",
  "lead",
  "followup",
  "respond",
  "retaliate",
  "answer",
  "cover",
  "count",
  "over",
] as const;

/** Chain context code: reveal. */
export const CTX_REVEAL = 0;
/** Chain context code: lead. */
export const CTX_LEAD = 1;
/** Chain context code: retaliation. */
export const CTX_RETALIATION = 2;
/** Chain context code: followup. */
export const CTX_FOLLOWUP = 3;
/** Chain context code: free. */
export const CTX_FREE = 4;
const CONTEXTS: readonly ChainContext[] = ["reveal", "lead", "retaliation", "followup", "free"];

const player = (p: number): RasslePlayer | null => (p < 0 ? null : (PLAYERS[p] as RasslePlayer));
const playerIndex = (p: RasslePlayer | null): number => (p === null ? -1 : p === "a" ? 0 : 1);

function mustIndex(card: string): number {
  const i = cardIndex(card);
  if (i < 0) {
    throw new RingsideError("INVALID_STATE", "rasslefest: unknown card in the state", [
      { path: "state", message: `${String(card)} is not a card of the deck` },
    ]);
  }
  return i;
}

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
    return { a: this.handOf(0), b: this.handOf(1) };
  }

  /** The hand of `p` as card ids. */
  handOf(p: number): CardId[] {
    const n = p === 0 ? this.h0 : this.h1;
    const out = new Array<CardId>(n);
    for (let i = 0; i < n; i++) out[i] = cardAt(this.m[HAND + p * CAP + i] as number);
    return out;
  }

  get deck(): DeckState<CardId> {
    if (this.deckSource !== null) return this.deckSource;
    const m = this.m;
    // Piles the rules left alone are handed over as they came (they are read-only).
    const o = this.origDeck;
    const same = o !== null && o.reshuffles === this.reshuffles;
    let drawPile: readonly CardId[];
    if (same && this.drawPos === this.origDrawPos && this.drawEnd === this.drawPos + o.drawPile.length) {
      drawPile = o.drawPile;
    } else {
      const out = new Array<CardId>(this.drawEnd - this.drawPos);
      for (let i = this.drawPos; i < this.drawEnd; i++) out[i - this.drawPos] = cardAt(m[DRAW + i] as number);
      drawPile = out;
    }
    let discardPile: readonly CardId[];
    if (same && this.discLen === o.discardPile.length) discardPile = o.discardPile;
    else {
      const out = new Array<CardId>(this.discLen);
      for (let i = 0; i < this.discLen; i++) out[i] = cardAt(m[DISC + this.discLen - 1 - i] as number);
      discardPile = out;
    }
    let removed: readonly CardId[];
    if (o !== null && this.remLen === o.removed.length) removed = o.removed;
    else {
      const out = new Array<CardId>(this.remLen);
      for (let i = 0; i < this.remLen; i++) out[i] = cardAt(m[REM + i] as number);
      removed = out;
    }
    const deck: DeckState<CardId> = { drawPile, discardPile, removed, reshuffles: this.reshuffles };
    return deck;
  }

  get control(): RasslePlayer | null {
    return player(this.ctrl);
  }

  get nextControl(): RasslePlayer | null {
    return player(this.nextCtrl);
  }

  get discarded(): RasslePlayer[] {
    const out: RasslePlayer[] = [];
    for (let i = 0; i < this.discardedLen; i++)
      out.push(PLAYERS[this.m[DISCARDED + i] as number] as RasslePlayer);
    return out;
  }

  get rally(): RasslePlayer | null {
    return player(this.rallyP);
  }

  get hold(): HoldState | null {
    return this.holdP < 0
      ? null
      : { holder: PLAYERS[this.holdP] as RasslePlayer, kind: KIND_IDS[this.holdK] as HoldState["kind"] };
  }

  get location(): RingLocation {
    return LOCATIONS[this.loc] as RingLocation;
  }

  /** Link `i` of the chain as JSON. */
  linkAt(i: number): ChainLink {
    const m = this.m;
    const card = m[CH_CARD + i] as number;
    const base = {
      player: PLAYERS[m[CH_PLAYER + i] as number] as RasslePlayer,
      card: card < 0 ? null : cardAt(card),
      kind: KIND_IDS[m[CH_KIND + i] as number] as ChainLink["kind"],
      location: LOCATIONS[m[CH_LOC + i] as number] as RingLocation,
    };
    const to = m[CH_TO + i] as number;
    return to < 0 ? base : { ...base, to: to === 1 ? "outside" : "top-rope" };
  }

  /** The JSON move submitted by `p` in a reveal, or undefined. */
  submittedBy(p: number): RassleMove | undefined {
    const code = p === 0 ? this.subA : this.subB;
    if (code < 0) return undefined;
    return (p === 0 ? this.subMoveA : this.subMoveB) ?? moveObject(code);
  }

  get phase(): Phase {
    const p = PLAYERS[this.phP] as RasslePlayer;
    switch (this.ph) {
      case PH_REVEAL: {
        const submitted: Partial<Record<RasslePlayer, RassleMove>> = {};
        const first = this.subFirst;
        if (first >= 0) {
          submitted[PLAYERS[first] as RasslePlayer] = this.submittedBy(first) as RassleMove;
          const second = this.submittedBy(1 - first);
          if (second !== undefined) submitted[PLAYERS[1 - first] as RasslePlayer] = second;
        }
        return { kind: "reveal", submitted };
      }
      case PH_LEAD:
      case PH_RETALIATE:
      case PH_ANSWER:
      case PH_COUNT:
        return { kind: PHASE_KINDS[this.ph] as "lead", player: p };
      case PH_FOLLOWUP:
        return {
          kind: "followup",
          player: p,
          location: LOCATIONS[this.phLoc] as RingLocation,
          free: this.phFree,
        };
      case PH_RESPOND: {
        const chain: ChainLink[] = [];
        for (let i = 0; i < this.chainLen; i++) chain.push(this.linkAt(i));
        return { kind: "respond", player: p, chain, context: CONTEXTS[this.ctx] as ChainContext };
      }
      case PH_COVER:
        return { kind: "cover", player: p, location: LOCATIONS[this.phLoc] as RingLocation };
      default:
        return { kind: "over" };
    }
  }

  get log(): MatchLog {
    const m = this.m;
    const offense = (p: number): MatchLog["offense"]["a"] => {
      const n = p === 0 ? this.off0 : this.off1;
      const out: MatchLog["offense"]["a"][number][] = [];
      for (let i = 0; i < n; i++)
        out.push(KIND_IDS[m[OFFENSE + p * 4 + i] as number] as MatchLog["offense"]["a"][number]);
      return out;
    };
    const roundPlays: MatchLog["roundPlays"][number][] = [];
    for (let i = 0; i < this.rpLen; i++) {
      roundPlays.push({
        player: PLAYERS[m[RP_PLAYER + i] as number] as RasslePlayer,
        kind: KIND_IDS[m[RP_KIND + i] as number] as MatchLog["roundPlays"][number]["kind"],
      });
    }
    const hit = (by: number, kind: number, reversal: boolean, taunt: boolean): MatchLog["lastHit"] =>
      by < 0
        ? null
        : {
            by: PLAYERS[by] as RasslePlayer,
            kind: KIND_IDS[kind] as FinishInfo["kind"],
            reversal,
            minEnergy: minEnergy(kind),
            tauntBefore: taunt,
          };
    return {
      offense: { a: offense(0), b: offense(1) },
      bigRallies: this.bigRallies,
      roundPlays,
      lastHit: hit(this.lhBy, this.lhKind, this.lhReversal, this.lhTaunt),
      finish: hit(this.fBy, this.fKind, this.fReversal, this.fTaunt),
      rounds: this.rounds,
    };
  }
}

/** Recounts the kinds of both hands (counts at `HELD`, masks `km0`, `km1`) after the hands were written. */
export function countHands(d: Draft): void {
  const m = d.m;
  m.fill(0, HELD, HELD + 64);
  let km0 = 0;
  for (let i = 0; i < d.h0; i++) {
    const k = kindOfCard(m[HAND + i] as number);
    m[HELD + k] = (m[HELD + k] as number) + 1;
    km0 |= 1 << k;
  }
  let km1 = 0;
  for (let i = 0; i < d.h1; i++) {
    const k = kindOfCard(m[HAND + CAP + i] as number);
    m[HELD + 32 + k] = (m[HELD + 32 + k] as number) + 1;
    km1 |= 1 << k;
  }
  d.km0 = km0;
  d.km1 = km1;
}

/** The dice of the working copy, opened on first use. */
export const diceOf = (d: Draft): DiceSource => (d.source ??= openDice(d.diceStart));

/** Moves the deck piles into the buffer if they are still the input state's (copy on write). */
export function ownDeck(d: Draft): void {
  const deck = d.deckSource;
  if (deck === null) return;
  d.deckSource = null;
  d.origDeck = deck;
  const m = d.m;
  d.reshuffles = deck.reshuffles;
  const draw = deck.drawPile;
  for (let i = 0; i < draw.length; i++) m[DRAW + i] = mustIndex(draw[i] as string);
  d.drawPos = 0;
  d.origDrawPos = 0;
  d.drawEnd = draw.length;
  const disc = deck.discardPile;
  const n = disc.length;
  for (let i = 0; i < n; i++) m[DISC + n - 1 - i] = mustIndex(disc[i] as string);
  d.discLen = n;
  const rem = deck.removed;
  for (let i = 0; i < rem.length; i++) m[REM + i] = mustIndex(rem[i] as string);
  d.remLen = rem.length;
}

function loadLink(d: Draft, i: number, link: ChainLink): void {
  const m = d.m;
  m[CH_PLAYER + i] = playerIndex(link.player);
  m[CH_CARD + i] = link.card === null ? -1 : mustIndex(link.card);
  m[CH_KIND + i] = kindIndexOf(link.kind);
  m[CH_LOC + i] = locationIndex(link.location);
  m[CH_TO + i] = link.to === undefined ? -1 : link.to === "outside" ? 1 : 2;
}

/**
 * Loads what the legal moves read (energies, hands, the trip option, hold, place, phase, result)
 * from `s` into `d`: enough for `moves`, the first part of {@link load}.
 */
export function loadTable(s: RassleState, d: Draft): Draft {
  const m = d.m;
  d.e0 = s.energy.a;
  d.e1 = s.energy.b;
  const ha = s.hands.a;
  for (let i = 0; i < ha.length; i++) m[HAND + i] = mustIndex(ha[i] as string);
  d.h0 = ha.length;
  const hb = s.hands.b;
  for (let i = 0; i < hb.length; i++) m[HAND + CAP + i] = mustIndex(hb[i] as string);
  d.h1 = hb.length;
  countHands(d);
  // A state saved before the option existed has no field: it reads as the default.
  d.tripAlone = s.options?.tripAlone !== false;
  d.holdP = s.hold === null ? -1 : playerIndex(s.hold.holder);
  d.holdK = s.hold === null ? 0 : kindIndexOf(s.hold.kind);
  d.loc = locationIndex(s.location);
  const ph = s.phase;
  d.ph = PHASE_KINDS.indexOf(ph.kind);
  d.phP = "player" in ph ? playerIndex(ph.player) : -1;
  d.phLoc = "location" in ph ? locationIndex(ph.location) : 0;
  d.phFree = ph.kind === "followup" && ph.free;
  d.ctx = ph.kind === "respond" ? CONTEXTS.indexOf(ph.context) : 0;
  d.chainLen = 0;
  if (ph.kind === "respond") {
    for (const link of ph.chain) loadLink(d, d.chainLen++, link);
  }
  d.subA = -1;
  d.subB = -1;
  d.subFirst = -1;
  d.subMoveA = null;
  d.subMoveB = null;
  if (ph.kind === "reveal") {
    for (const key in ph.submitted) {
      const mv = ph.submitted[key as RasslePlayer];
      if (mv === undefined) continue;
      const p = key === "a" ? 0 : 1;
      if (d.subFirst < 0) d.subFirst = p;
      if (p === 0) {
        d.subA = codeOf(mv);
        d.subMoveA = mv;
      } else {
        d.subB = codeOf(mv);
        d.subMoveB = mv;
      }
    }
  }
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
  const m = d.m;
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
  d.discardedLen = s.discarded.length;
  for (let i = 0; i < s.discarded.length; i++) m[DISCARDED + i] = playerIndex(s.discarded[i] as RasslePlayer);
  d.rallyP = playerIndex(s.rally);
  const log = s.log;
  d.off0 = log.offense.a.length;
  for (let i = 0; i < d.off0; i++) m[OFFENSE + i] = kindIndexOf(log.offense.a[i] as CardKindId);
  d.off1 = log.offense.b.length;
  for (let i = 0; i < d.off1; i++) m[OFFENSE + 4 + i] = kindIndexOf(log.offense.b[i] as CardKindId);
  d.bigRallies = log.bigRallies;
  d.rpLen = log.roundPlays.length;
  for (let i = 0; i < d.rpLen; i++) {
    const rp = log.roundPlays[i] as MatchLog["roundPlays"][number];
    m[RP_PLAYER + i] = playerIndex(rp.player);
    m[RP_KIND + i] = kindIndexOf(rp.kind);
  }
  const lh = log.lastHit;
  d.lhBy = lh === null ? -1 : playerIndex(lh.by);
  d.lhKind = lh === null ? 0 : kindIndexOf(lh.kind);
  d.lhReversal = lh !== null && lh.reversal;
  d.lhTaunt = lh !== null && lh.tauntBefore;
  const f = log.finish;
  d.fBy = f === null ? -1 : playerIndex(f.by);
  d.fKind = f === null ? 0 : kindIndexOf(f.kind);
  d.fReversal = f !== null && f.reversal;
  d.fTaunt = f !== null && f.tauntBefore;
  d.rounds = log.rounds;
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
