/** The data shapes of a Rasslefest match: players, moves, state, events and views. */
import type { DeckState, MatchResult, MatchStateBase } from "@ringside/core";
import type { CardId, CardKindId } from "./cards.js";

/** The two seats of a match. */
export type RasslePlayer = "a" | "b";

/** Where the fight is: in the ring, outside it, or up on the top rope. */
export type RingLocation = "ring" | "outside" | "top-rope";

/** A league rank; with the rank option it sets the starting energy (jobber 6 … champion 10). */
export type WrestlerRank = "jobber" | "midcarder" | "star" | "superstar" | "champion";

/**
 * One decision of one player:
 * - `play`: play a card from the hand (an attack, a counteraction, a save, a follow-up);
 * - `go`: play a "Now where's he going?" card and take the fight `to` outside or the top rope;
 * - `hold`: keep up a hold from last round, optionally discarding a card while doing so;
 * - `discard`: discard one card (it is replaced when hands are filled);
 * - `accept`: take what is coming (no counter, no retaliation);
 * - `pass`: do nothing, when nothing else is possible (as after a lone "Now where's he going?").
 */
export type RassleMove =
  | { readonly type: "play"; readonly card: CardId }
  | { readonly type: "go"; readonly card: CardId; readonly to: "outside" | "top-rope" }
  | { readonly type: "hold"; readonly discard: CardId | null }
  | { readonly type: "discard"; readonly card: CardId }
  | { readonly type: "accept" }
  | { readonly type: "pass" };

/** A card (or a kept hold) on the table waiting to be answered. */
export interface ChainLink {
  readonly player: RasslePlayer;
  /** The physical card, or null for a hold kept from last round. */
  readonly card: CardId | null;
  readonly kind: CardKindId;
  /** Where it is attempted. */
  readonly location: RingLocation;
  /** For the location card: where the fight goes. */
  readonly to?: "outside" | "top-rope";
}

/** Why an attack is on the table: it decides what follows once it is settled. */
export type ChainContext = "reveal" | "lead" | "retaliation" | "followup" | "free";

/** A hold kept over rounds. */
export interface HoldState {
  readonly holder: RasslePlayer;
  readonly kind: CardKindId;
}

/** What the match waits for. */
export type Phase =
  /** A No Control round: both choose at once; each choice stays hidden until both are in. */
  | { readonly kind: "reveal"; readonly submitted: Partial<Record<RasslePlayer, RassleMove>> }
  /** A Control round: the controller acts (again after a successful Taunt). */
  | { readonly kind: "lead"; readonly player: RasslePlayer }
  /** After a location card or a Big Rally: the same player plays the attack that follows. */
  | {
      readonly kind: "followup";
      readonly player: RasslePlayer;
      readonly location: RingLocation;
      readonly free: boolean;
    }
  /** `player` may answer the last link of the chain, or accept. */
  | {
      readonly kind: "respond";
      readonly player: RasslePlayer;
      readonly chain: readonly ChainLink[];
      readonly context: ChainContext;
    }
  /** The defender took a controller's attack and may retaliate with a Basic Attack or discard. */
  | { readonly kind: "retaliate"; readonly player: RasslePlayer }
  /** The controller discarded: the other wrestler may attack with a Basic Attack or discard. */
  | { readonly kind: "answer"; readonly player: RasslePlayer }
  /** `player` is at zero, covered, and holds a saving card usable here: he must play one. */
  | { readonly kind: "cover"; readonly player: RasslePlayer; readonly location: RingLocation }
  /** The referee counts: three cards are turned (an automatic step). */
  | { readonly kind: "count"; readonly player: RasslePlayer }
  | { readonly kind: "over" };

