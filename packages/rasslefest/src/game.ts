/** The Rasslefest engine: setup, turns, legal moves, playing a move, and the players' views. */
import {
  RingsideError,
  checkMove,
  createDeck,
  d4,
  drawCards,
  openDice,
  stackedDeck,
  takeCard,
  type DiceSource,
  type DiceStart,
  type Game,
  type MatchResult,
  type Step,
  type Turn,
} from "@ringside/core";
import { allCards, cardKind, isZeroCard, kindOf, type CardId, type CardKindId } from "./cards.js";
import {
  coverMoves,
  followupMoves,
  leadMoves,
  opponent,
  respondMoves,
  retaliateMoves,
  revealMoves,
} from "./legal.js";
import { validateConfig, type RassleConfig } from "./options.js";
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
  RassleView,
  RingLocation,
} from "./types.js";

/** The game id of this package. */
export const gameId = "rasslefest";

const PLAYERS: readonly RasslePlayer[] = ["a", "b"];
const keepOut = (card: CardId): boolean => kindOf(card) === "big-rally";

/** The deck of a working copy: the same piles as the state's, as arrays changed in place. */
interface MutableDeck {
  drawPile: CardId[];
  discardPile: CardId[];
  removed: CardId[];
  reshuffles: number;
}

/**
 * A mutable working copy of the state. The Game API makes one per move (copying the state, opening
 * its dice); the fast path keeps one for a whole match. `events` is null when nobody listens.
 */
export interface Draft {
  source: DiceSource | null;
  dice: RassleState["dice"];
  options: RassleOptions;
  energy: Record<RasslePlayer, number>;
  startEnergy: number;
  energyRemoved: number;
  hands: Record<RasslePlayer, CardId[]>;
  deck: MutableDeck;
  /** False while `deck` still holds the input state's piles (copied on the first change). */
  deckOwned: boolean;
  control: RasslePlayer | null;
  nextControl: RasslePlayer | null;
  discarded: RasslePlayer[];
  rally: RasslePlayer | null;
  hold: HoldState | null;
  location: RingLocation;
  phase: Phase;
  log: {
    offense: Record<RasslePlayer, CardKindId[]>;
    bigRallies: number;
    roundPlays: { player: RasslePlayer; kind: CardKindId }[];
    lastHit: (FinishInfo & { by: RasslePlayer }) | null;
    finish: (FinishInfo & { by: RasslePlayer }) | null;
    rounds: number;
  };
  result: MatchResult<RasslePlayer> | null;
  events: RassleEvent[] | null;
}

/** A working copy of `s` (nothing shared that the rules change in place). */
export function draft(s: RassleState, source: DiceSource | null, events: RassleEvent[] | null): Draft {
  const deck = s.deck;
  return {
    source,
    dice: s.dice,
    options: s.options,
    energy: { ...s.energy },
    startEnergy: s.startEnergy,
    energyRemoved: s.energyRemoved,
    hands: { a: [...s.hands.a], b: [...s.hands.b] },
    // The piles stay the state's (read-only) until a rule changes them: see ownDeck.
    deck: deck as MutableDeck,
    deckOwned: false,
    control: s.control,
    nextControl: s.nextControl,
    discarded: [...s.discarded],
    rally: s.rally,
    hold: s.hold,
    location: s.location,
    phase: s.phase,
    log: {
      offense: { a: [...s.log.offense.a], b: [...s.log.offense.b] },
      bigRallies: s.log.bigRallies,
      roundPlays: [...s.log.roundPlays],
      lastHit: s.log.lastHit,
      finish: s.log.finish,
      rounds: s.log.rounds,
    },
    result: s.result,
    events,
  };
}

/** The JSON state of a working copy, its dice saved (the arrays are handed over, not copied). */
export function seal(d: Draft): RassleState {
  const log: MatchLog = d.log;
  return {
    dice: d.source === null ? d.dice : d.source.save(),
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
    log,
    result: d.result,
  };
}

const dice = (d: Draft): DiceSource => (d.source ??= openDice(d.dice));

