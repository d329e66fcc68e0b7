/**
 * The legend of the power list (Super Dice › Legend): what Convert, Eliminate, Steal, Switch,
 * Reroll and `$` do to a die, and the target helpers the power files share.
 */
import type { PowerContext, PowerTarget } from "../data/power.js";
import { other, type Side, type SuperDiceDie, type SuperDicePlayer, type SuperDiceState } from "../types.js";

/** Dice `p` holds that are still in play (not eliminated). */
export function liveDice(state: SuperDiceState, p: SuperDicePlayer): SuperDiceDie[] {
  return state.table.filter((d) => d.holder === p && !d.out);
}

/** The die with this id (the caller has checked it exists). */
export function dieById(state: SuperDiceState, id: number): SuperDiceDie {
  const die = state.table.find((d) => d.id === id);
  if (die === undefined) throw new Error(`superdice: no die ${id}`);
  return die;
}

/** `*`: the hero has at least one die in play showing 6. */
export function hasSix(state: SuperDiceState, p: SuperDicePlayer): boolean {
  return liveDice(state, p).some((d) => d.value === 6);
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
  const value = ctx.roll(`reroll die ${die.id}`);
  convert(ctx.state, die, value);
  if (die.only !== null) die.only = die.side === null ? null : die.only;
}

/** Targets: one per die of `p` in play that passes `test`. */
export function eachDie(
  state: SuperDiceState,
  p: SuperDicePlayer,
  test: (d: SuperDiceDie) => boolean,
): PowerTarget[] {
  return liveDice(state, p)
    .filter(test)
    .map((d) => ({ dice: [d.id] }));
}

/** Targets: a single no-choice use when any die of `p` in play passes `test`, else none. */
export function ifAny(
  state: SuperDiceState,
  p: SuperDicePlayer,
  test: (d: SuperDiceDie) => boolean,
): PowerTarget[] {
  return liveDice(state, p).some(test) ? [{}] : [];
}

/** Targets: one use with no choice. */
export function always(): PowerTarget[] {
  return [{}];
}

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

/** Value test helper: the die shows one of `faces`. */
export function shows(...faces: number[]): (d: SuperDiceDie) => boolean {
  return (d) => faces.includes(d.value);
}
