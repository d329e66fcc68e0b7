import {
  defined,
  RingsideError,
  openDice,
  type Figure,
  type SampleRunner,
  type SampleStepOutcome,
} from "@ringside/core";
import { characterCost, strategyPointsOf } from "../rules/characterCreation.js";
import { loadCharacter } from "../loaders/character.js";
import { loadConfig } from "../loaders/config.js";
import type { FastMatchEvent } from "../events.js";
import { playByRules } from "../match.js";
import { bonusChart } from "../rules/advantage.js";
import { startMatch } from "../setup.js";
import type { FastMatchState } from "../state.js";
import { loadStrategy } from "../loaders/strategy.js";
import { type RoundAction } from "../sheets.js";
import { colourOf, createNarrator } from "../narrator.js";

/** What one step of a FastMatch! sample gives the engine. */
export type FastMatchSampleInput =
  | { readonly kind: "character"; readonly character: unknown }
  | {
      readonly kind: "strategy";
      readonly character: unknown;
      readonly strategy: unknown;
      readonly role: "challenger" | "defender";
    }
  | { readonly kind: "bell"; readonly config: unknown; readonly faces: readonly number[] }
  | {
      readonly kind: "round";
      readonly faces: readonly number[];
      /**
       * A "what if" round: played from the same state as the step before, and then forgotten, so
       * the next step plays that round again (another die, another outcome).
       */
      readonly whatIf?: boolean;
    };

/** The sample runner's state: the match once the bell has rung. */
export interface FastMatchSampleState {
  readonly match: FastMatchState | null;
}

const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** `"<side> +N"` for a net bonus (positive favours the challenger), or `"even"`. */
export function advantageText(state: FastMatchState, bonus: number): string {
  if (bonus === 0) return "even";
  return `${state.sides[bonus > 0 ? 0 : 1].name} ${sign(Math.abs(bonus))}`;
}

/**
 * The bonus of one pairing named after the wrestler it favours, as the rules print a tag chart
 * ("Martin +2"), or `"even"`.
 */
function pairingText(state: FastMatchState, i: number, j: number, bonus: number): string {
  if (bonus === 0) return "even";
  const w = bonus > 0 ? state.sides[0].wrestlers[i] : state.sides[1].wrestlers[j];
  return `${w?.name ?? "?"} ${sign(Math.abs(bonus))}`;
}

/**
 * The bonus chart of a match for one round's actions: `"<challenger> vs <defender> bonus"` for
 * every pairing, from the engine's {@link bonusChart}.
 */
function chartFigures(
  match: FastMatchState,
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): Record<string, Figure> {
  const figures: Record<string, Figure> = {};
  for (const p of bonusChart(match, actions, outside)) {
    const key = `${defined(match.sides[0].wrestlers[p.i], "fastmatch: a challenger").name} vs ${defined(match.sides[1].wrestlers[p.j], "fastmatch: a defender").name}`;
    figures[`${key} bonus`] = pairingText(match, p.i, p.j, p.bonus);
  }
  return figures;
}

/** The figures of one round, by the names the sample steps use. */
export function roundFigures(
  state: FastMatchState,
  events: readonly FastMatchEvent[],
): Record<string, Figure> {
  const f: Record<string, Figure> = {
    damage: 0,
    damaged: "none",
    fall: "none",
    count: 0,
    result: "continues",
  };
  const sideName = (s: "challenger" | "defender"): string => state.sides[s === "challenger" ? 0 : 1].name;
  for (const e of events) {
    switch (e.type) {
      case "teamwork":
        f[`teamwork (${state.sides[0].name})`] = e.totals[0];
        f[`teamwork (${state.sides[1].name})`] = e.totals[1];
        f.teamworkWinner = e.winner === null ? "tie" : sideName(e.winner);
        break;
      case "pairing":
        f.pairing = `${e.challenger} vs ${e.defender}`;
        f.candidates = e.candidates;
        f[`in the ring (${state.sides[0].name})`] = e.challenger;
        f[`in the ring (${state.sides[1].name})`] = e.defender;
        f["why that pairing"] =
          e.candidates === 1
            ? `${e.challenger} vs ${e.defender}, the only pairing at ${advantageText(state, e.bonus)}`
            : `a die among ${e.candidates} pairings at ${advantageText(state, e.bonus)}`;
        break;
      case "exchange":
        f.advantage = advantageText(state, e.bonus);
        f[`roll (${state.sides[0].name})`] = e.rolls[0];
        f[`roll (${state.sides[1].name})`] = e.rolls[1];
        f[`total (${state.sides[0].name})`] = e.totals[0];
        f[`total (${state.sides[1].name})`] = e.totals[1];
        f.winner = e.winner === null ? "none" : sideName(e.winner);
        f.margin = e.margin;
        f.shift = e.shift;
        break;
      case "damage":
        if (f.damaged === "none") {
          f.damage = e.amount;
          f.damaged = `${e.wrestler} ${e.target}`;
          f.after = e.after;
        }
        break;
      case "injury-roll":
        f.injuryDie = e.roll;
        f.injuryTotal = e.total;
        f.injured = e.injured;
        break;
      case "fall": {
        f.fall = e.kind;
        f.fallBonus = e.bonus;
        // III.3.A/B: a pin compares the attacker's WEI with the defender's STR, a submission his
        // TEC with the defender's END (the attributes as the round leaves them).
        const [mine, theirs] = e.kind === "pin" ? (["WEI", "STR"] as const) : (["TEC", "END"] as const);
        const now = (name: string) =>
          [...state.sides[0].wrestlers, ...state.sides[1].wrestlers].find((w) => w.name === name)?.now;
        const a = now(e.attacker)?.[mine] ?? 0;
        const d = now(e.defender)?.[theirs] ?? 0;
        f["fall bonus reason"] =
          `${e.attacker}'s ${mine} ${a > d ? "above" : "not above"} ${e.defender}'s ${theirs}`;
        f.fallRoll = e.rolls[0];
        f.escapeRoll = e.rolls[1];
        f.count = e.count;
        break;
      }
      case "cheat-check":
        f.cheatRoll = e.roll;
        f.cheatOutcome = e.outcome;
        f.disqualified = e.outcome === "disqualified";
        f.awareness = e.awarenessAfter;
        break;
      case "result":
        f.result =
          e.result.winner === null
            ? `draw by ${e.result.method}`
            : `${sideName(e.result.winner)} by ${e.result.method}`;
        break;
      default:
        break;
    }
  }
  return f;
}

