/**
 * The bots' estimate of a position in the Action Phase: each hero's unassigned dice are put where
 * they help most (biggest first, to the side that is behind), the Damage Phase is computed, and the
 * score is the hero's hits after it minus the opponent's, with next turn's dice counted.
 */
import { damageTaken } from "../rules/damagePhase.js";
import { other, PLAYERS, type SuperDiceDie, type SuperDicePlayer, type SuperDiceState } from "../types.js";

const DIE_WORTH = 3;

/** Puts every unassigned die in play on a side (in place), by the simple rule above. */
export function completeAssignments(state: SuperDiceState): void {
  for (const p of PLAYERS) {
    let attack = 0;
    let defense = 0;
    let foeAttack = 0;
    let foeDefense = 0;
    const free: SuperDiceDie[] = [];
    for (const d of state.table) {
      if (d.out) continue;
      if (d.holder === p) {
        if (d.side === "attack") attack += d.value;
        else if (d.side === "defense") defense += d.value;
        else free.push(d);
      } else if (d.side === "attack") foeAttack += d.value;
      else if (d.side === "defense") foeDefense += d.value;
      else {
        // The opponent's free dice count half on each side.
        foeAttack += d.value / 2;
        foeDefense += d.value / 2;
      }
    }
    if (free.length === 0) continue;
    free.sort((a, b) => b.value - a.value);
    for (const d of free) {
      const side = d.only ?? (attack - foeDefense < foeAttack - defense ? "attack" : "defense");
      d.side = side;
      if (side === "attack") attack += d.value;
      else defense += d.value;
    }
  }
}

/** Hits of a hero counting a standing Sidekick. */
function body(state: SuperDiceState, p: SuperDicePlayer): number {
  return state.heroes[p].hits + (state.options.sidekickShields ? (state.heroes[p].sidekick?.hits ?? 0) : 0);
}

/** The score of a position for `me` (higher is better); changes `state`. */
export function evaluate(state: SuperDiceState, me: SuperDicePlayer): number {
  const foe = other(me);
  if (state.result !== null)
    return state.result.winner === me ? 1e6 : state.result.winner === null ? 0 : -1e6;
  if (state.phase === "action" || state.phase === "damage") {
    completeAssignments(state);
    const d = damageTaken(state);
    const mine = body(state, me) - d[me];
    const theirs = body(state, foe) - d[foe];
    if (theirs <= 0 && mine > 0) return 1e5 + mine;
    if (mine <= 0 && theirs > 0) return -1e5 - theirs;
    return mine - theirs + DIE_WORTH * (state.heroes[me].nextDice - state.heroes[foe].nextDice);
  }
  return body(state, me) - body(state, foe);
}
