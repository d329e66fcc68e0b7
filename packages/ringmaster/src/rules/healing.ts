/**
 * Between matches (RingMaster › text ¶100, ¶92, ¶32): Injury points heal only with time off, the
 * wrestler's Level I REC a week, spread over the injured parts (¶100); Impairment (the optional
 * rule) falls by his Level I REC every 24 hours (¶92); Tricks cost −5% for each earlier use on the
 * same card, by anyone who shares the trickster (a manager's Distract Referee for his whole stable,
 * ¶32). How the healing spreads is Ringside's reading: one point at a time, to the worst part first
 * (ties in the chapter's order of body parts), so every injured area heals.
 * Docs: `docs/ringmaster/rules.md#between-matches`.
 */
import { BODY_PARTS } from "../data/attributes.js";
import type { Injuries } from "./injuries.js";

/**
 * Heals Injury points over `weeks` of rest at `recI` a week.
 * Ringside's completion (`completion.md` › 15).
 *
 * @example
 * healInjuries({ Leg: 3, Back: 1 }, 2, 1); // { Leg: 1, Back: 1 }: both points go to the worse Leg
 */
export function healInjuries(injuries: Injuries, recI: number, weeks: number): Injuries {
  const left: Partial<Record<(typeof BODY_PARTS)[number], number>> = { ...injuries };
  let points = Math.max(0, recI) * Math.max(0, Math.floor(weeks));
  while (points > 0) {
    let worst: (typeof BODY_PARTS)[number] | undefined;
    for (const p of BODY_PARTS)
      if ((left[p] ?? 0) > 0 && (worst === undefined || (left[p] ?? 0) > (left[worst] ?? 0))) worst = p;
    if (worst === undefined) break;
    left[worst] = (left[worst] ?? 0) - 1;
    points--;
  }
  const out: Partial<Record<(typeof BODY_PARTS)[number], number>> = {};
  for (const p of BODY_PARTS) {
    const n = left[p] ?? 0;
    if (n > 0) out[p] = n;
  }
  return out;
}

/** Weeks of rest until every Injury point is gone. Ringside's completion (`completion.md` › 15), on the text's weekly REC (¶100). */
export function weeksToHeal(injuries: Injuries, recI: number): number {
  const total = BODY_PARTS.reduce((n, p) => n + (injuries[p] ?? 0), 0);
  return recI <= 0 ? (total > 0 ? Infinity : 0) : Math.ceil(total / recI);
}

/**
 * Recovers Impairment over `days` at `recI` a day, never below 0 (¶92).
 *
 * @example
 * recoverImpairment(17, 2, 3); // 11
 */
export function recoverImpairment(impairment: number, recI: number, days: number): number {
  return Math.max(0, impairment - Math.max(0, recI) * Math.max(0, Math.floor(days)));
}

/** The card's memory of Tricks: uses so far, by trickster (a wrestler or the manager he shares) and Trick. */
export type TrickMemory = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The penalty on a Trick from its earlier uses on the card: −5% each (¶32). */
export function trickPenalty(memory: TrickMemory, trickster: string, trick: string): number {
  const uses = memory[trickster]?.[trick] ?? 0;
  return uses === 0 ? 0 : -5 * uses;
}

/** Records one use of a Trick on the card. Ringside's completion (`completion.md` › 15). */
export function rememberTrick(memory: TrickMemory, trickster: string, trick: string): TrickMemory {
  const mine = memory[trickster] ?? {};
  return { ...memory, [trickster]: { ...mine, [trick]: (mine[trick] ?? 0) + 1 } };
}