/** The deck, its piles copied first if they are still the input state's (copy on write). */
function ownDeck(d: Draft): MutableDeck {
  if (!d.deckOwned) {
    const deck = d.deck;
    d.deck = {
      drawPile: [...deck.drawPile],
      discardPile: [...deck.discardPile],
      removed: [...deck.removed],
      reshuffles: deck.reshuffles,
    };
    d.deckOwned = true;
  }
  return d.deck;
}

/** Takes one copy of `card` out of `list` in place (`CARD_NOT_FOUND` when it is not there). */
function take(list: CardId[], card: CardId): void {
  const i = list.indexOf(card);
  if (i < 0) takeCard(list, card);
  else list.splice(i, 1);
}

/**
 * Draws up to `count` cards into `into`, shuffling the discards back (Big Rallies left out) when
 * the draw pile runs dry and `reshuffle` allows: the same cards and dice as core's `drawCards`.
 */
function drawInto(d: Draft, count: number, reshuffle: boolean, into: CardId[]): number {
  const deck = ownDeck(d);
  let n = 0;
  while (n < count) {
    if (deck.drawPile.length === 0) {
      if (!reshuffle || deck.discardPile.length === 0) break;
      const back: CardId[] = [];
      for (const c of deck.discardPile) (keepOut(c) ? deck.removed : back).push(c);
      const src = dice(d);
      for (let i = back.length - 1; i > 0; i--) {
        const j = src.int(0, i, "shuffle");
        const t = back[i] as CardId;
        back[i] = back[j] as CardId;
        back[j] = t;
      }
      deck.drawPile = back;
      deck.discardPile = [];
      deck.reshuffles++;
      if (back.length === 0) break;
    }
    into.push(deck.drawPile.shift() as CardId);
    n++;
  }
  return n;
}

const energyEvent = (d: Draft): void => {
  d.events?.push({ type: "energy", energy: { ...d.energy }, removed: d.energyRemoved });
};

/** Moves up to `amount` energy from `from` to `to`; only some plays may take the last point. */
function transfer(d: Draft, from: RasslePlayer, amount: number, canZero: boolean): number {
  const floor = canZero ? 0 : 1;
  const moved = Math.max(0, Math.min(amount, d.energy[from] - floor));
  d.energy[from] -= moved;
  d.energy[opponent(from)] += moved;
  return moved;
}

function end(d: Draft, result: MatchResult<RasslePlayer>): void {
  d.result = result;
  d.phase = { kind: "over" };
  d.events?.push({ type: "ended", result });
  const champ = d.options.champion;
  if (champ !== null) {
    const changed = result.winner !== null && result.winner !== champ && result.method === "pinfall";
    d.events?.push({
      type: "title",
      champion: changed && result.winner !== null ? result.winner : champ,
      changed,
    });
  }
}

/** Draws cards for `player`; false when a time limit ran out (the match is then over). */
function draw(d: Draft, player: RasslePlayer, count: number): boolean {
  if (count <= 0) return true;
  const limit = d.options.timeLimit;
  const allowed = limit === null || d.deck.reshuffles < limit;
  const before = d.deck.discardPile.length;
  const shuffles = d.deck.reshuffles;
  const drawn = drawInto(d, count, allowed, d.hands[player]);
  if (d.deck.reshuffles > shuffles) {
    d.events?.push({
      type: "reshuffled",
      times: d.deck.reshuffles,
      keptOut: before - d.deck.drawPile.length - drawn,
    });
  }
  if (drawn > 0) d.events?.push({ type: "drew", player, count: drawn });
  if (drawn < count && limit !== null && d.deck.drawPile.length === 0) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out once too often" });
    return false;
  }
  return true;
}

const discardCard = (d: Draft, player: RasslePlayer, card: CardId): void => {
  take(d.hands[player], card);
  ownDeck(d).discardPile.unshift(card);
  d.events?.push({ type: "discarded", player, kind: kindOf(card) });
};

/** Takes a played card from the hand to the discard pile (a Big Rally leaves the game). */
function putInPlay(d: Draft, player: RasslePlayer, card: CardId): void {
  take(d.hands[player], card);
  if (kindOf(card) === "big-rally") ownDeck(d).removed.push(card);
  else ownDeck(d).discardPile.unshift(card);
  d.log.roundPlays.push({ player, kind: kindOf(card) });
}

