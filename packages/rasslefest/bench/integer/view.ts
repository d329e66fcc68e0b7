/** What each wrestler may see: his own hand, never the other's, the deck order or a face-down choice. */
import type { Turn } from "@ringside/core";
import { withDefaults } from "./draft.js";
import type { RasslePlayer, RassleState, RassleView } from "./types.js";

const PLAYERS: readonly RasslePlayer[] = ["a", "b"];

/** The phase as `player` may see it: a pending face-down choice shows only whether it is in. */
export function rasslefestView(state: RassleState, player: RasslePlayer | null): RassleView {
  const ph = state.phase;
  const phase: RassleView["phase"] =
    ph.kind === "reveal"
      ? {
          kind: "reveal",
          mine: player === null ? null : (ph.submitted[player] ?? null),
          waitingFor: PLAYERS.filter((p) => ph.submitted[p] === undefined),
        }
      : ph;
  const pending = (p: RasslePlayer): number =>
    ph.kind === "reveal" && ph.submitted[p] !== undefined && ph.submitted[p]?.type !== "pass" ? 1 : 0;
  return {
    player,
    names: state.options.names,
    hand: player === null ? [] : state.hands[player],
    handSizes: { a: state.hands.a.length + pending("a"), b: state.hands.b.length + pending("b") },
    energy: state.energy,
    energyRemoved: state.energyRemoved,
    startEnergy: state.startEnergy,
    control: state.control,
    hold: state.hold,
    location: state.location,
    nextControl: state.nextControl,
    discarded: state.discarded,
    rally: state.rally,
    log: state.log,
    discardPile: state.deck.discardPile,
    removed: state.deck.removed,
    drawPileSize: state.deck.drawPile.length,
    reshuffles: state.deck.reshuffles,
    phase,
    result: state.result,
    // A state saved before `tripAlone` or `noDamageCounters` existed reads as the defaults.
    options: withDefaults(state.options),
  };
}

/** What the match waits for: both wrestlers in a reveal (each until he is in), the referee's count, or one wrestler. */
export function rasslefestTurn(state: RassleState): Turn<RasslePlayer> {
  if (state.result !== null) return { kind: "over", result: state.result };
  const ph = state.phase;
  switch (ph.kind) {
    case "reveal":
      return { kind: "decide", players: PLAYERS.filter((p) => ph.submitted[p] === undefined) };
    case "count":
    case "over":
      return { kind: "advance" };
    default:
      return { kind: "decide", players: [ph.player] };
  }
}
