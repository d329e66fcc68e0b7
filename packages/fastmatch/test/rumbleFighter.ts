/** A Royal Rumble entrant for the rumble modules' unit tests: 3 everywhere unless told. */
import type { RumbleWrestler } from "../src/rumble/types.js";
import type { Fighter } from "../src/rumble/work.js";

/** An entrant in the ring with every attribute at 3 (TEC floor 2), no plan; `over` changes any field. */
export function fighter(name: string, over: Partial<RumbleWrestler> = {}): Fighter {
  const base: RumbleWrestler = {
    name,
    alignment: null,
    styles: [],
    cheater: false,
    start: { STR: 3, AGI: 3, SPD: 3, END: 3, TEC: 3, WEI: 3 },
    now: { STR: 3, AGI: 3, SPD: 3, END: 3, TEC: 3, WEI: 3 },
    tecFloor: 2,
    injuries: {},
    plan: { targets: [], avoid: [], cheat: false, runIns: [] },
    status: "in",
    roundsIn: 0,
    awareness: 3,
  };
  const w = { ...base, ...over };
  return { ...w, now: { ...w.now }, injuries: { ...w.injuries } };
}
