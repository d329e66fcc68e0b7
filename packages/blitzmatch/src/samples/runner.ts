/**
 * Plays the published example matches of BlitzMatch › Part IV through the engine: the bell from
 * the config, then each round with the faces the text prints (and any it never prints, marked
 * supplied in the sample), reporting the figures the text prints by name.
 *
 * @module
 */
import { defined, RingsideError, type Figure, type SampleRunner } from "@ringside/core";
import { blitzmatch } from "../game.js";
import { energyTrack } from "../rules/energyTrack.js";
import { attributeName, slotCost } from "../rules/slotBuilding.js";
import { loadStrategy } from "../config.js";
import type { BlitzMatchEvent, BlitzMatchState, CompareEvent, VictoryCheckEvent } from "../state.js";
import { STYLE_NAMES, type BlitzMatchConfig, type BlitzMatchSlot } from "../types.js";

/** What one step of a BlitzMatch sample gives the engine. */
export type BlitzMatchSampleInput =
  | { readonly kind: "strategy"; readonly slot: BlitzMatchSlot; readonly strategy: unknown }
  | { readonly kind: "cost"; readonly slot: BlitzMatchSlot }
  | { readonly kind: "bell"; readonly config: unknown }
  | { readonly kind: "round"; readonly faces: readonly number[] };

/** The runner's state: the match once the bell has rung. */
export interface BlitzMatchSampleState {
  readonly match: BlitzMatchState | null;
}

const nameOf = (state: BlitzMatchState, id: string | null): string =>
  id === null ? "tie" : (state.sides.find((s) => s.id === id)?.slot.name ?? id);

/** How a victory check reads in the samples' words. */
export function pinResult(state: BlitzMatchState, check: VictoryCheckEvent): string {
  if (check.finished) return `${nameOf(state, check.by)} wins`;
  if (check.reversal) return "reversal";
  return check.level < 0 ? "no effect" : check.reading;
}

/** The figures of one round, by the names the sample steps use. */
export function roundFigures(
  state: BlitzMatchState,
  events: readonly BlitzMatchEvent[],
): Record<string, Figure> {
  const figures: Record<string, Figure> = {};
  for (const e of events) {
    if (e.type === "total") figures[`${nameOf(state, e.side)} total`] = e.total;
  }
  const compare = events.find((e): e is CompareEvent => e.type === "compare");
  if (compare !== undefined) {
    figures["round winner"] = nameOf(state, compare.winner);
    figures.margin = compare.margin;
    figures.damage = Math.max(...Object.values(compare.damage));
    for (const [id, end] of Object.entries(compare.endurance))
      figures[`${nameOf(state, id)} Endurance`] = end;
  }
  const checks = events.filter((e): e is VictoryCheckEvent => e.type === "victory-check");
  const first = checks[0];
  if (first !== undefined) {
    figures["pin roll"] = first.dice.join(",");
    figures["pin result"] = pinResult(state, first);
  }
  return figures;
}

/** The figures of the bell: the style list, MVs, advantage and Endurance. */
function bellFigures(state: BlitzMatchState): Record<string, Figure> {
  const figures: Record<string, Figure> = {
    "style list": state.list.map((e) => STYLE_NAMES[e as keyof typeof STYLE_NAMES] ?? e).join(", "),
    advantage:
      state.advantage === null
        ? "none"
        : defined(state.sides[state.advantage], "blitzmatch: the side with the advantage").slot.name,
  };
  for (const s of state.sides) {
    figures[`${s.slot.name} MV`] = s.mv;
    figures[`${s.slot.name} Endurance`] = s.endurance;
  }
  return figures;
}

/** The runner of every BlitzMatch sample. */
export const sampleRunner: SampleRunner<BlitzMatchSampleInput, BlitzMatchSampleState> = {
  start: () => ({ match: null }),
  step(state, input) {
    if (input.kind === "strategy") {
      const strategy = loadStrategy(input.strategy, input.slot);
      const figures: Record<string, Figure> = {};
      for (const r of energyTrack(input.slot.energy, input.slot.recovery, strategy.rounds)) {
        figures[`energy after round ${r.round}`] = r.after;
        if (r.recovered > 0) figures[`energy recovered after round ${r.round}`] = r.carried;
      }
      return { state, figures };
    }
    if (input.kind === "cost") {
      const cost = slotCost(input.slot);
      const figures: Record<string, Figure> = { "points spent": cost.spent };
      for (const [a, c] of Object.entries(cost.costs)) figures[`${attributeName(a)} cost`] = c;
      return { state, figures };
    }
    if (input.kind === "bell") {
      // `setup` validates the config as a player's JSON: the cast only names what it checks.
      const match = blitzmatch.setup(input.config as BlitzMatchConfig, {
        kind: "scripted",
        faces: [],
        next: 0,
      });
      return { state: { match }, figures: bellFigures(match), snapshot: match };
    }
    if (state.match === null) {
      throw new RingsideError(
        "INVALID_ARGUMENT",
        "blitzmatch sample: a round before the bell",
        "ring the bell first",
      );
    }
    const scripted: BlitzMatchState = {
      ...state.match,
      dice: { kind: "scripted", faces: [...input.faces], next: 0 },
    };
    const step = blitzmatch.advance(scripted);
    const used = step.state.dice.kind === "scripted" ? step.state.dice.next : 0;
    if (used !== input.faces.length) {
      throw new RingsideError("INVALID_ARGUMENT", "blitzmatch sample: unused faces", [
        { path: "faces", message: `the round used ${used} of ${input.faces.length} faces` },
      ]);
    }
    const figures = roundFigures(step.state, step.events as readonly BlitzMatchEvent[]);
    if (step.state.result !== null) {
      figures.result =
        step.state.result.winner === null
          ? step.state.result.method
          : `${nameOf(step.state, step.state.result.winner)} wins`;
    }
    return { state: { match: step.state }, figures, snapshot: { state: step.state, events: step.events } };
  },
};
