/**
 * A made-up "published example" for the toy arm-wrestling game, written the way game packages
 * write theirs: each step gives the engine its input (the move and the dice faces the text shows)
 * and lists the figures the text prints after it. It has one step of each kind: reproduced,
 * supplied, erratum, and a step the rules refuse.
 */
import { diceState, verifySample, type Sample, type SampleReport, type SampleRunner } from "@ringside/core";
import { armWrestling, type ArmMove, type ArmPlayer, type ArmState } from "./armWrestling";

/** One step's input: who moves, the move, and the faces the dice show for it. */
export interface ArmInput {
  readonly player: ArmPlayer;
  readonly move: ArmMove;
  readonly faces: readonly number[];
}

const push: ArmMove = { type: "push" };
const rest: ArmMove = { type: "rest" };

/** The toy sample: a short bout as an imaginary rulebook prints it. */
export const armSample: Sample<ArmInput> = {
  id: "arm-wrestling/short-bout",
  game: "arm-wrestling",
  title: "A short bout (toy example)",
  source: "an imaginary rulebook › Example of play",
  steps: [
    {
      label: "A opens with a push and rolls a 5.",
      input: { player: "a", move: push, faces: [5] },
      published: { marker: 1, turns: 1 },
    },
    {
      label: "B rests to settle the grip.",
      input: { player: "b", move: rest, faces: [] },
      published: { marker: 1, turns: 2 },
    },
    {
      label: "A pushes again and gains ground; the text never says what the die showed.",
      input: { player: "a", move: push, faces: [4] },
      published: { marker: 2 },
      supplied: ["A's die: the text gives no face, so the script supplies a 4 (a 5 or 6 fits as well)."],
    },
    {
      label: "B pushes and rolls a 1.",
      input: { player: "b", move: push, faces: [1] },
      published: { marker: 1 },
      errata: {
        marker: {
          rule: "Toy › Pushing",
          note: "The text moves the marker one step toward B, as if every push gained ground. Under the rules a 1 slips back instead: the marker goes to 3 and A wins on the spot.",
        },
      },
    },
    {
      label: "B pushes once more and rolls a 6.",
      input: { player: "b", move: push, faces: [6] },
      published: { marker: 0 },
      impossible: {
        rule: "Toy › Winning",
        note: "The text lets the bout go on, but A already won at the previous step, so the engine refuses any further move.",
      },
    },
  ],
};

/** Plays the toy sample: every step runs on scripted dice holding the faces the step gives. */
export const armRunner: SampleRunner<ArmInput, ArmState> = {
  start: () => armWrestling.setup({ limit: 10 }, diceState([3, 5])),
  step(state, input) {
    const scripted: ArmState = { ...state, dice: diceState(input.faces) };
    const { state: next } = armWrestling.play(scripted, input.player, input.move);
    return {
      state: next,
      figures: { marker: next.marker, turns: next.turns },
      snapshot: next,
    };
  },
};

/** The toy sample verified against the toy rules. */
export function armSampleReport(): SampleReport {
  return verifySample(armSample, armRunner);
}
