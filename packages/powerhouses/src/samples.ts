import {
  openDice,
  verifySample,
  type DiceState,
  type Figure,
  type Sample,
  type SampleReport,
  type SampleRunner,
} from "@ringside/core";
import {
  decideRoll,
  largestSets,
  startRoll,
  throwDice,
  type RollEvent,
  type RollMove,
  type RollState,
} from "./roll.js";
import { validateSheet, type SheetInput, type Wrestler } from "./sheet.js";

/** What one sample step gives the engine. */
export type PowerhousesSampleInput =
  | { readonly kind: "sheet"; readonly sheet: SheetInput }
  /** A fresh turn with `dice` dice, whose first roll shows `faces`. */
  | { readonly kind: "first-roll"; readonly dice: number; readonly faces: readonly number[] }
  /** A decision; a `roll` throws the free dice, which show `faces`. */
  | { readonly kind: "move"; readonly move: RollMove; readonly faces: readonly number[] };

/** The state a sample runs through: the wrestler, the roll in progress and the scripted dice. */
export interface PowerhousesSampleState {
  readonly wrestler: Wrestler | null;
  readonly roll: RollState | null;
  readonly dice: DiceState;
}

const SOURCE = "powerhouses-of-wrestling.txt";

/** Bruno "the Bear" Marconi as printed; the text never names his weakness (see `supplied`). */
export const BRUNO: SheetInput = {
  name: "Bruno “the Bear” Marconi",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
};

const first = (faces: number[], dice = 5): PowerhousesSampleInput => ({ kind: "first-roll", dice, faces });
const rollOn = (faces: number[]): PowerhousesSampleInput => ({ kind: "move", move: { type: "roll" }, faces });

/** The published examples of the rules, as core samples. */
export const samples: readonly Sample<PowerhousesSampleInput>[] = [
  {
    id: "powerhouses/example-wrestler",
    game: "powerhouses",
    title: "Example Wrestler: Bruno “the Bear” Marconi",
    source: `${SOURCE} › Example Wrestler`,
    steps: [
      {
        label: "Bruno's sheet: Strength on 1 and 2; Brawling, Martial Arts, Technical Ability on 3–5",
        input: { kind: "sheet", sheet: BRUNO },
        published: {
          face1: "Strength",
          face2: "Strength",
          face3: "Brawling",
          face4: "Martial Arts",
          face5: "Technical Ability",
          face6: "Fan Support",
        },
        supplied: [
          "weakness Agility: the text never names it, and it is the only ability missing from the sheet",
        ],
      },
    ],
  },
  {
    id: "powerhouses/bruno-rolls",
    game: "powerhouses",
    title: "Rolling the Dice: Bruno's short examples",
    source: `${SOURCE} › Rolling the Dice`,
    steps: [
      {
        label: "1, 3, 3, 5, 4: the two 3s are a Brawling pair",
        input: first([1, 3, 3, 5, 4]),
        published: { ability: "Brawling", setAside: 2 },
      },
      {
        label: "1, 2, 3, 5, 4: faces 1 and 2 are both Strength",
        input: first([1, 2, 3, 5, 4]),
        published: { ability: "Strength", setAside: 2 },
      },
      {
        label: "Fan Support: 1, 2, 3, 4, 6 gives three Strength (1, 2 and the 6)",
        input: first([1, 2, 3, 4, 6]),
        published: { ability: "Strength", setAside: 3 },
      },
      {
        label: "Largest match first: a 1, a 2 and three 3s must go with the 3s",
        input: first([1, 2, 3, 3, 3]),
        published: { ability: "Brawling", setAside: 3, playerChooses: false },
      },
      {
        label: "Equal matches: a 1, a 2 and a pair of 3s leave the choice to the player",
        input: first([1, 2, 3, 3, 5]),
        published: { playerChooses: true, largest: 2 },
        supplied: [
          "the fifth die (a 5, Technical Ability, which makes no pair): the text lists only four faces",
        ],
      },
    ],
  },
  {
    id: "powerhouses/extended-example",
    game: "powerhouses",
    title: "Extended Example: Bruno goes Over the Top twice",
    source: `${SOURCE} › Extended Example`,
    steps: [
      {
        label: "First roll 2, 3, 3, 4, 6: the 6 joins the pair of 3s for three Brawling",
        input: first([2, 3, 3, 4, 6]),
        published: { ability: "Brawling", setAside: 3, count: 3, free: 2, onARoll: true },
      },
      {
        label: "Reroll two dice: 5, 6; the 6 counts",
        input: rollOn([5, 6]),
        published: { setAside: 1, count: 4, free: 1 },
      },
      {
        label: "Reroll the last die: a 3, every die matches",
        input: rollOn([3]),
        published: { count: 5, overTheTop: true, free: 4 },
      },
      {
        label: "Reroll four dice: 2, 2, 4, 6; only the 6 counts for Brawling",
        input: rollOn([2, 2, 4, 6]),
        published: { setAside: 1, count: 6, free: 3 },
      },
      {
        label: "Roll on with three dice: 1, 3, 4",
        input: rollOn([1, 3, 4]),
        published: { setAside: 1, count: 7, free: 2 },
      },
      {
        label: "Roll on with two dice: 6, 6, Over the Top again",
        input: rollOn([6, 6]),
        published: { setAside: 2, count: 9, overTheTop: true, free: 4 },
      },
      {
        label: "Reroll four dice: 1, 1, 2, 3",
        input: rollOn([1, 1, 2, 3]),
        published: { setAside: 1, count: 10, free: 3 },
      },
      {
        label: "Roll on with three dice: 1, 2, 4, no Brawling: bust",
        input: rollOn([1, 2, 4]),
        published: { bust: true, count: 9 },
      },
    ],
  },
];

