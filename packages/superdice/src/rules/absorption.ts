/**
 * Absorption (Super Dice › Absorption): the opponent's power used in the action just before is
 * cancelled: the table, the totals' modifiers, hits and next-turn dice go back to how they were
 * before it. Hits paid for it stay paid (the payment is not the power's effect), and it stays
 * used for the turn.
 */
import { cloneMods, cloneTable } from "../clone.js";
import { other, type SuperDicePlayer, type SuperDiceSnapshot, type SuperDiceState } from "../types.js";

/** What Absorption would restore: the table before a power is used. */
export function snapshot(state: SuperDiceState): SuperDiceSnapshot {
  const kick = (p: SuperDicePlayer): number | null => state.heroes[p].sidekick?.hits ?? null;
  return {
    table: cloneTable(state.table),
    mods: { red: cloneMods(state.mods.red), blue: cloneMods(state.mods.blue) },
    hits: { red: state.heroes.red.hits, blue: state.heroes.blue.hits },
    sidekickHits: { red: kick("red"), blue: kick("blue") },
    nextDice: { red: state.heroes.red.nextDice, blue: state.heroes.blue.nextDice },
    nextDieId: state.nextDieId,
  };
}

/**
 * True when the opponent of `me` could cancel a power `me` uses now: he holds Absorption, or Mystic
 * Powers (which may stand in for it), or Mimic while `me` holds it (a Sidekick copies only its own
 * hero's powers). Only then does an activation keep the {@link snapshot} that {@link undoLast} needs.
 */
export function canBeAbsorbed(state: SuperDiceState, me: SuperDicePlayer): boolean {
  const theirs = state.heroes[other(me)].powers;
  return (
    theirs.includes("absorption") ||
    theirs.includes("mystic-powers") ||
    (theirs.includes("mimic") && state.heroes[me].powers.includes("absorption"))
  );
}

/** Cancels the last power (the caller has checked it was the opponent's, just before). */
export function undoLast(state: SuperDiceState): void {
  const last = state.last;
  if (last === null || last.before === null) return;
  const before = last.before;
  state.table = cloneTable(before.table);
  state.mods = { red: cloneMods(before.mods.red), blue: cloneMods(before.mods.blue) };
  state.nextDieId = before.nextDieId;
  for (const p of ["red", "blue"] as const) {
    const hero = state.heroes[p];
    hero.hits = before.hits[p] - (p === last.player ? last.cost : 0);
    const kick = before.sidekickHits[p];
    if (hero.sidekick !== null && kick !== null) hero.sidekick.hits = kick;
    hero.nextDice = before.nextDice[p];
  }
}
