import type { Narrator, NarratorOptions } from "@ringside/core";
import { attackManeuver, defenceManeuver } from "./maneuvers.js";
import type { Player } from "./roll.js";
import type { PowerhousesEvent } from "./types.js";

/** The display names of the two corners. */
export type CornerNames = Readonly<Record<Player, string>>;

/** Options of {@link createNarrator}. */
export interface PowerhousesNarratorOptions extends NarratorOptions<Player> {
  /** Also narrate every throw of the dice (default: true). */
  readonly dice?: boolean;
}

const article = (word: string): string => (/^[AEIOU]/i.test(word) ? `an ${word}` : `a ${word}`);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "es"}`;

/** One line of play-by-play for an event, using our maneuver names; `null` for silent events. */
export function narrate(event: PowerhousesEvent, names: CornerNames, dice = true): string | null {
  switch (event.type) {
    case "take-down-started":
      return event.round === 1
        ? `The bell rings! ${names.red} and ${names.blue} lock up for the Take-Down.`
        : `Dead even! They lock up again for the Take-Down (round ${event.round}).`;
    case "rolled": {
      if (!dice) return null;
      const who = names[event.player];
      const faces = event.faces.join(", ");
      if (event.ability === null) return `${who} rolls ${faces}.`;
      return `${who} rolls ${faces}: ${event.matched} for ${event.ability}, ${plural(event.count, "match")} so far.`;
    }
    case "set-chosen":
      return event.choices.length > 1
        ? `${names[event.player]} goes for ${event.ability} (${event.size} dice) out of ${event.choices.join(" or ")}.`
        : null;
    case "over-the-top":
      return `${names[event.player]} is Over the Top with ${plural(event.count, "match")}! ${event.reroll} dice go back in play.`;
    case "went-bust":
      return `${names[event.player]} goes bust and drops to ${plural(event.count, "match")}.`;
    case "called-it-quits":
      return dice ? `${names[event.player]} calls it quits at ${plural(event.count, "match")}.` : null;
    case "take-down-tied":
      return event.settled === "roll-again"
        ? `Both wrestlers scored ${event.total}: nobody wins the Take-Down yet.`
        : `Both wrestlers scored ${event.total}; ${names.red} takes the first attack from the red corner.`;
    case "take-down-won":
      return `${names[event.player]} wins the Take-Down, ${event.totals[event.player]} to ${
        event.totals[event.player === "red" ? "blue" : "red"]
      }, and attacks first.`;
    case "exchange-started":
      return null;
    case "announced": {
      const who = names[event.player];
      if (event.role === "attack") {
        const move = attackManeuver(event.ability, event.count);
        return move === null
          ? `${who} whiffs completely: no attack lands (0).`
          : `${who} hits ${article(move)}! (${event.ability}, ${event.count})`;
      }
      const move = defenceManeuver(event.ability, event.count);
      return move === null
        ? `${who} has no answer (0).`
        : `${who} answers with ${article(move)}. (${event.ability}, ${event.count})`;
    }
    case "wear-down":
      return `${names[event.defender]} is worn down, ${event.attackTotal} to ${event.defenceTotal}: ${event.diceLeft} ${
        event.diceLeft === 1 ? "die" : "dice"
      } left.`;
    case "resistance":
      return `${names[event.defender]} resists at ${event.total} apiece; ${names[event.attacker]} stays on the attack.`;
    case "reversal":
      return `Reversal! ${names[event.defender]} turns it around, ${event.defenceTotal} to ${event.attackTotal}, and takes over.`;
    case "come-back":
      return event.matched
        ? `The crowd roars! ${names[event.player]} makes a Come-Back (${event.faces.join(", ")}) and is back to ${event.diceLeft} dice!`
        : `${names[event.player]} tries for a Come-Back (${event.faces.join(", ")}) but nothing matches.`;
    case "match-ended":
      return `One, two, three! ${names[event.winner]} pins ${names[event.loser]} and wins the match!`;
    default:
      // core's match-over follows match-ended, which already told the finish.
      return null;
  }
}

/** A core {@link Narrator} for one match: play-by-play with the wrestlers' names and our maneuvers. */
export function createNarrator(config: PowerhousesNarratorOptions = {}): Narrator<PowerhousesEvent> {
  const names: CornerNames = { red: config.names?.red ?? "Red", blue: config.names?.blue ?? "Blue" };
  return (event) => narrate(event, names, config.dice ?? true);
}
