/**
 * The match (Super Dice › Turn): the four phases in order, the end of the Damage Phase, and the
 * end of the match (a hero at 0 hits loses; both at once is a draw; the `turnLimit` option ends an
 * endless match as a draw).
 */
import type { DiceSource, EventSink, MatchResult, Turn } from "@ringside/core";
import type { SuperDiceConfig } from "../config.js";
import { resolveOptions } from "../config.js";
import type { SuperDiceEvent, SuperDiceMove } from "../moves.js";
import { other, PLAYERS, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { actionMoves, assignDie, nextActor } from "./actionPhase.js";
import { damageTaken } from "./damagePhase.js";
import { draftPicks, pick, startDraft } from "./draft.js";
import { endOfDamage } from "./endOfDamage.js";
import { returnDice } from "./endOfTurn.js";
import { heroesReady, newHero } from "./heroes.js";
import { loseHits } from "./hits.js";
import { chooseFirst, initiativePhase } from "./initiativePhase.js";
import { emptyMods, luckPhase } from "./luckPhase.js";
import { activate } from "./powerUse.js";
import { secretIdentity } from "./secretIdentity.js";
import { d6From, type Roll } from "./roll.js";
import { copyChoices, copyPending } from "./sidekick.js";

/** A new match (without its dice): heroes ready and the first turn to roll, or the draft to hold. */
export function setupMatch(
  config: SuperDiceConfig,
  events: EventSink<SuperDiceEvent>,
): Omit<SuperDiceState, "dice"> {
  const state: Omit<SuperDiceState, "dice"> = {
    options: resolveOptions(config),
    phase: "rolloff",
    turn: 1,
    heroes: {
      red: newHero(config.red.name, config.red.powers ?? []),
      blue: newHero(config.blue.name, config.blue.powers ?? []),
    },
    draft: null,
    table: [],
    nextDieId: 1,
    used: { red: [], blue: [] },
    mods: { red: emptyMods(), blue: emptyMods() },
    initiative: null,
    actor: null,
    passes: 0,
    neutralized: false,
    last: null,
    result: null,
  };
  if (config.red.powers !== undefined && config.blue.powers !== undefined) {
    heroesReady(state as SuperDiceState, events);
    state.phase = copyPending(state as SuperDiceState) === null ? "luck" : "sidekick";
  }
  return state;
}

/** A decision of one player, one frozen value per player (asked at every step). */
const DECIDES: Readonly<Record<SuperDicePlayer, Turn<SuperDicePlayer>>> = {
  red: Object.freeze({ kind: "decide", players: Object.freeze(["red"] as const) }),
  blue: Object.freeze({ kind: "decide", players: Object.freeze(["blue"] as const) }),
};

/** An automatic step (one frozen value). */
const ADVANCE: Turn<SuperDicePlayer> = Object.freeze({ kind: "advance" });

/** What the match waits for. */
export function matchTurn(state: SuperDiceState): Turn<SuperDicePlayer> {
  if (state.result !== null) return { kind: "over", result: state.result };
  switch (state.phase) {
    case "draft":
      return DECIDES[state.draft?.picker ?? "red"];
    case "sidekick":
      return DECIDES[copyPending(state) ?? "red"];
    case "choose":
      return DECIDES[state.initiative ?? "red"];
    case "action":
      return DECIDES[state.actor ?? "red"];
    default:
      return ADVANCE;
  }
}

/** The legal moves of `p` now. */
export function matchMoves(state: SuperDiceState, p: SuperDicePlayer): SuperDiceMove[] {
  const t = matchTurn(state);
  if (t.kind !== "decide" || !t.players.includes(p)) return [];
  switch (state.phase) {
    case "draft":
      return draftPicks(state).map((power) => ({ type: "pick", power }));
    case "sidekick":
      return copyChoices(state, p).map((power) => ({ type: "copy", power }));
    case "choose":
      return [
        { type: "first", player: p },
        { type: "first", player: other(p) },
      ];
    case "action":
      return actionMoves(state, p);
    default:
      return [];
  }
}

function ended(state: SuperDiceState): void {
  const redDown = state.heroes.red.hits <= 0;
  const blueDown = state.heroes.blue.hits <= 0;
  let result: MatchResult<SuperDicePlayer> | null = null;
  if (redDown && blueDown) result = { winner: null, method: "draw", detail: "both heroes down at once" };
  else if (redDown || blueDown) {
    const loser: SuperDicePlayer = redDown ? "red" : "blue";
    result = {
      winner: other(loser),
      method: "knockout",
      detail: `${state.heroes[loser].name} reduced to 0 hits`,
    };
  } else if (state.phase === "luck" && state.turn > state.options.turnLimit) {
    result = {
      winner: null,
      method: "time-limit",
      detail: `no winner after ${state.options.turnLimit} turns`,
    };
  }
  if (result !== null) {
    state.result = result;
    state.phase = "over";
    state.actor = null;
  }
}

function tableText(state: SuperDiceState): string {
  return state.table
    .filter((d) => !d.out)
    .map((d) => `${d.id}:${d.value}${d.side === null ? "" : d.side === "attack" ? "A" : "D"}@${d.holder}`)
    .join(" ");
}

/**
 * Applies a legal Action Phase move (activate, assign or pass) to a working copy, without events:
 * what {@link playMove} does for these moves, shared with the bots' look-ahead.
 */
export function applyAction(
  state: SuperDiceState,
  p: SuperDicePlayer,
  move: Extract<SuperDiceMove, { type: "activate" | "assign" | "pass" }>,
  roll: Roll,
): void {
  if (move.type === "activate") {
    state.passes = 0;
    activate(state, p, move, roll);
    nextActor(state, false);
  } else if (move.type === "assign") {
    assignDie(state, move.die, move.side);
    nextActor(state, false);
  } else nextActor(state, true);
  ended(state);
}

/** Applies a legal move to a working copy. */
export function playMove(
  state: SuperDiceState,
  p: SuperDicePlayer,
  move: SuperDiceMove,
  dice: DiceSource,
  events: EventSink<SuperDiceEvent>,
): void {
  switch (move.type) {
    case "pick":
      events.push({ type: "pick", player: p, power: move.power });
      if (pick(state, p, move.power)) {
        heroesReady(state, events);
        state.phase = copyPending(state) === null ? "luck" : "sidekick";
      }
      break;
    case "copy": {
      const kick = state.heroes[p].sidekick;
      if (kick !== null) kick.copy = move.power;
      events.push({ type: "copy", player: p, power: move.power });
      if (copyPending(state) === null) state.phase = "luck";
      break;
    }
    case "first":
      events.push({ type: "first", player: p, first: move.player });
      chooseFirst(state, move.player);
      break;
    case "activate":
      applyAction(state, p, move, d6From(dice));
      events.push({
        type: "activate",
        player: p,
        power: move.power,
        ...(move.as === undefined ? {} : { as: move.as }),
        ...(move.dice === undefined ? {} : { dice: move.dice }),
        ...(move.side === undefined ? {} : { side: move.side }),
        table: tableText(state),
      });
      break;
    case "assign": {
      applyAction(state, p, move, d6From(dice));
      const value = state.table.find((d) => d.id === move.die)?.value ?? 0;
      events.push({ type: "assign", player: p, die: move.die, value, side: move.side });
      break;
    }
    case "pass":
      applyAction(state, p, move, d6From(dice));
      events.push({ type: "pass", player: p });
      break;
  }
  if (state.phase !== "draft" && state.phase !== "rolloff") ended(state);
}

/** The Damage Phase and the end of the turn. */
export function damagePhase(
  state: SuperDiceState,
  dice: DiceSource,
  events: EventSink<SuperDiceEvent>,
): void {
  const d = damageTaken(state);
  events.push({
    type: "damage",
    totals: {
      red: { attack: d.totals.red.attack, defense: d.totals.red.defense },
      blue: { attack: d.totals.blue.attack, defense: d.totals.blue.defense },
    },
    damage: { red: d.red, blue: d.blue },
  });
  loseHits(state, "red", d.red);
  loseHits(state, "blue", d.blue);
  endOfDamage(state, events);
  events.push({ type: "hits", red: state.heroes.red.hits, blue: state.heroes.blue.hits });
  for (const p of PLAYERS) secretIdentity(state, p, dice, events);
  returnDice(state, events);
  state.turn += 1;
  state.phase = copyPending(state) === null ? "luck" : "sidekick";
}

/** Takes the automatic step the match waits for. */
export function advanceMatch(
  state: SuperDiceState,
  dice: DiceSource,
  events: EventSink<SuperDiceEvent>,
): void {
  const roll = d6From(dice);
  switch (state.phase) {
    case "rolloff":
      startDraft(state, dice, events);
      return;
    case "luck":
      ended(state);
      if (state.result === null) luckPhase(state, roll, events);
      return;
    case "initiative":
      initiativePhase(state, roll, events);
      return;
    case "damage":
      damagePhase(state, dice, events);
      ended(state);
      return;
    default:
      return;
  }
}
