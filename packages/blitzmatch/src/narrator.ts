/**
 * The write-up: BlitzMatch events turned into a federation-style report, the way a head posts a
 * resolved match (header with the style list, MVs, advantage and Endurance; round by round; the
 * finish).
 *
 * @module
 */
import {
  pronounSet,
  type GameEvent,
  type MatchOverEvent,
  type Narrator,
  type NarratorOptions,
} from "@ringside/core";
import type { BlitzMatchEvent, TotalEvent } from "./state.js";
import { STYLE_NAMES } from "./types.js";

/** Every event the game's steps emit, core's `match-over` included. */
export type BlitzMatchStepEvent = BlitzMatchEvent | MatchOverEvent<string>;

/** Options of {@link createNarrator}; `names`: names to use instead of the slots' own, by side id. */
export interface BlitzMatchNarratorOptions extends NarratorOptions<string> {
  /**
   * Pronouns by side id, as a slot gives them ("she/her", "xe/xem/xyr"); a side without them is
   * referred to as they/them.
   */
  readonly pronouns?: Partial<Record<string, string>>;
  /**
   * Whether the write-up is the dice log (default true: every die, total, margin and Endurance) or
   * prose for a show's audience (false: who chose what, who got the better of each round, the near
   * falls and the finish, without figures).
   */
  readonly figures?: boolean;
}

/** A round action in words ("D1" stays defensive, "HR3" goes high-risk, "N2", "D0" a rest hold). */
function actionWords(action: string): string {
  if (/^(RH|D0)$/i.test(action)) return "takes a rest hold";
  if (/^HR/i.test(action)) return "goes high-risk";
  if (/^D/i.test(action)) return "stays on the defensive";
  return "keeps up a steady pace";
}

