/**
 * Rules › The Turn Sequence: the Attack and the Defense (docs/powerhouses/rules.md#the-match).
 *
 * Each exchange, the attacker rolls first and announces his total (and the maneuver it stands
 * for); then the defender rolls, for any ability he likes, and announces his. The totals are then
 * compared (see `exchangeResult.ts`).
 */
import { other, type Player } from "../players.js";
import { startRoll, type RollState } from "../rollTypes.js";
import type { EventSink, PowerhousesEvent } from "../types.js";
import { updateState, type MatchBody } from "../update.js";

/** Reports a wrestler's finished roll: his total and the ability it was for. */
export function announce(
  roll: RollState,
  role: "attack" | "defence",
  events: EventSink<PowerhousesEvent>,
): void {
  events.push({ type: "announced", player: roll.player, role, ability: roll.ability, count: roll.count });
}

/** An exchange begins: `attacker` rolls to attack. */
export function startExchange(
  state: MatchBody,
  attacker: Player,
  events: EventSink<PowerhousesEvent>,
): MatchBody {
  const defender = other(attacker);
  events.push({ type: "exchange-started", exchange: state.exchanges + 1, attacker, defender });
  return updateState(state, {
    phase: "attack",
    attacker,
    roll: startRoll(attacker, "attack", state.diceLeft[attacker]),
    attack: null,
  });
}

/** The attacker's roll ended: he announces his total and the defender rolls. */
export function attackEnded(
  state: MatchBody,
  roll: RollState,
  events: EventSink<PowerhousesEvent>,
): MatchBody {
  announce(roll, "attack", events);
  const defender = other(roll.player);
  return updateState(state, {
    phase: "defence",
    roll: startRoll(defender, "defence", state.diceLeft[defender]),
    attack: { total: roll.count, ability: roll.ability },
  });
}
