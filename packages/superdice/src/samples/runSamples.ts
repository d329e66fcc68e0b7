/** Runs the published samples through the engine (core's `verifySample`). */
import {
  RingsideError,
  verifySample,
  type Figure,
  type SampleReport,
  type SampleRunner,
} from "@ringside/core";
import { superdice } from "../game.js";
import { diceText } from "./diceText.js";

import type { SuperDiceEvent, SuperDiceMove } from "../moves.js";
import { matchMoves } from "../rules/match.js";
import type { SuperDiceOptions, SuperDicePlayer, SuperDiceState } from "../types.js";
import {
  EXAMPLE_FACES,
  EXAMPLE_HEROES,
  exampleOfPlay,
  type DieRef,
  type ExampleAction,
  type ExampleStepInput,
} from "./exampleOfPlay.js";

function findDie(state: SuperDiceState, ref: DieRef): number {
  const fits = state.table.filter(
    (d) =>
      d.holder === ref.holder &&
      !d.out &&
      d.value === ref.value &&
      (ref.side === undefined ? d.side === null : d.side === ref.side),
  );
  const die = fits[0];
  if (die === undefined)
    throw new RingsideError("ILLEGAL_MOVE", "sample: no such die", `${ref.holder} has no ${ref.value}`);
  return die.id;
}

function toMove(state: SuperDiceState, a: ExampleAction): SuperDiceMove | null {
  switch (a.do) {
    case "advance":
      return null;
    case "first":
      return { type: "first", player: a.first };
    case "activate":
      return a.dice === undefined
        ? { type: "activate", power: a.power }
        : { type: "activate", power: a.power, dice: a.dice.map((r) => findDie(state, r)) };
    case "assign":
      return { type: "assign", die: findDie(state, a.die), side: a.side };
    case "pass":
      return { type: "pass" };
  }
}

const usable = (state: SuperDiceState, p: SuperDicePlayer, power: string): boolean =>
  matchMoves(state, p).some((m) => m.type === "activate" && m.power === power);

/**
 * The runner of the example of play, by default under the default readings; `options` replays it
 * under others (the damage step's label gives the figures of `backlash: true`).
 */
export function exampleRunner(
  options: Partial<SuperDiceOptions> = {},
): SampleRunner<ExampleStepInput, SuperDiceState> {
  return {
    start: () =>
      superdice.setup(
        { red: EXAMPLE_HEROES.red, blue: EXAMPLE_HEROES.blue, options },
        { kind: "scripted", faces: [...EXAMPLE_FACES], next: 0 },
      ),
    step(state, input) {
      let s = state;
      const events: SuperDiceEvent[] = [];
      const before = s;
      for (const a of input) {
        const move = toMove(s, a);
        const step = move === null ? superdice.advance(s) : superdice.play(s, a.who, move);
        events.push(...step.events);
        s = step.state;
      }
      const figures: Record<string, Figure> = {
        cosmo: diceText(s, "red"),
        ant: diceText(s, "blue"),
        initiative: s.initiative === null ? null : s.heroes[s.initiative].name,
        firstToAct: s.actor === null ? null : s.heroes[s.actor].name,
        superLeapUsable: usable(before, "red", "super-leap"),
        entangleUsable: usable(before, "blue", "entangle"),
        antOnlyPasses: matchMoves({ ...s, actor: "blue" }, "blue").every((m) => m.type === "pass"),
        cosmoHits: s.heroes.red.hits,
        antHits: s.heroes.blue.hits,
      };
      for (const e of events) {
        if (e.type === "damage") {
          figures.antAttack = e.totals.blue.attack;
          figures.antDefense = e.totals.blue.defense;
          figures.cosmoAttack = e.totals.red.attack;
          figures.cosmoDefense = e.totals.red.defense;
          figures.damageToCosmo = e.damage.red;
          figures.damageToAnt = e.damage.blue;
        }
        if (e.type === "end-effect" && e.power === "regeneration") figures.cosmoRegenerated = e.hits;
      }
      const { dice, ...view } = s;
      void dice;
      return { state: s, figures, snapshot: view };
    },
  };
}

/** The published samples of this game. */
export const samples = [exampleOfPlay] as const;

/**
 * Verifies every published sample against the engine.
 *
 * @example
 * ```ts
 * import { sampleReports } from "@ringside/superdice";
 * for (const r of sampleReports()) console.log(r.title, r.ok, r.counts);
 * ```
 */
export function sampleReports(): readonly SampleReport[] {
  return [verifySample(exampleOfPlay, exampleRunner())];
}
