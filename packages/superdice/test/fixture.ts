/** Test helpers: a table written as the example of play writes dice ("1,2,5D,10A"). */
import { DEFAULT_OPTIONS } from "../src/options.js";
import type { PowerTarget } from "../src/data/power.js";
import { POWERS } from "../src/data/powers/index.js";
import type { PowerId } from "../src/data/powerIds.js";
import { newHero } from "../src/rules/heroes.js";
import { emptyMods } from "../src/rules/luckPhase.js";
import { activate } from "../src/rules/powerUse.js";
import { cloneState } from "../src/clone.js";
import { diceText } from "../src/samples/diceText.js";
import type { SuperDiceDie, SuperDiceOptions, SuperDicePlayer, SuperDiceState } from "../src/types.js";

function parse(text: string, p: SuperDicePlayer, first: number): SuperDiceDie[] {
  if (text === "") return [];
  return text.split(",").map((t, i) => {
    const m = /^(\d+)([AD]?)(!?)$/.exec(t.trim());
    if (m === null) throw new Error(`bad die ${t}`);
    const side = m[2] === "A" ? "attack" : m[2] === "D" ? "defense" : null;
    return {
      id: first + i,
      value: Number(m[1]),
      owner: p,
      holder: p,
      side,
      only: m[3] === "!" ? side : null,
      out: false,
      extra: false,
    };
  });
}

/** An Action Phase with red to act: red's dice get ids from 1, blue's from 11. `!` marks a `$` die. */
export function table(
  red: string,
  blue: string,
  extra: { red?: PowerId[]; blue?: PowerId[]; options?: Partial<SuperDiceOptions> } = {},
): SuperDiceState {
  return {
    dice: { kind: "scripted", faces: [], next: 0 },
    options: { ...DEFAULT_OPTIONS, ...extra.options },
    phase: "action",
    turn: 1,
    heroes: { red: newHero("Red", extra.red ?? []), blue: newHero("Blue", extra.blue ?? []) },
    draft: null,
    table: [...parse(red, "red", 1), ...parse(blue, "blue", 11)],
    nextDieId: 30,
    used: { red: [], blue: [] },
    mods: { red: emptyMods(), blue: emptyMods() },
    initiative: "red",
    actor: "red",
    passes: 0,
    neutralized: false,
    last: null,
    result: null,
  };
}

/** The targets `power` has now for `me` (ignoring the `*` and once-a-turn rules). */
export function targetsOf(
  state: SuperDiceState,
  power: PowerId,
  me: SuperDicePlayer = "red",
): readonly PowerTarget[] {
  return POWERS[power].targets?.(state, me) ?? [];
}

/** The state after `me` uses `power` on `target`, rerolls taking `rolls` in order. */
export function use(
  state: SuperDiceState,
  power: PowerId,
  target: PowerTarget = {},
  rolls: number[] = [],
  me: SuperDicePlayer = "red",
): SuperDiceState {
  const work = cloneState(state);
  const queue = [...rolls];
  activate(work, me, { type: "activate", power, ...target }, () => {
    const r = queue.shift();
    if (r === undefined) throw new Error("no roll scripted");
    return r;
  });
  return work;
}

/** A hero's dice as text. */
export function show(state: SuperDiceState, p: SuperDicePlayer): string {
  return diceText(state, p);
}
