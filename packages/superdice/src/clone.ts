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
