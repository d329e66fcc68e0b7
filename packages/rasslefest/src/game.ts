/** The Rasslefest engine: setup, turns, legal moves, playing a move, and the players' views. */
import {
  RingsideError,
  checkMove,
  openDice,
  type DiceSource,
  type DiceStart,
  type Game,
  type Step,
  type Turn,
} from "@ringside/core";
import type { CardId } from "./cards.js";
import { C_KIND, cardIndex, moveObject } from "./codes.js";
import { DRAW, Draft, HAND, MOVES, PH_REVEAL, countHands, load, loadTable, seal } from "./draft.js";
import { legalCodes } from "./legal.js";
import { validateConfig, type RassleConfig, type ResolvedConfig } from "./options.js";
import { advanceOn, applyOn } from "./rules.js";
import type { RassleEvent, RassleMove, RasslePlayer, RassleState, RassleView } from "./types.js";

export { Draft, seal } from "./draft.js";
export { advanceOn, applyOn } from "./rules.js";

/** The game id of this package. */
export const gameId = "rasslefest";

const PLAYERS: readonly RasslePlayer[] = ["a", "b"];

/** A working copy of `s` (its own buffers; nothing shared that the rules change in place). */
export function draft(s: RassleState, source: DiceSource | null, events: RassleEvent[] | null): Draft {
  return load(s, source, events);
}

/** True for an object without own keys: the plain game. */
function isEmpty(config: unknown): boolean {
  if (typeof config !== "object" || config === null || Array.isArray(config)) return false;
  for (const key in config) if (Object.hasOwn(config, key)) return false;
  return Object.getPrototypeOf(config) === Object.prototype;
}

/** The plain game's resolved config, checked once (states only read it). */
let plain: ResolvedConfig | null = null;
const plainGame = (): ResolvedConfig => (plain ??= validateConfig({}));

/**
 * Sets a match up on the working copy `d` (a new one by default): the config checked, the deck
 * shuffled with the match dice (left open on the copy) and five cards dealt to each wrestler.
 */
export function setupOn(config: RassleConfig, start: DiceStart, d: Draft = new Draft()): Draft {
  return setupResolved(resolveConfig(config), start, d);
}

/** The resolved config (the plain game's is checked once). */
export const resolveConfig = (config: RassleConfig): ResolvedConfig =>
  isEmpty(config) ? plainGame() : validateConfig(config);

/** {@link setupOn} from a resolved config. */
export function setupResolved(resolved: ResolvedConfig, start: DiceStart, d: Draft): Draft {
  const source = openDice(start);
  const m = d.m;
  const stacked = resolved.stackedDeck;
  // The deck's size as a literal (the card tests pin it at 80): the compiler then knows every
  // shuffle draw's range is small, which measured about twice as fast as reading the length.
  const size = 80;
  if (stacked === null) {
    for (let i = 0; i < size; i++) m[DRAW + i] = i;
    for (let i = size - 1; i > 0; i--) {
      const j = DRAW + source.int(0, i, "shuffle");
      const t = m[DRAW + i] as number;
      m[DRAW + i] = m[j] as number;
      m[j] = t;
    }
  } else {
    for (let i = 0; i < size; i++) m[DRAW + i] = cardIndex(stacked[i] as CardId);
  }
  const o = resolved.options;
  const hand = o.handLimit;
  for (let i = 0; i < hand; i++) {
    m[HAND + i] = m[DRAW + i] as number;
    m[HAND + 80 + i] = m[DRAW + hand + i] as number;
  }
  d.source = source;
  d.options = o;
  d.handLimit = hand;
  d.timeLimit = o.timeLimit ?? -1;
  d.disqualification = o.disqualification;
  d.champion = o.champion === null ? -1 : o.champion === "a" ? 0 : 1;
  d.locationLastsAttack = o.locationLasts === "attack";
  d.tripAlone = o.tripAlone;
  d.e0 = resolved.energy.a;
  d.e1 = resolved.energy.b;
  d.startEnergy = d.e0 + d.e1;
  d.energyRemoved = 0;
  d.h0 = hand;
  d.h1 = hand;
  countHands(d);
  d.deckSource = null;
  d.origDeck = null;
  d.drawPos = 2 * hand;
  d.drawEnd = size;
  d.discLen = 0;
  d.remLen = 0;
  d.reshuffles = 0;
  d.ctrl = -1;
  d.nextCtrl = -1;
  d.discardedLen = 0;
  d.rallyP = -1;
  d.holdP = -1;
  d.loc = 0;
  d.ph = PH_REVEAL;
  d.phP = -1;
  d.chainLen = 0;
  d.subA = -1;
  d.subB = -1;
  d.subFirst = -1;
  d.subMoveA = null;
  d.subMoveB = null;
  d.off0 = 0;
  d.off1 = 0;
  d.bigRallies = 0;
  d.rpLen = 0;
  d.lhBy = -1;
  d.fBy = -1;
  d.rounds = 1;
  d.result = null;
  d.events = null;
  return d;
}