/** The match options, resolved with their defaults. */
export interface RassleOptions {
  readonly names: Readonly<Record<RasslePlayer, string>>;
  readonly disqualification: boolean;
  /** Reshuffles allowed before a time-limit draw, or null for no time limit. */
  readonly timeLimit: number | null;
  /** The belt holder when the championship is at stake, or null. */
  readonly champion: RasslePlayer | null;
  /** Where retaliations and answers happen after an attack outside: back in the ring (default). */
  readonly locationLasts: "attack" | "round";
  /** True when a controller unable to attack may play "Now where's he going?" alone instead of discarding. */
  readonly tripAlone: boolean;
  /**
   * What Dodge, Double Knockdown and Reach for the Ropes do against a card that does no damage
   * (Taunt, "Now where's he going?", Headlock): `"negate"` (default) stops the card and sets
   * control but moves no energy; `"full"` also takes the counter's printed energy effect.
   */
  readonly noDamageCounters: "negate" | "full";
  readonly handLimit: number;
}

/** How the match finished, for ratings and the narrator. */
export interface FinishInfo {
  /** The card of the last move, by the winner (or the reversed attack's kind). */
  readonly kind: CardKindId;
  /** True when the last move was a Reversal of the attack. */
  readonly reversal: boolean;
  /** The minimum energy of the attack of the last move. */
  readonly minEnergy: number;
  /** True when the winner played a Taunt earlier in the round of the last move. */
  readonly tauntBefore: boolean;
}

/** What the state remembers for ratings and the narrator. */
export interface MatchLog {
  /** The last three offensive cards (attacks) of each wrestler, most recent last. */
  readonly offense: Readonly<Record<RasslePlayer, readonly CardKindId[]>>;
  readonly bigRallies: number;
  /** Kinds played in the current round by each player (to know a Taunt came first). */
  readonly roundPlays: readonly { readonly player: RasslePlayer; readonly kind: CardKindId }[];
  /** The last attack that landed (for the finish). */
  readonly lastHit: (FinishInfo & { readonly by: RasslePlayer }) | null;
  readonly finish: (FinishInfo & { readonly by: RasslePlayer }) | null;
  readonly rounds: number;
}

/** The state of a match: plain JSON, dice included. */
export interface RassleState extends MatchStateBase {
  readonly options: RassleOptions;
  readonly energy: Readonly<Record<RasslePlayer, number>>;
  /** Energy at the start, both wrestlers together. */
  readonly startEnergy: number;
  /** Energy taken out of the game by Double Knockdowns. */
  readonly energyRemoved: number;
  readonly hands: Readonly<Record<RasslePlayer, readonly CardId[]>>;
  readonly deck: DeckState<CardId>;
  /** Who controls this round (null in a No Control round). */
  readonly control: RasslePlayer | null;
  /** Who will control the next round, as set by the last card played (null: nobody). */
  readonly nextControl: RasslePlayer | null;
  /** Players who discarded this round. */
  readonly discarded: readonly RasslePlayer[];
  /** Set when a Big Rally keeps its player in control next round. */
  readonly rally: RasslePlayer | null;
  readonly hold: HoldState | null;
  /** Where the fight is now; each round starts in the ring. */
  readonly location: RingLocation;
  readonly phase: Phase;
  readonly log: MatchLog;
  readonly result: MatchResult<RasslePlayer> | null;
}

/** What one player (or a spectator) may see. */
export interface RassleView {
  readonly player: RasslePlayer | null;
  readonly names: Readonly<Record<RasslePlayer, string>>;
  /** The player's own hand (empty for a spectator). */
  readonly hand: readonly CardId[];
  readonly handSizes: Readonly<Record<RasslePlayer, number>>;
  readonly energy: Readonly<Record<RasslePlayer, number>>;
  readonly energyRemoved: number;
  readonly startEnergy: number;
  readonly control: RasslePlayer | null;
  readonly hold: HoldState | null;
  readonly location: RingLocation;
  /** Who the last card played so far hands the next round to (public). */
  readonly nextControl: RasslePlayer | null;
  /** Who discarded this round (public). */
  readonly discarded: readonly RasslePlayer[];
  /** Who played a Big Rally this round (keeps control). */
  readonly rally: RasslePlayer | null;
  /** The public match log (offense, plays of this round, last hit). */
  readonly log: MatchLog;
  /** The discard pile, most recent first. */
  readonly discardPile: readonly CardId[];
  /**
   * Cards out of the game: each Big Rally as it is played, and at every reshuffle each Big Rally
   * lying in the discard pile (discarded ones and ones the referee's count turned up included).
   */
  readonly removed: readonly CardId[];
  readonly drawPileSize: number;
  readonly reshuffles: number;
  /** The phase with the other player's hidden choice left out. */
  readonly phase: ViewPhase;
  readonly result: MatchResult<RasslePlayer> | null;
  readonly options: RassleOptions;
}

