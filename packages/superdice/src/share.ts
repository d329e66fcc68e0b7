/**
 * Structural sharing for the Game API's steps: the new working state with every part that equals
 * the same part of the state before replaced by that part itself (already frozen), so that a step
 * only freezes what it changed. Written part by part, like {@link cloneState}: a generic walk over
 * any object's keys costs V8 a slow keyed access at every value, and was about half of a Game API
 * match. Only parts compared field by field here are shared; any other part stays the new one.
 */
import type { SuperDiceDie, SuperDiceHero, SuperDiceMods, SuperDicePlayer, SuperDiceState } from "./types.js";

/** `next` (a working copy the step made and changed) sharing every part equal to `prev`'s. */
export function shareState(next: SuperDiceState, prev: SuperDiceState): SuperDiceState {
  next.heroes = sharePair(next.heroes, prev.heroes, shareHero);
  const draft = next.draft;
  if (draft !== null && prev.draft !== null) {
    if (sameList(draft.pool, prev.draft.pool)) draft.pool = prev.draft.pool;
    if (draft.pool === prev.draft.pool && draft.picker === prev.draft.picker) next.draft = prev.draft;
  }
  next.table = shareTable(next.table, prev.table);
  next.used = sharePair(next.used, prev.used, (a, b) => (sameList(a, b) ? b : a));
  next.mods = sharePair(next.mods, prev.mods, shareMods);
  return next;
}

/** A `{ red, blue }` pair with each side shared by `share`, and the pair itself when both are. */
function sharePair<T>(
  next: Record<SuperDicePlayer, T>,
  prev: Record<SuperDicePlayer, T>,
  share: (next: T, prev: T) => T,
): Record<SuperDicePlayer, T> {
  const red = share(next.red, prev.red);
  const blue = share(next.blue, prev.blue);
  if (red === prev.red && blue === prev.blue) return prev;
  next.red = red;
  next.blue = blue;
  return next;
}

/** True when two lists hold the same values in the same order. */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function shareHero(next: SuperDiceHero, prev: SuperDiceHero): SuperDiceHero {
  if (sameList(next.powers, prev.powers)) next.powers = prev.powers;
  const a = next.sidekick;
  const b = prev.sidekick;
  if (a !== null && b !== null && a.hits === b.hits && a.copy === b.copy) next.sidekick = b;
  const same =
    next.name === prev.name &&
    next.hits === prev.hits &&
    next.cap === prev.cap &&
    next.powers === prev.powers &&
    next.sidekick === prev.sidekick &&
    next.nextDice === prev.nextDice &&
    next.revealed === prev.revealed;
  return same ? prev : next;
}

function shareMods(next: SuperDiceMods, prev: SuperDiceMods): SuperDiceMods {
  if (sameList(next.unavoidable, prev.unavoidable)) next.unavoidable = prev.unavoidable;
  if (sameList(next.deflected, prev.deflected)) next.deflected = prev.deflected;
  const same =
    next.attackBonus === prev.attackBonus &&
    next.superTough === prev.superTough &&
    next.insubstantial === prev.insubstantial &&
    next.genius === prev.genius &&
    next.resistance === prev.resistance &&
    next.berserk === prev.berserk &&
    next.unavoidable === prev.unavoidable &&
    next.deflected === prev.deflected;
  return same ? prev : next;
}

function sameDie(a: SuperDiceDie, b: SuperDiceDie): boolean {
  return (
    a.id === b.id &&
    a.value === b.value &&
    a.owner === b.owner &&
    a.holder === b.holder &&
    a.side === b.side &&
    a.only === b.only &&
    a.out === b.out &&
    a.extra === b.extra
  );
}

/** The table with each unchanged die shared (matched by position), and the table itself when all are. */
function shareTable(next: SuperDiceDie[], prev: readonly SuperDiceDie[]): SuperDiceDie[] {
  let same = next.length === prev.length;
  for (let i = 0; i < next.length; i++) {
    const before = prev[i];
    const die = next[i] as SuperDiceDie;
    if (before !== undefined && (die === before || sameDie(die, before))) next[i] = before;
    else same = false;
  }
  return same ? (prev as SuperDiceDie[]) : next;
}
