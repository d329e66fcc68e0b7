/** Play-by-play for Super Dice events, in our own words. */
import type { Narrator, NarratorOptions } from "@ringside/core";
import { POWERS } from "./data/powers/index.js";
import type { SuperDiceEvent } from "./moves.js";
import type { SuperDicePlayer } from "./types.js";

/** Options of {@link createNarrator}. */
export type SuperDiceNarratorOptions = NarratorOptions<SuperDicePlayer>;

/**
 * A narrator: one line per event, or `null` for events it passes over.
 *
 * @example
 * ```ts
 * const narrate = createNarrator({ names: { red: "Cosmo Man", blue: "Ant Man" } });
 * for (const e of step.events) console.log(narrate(e));
 * ```
 */
export function createNarrator(options: SuperDiceNarratorOptions = {}): Narrator<SuperDiceEvent> {
  const name = (p: SuperDicePlayer): string => options.names?.[p] ?? (p === "red" ? "Red" : "Blue");
  const power = (id: string): string => (id in POWERS ? POWERS[id as keyof typeof POWERS].name : id);
  return (e) => {
    switch (e.type) {
      case "pool":
        return `Twelve powers are drawn for the draft: ${e.powers.map(power).join(", ")}.`;
      case "rolloff":
        return `${e.rolls.map((r) => `${r.red}–${r.blue}`).join(", then ")}: ${name(e.winner)} wins the ${
          e.purpose === "draft" ? "first pick" : "initiative roll-off"
        }.`;
      case "pick":
        return `${name(e.player)} picks ${power(e.power)}.`;
      case "hero-ready":
        return `${name(e.player)} enters with ${e.hits} hits: ${e.powers.map(power).join(", ")}.`;
      case "copy":
        return `${name(e.player)}'s Sidekick copies ${power(e.power)}.`;
      case "turn":
        return `— Turn ${e.turn} —`;
      case "luck":
        return `${name(e.player)} throws ${e.rolled.join(", ")}${
          e.kept.length < e.rolled.length ? ` and keeps ${e.kept.join(", ")}` : ""
        }.`;
      case "initiative":
        return `Initiative ${e.totals.red}–${e.totals.blue}: ${name(e.winner)} has it.`;
      case "first":
        return e.player === e.first
          ? `${name(e.player)} acts first.`
          : `${name(e.player)} lets ${name(e.first)} act first.`;
      case "activate":
        return `${name(e.player)} uses ${e.power === "sidekick" ? "the Sidekick's" : power(e.power)}${
          e.as === undefined ? "" : ` as ${power(e.as)}`
        }${e.side === undefined ? "" : ` on ${e.side}`}.`;
      case "assign":
        return `${name(e.player)} puts a ${e.value} on ${e.side}.`;
      case "pass":
        return `${name(e.player)} passes.`;
      case "damage":
        return `Attack ${e.totals.red.attack} / defense ${e.totals.red.defense} for ${name("red")}, ${e.totals.blue.attack} / ${
          e.totals.blue.defense
        } for ${name("blue")}: ${name("red")} takes ${e.damage.red}, ${name("blue")} takes ${e.damage.blue}.`;
      case "end-effect":
        return e.hits >= 0
          ? `${power(e.power)}: ${name(e.player)} regains ${e.hits}.`
          : `${power(e.power)}: ${name(e.player)} drains ${-e.hits} from the opponent.`;
      case "secret-identity":
        return `${name(e.player)}'s secret identity is out: new powers ${e.powers.map(power).join(", ")}.`;
      case "dice-returned":
        return `Borrowed dice go back to their owners.`;
      case "hits":
        return `${name("red")} ${e.red} hits, ${name("blue")} ${e.blue} hits.`;
      case "match-over":
        return e.result.winner === null
          ? `The match is a draw (${e.result.detail ?? e.result.method}).`
          : `${name(e.result.winner)} wins!`;
    }
  };
}
