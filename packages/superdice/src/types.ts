import type { DiceState, MatchResult } from "@ringside/core";
import type { PowerId } from "./data/powerIds.js";

/** The two seats of a Super Dice match. */
export type SuperDicePlayer = "red" | "blue";

/** Where a die counts at the Damage Phase. */
export type Side = "attack" | "defense";

/** One die on the table. Dice on the table are public; only dice still to come are secret. */
export interface SuperDiceDie {
  /** Stable id for this turn (moves name dice by id). */
  id: number;
  /** The face it shows (a `$` power may push it past 6, e.g. Energy Blast's 10). */
  value: number;
  /** Whose die it is; it goes back to this hero at the end of the turn. */
  owner: SuperDicePlayer;
  /** Who holds it now (a switch or a steal moves it). */
  holder: SuperDicePlayer;
  /** Its assignment, `null` while unassigned. */
  side: Side | null;
  /** A `$` power's restriction ("for attack only"): the die may only sit on this side. */
  only: Side | null;
  /** Eliminated: out of play for the rest of the turn. */
  out: boolean;
  /** A die added this turn (Summon); it leaves the table at the end of the turn. */
  extra: boolean;
}

/** A hero's Sidekick: its own hits and the power it copies (chosen by its hero). */
export interface SuperDiceSidekick {
  hits: number;
  copy: PowerId | null;
}

/** One hero: name, hits, powers and what carries into the next turn. */
export interface SuperDiceHero {
  name: string;
  hits: number;
  /** The most hits this hero can have (50, or 80 with Made of Metal); Regeneration stops here. */
  cap: number;
  powers: PowerId[];
  sidekick: SuperDiceSidekick | null;
  /** Dice added to (Weather Control) or taken from (Stunning Attack) the next Luck roll. */
  nextDice: number;
  /** Secret Identity has already been revealed (it happens once). */
  revealed: boolean;
}

/** What a hero's activations this turn did to the totals (read at the Damage Phase). */
export interface SuperDiceMods {
  /** Added to the attack total (Knockback, Deadly Attack, Backblast). */
  attackBonus: number;
  /** Super Tough: +2 on each defense die. */
  superTough: boolean;
  /** Insubstantial: the opponent's attack total is halved. */
  insubstantial: boolean;
  /** Super Genius: which total is multiplied by 1.5 (rounded up). */
  genius: Side | null;
  /** Damage Resistance: 1 less damage for each attacking die. */
  resistance: boolean;
  /** Berserk: +5 attack if every die is on attack at the Damage Phase. */
  berserk: boolean;
  /** Elemental Attack: own attack dice whose damage cannot be avoided. */
  unavoidable: number[];
  /** Deflection: opponent attack dice that hit their own holder instead. */
  deflected: number[];
}

/** What Absorption needs to undo the last power: the table as it was before it. */
export interface SuperDiceSnapshot {
  table: SuperDiceDie[];
  mods: Record<SuperDicePlayer, SuperDiceMods>;
  hits: Record<SuperDicePlayer, number>;
  sidekickHits: Record<SuperDicePlayer, number | null>;
  nextDice: Record<SuperDicePlayer, number>;
  nextDieId: number;
}

/** The step of the match the engine is at. */
export type SuperDicePhase =
  "rolloff" | "draft" | "sidekick" | "luck" | "initiative" | "choose" | "action" | "damage" | "over";

/** The readings where players could differ; see the Interpretations page. */
export interface SuperDiceOptions {
  /** The damage paragraph's second sentence read as a backlash on a weak attacker (default false). */
  readonly backlash: boolean;
  /** Initiative tie: a 1d6 roll-off (default) or both heroes roll their Luck dice again. */
  readonly initiativeTie: "rolloff" | "reroll";
  /** A converted or rerolled die keeps its assignment (default true, as in the example of play). */
  readonly convertedKeepsSide: boolean;
  /** "Opponent must eliminate one …" (Freeze): the user names the die (default) or the victim's lowest goes. */
  readonly freezeChooser: "user" | "victim";
  /** Sidekick takes the damage its hero would take until its own hits run out (default true). */
  readonly sidekickShields: boolean;
  /** Luck's sixth die: drop the lowest automatically (default) or keep the first five rolled. */
  readonly luckKeeps: "highest" | "first";
  /** The text has no time limit; after this many turns the match is a draw (default 100). */
  readonly turnLimit: number;
  /**
   * Mystic Powers and Mimic may borrow a power their hero already activated this turn, and the hero
   * may then activate a power he borrowed (default false: once a turn per power, however reached).
   */
  readonly borrowRepeats: boolean;
}

/** The whole match state: JSON data that carries its own dice. */
export interface SuperDiceState {
  dice: DiceState;
  options: SuperDiceOptions;
  phase: SuperDicePhase;
  /** Turn number, from 1. */
  turn: number;
  heroes: Record<SuperDicePlayer, SuperDiceHero>;
  /** The draft's remaining pool and whose pick it is (null outside the draft). */
  draft: { pool: PowerId[]; picker: SuperDicePlayer } | null;
  /** Every die on the table this turn. */
  table: SuperDiceDie[];
  nextDieId: number;
  /** Usage keys activated this turn (a power id, or `sidekick`). */
  used: Record<SuperDicePlayer, string[]>;
  mods: Record<SuperDicePlayer, SuperDiceMods>;
  /** Who won the Initiative Phase this turn. */
  initiative: SuperDicePlayer | null;
  /** Whose action it is in the Action Phase. */
  actor: SuperDicePlayer | null;
  /** Passes in a row in the Action Phase. */
  passes: number;
  /** Neutralization Field is up: no more activations this turn. */
  neutralized: boolean;
  /**
   * The last action, when it was an activation (Absorption may cancel it); `before` is the table as
   * it was, kept only when the opponent could use Absorption (null otherwise).
   */
  last: { player: SuperDicePlayer; power: PowerId; cost: number; before: SuperDiceSnapshot | null } | null;
  result: MatchResult<SuperDicePlayer> | null;
}

/** The two players, red first. */
export const PLAYERS: readonly SuperDicePlayer[] = ["red", "blue"];

/** The other hero. */
export function other(p: SuperDicePlayer): SuperDicePlayer {
  return p === "red" ? "blue" : "red";
}

/** What a player sees: everything but the dice still to come (dice on the table are public). */
export type SuperDiceView = Omit<SuperDiceState, "dice">;
