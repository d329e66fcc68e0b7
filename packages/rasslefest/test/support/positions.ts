/** Test helpers: crafted positions with chosen hands, energies and control. */
import type { CardKindId } from "../../src/cards.js";
import { rasslefest } from "../../src/game.js";
import { stackFromKinds } from "../../src/sample/sampleScript.js";
import type { RassleConfig } from "../../src/options.js";
import { isRingsideError } from "@ringside/core";
import { expect } from "vitest";
import type { RassleMove, RasslePlayer, RassleState } from "../../src/types.js";

/** Options of {@link position}. */
export interface PositionSpec {
  readonly a: readonly CardKindId[];
  readonly b: readonly CardKindId[];
  /** Kinds on top of the draw pile after the hands. */
  readonly next?: readonly CardKindId[];
  readonly energy?: Readonly<Record<RasslePlayer, number>>;
  readonly control?: RasslePlayer | null;
  readonly config?: RassleConfig;
  readonly dice?: number;
}

/** Harmless padding: cards that need the top rope or lots of energy, or go outside. */
const PADDING: readonly CardKindId[] = [
  "into-the-steel-stairs",
  "into-the-steel-barricade",
  "superplex",
  "superplex",
  "top-rope-dive",
  "top-rope-dive",
  "top-rope-dive",
  "signature-move",
  "signature-move",
  "armbar",
  "armbar",
  "armbar",
];

/** A match whose hands start with the given kinds, padded to five with harmless cards. */
export function position(spec: PositionSpec): RassleState {
  const used = [...spec.a, ...spec.b, ...(spec.next ?? [])];
  const pool = [...PADDING];
  for (const k of used) {
    const i = pool.indexOf(k);
    if (i >= 0) pool.splice(i, 1);
  }
  const pad = (h: readonly CardKindId[]): CardKindId[] => {
    const out = [...h];
    while (out.length < 5) out.push(pool.shift() as CardKindId);
    return out;
  };
  const a = pad(spec.a);
  const b = pad(spec.b);
  const s = rasslefest.setup(
    {
      ...spec.config,
      stackedDeck: stackFromKinds([...a, ...b, ...(spec.next ?? [])]),
      ...(spec.energy === undefined ? {} : { startingEnergy: spec.energy }),
    },
    spec.dice ?? 7,
  );
  const control = spec.control ?? null;
  return {
    ...s,
    control,
    nextControl: control,
    phase: control === null ? { kind: "reveal", submitted: {} } : { kind: "lead", player: control },
  };
}

/** The first card of a kind in a player's hand. */
export function cardIn(state: RassleState, player: RasslePlayer, kind: CardKindId) {
  const c = state.hands[player].find((x) => x.startsWith(`${kind}#`));
  if (c === undefined) throw new Error(`${kind} not in ${player}'s hand`);
  return c;
}

/** The state after `p` plays `m`. */
export const play = (s: RassleState, p: RasslePlayer, m: RassleMove): RassleState =>
  rasslefest.play(s, p, m).state;

/** The play of the first card of a kind in `p`'s hand. */
export const card = (s: RassleState, p: RasslePlayer, k: CardKindId): RassleMove => ({
  type: "play",
  card: cardIn(s, p, k),
});

/** Taking what comes. */
export const accept: RassleMove = { type: "accept" };

/** Asserts that `p` playing `m` is refused with `code` and leaves `s` untouched. */
export function expectRefused(s: RassleState, p: RasslePlayer, m: RassleMove, code: string): void {
  const before = JSON.stringify(s);
  let err: unknown;
  try {
    rasslefest.play(s, p, m);
  } catch (e) {
    err = e;
  }
  expect(isRingsideError(err)).toBe(true);
  expect((err as { code: string }).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}