function withFaces(dice: DiceState, faces: readonly number[]): DiceState {
  if (dice.kind !== "scripted") return { kind: "scripted", faces: [...faces], next: 0 };
  return { kind: "scripted", faces: [...dice.faces, ...faces], next: dice.next };
}

function figuresOf(
  wrestler: Wrestler,
  roll: RollState,
  events: readonly RollEvent[],
): Record<string, Figure> {
  const rolled = events.find((e) => e.type === "rolled");
  return {
    ability: roll.ability,
    setAside: rolled?.type === "rolled" ? rolled.matched : 0,
    count: roll.count,
    free: roll.free,
    onARoll: roll.stage === "decide",
    overTheTop: events.some((e) => e.type === "over-the-top"),
    bust: roll.ended === "bust",
    playerChooses: roll.stage === "choose",
    largest: largestSets(wrestler, roll.faces).size,
  };
}

/** Runs the samples through the roll engine with scripted dice. */
export const sampleRunner: SampleRunner<PowerhousesSampleInput, PowerhousesSampleState> = {
  start: () => ({ wrestler: null, roll: null, dice: { kind: "scripted", faces: [], next: 0 } }),
  step(state, input) {
    if (input.kind === "sheet") {
      const wrestler = validateSheet(input.sheet);
      const figures: Record<string, Figure> = {};
      wrestler.faces.forEach((f, i) => (figures[`face${i + 1}`] = f));
      return { state: { ...state, wrestler, roll: null }, figures, snapshot: { wrestler } };
    }
    const wrestler = state.wrestler ?? validateSheet(BRUNO);
    const source = openDice(withFaces(state.dice, input.faces));
    const before = input.kind === "first-roll" ? startRoll("red", "practice", input.dice) : state.roll;
    if (before === null) return { state, figures: {} };
    const step =
      input.kind === "move" && input.move.type !== "roll"
        ? decideRoll(before, wrestler, input.move)
        : throwDice(before, wrestler, source);
    const roll = step.roll;
    const figures = figuresOf(wrestler, roll, step.events);
    return {
      state: { wrestler, roll, dice: source.save() },
      figures,
      snapshot: { roll, events: step.events },
    };
  },
};

/** Verifies every published example against the engine (see the Errata page). */
export function sampleReports(): readonly SampleReport[] {
  return samples.map((sample) => verifySample(sample, sampleRunner));
}
