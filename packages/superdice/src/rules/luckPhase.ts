/**
 * The Luck Phase (Super Dice › Luck Phase): each hero rolls his five dice, one fewer after a
 * Stunning Attack and two more after Weather Control (never fewer than one); Luck rolls one extra
 * and sets the worst aside (or, by option, the last rolled).
 */
import type { EventSink } from "@ringside/core";
import { powerDef } from "../data/powers/index.js";
import type { SuperDiceEvent } from "../moves.js";
import { PLAYERS, type SuperDiceMods, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import type { Roll } from "./roll.js";

/** What a hero's Luck dice are called (followed by their number). */
const LUCK_DIE: Readonly<Record<SuperDicePlayer, string>> = { red: "red luck die", blue: "blue luck die" };

/** Fresh modifiers for a new turn. */
export function emptyMods(): SuperDiceMods {
  return {
    attackBonus: 0,
    superTough: false,
    insubstantial: false,
    genius: null,
    resistance: false,
    berserk: false,
    unavoidable: [],
    deflected: [],
  };
}

/** How many dice the hero keeps this turn. */
export function diceCount(nextDice: number): number {
  return Math.max(1, 5 + nextDice);
}

/** Clears the table and rolls every hero's dice for a new turn. */
export function luckPhase(state: SuperDiceState, roll: Roll, events: EventSink<SuperDiceEvent>): void {
  state.table = [];
  state.nextDieId = 1;
  state.used = { red: [], blue: [] };
  state.mods = { red: emptyMods(), blue: emptyMods() };
  state.passes = 0;
  state.neutralized = false;
  state.last = null;
  state.initiative = null;
  state.actor = null;
  events.push({ type: "turn", turn: state.turn });
  for (const p of PLAYERS) {
    const hero = state.heroes[p];
    const keep = diceCount(hero.nextDice);
    hero.nextDice = 0;
    const extra = hero.powers.reduce((n, id) => n + (powerDef(id).luckExtra ?? 0), 0);
    const rolled: number[] = [];
    for (let i = 0; i < keep + extra; i++) rolled.push(roll(LUCK_DIE[p], i + 1));
    let kept = rolled;
    if (extra > 0) {
      kept =
        state.options.luckKeeps === "highest"
          ? [...rolled].sort((a, b) => b - a).slice(0, keep)
          : rolled.slice(0, keep);
    }
    for (const value of kept) {
      state.table.push({
        id: state.nextDieId++,
        value,
        owner: p,
        holder: p,
        side: null,
        only: null,
        out: false,
        extra: false,
      });
    }
    events.push({ type: "luck", player: p, rolled, kept });
  }
  state.phase = "initiative";
}
