/**
 * The write-up: BlitzMatch events turned into a federation-style report, the way a head posts a
 * resolved match (header with the style list, MVs, advantage and Endurance; round by round; the
 * finish).
 *
 * @module
 */
import type { GameEvent, MatchOverEvent, Narrator } from "@ringside/core";
import type { BlitzMatchEvent, TotalEvent } from "./state.js";
import { STYLE_NAMES } from "./types.js";

/** Every event the game's steps emit, core's `match-over` included. */
export type BlitzMatchStepEvent = BlitzMatchEvent | MatchOverEvent<string>;

/** Options of {@link createNarrator}. */
export interface NarratorOptions {
  /** Names to use instead of the slots' own, by side id. */
  readonly names?: Partial<Record<string, string>>;
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
export function createNarrator(options: NarratorOptions = {}): Narrator<GameEvent> {
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
 * The whole fed-style write-up of a resolved match from its events, one paragraph per line.
 *
 * @example
 * ```ts
 * const { events } = runMatch(blitzmatch, { config, dice: 42 });
 * console.log(writeUp(events));
 * ```
 */
export function writeUp(events: readonly GameEvent[], options: NarratorOptions = {}): string {
  const narrate = createNarrator(options);
  const lines: string[] = [];
  for (const e of events) {
    const line = narrate(e);
    if (line !== null) lines.push(line);
  }
  return lines.join("\n");
}