function checkDrawByEnergy(d: Draft): boolean {
  if (d.result === null && d.energy.a + d.energy.b <= 4) {
    end(d, { winner: null, method: "draw", detail: "total energy fell to four or below" });
    return true;
  }
  return d.result !== null;
}

function noteOffense(d: Draft, player: RasslePlayer, kind: CardKindId): void {
  const list = d.log.offense[player];
  list.push(kind);
  if (list.length > 3) list.shift();
}

/** Starts a new round: resting, filling hands, control, and the first decision. */
function endRound(d: Draft): void {
  if (d.result !== null) return;
  if (d.discarded.includes("a") && d.discarded.includes("b") && d.energy.a !== d.energy.b) {
    const low: RasslePlayer = d.energy.a < d.energy.b ? "a" : "b";
    if (transfer(d, opponent(low), 1, false) > 0) {
      d.events?.push({ type: "rested", player: low });
      energyEvent(d);
    }
  }
  const next = d.rally ?? d.nextControl;
  if (d.hold !== null && d.hold.holder !== next) {
    d.events?.push({ type: "hold-broken", player: d.hold.holder });
    d.hold = null;
  }
  for (const p of PLAYERS) {
    if (!draw(d, p, d.options.handLimit - d.hands[p].length)) return;
  }
  d.control = next;
  d.nextControl = next;
  d.discarded = [];
  d.rally = null;
  d.location = "ring";
  d.log.roundPlays = [];
  d.log.rounds += 1;
  d.events?.push({ type: "control", player: next });
  d.events?.push({ type: "round-started", round: d.log.rounds, control: next });
  d.phase = next === null ? { kind: "reveal", submitted: {} } : { kind: "lead", player: next };
}

function cover(d: Draft, victim: RasslePlayer, location: RingLocation): void {
  d.events?.push({ type: "cover", player: victim });
  d.log.finish = d.log.lastHit;
  const saves = coverMoves(d, victim, location);
  d.phase =
    saves.length > 1 ? { kind: "cover", player: victim, location } : { kind: "count", player: victim };
}

/** The referee's count: three cards straight to the discard pile; a zero card among them saves. */
function count(d: Draft, victim: RasslePlayer): void {
  const limit = d.options.timeLimit;
  const cards: CardId[] = [];
  drawInto(d, 3, limit === null || d.deck.reshuffles < limit, cards);
  for (const c of cards) ownDeck(d).discardPile.unshift(c);
  const saved = cards.some(isZeroCard);
  d.events?.push({ type: "count", player: victim, cards, saved });
  if (saved) {
    d.log.finish = null;
    endRound(d);
  } else if (cards.length < 3 && limit !== null) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out during the count" });
  } else {
    end(d, { winner: opponent(victim), method: "pinfall", detail: "the referee counted three" });
  }
}

function disqualificationCheck(d: Draft, attack: ChainLink, reversedBy: RasslePlayer | null): boolean {
  if (!d.options.disqualification) return false;
  const k = cardKind(attack.kind);
  if (k.special !== "foreign-object" && k.special !== "outside-interference") return false;
  const roll = d4(dice(d), `referee notices ${k.name}`);
  const culprit = k.special === "foreign-object" && reversedBy !== null ? reversedBy : attack.player;
  const noticed = roll === 4;
  d.events?.push({ type: "noticed", player: culprit, roll, disqualified: noticed });
  if (noticed) {
    end(d, {
      winner: opponent(culprit),
      method: "disqualification",
      detail: `the referee saw the ${k.name}`,
    });
  }
  return noticed;
}

function bonus(link: ChainLink): number {
  const k = cardKind(link.kind);
  return k.category === "high-risk" && link.location === "outside" ? 1 : 0;
}

function hitInfo(
  d: Draft,
  by: RasslePlayer,
  kind: CardKindId,
  reversal: boolean,
): FinishInfo & { by: RasslePlayer } {
  const plays = d.log.roundPlays;
  const lastOwn = plays.length - 1;
  const tauntBefore = plays.some((p, i) => i < lastOwn && p.player === by && p.kind === "taunt");
  return { by, kind, reversal, minEnergy: cardKind(kind).minEnergy, tauntBefore };
}