/** A prose narrator: the same events told without figures (see {@link BlitzMatchNarratorOptions.figures}). */
function proseNarrator(options: BlitzMatchNarratorOptions): Narrator<GameEvent> {
  const names = new Map<string, string>();
  const chose: string[] = [];
  const name = (id: string): string => options.names?.[id] ?? names.get(id) ?? id;
  const their = (id: string): string =>
    pronounSet(
      options.pronouns !== undefined && Object.hasOwn(options.pronouns, id)
        ? options.pronouns[id]
        : undefined,
    ).possessive;
  return (input: GameEvent): string | null => {
    const event = input as BlitzMatchStepEvent;
    switch (event.type) {
      case "bell": {
        for (const s of event.sides) names.set(s.id, s.name);
        const all = event.sides.map((s) => name(s.id));
        const who = `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
        return event.advantage === null
          ? `${who} square off, neither with the edge.`
          : `${who} square off, and ${name(event.advantage)} has the edge.`;
      }
      case "total":
        chose.push(`${name(event.side)} ${actionWords(event.action)}`);
        return null;
      case "compare": {
        const head = `Round ${event.round}: ${chose.splice(0).join(", ")}.`;
        if (event.winner === null) return `${head} Neither gives an inch, and both pay for it.`;
        const hurt = Object.entries(event.damage).filter(([, d]) => d > 0);
        if (hurt.length === 0) return `${head} ${name(event.winner)} edges it, without doing real damage.`;
        return `${head} ${name(event.winner)} gets the better of it and hurts ${hurt.map(([id]) => name(id)).join(" and ")}.`;
      }
      case "victory-check": {
        if (event.reversal) return `${name(event.against)} turns it around with a reversal!`;
        if (event.finished) return `${name(event.by)} puts ${name(event.against)} away!`;
        return event.level < 1
          ? null
          : `${name(event.by)} nearly has ${name(event.against)}: ${event.reading}.`;
      }
      case "recovery":
        return `${name(event.side)} catches ${their(event.side)} breath.`;
      case "eliminated":
        return `${name(event.side)} is eliminated by ${name(event.by)}.`;
      case "time-limit":
        return "The time limit runs out.";
      case "match-over": {
        const r = event.result;
        if (r.winner === null) return `Result: a draw (${r.detail ?? r.method}).`;
        return `Result: ${name(r.winner)} wins by ${r.method}${r.detail === undefined ? "" : ` (${r.detail})`}.`;
      }
      default:
        return null;
    }
  };
}

const entryName = (e: string): string =>
  Object.hasOwn(STYLE_NAMES, e) ? STYLE_NAMES[e as keyof typeof STYLE_NAMES] : e;

function totalText(name: string, e: TotalEvent): string {
  const parts: string[] = [];
  if (e.dice.length > 0) {
    const rerolls = e.rerolls.length > 0 ? ` + extra ${e.rerolls.join(",")}` : "";
    parts.push(`${e.dice.join(",")}${rerolls} counts ${e.counted}`);
  } else {
    parts.push("no dice");
  }
  if (e.defence > 0) parts.push(`+${e.defence} defence`);
  if (e.advantage > 0) parts.push(`+${e.advantage} advantage`);
  if (e.penalty > 0) parts.push(`-${e.penalty} worn down`);
  return `${name} ${e.action} (${parts.join(" ")}) = ${e.total}`;
}

/**
 * A narrator for BlitzMatch events: one line of play-by-play per event (the totals of a round are
 * gathered into its comparison line). Keeps the side names it learns from the bell.
 *
 * @example
 * ```ts
 * const narrate = createNarrator();
 * const lines = events.map(narrate).filter((l) => l !== null);
 * ```
 */
export function createNarrator(options: BlitzMatchNarratorOptions = {}): Narrator<GameEvent> {
  if (options.figures === false) return proseNarrator(options);
  const names = new Map<string, string>();
  // The round's totals by side: with `multiSlot: "pairs"` each pair's line shows its two sides.
  const totals = new Map<string, string>();
  let totalsRound = -1;
  const name = (id: string): string => options.names?.[id] ?? names.get(id) ?? id;
  return (input: GameEvent): string | null => {
    const event = input as BlitzMatchStepEvent;
    switch (event.type) {
      case "bell": {
        for (const s of event.sides) names.set(s.id, s.name);
        const sides = event.sides.map((s) => `${name(s.id)} MV ${s.mv}, Endurance ${s.endurance}`).join("; ");
        const adv =
          event.advantage === null ? "nobody has the advantage" : `advantage ${name(event.advantage)}`;
        return `Style list: ${event.list.map(entryName).join(", ") || "(empty)"}. ${sides}; ${adv}.`;
      }
      case "total":
        if (event.round !== totalsRound) totals.clear();
        totalsRound = event.round;
        totals.set(event.side, totalText(name(event.side), event));
        return null;
      case "compare": {
        const shown = event.sides.flatMap((id) => {
          const t = totals.get(id);
          return t === undefined ? [] : [t];
        });
        const head = `Round ${event.round}: ${shown.join(" | ")}.`;
        const ends = Object.entries(event.endurance)
          .map(([id, e]) => `${name(id)} ${e}`)
          .join(", ");
        if (event.winner === null) {
          return `${head} A tie: ${Object.keys(event.damage).map(name).join(" and ")} take 3 each. Endurance ${ends}.`;
        }
        const dealt = Object.entries(event.damage).filter(([, d]) => d > 0);
        const hit =
          dealt.length === 0
            ? event.buffer > 0
              ? `inside the buffer of ${event.buffer}, no damage`
              : "no damage"
            : dealt.map(([id, d]) => `${d} to ${name(id)}`).join(", ");
        return `${head} ${name(event.winner)} wins the round by ${event.margin}: ${hit}. Endurance ${ends}.`;
      }
      case "victory-check": {
        const again =
          event.again === undefined ? "" : ` (12: again ${event.again.join(",")}, +10 = ${event.roll})`;
        const roll = `${name(event.by)} rolls ${event.dice.join(",")}${again} against ${name(event.against)}'s Endurance`;
        if (event.reversal) return `${roll}: a reversal!`;
        if (event.finished) return `${roll}: ${event.reading}!`;
        return `${roll}: ${event.level < 0 ? "no effect" : event.reading}.`;
      }
      case "recovery":
        return `${name(event.side)} recovers: ${event.energy} Energy.`;
      case "eliminated":
        return `${name(event.side)} is eliminated by ${name(event.by)}.`;
      case "time-limit":
        return `Time limit after round ${event.round}.`;
      case "match-over": {
        const r = event.result;
        if (r.winner === null) return `Result: a draw (${r.detail ?? r.method}).`;
        return `Result: ${name(r.winner)} wins by ${r.method}${r.detail === undefined ? "" : ` (${r.detail})`}.`;
      }
      default:
        return null;
    }
  };
}

/**
 * The whole fed-style write-up of a resolved match from its events, one paragraph per line: the
 * dice log, or prose with `figures: false`.
 *
 * @example
 * ```ts
 * const { events } = runMatch(blitzmatch, { config, dice: 42 });
 * console.log(writeUp(events));
 * ```
 */
export function writeUp(events: readonly GameEvent[], options: BlitzMatchNarratorOptions = {}): string {
  const narrate = createNarrator(options);
  const lines: string[] = [];
  for (const e of events) {
    const line = narrate(e);
    if (line !== null) lines.push(line);
  }
  return lines.join("\n");
}
