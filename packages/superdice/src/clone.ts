import type { SuperDiceDie, SuperDiceHero, SuperDiceMods, SuperDiceState } from "./types.js";

/** A copy of one die. */
export function cloneDie(d: SuperDiceDie): SuperDiceDie {
  return { ...d };
}

/** A copy of the dice on the table. */
export function cloneTable(table: readonly SuperDiceDie[]): SuperDiceDie[] {
  return table.map(cloneDie);
}

/** A copy of one hero's turn modifiers. */
export function cloneMods(m: SuperDiceMods): SuperDiceMods {
  return { ...m, unavoidable: [...m.unavoidable], deflected: [...m.deflected] };
}

function cloneHero(h: SuperDiceHero): SuperDiceHero {
  return { ...h, powers: [...h.powers], sidekick: h.sidekick === null ? null : { ...h.sidekick } };
}

/** A working copy of a state that the rules may change in place (snapshots are shared: never changed). */
export function cloneState(s: SuperDiceState): SuperDiceState {
  return {
    ...s,
    heroes: { red: cloneHero(s.heroes.red), blue: cloneHero(s.heroes.blue) },
    draft: s.draft === null ? null : { pool: [...s.draft.pool], picker: s.draft.picker },
    table: cloneTable(s.table),
    used: { red: [...s.used.red], blue: [...s.used.blue] },
    mods: { red: cloneMods(s.mods.red), blue: cloneMods(s.mods.blue) },
  };
}

/**
 * Structural sharing: `next` with every part that equals the same part of `prev` replaced by the
 * `prev` object itself (already frozen), so that a step only freezes what it changed.
 */
export function shareUnchanged<T>(next: T, prev: unknown): T {
  if (
    next === prev ||
    typeof next !== "object" ||
    next === null ||
    typeof prev !== "object" ||
    prev === null
  ) {
    return next;
  }
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    let same = next.length === prev.length;
    for (let i = 0; i < next.length; i++) {
      const shared: unknown = shareUnchanged(next[i], prev[i]);
      next[i] = shared;
      if (shared !== prev[i]) same = false;
    }
    return same ? (prev as T) : next;
  }
  if (Array.isArray(prev)) return next;
  const a = next as Record<string, unknown>;
  const b = prev as Record<string, unknown>;
  const keys = Object.keys(a);
  let same = keys.length === Object.keys(b).length;
  for (const k of keys) {
    const shared = shareUnchanged(a[k], b[k]);
    a[k] = shared;
    if (shared !== b[k] || !(k in b)) same = false;
  }
  return same ? (prev as T) : next;
}