function snapshot(state: FastMatchState, events: readonly FastMatchEvent[]): unknown {
  return {
    round: state.round,
    outside: state.outside,
    sides: state.sides.map((s) => ({
      name: s.name,
      teamwork: s.teamwork,
      awareness: s.awareness,
      wrestlers: s.wrestlers.map((w) => ({ name: w.name, ...w.now })),
    })),
    lines: events.map(createNarrator(colourOf(state))).filter((l): l is string => l !== null),
  };
}

function checkUsed(faces: readonly number[], used: number): void {
  if (used !== faces.length) {
    throw new RingsideError("INVALID_STATE", "FastMatch! sample: scripted dice left over", [
      { path: "faces", message: `the step scripts ${faces.length} faces but the rules rolled ${used}` },
    ]);
  }
}

/** Plays FastMatch! sample steps: sheets, strategies, the bell and one round per step. */
export const fastmatchSampleRunner: SampleRunner<FastMatchSampleInput, FastMatchSampleState> = {
  start: () => ({ match: null }),
  step(state, input): SampleStepOutcome<FastMatchSampleState> {
    switch (input.kind) {
      case "character": {
        const c = loadCharacter(input.character);
        const cost = characterCost(c);
        return {
          state,
          figures: {
            attributeCost: cost.attributes,
            totalCost: cost.total,
            pointsLeft: cost.left,
            strategyPoints: strategyPointsOf(c),
            finisherUses: c.finishers,
          },
          snapshot: { cost },
        };
      }
      case "strategy": {
        const c = loadCharacter(input.character);
        const s = loadStrategy(input.strategy, c, { role: input.role });
        return { state, figures: { rounds: s.rounds.length, choice: s.choice }, snapshot: s };
      }
      case "bell": {
        const config = loadConfig(input.config);
        const dice = openDice({ kind: "scripted", faces: input.faces, next: 0 });
        const { state: match, events } = startMatch(config, dice);
        const used = dice.save();
        checkUsed(input.faces, used.kind === "scripted" ? used.next : -1);
        const figures: Record<string, Figure> = {};
        match.sides.forEach((s) => {
          figures[`awareness (${s.name})`] = s.awareness;
          figures[`teamwork (${s.name})`] = s.teamwork;
          for (const w of s.wrestlers)
            for (const [a, v] of Object.entries(w.now)) figures[`${w.name} ${a}`] = v;
        });
        const neutral: RoundAction = {
          action: "regular",
          target: "STR",
          moves: "",
          illegal: false,
          finisher: null,
        };
        for (const p of bonusChart(match, [neutral, neutral], false)) {
          const key = `${defined(match.sides[0].wrestlers[p.i], "fastmatch: a challenger").name} vs ${defined(match.sides[1].wrestlers[p.j], "fastmatch: a defender").name}`;
          figures[key] = `${p.match}: ${advantageText(match, p.bonus)}`;
        }
        Object.assign(figures, chartFigures(match, [neutral, neutral], false));
        return { state: { match }, figures, snapshot: snapshot(match, events) };
      }
      case "round": {
        const match = state.match;
        if (match === null)
          throw new RingsideError(
            "INVALID_STATE",
            "FastMatch! sample: no match yet",
            "the bell step must come first",
          );
        const acts = [match.sides[0].rounds[match.round], match.sides[1].rounds[match.round]] as const;
        const chart = acts[0] !== undefined && acts[1] !== undefined && match.result === null;
        const before = chart ? chartFigures(match, [acts[0], acts[1]], match.outside) : {};
        const dice = openDice({ kind: "scripted", faces: input.faces, next: 0 });
        const events: FastMatchEvent[] = [];
        const next = playByRules(
          { ...match, dice: { kind: "scripted", faces: input.faces, next: 0 } },
          dice,
          events,
          true,
        );
        const used = next.dice;
        checkUsed(input.faces, used.kind === "scripted" ? used.next : -1);
        const figures = { ...before, ...roundFigures(next, events) };
        for (const s of next.sides) {
          figures[`teamwork left (${s.name})`] = s.teamwork;
          for (const w of s.wrestlers)
            for (const [a, v] of Object.entries(w.now)) figures[`${w.name} ${a}`] = v;
        }
        return {
          state: input.whatIf === true ? state : { match: next },
          figures,
          snapshot: snapshot(next, events),
        };
      }
    }
  },
};
