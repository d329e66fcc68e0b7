/**
 * Activating a power (Super Dice › Action Phase, Legend): each power at most once a turn, `*`
 * powers only with a 6 showing, a power with nothing to act on cannot be used, paid hits leave the
 * hero at 1 or more, nothing is used once a Neutralization Field is up. Mimic and Mystic Powers
 * use another power (`as`), which counts as that power's use too: neither may borrow a power its
 * hero already activated this turn, nor may the hero activate one he borrowed (unless the
 * `borrowRepeats` option is on). A standing Sidekick uses its copy once a turn as well.
 */
import type { PowerDef, PowerTarget } from "../data/power.js";
import { POWERS, powerDef } from "../data/powers/index.js";
import type { PowerId } from "../data/powerIds.js";
import type { SuperDiceMove } from "../moves.js";
import { other, type Side, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { canBeAbsorbed, snapshot } from "./absorption.js";
import { hasSix, NO_TARGET } from "./legend.js";
import { payHits } from "./hits.js";
import type { Roll } from "./roll.js";

type Activate = Extract<SuperDiceMove, { type: "activate" }>;

function usable(
  state: SuperDiceState,
  me: SuperDicePlayer,
  def: PowerDef,
  cost: number,
): readonly PowerTarget[] {
  if (def.kind !== "activated" || def.apply === undefined || def.targets === undefined) return NO_TARGET;
  if (def.needsSix && !hasSix(state, me)) return NO_TARGET;
  if (state.heroes[me].hits <= cost) return NO_TARGET;
  return def.targets(state, me);
}

/** The move that uses `power` (standing in for `as`) on target `t`. */
export function activation(power: PowerId, as: PowerId | undefined, t: PowerTarget): Activate {
  // Keys added one by one (in the order of the move type) rather than spread: spreads of small
  // objects are several times slower, and bots list many of these.
  const move: { type: "activate"; power: PowerId; as?: PowerId; dice?: readonly number[]; side?: Side } = {
    type: "activate",
    power,
  };
  if (as !== undefined) move.as = as;
  if (t.dice !== undefined) move.dice = t.dice;
  if (t.side !== undefined) move.side = t.side;
  return move;
}

/** Powers another power may stand in for: activated, and not themselves borrowing. */
export function borrowable(ids: readonly PowerId[]): PowerId[] {
  return ids.filter((id) => powerDef(id).kind === "activated" && powerDef(id).borrows === undefined);
}

/** The key a use is remembered by for "once a turn". */
export function useKey(move: Activate): string {
  return move.power;
}

/** What Mystic Powers may stand in for: every borrowable power of the list (a constant table). */
const ANY_POWER: readonly PowerId[] = borrowable(Object.keys(POWERS) as PowerId[]);

/**
 * Where activations are listed, in order: every use of `power` (standing in for `as`), one per
 * target. The Game API builds a move for each; the fast path counts them and builds only the one
 * its random bot draws.
 */
export interface UseList {
  /** The uses of `power` (as `as`) now, one per target (none when `targets` is empty). */
  uses(power: PowerId, as: PowerId | undefined, targets: readonly PowerTarget[]): void;
}

/** Every activation `me` may make now, as moves. */
export function activations(state: SuperDiceState, me: SuperDicePlayer): Activate[] {
  const out: Activate[] = [];
  listActivations(state, me, {
    uses(power, as, targets) {
      for (const t of targets) out.push(activation(power, as, t));
    },
  });
  return out;
}

/** Lists every activation `me` may make now into `list`, power by power in the hero's order. */
export function listActivations(state: SuperDiceState, me: SuperDicePlayer, list: UseList): void {
  if (state.neutralized) return;
  const hero = state.heroes[me];
  const used = state.used[me];
  const powers = hero.powers;
  // A hero never holds a power twice: the configuration and the state checks refuse it.
  for (const id of powers) {
    // Once a turn.
    if (used.includes(id)) continue;
    const def = powerDef(id);
    if (def.borrows !== undefined) {
      const pool = def.borrows === "any" ? ANY_POWER : borrowable(state.heroes[other(me)].powers);
      for (const as of pool) {
        if (!state.options.borrowRepeats && used.includes(as)) continue;
        const cost = (def.cost ?? 0) + (powerDef(as).cost ?? 0);
        list.uses(id, as, usable(state, me, powerDef(as), cost));
      }
    } else {
      list.uses(id, undefined, usable(state, me, def, def.cost ?? 0));
    }
  }
  const kick = hero.sidekick;
  if (kick !== null && kick.hits > 0 && kick.copy !== null && !used.includes("sidekick")) {
    const def = powerDef(kick.copy);
    list.uses("sidekick", kick.copy, usable(state, me, def, def.cost ?? 0));
  }
}

/** Applies a legal activation to the working state. */
export function activate(state: SuperDiceState, me: SuperDicePlayer, move: Activate, roll: Roll): void {
  const holder = powerDef(move.power);
  const effect = move.as === undefined ? holder : powerDef(move.as);
  const cost =
    (move.power === "sidekick" ? 0 : (holder.cost ?? 0)) + (move.as === undefined ? 0 : (effect.cost ?? 0));
  // What Absorption would restore, kept only when the opponent could answer with it.
  const before = canBeAbsorbed(state, me) ? snapshot(state) : null;
  payHits(state, me, cost);
  // The move names its target itself: the dice and the side it was listed with.
  const target: PowerTarget = move;
  effect.apply?.({ state, me, roll }, target);
  state.used[me].push(useKey(move));
  // A borrowed power is used for the turn as well (the Sidekick's copy is its own once a turn).
  if (move.as !== undefined && move.power !== "sidekick" && !state.options.borrowRepeats)
    state.used[me].push(move.as);
  state.last = { player: me, power: effect.id, cost, before };
}
