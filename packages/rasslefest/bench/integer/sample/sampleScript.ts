/** Types and the runner that plays a published sample through the engine. */
import { RingsideError, type Figure, type SampleRunner, type SampleStepOutcome } from "@ringside/core";
import { allCards, cardKind, cardKinds, kindOf, type CardId, type CardKindId } from "../cards.js";
import { rasslefest } from "../game.js";
import type { RassleMove, RasslePlayer, RassleState } from "../types.js";

/** One scripted decision, naming a kind of card rather than a copy. */
export interface ScriptMove {
  readonly player: RasslePlayer;
  readonly action: "play" | "discard" | "go" | "accept";
  readonly kind?: CardKindId;
  readonly to?: "outside" | "top-rope";
}

/**
 * What a sample step gives the runner:
 * - `deal`: a fresh match whose deck is stacked so that the named kinds come off the top in this
 *   order (the rest follows in table order), at the given energies, control and discards;
 * - `moves`: decisions to play in order (the other wrestler's unprinted "no answer" is filled in);
 * - `count`: let the referee count.
 */
export type RassleSampleInput =
  | {
      readonly kind: "deal";
      readonly top: readonly CardKindId[];
      readonly energy: Readonly<Record<RasslePlayer, number>>;
      readonly control: RasslePlayer | null;
    }
  | { readonly kind: "moves"; readonly moves: readonly ScriptMove[] }
  | { readonly kind: "count" };

/**
 * Named figures the sample prints, and how the engine gives each one: from the state after the step,
 * and for figures about what the step changed, the state before it.
 */
export type FigureReader = (state: RassleState, before: RassleState) => Figure;

/** Turns kinds (top first) into a full stacked deck of card ids. */
export function stackFromKinds(top: readonly CardKindId[]): CardId[] {
  const left = [...allCards];
  const out: CardId[] = [];
  for (const k of top) {
    const i = left.findIndex((c) => kindOf(c) === k);
    if (i < 0) throw new RingsideError("INVALID_ARGUMENT", "sample deck", `no copy of ${k} left`);
    out.push(left[i] as CardId);
    left.splice(i, 1);
  }
  return [...out, ...left];
}

/** Sets up a dealt position: a stacked deck, five cards each, the given energies and control. */
export function dealPosition(input: Extract<RassleSampleInput, { kind: "deal" }>): RassleState {
  const s = rasslefest.setup({ stackedDeck: stackFromKinds(input.top), startingEnergy: input.energy }, 1);
  return {
    ...s,
    control: input.control,
    nextControl: input.control,
    phase:
      input.control === null ? { kind: "reveal", submitted: {} } : { kind: "lead", player: input.control },
  };
}

function toMove(state: RassleState, m: ScriptMove): RassleMove {
  if (m.action === "accept") return { type: "accept" };
  const card = state.hands[m.player].find((c) => kindOf(c) === m.kind);
  const name = m.kind === undefined ? "?" : cardKind(m.kind).name;
  if (card === undefined) {
    throw new RingsideError("CARD_NOT_FOUND", "rasslefest sample: card not in hand", [
      { path: `hands.${m.player}`, message: `${name} is not in the hand` },
    ]);
  }
  if (m.action === "go") return { type: "go", card, to: m.to ?? "outside" };
  return m.action === "discard" ? { type: "discard", card } : { type: "play", card };
}

/** Lets the player whose decision blocks the script say "no answer". */
function acceptFor(state: RassleState, player: RasslePlayer): RassleState {
  return rasslefest.play(state, player, { type: "accept" }).state;
}

/** Plays the open answer windows (nobody answers) until a real decision or the end. */
export function settleWindows(state: RassleState): RassleState {
  let s = state;
  while (s.phase.kind === "respond") s = acceptFor(s, s.phase.player);
  return s;
}

/** Plays one scripted move, first filling in the unprinted "no answer" of the other wrestler. */
export function playScripted(state: RassleState, m: ScriptMove): RassleState {
  let s = state;
  for (let guard = 0; guard < 4; guard++) {
    const turn = rasslefest.turn(s);
    if (turn.kind === "decide" && turn.players.includes(m.player)) break;
    if (turn.kind !== "decide") break;
    const who = turn.players[0] as RasslePlayer;
    s = acceptFor(s, who);
  }
  return rasslefest.play(s, m.player, toMove(s, m)).state;
}

/** The figure that counts the text's uses of a kind of card: `"<short name> copies used"`. */
export const copiesFigure = (kind: CardKindId): string =>
  `${cardKind(kind).name.replace(/^Outside Interference \/ /, "")} copies used`;

/**
 * The cards a step of the text uses from the one deck: every card its moves play or discard (a
 * refused step's too: the text still shows them), and the referee's three cards of a count.
 */
export function cardsUsed(input: RassleSampleInput, after: RassleState | undefined): CardKindId[] {
  if (input.kind === "moves") return input.moves.flatMap((m) => (m.kind === undefined ? [] : [m.kind]));
  if (input.kind === "count" && after !== undefined) return after.deck.discardPile.slice(0, 3).map(kindOf);
  return [];
}

/**
 * A runner for `verifySample` that reads the named figures after every step. It also keeps one
 * deck's ledger over the whole sample (resumed positions included): after each step, the figure
 * `"<card> copies used"` of every kind is how many copies of it the text has used so far, capped at
 * the copies one deck holds (the text's figure above that cap is an erratum of the sample).
 */
export function sampleRunner(
  figures: Readonly<Record<string, FigureReader>>,
  snapshot: (state: RassleState) => unknown,
): SampleRunner<RassleSampleInput, RassleState> {
  const used = new Map<CardKindId, number>();
  const use = (kinds: readonly CardKindId[]): void => {
    for (const k of kinds) used.set(k, (used.get(k) ?? 0) + 1);
  };
  return {
    start: () => {
      used.clear();
      return dealPosition({ kind: "deal", top: [], energy: { a: 7, b: 7 }, control: null });
    },
    step(state, input): SampleStepOutcome<RassleState> {
      // The text used these cards even if the rules refuse the step.
      if (input.kind === "moves") use(cardsUsed(input, undefined));
      let s = state;
      if (input.kind === "deal") s = dealPosition(input);
      else if (input.kind === "count") {
        // The count is the automatic step of a covered wrestler with no saving card; one who holds
        // a save must play it, so `advance` refuses the step (NOTHING_TO_ADVANCE) and says why.
        s = rasslefest.advance(s).state;
      } else {
        for (const m of input.moves) s = playScripted(s, m);
        s = settleWindows(s);
      }
      if (input.kind === "count") use(cardsUsed(input, s));
      const out: Record<string, Figure> = {};
      for (const [name, read] of Object.entries(figures)) out[name] = read(s, state);
      for (const k of cardKinds) out[copiesFigure(k.id)] = Math.min(used.get(k.id) ?? 0, k.copies);
      return { state: s, figures: out, snapshot: snapshot(s) };
    },
  };
}
