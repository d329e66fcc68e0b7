import { defined, RingsideError, deepFreeze, type DiceSource } from "@ringside/core";
import { attributesBy, partialCopy } from "./records.js";
import { type Attribute } from "./data/attributes.js";
import { effectiveAttributes } from "./rules/characterCreation.js";
import { type Character } from "./sheets.js";
import { startingAwareness } from "./rules/awareness.js";
import { teamworkAtBell } from "./rules/sixMan.js";
import type { LoadedConfig, LoadedSide } from "./loaders/config.js";
import { own } from "./loaders/names.js";
import type { FastMatchEvent } from "./events.js";
import { pairingInfo } from "./rules/advantage.js";
import type { FastMatchState, SideState, WrestlerState } from "./state.js";
import type { GridChoice, MemberPlan } from "./sheets.js";

/** Optional starting condition: attributes below their maximum, e.g. after an earlier match tonight. */
export type Condition = Readonly<Record<string, Readonly<Partial<Record<Attribute, number>>>>>;

function wrestlerState(
  c: Character,
  plan: MemberPlan,
  opponents: readonly Character[],
  condition: Partial<Record<Attribute, number>> | undefined,
): WrestlerState {
  const max = effectiveAttributes(c);
  const base = attributesBy((a) => {
    const held = condition?.[a];
    return a === "WEI" || held === undefined ? max[a] : Math.max(0, Math.min(max[a], held));
  });
  const start = attributesBy((a) => (a === "WEI" ? max.WEI : base[a] + (plan.strategyPoints[a] ?? 0)));
  const choices: Record<string, GridChoice> = {};
  for (const o of opponents) {
    // Own keys only: an opponent called "toString" has no choice inherited from Object.
    const per = typeof plan.choice === "object" ? own(plan.choice, o.name) : plan.choice;
    choices[o.name] = per === undefined ? "A" : (per as GridChoice);
  }
  return {
    name: c.name,
    styles: c.styles,
    wildBrawler: c.wildBrawler,
    cheater: c.cheater,
    finisherName: c.finisherName ?? null,
    manager: c.manager ?? null,
    pronouns: c.pronouns ?? null,
    base,
    start,
    now: attributesBy((a) => start[a]),
    tecFloor: Math.ceil(start.TEC / 2),
    injuries: partialCopy(c.injuries),
    newInjuries: 0,
    injuryPoints: plan.strategyPoints.INJURY ?? 0,
    choices,
  };
}

function teamworkOf(side: LoadedSide, kind: LoadedConfig["kind"]): number {
  return teamworkAtBell(kind, {
    tag: side.wrestlers.map((w) => w.teamwork),
    sixMan: side.wrestlers.map((w) => w.sixManTeamwork),
    pair: side.pairTeamwork,
    placed: Object.values(side.strategy.members).reduce((sum, p) => sum + (p.strategyPoints.TEAM ?? 0), 0),
  });
}

/**
 * Everything of a booking's opening state that the dice do not decide (all but the referee's
 * awareness): worked out once, so a simulator replaying one booking with many dice only rolls the
 * bell. Its objects are frozen: every state opened from it shares them.
 */
export interface Opening {
  readonly config: LoadedConfig;
  /** The sides at the bell, awareness still 0. */
  readonly sides: readonly [SideState, SideState];
  /** Cheaters on each side (each lowers the referee's awareness by one). */
  readonly cheaters: readonly [number, number];
  /** The labels of the two awareness rolls (scripted dice name every roll). */
  readonly labels: readonly [string, string];
  readonly pairings: FastMatchState["pairings"];
}

/** Works out a booking's {@link Opening}. */
export function openingOf(config: LoadedConfig, condition: Condition = config.condition): Opening {
  const sides = config.sides.map((side, k): SideState => {
    const opponents = (k === 0 ? config.sides[1] : config.sides[0]).wrestlers;
    const teamwork = teamworkOf(side, config.kind);
    return {
      name: side.name,
      wrestlers: side.wrestlers.map((w) =>
        wrestlerState(
          w,
          defined(side.strategy.members[w.name], "fastmatch: a wrestler's plan"),
          opponents,
          own(condition, w.name) as Condition[string] | undefined,
        ),
      ),
      teamwork,
      teamworkStart: teamwork,
      awareness: 0,
      warnings: 0,
      finish: side.strategy.finish,
      rounds: side.strategy.rounds,
    };
  });
  const [challengers, defenders] = sides;
  if (challengers === undefined || defenders === undefined)
    throw new RingsideError("INVALID_STATE", "Broken state", "fastmatch: a booking has two sides");
  const base = { grid: config.grid, sides: [challengers, defenders] as const };
  const pairings = challengers.wrestlers.map((_, i) =>
    defenders.wrestlers.map((__, j) => pairingInfo(base, i, j)),
  );
  const cheaters = config.sides.map((side) => side.wrestlers.filter((w) => w.cheater).length);
  return {
    config,
    sides: [deepFreeze(challengers), deepFreeze(defenders)],
    cheaters: [cheaters[0] ?? 0, cheaters[1] ?? 0],
    labels: [`referee awareness of ${challengers.name}`, `referee awareness of ${defenders.name}`],
    pairings: deepFreeze(pairings),
  };
}

/** A side of an {@link Opening} with the referee's awareness rolled at the bell. */
function sideAtBell(s: SideState, awareness: number): SideState {
  return {
    name: s.name,
    wrestlers: s.wrestlers,
    teamwork: s.teamwork,
    teamworkStart: s.teamworkStart,
    awareness,
    warnings: s.warnings,
    finish: s.finish,
    rounds: s.rounds,
  };
}

/**
 * Rings the bell on an {@link Opening}: the referee's awareness rolled for each side, challenger
 * first, and the opening state with its bell event.
 */
export function ringBell(
  opening: Opening,
  dice: DiceSource,
): { state: FastMatchState; events: FastMatchEvent[] } {
  const { config, sides } = opening;
  // The challengers' roll first, then the defenders' (the dice are drawn in this order).
  const roll0 = dice.int(1, 6, opening.labels[0]);
  const roll1 = dice.int(1, 6, opening.labels[1]);
  const rolls: [number, number] = [roll0, roll1];
  const awareness: [number, number] = [
    startingAwareness(roll0, opening.cheaters[0]),
    startingAwareness(roll1, opening.cheaters[1]),
  ];
  const state: FastMatchState = {
    game: "fastmatch",
    dice: dice.save(),
    kind: config.kind,
    grid: config.grid,
    timeLimit: config.timeLimit,
    specialty: config.specialty,
    doubledAttribute: config.doubledAttribute,
    injuryModifier: config.injuryModifier,
    round: 0,
    outside: false,
    sides: [sideAtBell(sides[0], awareness[0]), sideAtBell(sides[1], awareness[1])],
    pairings: opening.pairings,
    result: null,
  };
  return {
    state,
    events: [
      {
        type: "bell",
        sides: [sides[0].name, sides[1].name],
        awareness: [awareness[0], awareness[1]],
        rolls: [rolls[0], rolls[1]],
      },
    ],
  };
}

/** Builds the opening state from a loaded configuration, rolling the referee's awareness per side. */
export function startMatch(
  config: LoadedConfig,
  dice: DiceSource,
  condition: Condition = config.condition,
): { state: FastMatchState; events: FastMatchEvent[] } {
  return ringBell(openingOf(config, condition), dice);
}
