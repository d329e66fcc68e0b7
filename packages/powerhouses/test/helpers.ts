import type { DiceState } from "@ringside/core";
import {
  powerhouses,
  type Player,
  type PowerhousesConfig,
  type PowerhousesEvent,
  type PowerhousesMove,
  type PowerhousesState,
  type StandardSheet,
} from "@ringside/powerhouses";

/** Bruno: Strength 1–2, Brawling 3, Martial Arts 4, Technical Ability 5, Fan Support 6. */
export const bruno: StandardSheet = {
  name: "Bruno",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
};

/** The Kid: Agility 1–2, Brawling 3, Martial Arts 4, Technical Ability 5, Fan Support 6. */
export const kid: StandardSheet = {
  name: "Kid",
  specialty: "Agility",
  weakness: "Strength",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
};

export const config: PowerhousesConfig = { red: bruno, blue: kid };

export const scripted = (faces: readonly number[]): DiceState => ({
  kind: "scripted",
  faces: [...faces],
  next: 0,
});

/** Runs automatic steps until a decision or the end. */
export function auto(state: PowerhousesState, events: PowerhousesEvent[] = []): PowerhousesState {
  let s = state;
  while (powerhouses.turn(s).kind === "advance") {
    const step = powerhouses.advance(s);
    events.push(...step.events);
    s = step.state;
  }
  return s;
}

/** Plays a move then runs automatic steps. */
export function act(
  state: PowerhousesState,
  player: Player,
  move: PowerhousesMove,
  events: PowerhousesEvent[] = [],
): PowerhousesState {
  const step = powerhouses.play(state, player, move);
  events.push(...step.events);
  return auto(step.state, events);
}

/**
 * A match already past its Take-Down: `attacker` is about to roll, with the given dice left and a
 * scripted dice script for what follows.
 */
export function midMatch(
  attacker: Player,
  diceLeft: Readonly<Record<Player, number>>,
  faces: readonly number[],
  base: PowerhousesConfig = config,
): PowerhousesState {
  const s = powerhouses.setup(base, scripted(faces));
  return {
    ...s,
    diceLeft,
    phase: "attack",
    attacker,
    takeDown: { red: 3, blue: 1, round: 1 },
    roll: {
      player: attacker,
      role: "attack",
      dice: diceLeft[attacker],
      stage: "ready",
      ability: null,
      count: 0,
      free: diceLeft[attacker],
      faces: [],
      choices: [],
      ended: null,
    },
  };
}

export const ofType = <T extends PowerhousesEvent["type"]>(events: readonly PowerhousesEvent[], type: T) =>
  events.filter((e): e is Extract<PowerhousesEvent, { type: T }> => e.type === type);

/** Deep-freezes a value so that any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