/** Settles a chain: which link stands, energy, holds, control; then what comes next. */
function settle(d: Draft, chain: readonly ChainLink[], context: ChainContext): void {
  const attack = chain[0] as ChainLink;
  const top = chain[chain.length - 1] as ChainLink;
  let i = chain.length - 1;
  while (i >= 2 && (chain[i] as ChainLink).kind === "reversal") i -= 2;
  const attacker = attack.player;
  const defender = opponent(attacker);
  const k = cardKind(attack.kind);
  let victim: RasslePlayer | null = null;
  let reversedBy: RasslePlayer | null = null;
  if (i === 0) {
    // The attack stands.
    if (k.special === "hold" || attack.card === null) {
      d.hold = { holder: attacker, kind: attack.kind };
    }
    if (k.damage > 0) {
      const moved = transfer(d, defender, k.damage + bonus(attack), k.category === "high-risk");
      d.events?.push({ type: "hit", by: attacker, kind: attack.kind, amount: moved, reversed: false });
      energyEvent(d);
    }
    if (k.special !== "taunt" && k.special !== "change-location") {
      d.log.lastHit = hitInfo(d, attacker, attack.kind, false);
      if (k.category === "high-risk" && d.energy[defender] === 0) victim = defender;
    }
  } else {
    const counter = chain[1] as ChainLink;
    const ck = cardKind(counter.kind);
    if (d.hold !== null && d.hold.holder === attacker && attack.card === null) {
      d.events?.push({ type: "hold-broken", player: attacker });
      d.hold = null;
    }
    d.events?.push({ type: "negated", player: attacker, kind: attack.kind, by: counter.kind });
    switch (ck.special) {
      case "reversal": {
        reversedBy = defender;
        const moved = transfer(d, attacker, k.damage + bonus(attack), k.category === "high-risk");
        if (k.damage > 0) {
          d.events?.push({ type: "hit", by: defender, kind: attack.kind, amount: moved, reversed: true });
          energyEvent(d);
        }
        if (k.damage > 0) d.log.lastHit = hitInfo(d, defender, attack.kind, true);
        if (k.category === "high-risk" && k.damage > 0 && d.energy[attacker] === 0) victim = attacker;
        break;
      }
      case "dodge":
      case "recover": {
        transfer(d, attacker, ck.damage, false);
        energyEvent(d);
        break;
      }
      case "double-knockdown": {
        for (const p of PLAYERS) {
          if (d.energy[p] > 1) {
            d.energy[p] -= 1;
            d.energyRemoved += 1;
          }
        }
        energyEvent(d);
        break;
      }
      default:
        break;
    }
  }
  // Control follows the last card played.
  const tk = cardKind(top.kind);
  if (chain.length > 1) d.nextControl = tk.control === "control" ? top.player : null;
  else if (k.control === "control") d.nextControl = attacker;
  else if (k.control === "no-control") d.nextControl = null;
  if (k.special === "foreign-object" || k.special === "outside-interference") {
    if (disqualificationCheck(d, attack, reversedBy)) return;
  }
  if (checkDrawByEnergy(d)) return;
  if (d.options.locationLasts === "attack") d.location = "ring";
  if (victim !== null) {
    cover(d, victim, attack.location);
    return;
  }
  if (i === 0 && k.special === "change-location" && attack.to !== undefined) {
    d.location = attack.to;
    d.events?.push({ type: "location", player: attacker, to: attack.to });
    d.phase = { kind: "followup", player: attacker, location: attack.to, free: false };
    return;
  }
  if (i === 0 && k.special === "taunt") {
    if (!draw(d, attacker, d.options.handLimit - d.hands[attacker].length)) return;
    d.phase = { kind: "lead", player: attacker };
    return;
  }
  if (i === 0 && chain.length === 1 && (context === "lead" || context === "followup")) {
    d.phase = { kind: "retaliate", player: defender };
    return;
  }
  endRound(d);
}

/** Puts a link on the table and gives the other wrestler the chance to answer it. */
function pushLink(d: Draft, chain: readonly ChainLink[], context: ChainContext): void {
  const top = chain[chain.length - 1] as ChainLink;
  if (context === "free") {
    settle(d, chain, context);
    return;
  }
  d.phase = { kind: "respond", player: opponent(top.player), chain, context };
}

