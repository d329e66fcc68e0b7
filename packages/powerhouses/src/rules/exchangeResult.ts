/**
 * Rules › The Result: Wear Down, Resistance, Reversal (docs/powerhouses/rules.md#the-match).
 *
 * The totals are compared once the defender's roll ends: a higher attack wears the defender down
 * (one die lost, same attacker), equal totals are a Resistance (nothing lost, same attacker), a
 * higher defence is a Reversal (nothing lost, the defender attacks next).
 */
import { defined, type DiceSource } from "@ringside/core";
import { other } from "../players.js";
import type { RollState } from "../rollTypes.js";
import type { EventSink, PowerhousesEvent } from "../types.js";
import { updateState, type MatchBody } from "../update.js";
import { comeBack, comeBackDue, wornDown } from "./comeBack.js";
import { isPinned, pinned } from "./endingTheGame.js";
import { announce, startExchange } from "./turnSequence.js";

/** What an exchange comes to. */
export type ExchangeResult = "wear-down" | "resistance" | "reversal";

/** The result of an exchange from the two announced totals. */
export function exchangeResult(attackTotal: number, defenceTotal: number): ExchangeResult {
  if (defenceTotal > attackTotal) return "reversal";
  if (defenceTotal === attackTotal) return "resistance";
  return "wear-down";
}

/** The defender's roll ended: he announces his total, and the exchange is settled. */
export function defenceEnded(
  state: MatchBody,
  roll: RollState,
  dice: DiceSource,
  events: EventSink<PowerhousesEvent>,
): MatchBody {
  const defender = roll.player;
  const attacker = other(defender);
  const attackTotal = defined(state.attack ?? undefined, "powerhouses: the attack being defended").total;
  const defenceTotal = roll.count;
  const settled = updateState(state, { exchanges: state.exchanges + 1 });
  announce(roll, "defence", events);
  const result = exchangeResult(attackTotal, defenceTotal);
  if (result === "reversal") {
    events.push({ type: "reversal", attacker, defender, attackTotal, defenceTotal });
    return startExchange(settled, defender, events);
  }
  if (result === "resistance") {
    events.push({ type: "resistance", attacker, defender, total: attackTotal });
    return startExchange(settled, attacker, events);
  }
  const left = wornDown(state.diceLeft[defender]);
  events.push({ type: "wear-down", attacker, defender, attackTotal, defenceTotal, diceLeft: left });
  if (isPinned(left)) return pinned(settled, attacker, events);
  const held = comeBackDue(left) ? comeBack(defender, state.wrestlers[defender], dice, events) : left;
  const diceLeft = { red: state.diceLeft.red, blue: state.diceLeft.blue, [defender]: held };
  return startExchange(updateState(settled, { diceLeft }), attacker, events);
}
