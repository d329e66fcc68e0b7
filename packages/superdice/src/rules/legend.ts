/**
 * The legend of the power list (Super Dice › Legend): what Convert, Eliminate, Steal, Switch,
 * Reroll and `$` do to a die, and the target helpers the power files share.
 */
import type { PowerContext, PowerTarget } from "../data/power.js";
import { other, type Side, type SuperDiceDie, type SuperDicePlayer, type SuperDiceState } from "../types.js";

/** True when `p` holds the die and it is still in play (not eliminated). */
export function isLive(d: SuperDiceDie, p: SuperDicePlayer): boolean {
  return d.holder === p && !d.out;
}

/** Dice `p` holds that are still in play (not eliminated). */
export function liveDice(state: SuperDiceState, p: SuperDicePlayer): SuperDiceDie[] {
  return state.table.filter((d) => isLive(d, p));
}

/** True when some die `p` holds in play passes `test`. */
export function anyLive(
  state: SuperDiceState,
  p: SuperDicePlayer,
  test: (d: SuperDiceDie) => boolean,
): boolean {
  for (const d of state.table) if (isLive(d, p) && test(d)) return true;
  return false;
}

/** The die with this id (the caller has checked it exists). */
export function dieById(state: SuperDiceState, id: number): SuperDiceDie {
  for (const d of state.table) if (d.id === id) return d;
  throw new Error(`superdice: no die ${id}`);
}

/** `*`: the hero has at least one die in play showing 6. */
export function hasSix(state: SuperDiceState, p: SuperDicePlayer): boolean {
  for (const d of state.table) if (isLive(d, p) && d.value === 6) return true;
  return false;
}

/** Convert: the die now shows `value`; it keeps its assignment unless the option says otherwise. */
export function convert(state: SuperDiceState, die: SuperDiceDie, value: number): void {
  die.value = value;
  if (!state.options.convertedKeepsSide && die.only === null) die.side = null;
}

/** `$`: the power places the die on `side` and it may sit nowhere else this turn. */
export function assignBy(die: SuperDiceDie, side: Side): void {
  die.side = side;
  die.only = side;
}

/** Convert and assign in one (`$` conversions). */
export function convertFor(die: SuperDiceDie, value: number, side: Side): void {
  die.value = value;
  assignBy(die, side);
}

/** Eliminate: the die leaves play for the rest of the turn. */
export function eliminate(die: SuperDiceDie): void {
  die.out = true;
  die.side = null;
}

/** Steal or switch: the die changes hands and arrives unassigned (its `$` restriction stays). */
export function handOver(die: SuperDiceDie, to: SuperDicePlayer): void {
  die.holder = to;
  die.side = die.only;
}

/** Switch two dice between their holders. */
export function switchDice(a: SuperDiceDie, b: SuperDiceDie): void {
  const ha = a.holder;
  handOver(a, b.holder);
  handOver(b, ha);
}

/** Reroll: a fresh d6; the assignment follows the same option as a conversion. */
export function reroll(ctx: PowerContext, die: SuperDiceDie): void {
  const value = ctx.roll("reroll die", die.id);
  convert(ctx.state, die, value);
  if (die.only !== null) die.only = die.side === null ? null : die.only;
}

/** Targets: one per die of `p` in play that passes `test`. */
export function eachDie(
  state: SuperDiceState,
  p: SuperDicePlayer,
  test: (d: SuperDiceDie) => boolean,
): readonly PowerTarget[] {
  let out: PowerTarget[] | null = null;
  for (const d of state.table) if (isLive(d, p) && test(d)) (out ??= []).push(dieTarget(d.id));
  return out ?? NO_TARGET;
}

/**
 * The target naming one die, `{ dice: [id] }`: made once per id and shared (frozen), since every
 * decision lists the powers' targets and most name one die.
 */
export function dieTarget(id: number): PowerTarget {
  let t = DIE_TARGETS[id];
  if (t === undefined) {
    t = Object.freeze({ dice: Object.freeze([id]) });
    DIE_TARGETS[id] = t;
  }
  return t;
}

/** The targets {@link dieTarget} made, by die id. */
const DIE_TARGETS: (PowerTarget | undefined)[] = [];

/** Targets: a single no-choice use when any die of `p` in play passes `test`, else none. */
export function ifAny(
  state: SuperDiceState,
  p: SuperDicePlayer,
  test: (d: SuperDiceDie) => boolean,
): readonly PowerTarget[] {
  return anyLive(state, p, test) ? always() : NO_TARGET;
}

/** Targets: one use with no choice. */
export function always(): readonly PowerTarget[] {
  return ONE_USE;
}

/** No target: the power cannot be used now (one shared list: the decisions ask for it often). */
export const NO_TARGET: readonly PowerTarget[] = Object.freeze([]);

/** One use with no choice (one shared list, see {@link NO_TARGET}). */
const ONE_USE: readonly PowerTarget[] = Object.freeze([Object.freeze({})]);

/** Converts every die of `p` in play that passes `test` to `value`. */
export function convertAll(
  state: SuperDiceState,
  p: SuperDicePlayer,
  test: (d: SuperDiceDie) => boolean,
  value: number,
): void {
  for (const d of liveDice(state, p)) if (test(d)) convert(state, d, value);
}

/** `$` version of {@link convertAll}. */
export function convertAllFor(
  state: SuperDiceState,
  p: SuperDicePlayer,
  test: (d: SuperDiceDie) => boolean,
  value: number,
  side: Side,
): void {
  for (const d of liveDice(state, p)) if (test(d)) convertFor(d, value, side);
}

/** The first die a target names. */
export function firstDie(ctx: PowerContext, target: PowerTarget): SuperDiceDie {
  return dieById(ctx.state, target.dice?.[0] ?? -1);
}

/** The opponent of the power's user. */
export function foe(ctx: PowerContext): SuperDicePlayer {
  return other(ctx.me);
}

/**
 * Value test helper: the die shows `face` (or `orFace`). Every decision asks the powers for their
 * targets, so each test is made once and kept (a pure function of the two faces).
 */
export function shows(face: number, orFace: number = face): (d: SuperDiceDie) => boolean {
  const small =
    Number.isInteger(face) &&
    Number.isInteger(orFace) &&
    face >= 0 &&
    face < 32 &&
    orFace >= 0 &&
    orFace < 32;
  if (!small) return (d) => d.value === face || d.value === orFace;
  const key = face * 32 + orFace;
  let test = SHOWS[key];
  if (test === undefined) {
    test = (d) => d.value === face || d.value === orFace;
    SHOWS[key] = test;
  }
  return test;
}

/** The tests {@link shows} made, by their faces (`face * 32 + orFace`). */
const SHOWS: (((d: SuperDiceDie) => boolean) | undefined)[] = [];