function playBigRally(d: Draft, player: RasslePlayer, card: CardId): void {
  putInPlay(d, player, card);
  d.log.bigRallies += 1;
  d.events?.push({ type: "played", player, kind: "big-rally", location: d.location, role: "counter" });
  transfer(d, opponent(player), 1, false);
  energyEvent(d);
  d.rally = player;
  d.nextControl = player;
  d.location = "ring";
  d.phase = { kind: "followup", player, location: "ring", free: true };
}

const linkOf = (player: RasslePlayer, card: CardId, location: RingLocation): ChainLink => ({
  player,
  card,
  kind: kindOf(card),
  location,
});

function playAttack(
  d: Draft,
  player: RasslePlayer,
  card: CardId,
  context: ChainContext,
  location: RingLocation,
): void {
  putInPlay(d, player, card);
  const kind = kindOf(card);
  d.events?.push({ type: "played", player, kind, location, role: context === "free" ? "free" : "attack" });
  noteOffense(d, player, kind);
  pushLink(d, [linkOf(player, card, location)], context);
}

const isRally = (m: RassleMove): boolean => m.type === "play" && kindOf(m.card) === "big-rally";

function onReveal(d: Draft, player: RasslePlayer, move: RassleMove): void {
  const phase = d.phase as Extract<Phase, { kind: "reveal" }>;
  if (move.type === "play" || move.type === "discard") take(d.hands[player], move.card);
  // Keys keep the order of submission (as a spread would), so the JSON state is the same.
  const prev = phase.submitted;
  const first = player === "a" ? prev.b : prev.a;
  const submitted: Partial<Record<RasslePlayer, RassleMove>> =
    first === undefined
      ? player === "a"
        ? { a: move }
        : { b: move }
      : player === "a"
        ? { b: first, a: move }
        : { a: first, b: move };
  d.phase = { kind: "reveal", submitted };
  d.events?.push({ type: "choice-made", player });
  const ma = submitted.a;
  const mb = submitted.b;
  if (ma === undefined || mb === undefined) return;
  d.events?.push({ type: "revealed", choices: { a: ma, b: mb } });
  // Cards return to the hands for a moment so that the usual helpers move them.
  if (ma.type === "play" || ma.type === "discard") d.hands.a.push(ma.card);
  if (mb.type === "play" || mb.type === "discard") d.hands.b.push(mb.card);
  const rally: RasslePlayer | null = isRally(ma) ? "a" : isRally(mb) ? "b" : null;
  if (rally !== null) {
    const other = opponent(rally);
    const om = other === "a" ? ma : mb;
    if (om.type === "play" || om.type === "discard") discardCard(d, other, om.card);
    if (om.type === "discard") d.discarded.push(other);
    playBigRally(d, rally, ((rally === "a" ? ma : mb) as { card: CardId }).card);
    return;
  }
  const catA = ma.type === "play" ? cardKind(ma.card).category : null;
  const catB = mb.type === "play" ? cardKind(mb.card).category : null;
  const attacks: RasslePlayer[] = [];
  if (catA === "basic") attacks.push("a");
  if (catB === "basic") attacks.push("b");
  const counters: RasslePlayer[] = [];
  if (catA === "counteraction") counters.push("a");
  if (catB === "counteraction") counters.push("b");
  for (const p of PLAYERS) {
    const m = p === "a" ? ma : mb;
    if (m.type === "discard") {
      discardCard(d, p, m.card);
      d.discarded.push(p);
    } else if (m.type === "pass") d.discarded.push(p);
  }
  const cardOf = (p: RasslePlayer): CardId => (submitted[p] as { card: CardId }).card;
  if (attacks.length === 2) {
    const ca = cardOf("a");
    const cb = cardOf("b");
    const ka = cardKind(ca);
    const kb = cardKind(cb);
    if (ka.id === kb.id) {
      putInPlay(d, "a", ca);
      putInPlay(d, "b", cb);
      d.events?.push({ type: "cancelled", kind: ka.id });
      endRound(d);
      return;
    }
    const winner: RasslePlayer = ka.minEnergy < kb.minEnergy ? "a" : "b";
    const loser = opponent(winner);
    putInPlay(d, loser, cardOf(loser));
    d.events?.push({ type: "outdone", winner, kind: kindOf(cardOf(winner)), beaten: kindOf(cardOf(loser)) });
    playAttack(d, winner, cardOf(winner), "reveal", "ring");
    return;
  }
  if (attacks.length === 1) {
    const attacker = attacks[0] as RasslePlayer;
    const defender = opponent(attacker);
    const card = cardOf(attacker);
    putInPlay(d, attacker, card);
    const kind = kindOf(card);
    d.events?.push({ type: "played", player: attacker, kind, location: "ring", role: "attack" });
    noteOffense(d, attacker, kind);
    const link = linkOf(attacker, card, "ring");
    if (counters.includes(defender)) {
      const cc = cardOf(defender);
      putInPlay(d, defender, cc);
      d.events?.push({
        type: "played",
        player: defender,
        kind: kindOf(cc),
        location: "ring",
        role: "counter",
      });
      pushLink(d, [link, linkOf(defender, cc, "ring")], "reveal");
    } else pushLink(d, [link], "reveal");
    return;
  }
  // No attack on either side: counteractions are spent for nothing.
  for (const p of counters) {
    const cc = cardOf(p);
    putInPlay(d, p, cc);
    d.events?.push({ type: "played", player: p, kind: kindOf(cc), location: "ring", role: "counter" });
  }
  endRound(d);
}

