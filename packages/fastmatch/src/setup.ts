import type { DiceSource } from "@ringside/core";
import { ATTRIBUTES, type Attribute } from "./attributes.js";
import { effectiveAttributes, type Character } from "./character.js";
import { startingAwareness } from "./rules/awareness.js";
import { teamworkAtBell } from "./rules/sixMan.js";
import type { LoadedConfig, LoadedSide } from "./config.js";
import type { FastMatchEvent } from "./events.js";
import { pairingInfo } from "./rules/advantage.js";
import type { FastMatchState, SideState, WrestlerState } from "./state.js";
import type { GridChoice, MemberPlan } from "./strategy.js";

/** Optional starting condition: attributes below their maximum, e.g. after an earlier match tonight. */
export type Condition = Readonly<Record<string, Readonly<Partial<Record<Attribute, number>>>>>;

function wrestlerState(
  c: Character,
  plan: MemberPlan,
  opponents: readonly Character[],
  condition: Partial<Record<Attribute, number>> | undefined,
): WrestlerState {
  const max = effectiveAttributes(c);
  const start = { ...max };
  const base = { ...max };
  for (const a of ATTRIBUTES) {
    const held = condition?.[a];
    base[a] = a === "WEI" || held === undefined ? max[a] : Math.max(0, Math.min(max[a], held));
    start[a] = a === "WEI" ? max.WEI : base[a] + (plan.strategyPoints[a as Exclude<Attribute, "WEI">] ?? 0);
  }
  const choices: Record<string, GridChoice> = {};
  for (const o of opponents) {
    choices[o.name] = typeof plan.choice === "object" ? (plan.choice[o.name] ?? "A") : plan.choice;
  }
  return {
    name: c.name,
    styles: c.styles,
    wildBrawler: c.wildBrawler,
    cheater: c.cheater,
    finisherName: c.finisherName ?? null,
    manager: c.manager ?? null,
    base,
    start,
    now: { ...start },
    tecFloor: Math.ceil(start.TEC / 2),
    injuries: { ...c.injuries },
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

/** Builds the opening state from a loaded configuration, rolling the referee's awareness per side. */
export function startMatch(
  config: LoadedConfig,
  dice: DiceSource,
  condition: Condition = config.condition,
): { state: FastMatchState; events: FastMatchEvent[] } {
  const rolls: number[] = [];
  const awareness: number[] = [];
  const sides = config.sides.map((side, k): SideState => {
    const opponents = config.sides[1 - k]!.wrestlers;
    const roll = dice.int(1, 6, `referee awareness of ${side.name}`);
    const cheaters = side.wrestlers.filter((w) => w.cheater).length;
    rolls.push(roll);
    awareness.push(startingAwareness(roll, cheaters));
    const teamwork = teamworkOf(side, config.kind);
    return {
      name: side.name,
      wrestlers: side.wrestlers.map((w) =>
        wrestlerState(w, side.strategy.members[w.name]!, opponents, condition[w.name]),
      ),
      teamwork,
      teamworkStart: teamwork,
      awareness: awareness[k]!,
      warnings: 0,
      finish: side.strategy.finish,
      rounds: side.strategy.rounds,
    };
  });
  const base = { grid: config.grid, sides: [sides[0]!, sides[1]!] as const };
  const pairings = sides[0]!.wrestlers.map((_, i) =>
    sides[1]!.wrestlers.map((__, j) => pairingInfo(base, i, j)),
  );
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
    sides: [sides[0]!, sides[1]!],
    pairings,
    result: null,
  };
  return {
    state,
    events: [
      {
        type: "bell",
        sides: [sides[0]!.name, sides[1]!.name],
        awareness: [awareness[0]!, awareness[1]!],
        rolls: [rolls[0]!, rolls[1]!],
      },
    ],
  };
}