/** The phase as a player sees it: a pending simultaneous choice only shows whether it is in. */
export type ViewPhase =
  | {
      readonly kind: "reveal";
      readonly mine: RassleMove | null;
      readonly waitingFor: readonly RasslePlayer[];
    }
  | Exclude<Phase, { readonly kind: "reveal" }>;

/** Everything a step may report, in order. */
export type RassleEvent =
  | { readonly type: "match-started"; readonly energy: Readonly<Record<RasslePlayer, number>> }
  | { readonly type: "round-started"; readonly round: number; readonly control: RasslePlayer | null }
  | { readonly type: "choice-made"; readonly player: RasslePlayer }
  | { readonly type: "revealed"; readonly choices: Readonly<Record<RasslePlayer, RassleMove>> }
  | { readonly type: "cancelled"; readonly kind: CardKindId }
  | {
      readonly type: "outdone";
      readonly winner: RasslePlayer;
      readonly kind: CardKindId;
      readonly beaten: CardKindId;
    }
  | {
      readonly type: "played";
      readonly player: RasslePlayer;
      readonly kind: CardKindId;
      readonly location: RingLocation;
      readonly role: "attack" | "counter" | "save" | "free" | "hold";
    }
  | { readonly type: "location"; readonly player: RasslePlayer; readonly to: RingLocation }
  | {
      readonly type: "hit";
      readonly by: RasslePlayer;
      readonly kind: CardKindId;
      readonly amount: number;
      readonly reversed: boolean;
    }
  | {
      readonly type: "energy";
      readonly energy: Readonly<Record<RasslePlayer, number>>;
      readonly removed: number;
    }
  | {
      readonly type: "negated";
      readonly player: RasslePlayer;
      readonly kind: CardKindId;
      readonly by: CardKindId;
    }
  | { readonly type: "discarded"; readonly player: RasslePlayer; readonly kind: CardKindId }
  | { readonly type: "rested"; readonly player: RasslePlayer }
  | { readonly type: "hold-kept"; readonly player: RasslePlayer; readonly kind: CardKindId }
  | { readonly type: "hold-broken"; readonly player: RasslePlayer }
  | { readonly type: "drew"; readonly player: RasslePlayer; readonly count: number }
  | { readonly type: "reshuffled"; readonly times: number; readonly keptOut: number }
  | { readonly type: "control"; readonly player: RasslePlayer | null }
  | { readonly type: "cover"; readonly player: RasslePlayer }
  | {
      readonly type: "count";
      readonly player: RasslePlayer;
      readonly cards: readonly CardId[];
      readonly saved: boolean;
    }
  | { readonly type: "saved"; readonly player: RasslePlayer; readonly kind: CardKindId }
  | {
      readonly type: "noticed";
      readonly player: RasslePlayer;
      readonly roll: number;
      readonly disqualified: boolean;
    }
  | { readonly type: "title"; readonly champion: RasslePlayer; readonly changed: boolean };

/** {@link RasslePlayer} under the package's prefix. */
export type RasslefestPlayer = RasslePlayer;
/** {@link RassleMove} under the package's prefix. */
export type RasslefestMove = RassleMove;
/** {@link RassleState} under the package's prefix. */
export type RasslefestState = RassleState;
/** {@link RassleEvent} under the package's prefix. */
export type RasslefestEvent = RassleEvent;
/** {@link RassleView} under the package's prefix. */
export type RasslefestView = RassleView;
/** How a Rasslefest match ended. */
export type RasslefestResult = MatchResult<RasslePlayer>;