/** The working copy the Game API reloads for every call (play, advance and moves never nest). */
const scratch = new Draft();

/** What the legal moves of a state read: the state itself when it is a working copy. */
function tableOf(state: RassleState): Draft {
  if (state instanceof Draft) return state;
  if (state !== scratchState) {
    loadTable(state, scratch);
    scratchState = null;
  }
  return scratch;
}

/**
 * The state the scratch copy holds in full: the one the Game API sealed last (its next move
 * continues from the copy as it is instead of reloading it). States are read-only JSON.
 */
let scratchState: RassleState | null = null;

/** The scratch copy loaded with `state` (in full), its events going to `events`. */
function loadScratch(state: RassleState, events: RassleEvent[]): Draft {
  if (state === scratchState) {
    scratch.events = events;
    scratch.source = null;
    scratch.diceStart = state.dice;
    return scratch;
  }
  scratchState = null;
  return load(state, null, events, scratch);
}

/** Seals the scratch copy into the next state and remembers that the copy holds it. */
function sealScratch(d: Draft): RassleState {
  const next = seal(d);
  d.events = null;
  // The copy now holds `next`: its deck is the baseline for the next move's unchanged piles.
  d.origDeck = next.deck;
  d.origDrawPos = d.drawPos;
  scratchState = d === scratch ? next : null;
  return next;
}

/** Replaces a card of the move by the first card of the same kind in the hand (copies are alike). */
function normalize(state: RassleState, player: RasslePlayer, move: RassleMove): RassleMove {
  const hand = state.hands[player];
  const same = (card: CardId): CardId => {
    const k = C_KIND[cardIndex(card)];
    return hand.find((c) => C_KIND[cardIndex(c)] === k) ?? card;
  };
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
  const d = loadScratch(state, events);
  scratchState = null;
  applyOn(d, player, move);
  return { state: sealScratch(d), events };
}

/** The Rasslefest engine: the core `Game` shape over the 80-card deck. */
export const rasslefest: Game<RassleConfig, RassleState, RassleMove, RassleEvent, RassleView, RasslePlayer> =
  {
    id: gameId,
    // Until this game moves to core's defineGame (core round 2): no opening events, no state check.
    start(config, dice) {
      return { state: this.setup(config, dice), events: [] };
    },
    loadState: (input) => input as RassleState,
    setup(config: RassleConfig, start: DiceStart): RassleState {
      scratchState = null;
      return sealScratch(setupOn(config, start, scratch));
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
      const d = tableOf(state);
      const n = legalCodes(d, player === "a" ? 0 : 1);
      const out = new Array<RassleMove>(n);
      for (let i = 0; i < n; i++) out[i] = moveObject(d.m[MOVES + i] as number);
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
      const d = loadScratch(state, events);
      scratchState = null;
      advanceOn(d);
      return { state: sealScratch(d), events };
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
        // A state saved before `tripAlone` existed reads as the default.
        options:
          state.options.tripAlone === undefined ? { ...state.options, tripAlone: true } : state.options,
      };
    },
  };