function onLead(d: Draft, player: RasslePlayer, move: RassleMove): void {
  const keepHold = move.type === "hold";
  if (!keepHold && d.hold !== null && d.hold.holder === player) {
    d.events?.push({ type: "hold-broken", player });
    d.hold = null;
  }
  switch (move.type) {
    case "play": {
      if (kindOf(move.card) === "big-rally") playBigRally(d, player, move.card);
      else playAttack(d, player, move.card, "lead", "ring");
      return;
    }
    case "go": {
      putInPlay(d, player, move.card);
      d.events?.push({ type: "played", player, kind: kindOf(move.card), location: "ring", role: "attack" });
      pushLink(d, [{ ...linkOf(player, move.card, "ring"), to: move.to }], "lead");
      return;
    }
    case "hold": {
      const hold = d.hold as HoldState;
      if (move.discard !== null) discardCard(d, player, move.discard);
      d.events?.push({ type: "hold-kept", player, kind: hold.kind });
      d.log.roundPlays.push({ player, kind: hold.kind });
      noteOffense(d, player, hold.kind);
      pushLink(d, [{ player, card: null, kind: hold.kind, location: "ring" }], "lead");
      return;
    }
    case "discard": {
      discardCard(d, player, move.card);
      d.discarded.push(player);
      d.phase = { kind: "answer", player: opponent(player) };
      return;
    }
    default: {
      d.discarded.push(player);
      d.phase = { kind: "answer", player: opponent(player) };
    }
  }
}

function onFollowup(
  d: Draft,
  player: RasslePlayer,
  move: RassleMove,
  free: boolean,
  location: RingLocation,
): void {
  if (move.type === "play") {
    playAttack(d, player, move.card, free ? "free" : "followup", free ? "ring" : location);
    return;
  }
  endRound(d);
}

function onRespond(
  d: Draft,
  player: RasslePlayer,
  move: RassleMove,
  chain: readonly ChainLink[],
  context: ChainContext,
): void {
  if (move.type !== "play") {
    settle(d, chain, context);
    return;
  }
  if (kindOf(move.card) === "big-rally") {
    const attack = chain[0] as ChainLink;
    if (d.hold !== null && attack.card === null) d.hold = null;
    d.events?.push({ type: "negated", player: attack.player, kind: attack.kind, by: "big-rally" });
    playBigRally(d, player, move.card);
    return;
  }
  const top = chain[chain.length - 1] as ChainLink;
  putInPlay(d, player, move.card);
  d.events?.push({
    type: "played",
    player,
    kind: kindOf(move.card),
    location: top.location,
    role: "counter",
  });
  if (d.hold !== null && d.hold.holder !== player && chain.length === 1) {
    d.events?.push({ type: "hold-broken", player: d.hold.holder });
    d.hold = null;
  }
  pushLink(d, [...chain, linkOf(player, move.card, top.location)], context);
}

