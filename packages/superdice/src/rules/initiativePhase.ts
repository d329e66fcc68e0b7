/**
 * The Initiative Phase (Super Dice › Initiative Phase): the higher dice total wins (Super Speed
 * adds 10, Super Costume 1 a die); the winner then chooses who acts first in the Action Phase.
 * The text says nothing of ties: by default a 1d6 roll-off (rolled again while equal), or by the
 * `initiativeTie: "reroll"` option both heroes roll their dice again.
 */
import type { EventSink } from "@ringside/core";
import { powerDef } from "../data/powers/index.js";
import type { SuperDiceEvent } from "../moves.js";
import { type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { isLive, liveDice } from "./legend.js";
import type { Roll } from "./roll.js";

/** A hero's Initiative total. */
export function initiativeTotal(state: SuperDiceState, p: SuperDicePlayer): number {
  let perDie = 0;
  let total = 0;
  for (const id of state.heroes[p].powers) {
    perDie += powerDef(id).dieBonus ?? 0;
    total += powerDef(id).initiativeBonus ?? 0;
  }
  for (const d of state.table) if (isLive(d, p)) total += d.value + perDie;
  return total;
}

/** A 1d6 roll-off, rolled again while tied. */
export function rollOff(
  roll: Roll,
  purpose: string,
): { rolls: { red: number; blue: number }[]; winner: SuperDicePlayer } {
  const rolls: { red: number; blue: number }[] = [];
  for (;;) {
    const r = { red: roll(`red ${purpose} roll-off`), blue: roll(`blue ${purpose} roll-off`) };
    rolls.push(r);
    if (r.red !== r.blue) return { rolls, winner: r.red > r.blue ? "red" : "blue" };
  }
}

/** Decides the initiative; the winner's choice comes next. */
export function initiativePhase(state: SuperDiceState, roll: Roll, events: EventSink<SuperDiceEvent>): void {
  let red = initiativeTotal(state, "red");
  let blue = initiativeTotal(state, "blue");
  if (red === blue && state.options.initiativeTie === "reroll") {
    for (let i = 0; i < 1000 && red === blue; i++) {
      for (const d of state.table) d.value = roll(`${d.holder} initiative reroll die`, d.id);
      events.push({
        type: "luck",
        player: "red",
        rolled: liveDice(state, "red").map((d) => d.value),
        kept: liveDice(state, "red").map((d) => d.value),
      });
      events.push({
        type: "luck",
        player: "blue",
        rolled: liveDice(state, "blue").map((d) => d.value),
        kept: liveDice(state, "blue").map((d) => d.value),
      });
      red = initiativeTotal(state, "red");
      blue = initiativeTotal(state, "blue");
    }
  }
  let winner: SuperDicePlayer;
  if (red !== blue) winner = red > blue ? "red" : "blue";
  else {
    const off = rollOff(roll, "initiative");
    events.push({ type: "rolloff", purpose: "initiative", rolls: off.rolls, winner: off.winner });
    winner = off.winner;
  }
  events.push({ type: "initiative", totals: { red, blue }, winner });
  state.initiative = winner;
  state.phase = "choose";
}

/** The initiative winner's choice: `first` acts first. */
export function chooseFirst(state: SuperDiceState, first: SuperDicePlayer): void {
  state.actor = first;
  state.passes = 0;
  state.phase = "action";
}
