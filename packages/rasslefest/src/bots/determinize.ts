/**
 * Sampling the cards a player cannot see: builds a full match state that agrees with a view, with
 * the unseen cards (the opponent's hand, a hidden reveal, the deck order) dealt at random.
 */
import { diceState, type Rng } from "@ringside/core";
import { allCards, kindOf, type CardId } from "../cards.js";
import { opponent } from "../draft.js";
import { revealMoves } from "../rules/noControlRounds.js";
import { pickBest } from "./heuristic.js";
import type { Phase, RassleMove, RasslePlayer, RassleState, RassleView } from "../types.js";

/** The cards a view does not show: everything but the own hand, discards and removed cards. */
export function unseenCards(view: RassleView): CardId[] {
  const seen = new Map<CardId, number>();
  const mark = (c: CardId): void => void seen.set(c, 1);
  view.hand.forEach(mark);
  view.discardPile.forEach(mark);
  view.removed.forEach(mark);
  const ph = view.phase;
  if (ph.kind === "reveal" && ph.mine !== null && (ph.mine.type === "play" || ph.mine.type === "discard"))
    mark(ph.mine.card);
  return allCards.filter((c) => !seen.has(c));
}

function shuffleWith<T>(list: T[], rng: Rng): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = list[i] as T;
    list[i] = list[j] as T;
    list[j] = t;
  }
  return list;
}

/** A state consistent with `view` (for its own player), the hidden cards dealt with `rng`. */
export function determinize(view: RassleView, rng: Rng): RassleState {
  const me = view.player ?? "a";
  const foe = opponent(me);
  const unseen = shuffleWith(unseenCards(view), rng);
  const ph = view.phase;
  const foeHidden = ph.kind === "reveal" && !ph.waitingFor.includes(foe);
  const foeHand = unseen.slice(0, view.handSizes[foe]);
  const drawPile = unseen.slice(view.handSizes[foe]);
  const hands: Record<RasslePlayer, CardId[]> = { a: [], b: [] };
  hands[me] = [...view.hand];
  hands[foe] = foeHand;
  let phase: Phase;
  const base: RassleState = {
    dice: diceState(rng.int(1, 0x7fffffff)),
    options: view.options,
    energy: view.energy,
    startEnergy: view.startEnergy,
    energyRemoved: view.energyRemoved,
    hands,
    deck: { drawPile, discardPile: view.discardPile, removed: view.removed, reshuffles: view.reshuffles },
    control: view.control,
    nextControl: view.nextControl,
    discarded: view.discarded,
    rally: view.rally,
    hold: view.hold,
    location: view.location,
    phase: { kind: "over" },
    log: view.log,
    result: view.result,
  };
  if (ph.kind === "reveal") {
    const submitted: Partial<Record<RasslePlayer, RassleMove>> = {};
    if (ph.mine !== null) submitted[me] = ph.mine;
    if (foeHidden) {
      // The hidden choice is guessed the way the rollouts play: by the heuristic, on the dealt hand.
      const options = revealMoves(base, foe);
      const foeView: RassleView = {
        ...view,
        player: foe,
        hand: foeHand,
        phase: { kind: "reveal", mine: null, waitingFor: [foe] },
      };
      const pick: RassleMove = options.length === 0 ? { type: "pass" } : pickBest(foeView, options, rng);
      if (pick.type === "play" || pick.type === "discard") {
        const i = hands[foe].indexOf(pick.card);
        hands[foe].splice(i, 1);
      }
      submitted[foe] = pick;
    }
    phase = { kind: "reveal", submitted };
  } else phase = ph;
  return { ...base, hands: { a: [...hands.a], b: [...hands.b] }, phase };
}

/** The kinds of the unseen cards, counted (for displays and tests). */
export function unseenKinds(view: RassleView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of unseenCards(view)) out[kindOf(c)] = (out[kindOf(c)] ?? 0) + 1;
  return out;
}