function onRetaliate(d: Draft, player: RasslePlayer, move: RassleMove): void {
  if (move.type === "play") {
    if (d.hold !== null && d.hold.holder !== player) {
      d.events?.push({ type: "hold-broken", player: d.hold.holder });
      d.hold = null;
    }
    playAttack(d, player, move.card, "retaliation", d.location);
    return;
  }
  if (move.type === "discard") {
    discardCard(d, player, move.card);
    d.discarded.push(player);
  }
  endRound(d);
}

function onCover(d: Draft, player: RasslePlayer, move: RassleMove): void {
  if (move.type !== "play") {
    count(d, player);
    return;
  }
  const kind = kindOf(move.card);
  d.log.finish = null;
  d.events?.push({ type: "saved", player, kind });
  if (kind === "big-rally") {
    playBigRally(d, player, move.card);
    return;
  }
  putInPlay(d, player, move.card);
  d.events?.push({ type: "played", player, kind, location: d.location, role: "save" });
  transfer(d, opponent(player), 1, false);
  energyEvent(d);
  d.nextControl = kind === "referee-distracted" ? player : null;
  endRound(d);
}

/** Replaces a card of the move by the first card of the same kind in the hand (copies are alike). */
function normalize(state: RassleState, player: RasslePlayer, move: RassleMove): RassleMove {
  const hand = state.hands[player];
  const same = (card: CardId): CardId => hand.find((c) => kindOf(c) === kindOf(card)) ?? card;
  if (typeof move !== "object" || move === null) return move;
  if (
    (move.type === "play" || move.type === "discard" || move.type === "go") &&
    typeof move.card === "string" &&
    hand.includes(move.card)
  ) {
    return { ...move, card: same(move.card) };
  }
  if (move.type === "hold" && typeof move.discard === "string" && hand.includes(move.discard)) {
    return { ...move, discard: same(move.discard) };
  }
  return move;
}

/** Applies a legal move of `player` to the working copy in place (the mutable core of `play`). */
export function applyOn(d: Draft, player: RasslePlayer, move: RassleMove): void {
  const ph = d.phase;
  switch (ph.kind) {
    case "reveal":
      onReveal(d, player, move);
      break;
    case "lead":
      onLead(d, player, move);
      break;
    case "followup":
      onFollowup(d, player, move, ph.free, ph.location);
      break;
    case "respond":
      onRespond(d, player, move, ph.chain, ph.context);
      break;
    case "retaliate":
    case "answer":
      onRetaliate(d, player, move);
      break;
    case "cover":
      onCover(d, player, move);
      break;
    default:
      break;
  }
}

/** Runs the referee's count of the `count` phase on the working copy in place. */
export function advanceOn(d: Draft): void {
  if (d.phase.kind === "count") count(d, d.phase.player);
}

/**
 * Applies a move already known to be legal (taken from the engine's `moves`), skipping the
 * legality check: for bots' rollouts, where every move comes straight from the legal list.
 */
export function applyMove(
  state: RassleState,
  player: RasslePlayer,
  move: RassleMove,
): Step<RassleState, RassleEvent> {
  const events: RassleEvent[] = [];
  const d = draft(state, null, events);
  applyOn(d, player, move);
  return { state: seal(d), events };
}

/** The Rasslefest engine: the core `Game` shape over the 80-card deck. */
export const rasslefest: Game<RassleConfig, RassleState, RassleMove, RassleEvent, RassleView, RasslePlayer> =
  {
    id: gameId,
    setup(config: RassleConfig, start: DiceStart): RassleState {
      const resolved = validateConfig(config);
      const source = openDice(start);
      let deck =
        resolved.stackedDeck === null ? createDeck(allCards, source) : stackedDeck(resolved.stackedDeck);
      const hands: Record<RasslePlayer, CardId[]> = { a: [], b: [] };
      for (const p of PLAYERS) {
        const r = drawCards(deck, resolved.options.handLimit, source);
        deck = r.deck;
        hands[p] = [...r.cards];
      }
      return {
        dice: source.save(),
        options: resolved.options,
        energy: resolved.energy,
        startEnergy: resolved.energy.a + resolved.energy.b,
        energyRemoved: 0,
        hands,
        deck,
        control: null,
        nextControl: null,
        discarded: [],
        rally: null,
        hold: null,
        location: "ring",
        phase: { kind: "reveal", submitted: {} },
        log: {
          offense: { a: [], b: [] },
          bigRallies: 0,
          roundPlays: [],
          lastHit: null,
          finish: null,
          rounds: 1,
        },
        result: null,
      };
    },
    players: () => PLAYERS,
    turn(state): Turn<RasslePlayer> {
      if (state.result !== null) return { kind: "over", result: state.result };
      const ph = state.phase;
      switch (ph.kind) {
        case "reveal":
          return { kind: "decide", players: PLAYERS.filter((p) => ph.submitted[p] === undefined) };
        case "count":
        case "end-round":
        case "over":
          return { kind: "advance" };
        default:
          return { kind: "decide", players: [ph.player] };
      }
    },
    moves(state, player): readonly RassleMove[] {
      if (state.result !== null || (player !== "a" && player !== "b")) return [];
      const ph = state.phase;
      let out: RassleMove[];
      switch (ph.kind) {
        case "reveal":
          if (ph.submitted[player] !== undefined) return [];
          out = revealMoves(state, player);
          break;
        case "lead":
          if (ph.player !== player) return [];
          out = leadMoves(state, player);
          break;
        case "followup":
          if (ph.player !== player) return [];
          out = followupMoves(state, player, ph.location, ph.free);
          break;
        case "respond":
          if (ph.player !== player) return [];
          out = respondMoves(state, player, ph.chain);
          break;
        case "retaliate":
        case "answer":
          if (ph.player !== player) return [];
          out = retaliateMoves(state, player);
          break;
        case "cover":
          if (ph.player !== player) return [];
          out = coverMoves(state, player, ph.location);
          break;
        default:
          return [];
      }
      if (out.length === 0) out.push({ type: "pass" });
      return out;
    },
    play(state, player, rawMove): Step<RassleState, RassleEvent> {
      const move = normalize(state, player, rawMove);
      checkMove(this, state, player, move);
      return applyMove(state, player, move);
    },
    advance(state): Step<RassleState, RassleEvent> {
      const ph = state.phase;
      if (state.result !== null || ph.kind !== "count") {
        throw new RingsideError("NOTHING_TO_ADVANCE", "rasslefest: nothing to advance", [
          {
            path: "phase",
            message: `the match waits for ${ph.kind === "over" ? "nobody: it is over" : "a player's decision"}`,
          },
        ]);
      }
      const events: RassleEvent[] = [];
      const d = draft(state, null, events);
      count(d, ph.player);
      return { state: seal(d), events };
    },
    view(state, player): RassleView {
      const ph = state.phase;
      const phase: RassleView["phase"] =
        ph.kind === "reveal"
          ? {
              kind: "reveal",
              mine: player === null ? null : (ph.submitted[player] ?? null),
              waitingFor: PLAYERS.filter((p) => ph.submitted[p] === undefined),
            }
          : ph;
      const pending = (p: RasslePlayer): number =>
        ph.kind === "reveal" && ph.submitted[p] !== undefined && ph.submitted[p]?.type !== "pass" ? 1 : 0;
      return {
        player,
        names: state.options.names,
        hand: player === null ? [] : state.hands[player],
        handSizes: { a: state.hands.a.length + pending("a"), b: state.hands.b.length + pending("b") },
        energy: state.energy,
        energyRemoved: state.energyRemoved,
        startEnergy: state.startEnergy,
        control: state.control,
        hold: state.hold,
        location: state.location,
        nextControl: state.nextControl,
        discarded: state.discarded,
        rally: state.rally,
        log: state.log,
        discardPile: state.deck.discardPile,
        removed: state.deck.removed,
        drawPileSize: state.deck.drawPile.length,
        reshuffles: state.deck.reshuffles,
        phase,
        result: state.result,
        options: state.options,
      };
    },
  };
