/**
 * The example of play (superdice.txt › the answer to the reader's question): Cosmo Man with the
 * first five powers of the list against Ant Man with the next five, one turn, replayed with its
 * published dice. Dice are written value-sorted (unassigned, then A, then D for equal values) on
 * both sides of the comparison; the text orders equal values loosely.
 */
import type { Sample } from "@ringside/core";
import type { PowerId } from "../data/powerIds.js";
import type { Side, SuperDicePlayer } from "../types.js";

/** A die named by its holder, value and (optional) side, as the text names dice. */
export interface DieRef {
  readonly holder: SuperDicePlayer;
  readonly value: number;
  readonly side?: Side;
}

/** One action of the example, dice named as the text names them. */
export type ExampleAction =
  | { readonly who: SuperDicePlayer; readonly do: "advance" }
  | { readonly who: SuperDicePlayer; readonly do: "first"; readonly first: SuperDicePlayer }
  | {
      readonly who: SuperDicePlayer;
      readonly do: "activate";
      readonly power: PowerId;
      readonly dice?: readonly DieRef[];
    }
  | { readonly who: SuperDicePlayer; readonly do: "assign"; readonly die: DieRef; readonly side: Side }
  | { readonly who: SuperDicePlayer; readonly do: "pass" };

/** The input of one step: the actions it takes, in order. */
export type ExampleStepInput = readonly ExampleAction[];

/** Cosmo Man is red (first five powers), Ant Man blue (next five). */
export const EXAMPLE_HEROES = {
  red: {
    name: "Cosmo Man",
    powers: ["regeneration", "invisibility", "mind-scan", "super-leap", "teleportation"],
  },
  blue: { name: "Ant Man", powers: ["shrinking", "extra-limbs", "entangle", "energy-blast", "armor"] },
} as const;

/** The published Luck Phase faces: Cosmo's five, then Ant Man's five. */
export const EXAMPLE_FACES: readonly number[] = [1, 2, 3, 5, 6, 1, 2, 4, 5, 6];

const red = "red" as const;
const blue = "blue" as const;

/** The example of play as a sample. */
export const exampleOfPlay: Sample<ExampleStepInput> = {
  id: "superdice/example-of-play",
  game: "superdice",
  title: "Example of play: Cosmo Man against Ant Man",
  source: "superdice.txt › Example of play",
  steps: [
    {
      label: "Luck Phase: both heroes roll five dice",
      input: [{ who: red, do: "advance" }],
      published: { cosmo: "1,2,3,5,6", ant: "1,2,4,5,6" },
    },
    {
      label: "Initiative Phase: Ant Man's 18 beats Cosmo's 17",
      input: [{ who: red, do: "advance" }],
      published: { initiative: "Ant Man" },
    },
    {
      label: "Ant Man chooses to act first",
      input: [{ who: blue, do: "first", first: blue }],
      published: { firstToAct: "Ant Man" },
    },
    {
      label: "Ant Man: Extra Limbs turns his 2 into a 4",
      input: [{ who: blue, do: "activate", power: "extra-limbs" }],
      published: { ant: "1,4,4,5,6" },
    },
    {
      label: "Cosmo: Teleportation trades all the dice (he shows a 6)",
      input: [{ who: red, do: "activate", power: "teleportation" }],
      published: { cosmo: "1,4,4,5,6", ant: "1,2,3,5,6" },
    },
    {
      label: "Ant Man: Armor makes his 1 a 5 on defense",
      input: [{ who: blue, do: "activate", power: "armor" }],
      published: { ant: "2,3,5,5D,6" },
    },
    {
      label: "Cosmo: Mind Scan trades his 1 for Ant Man's 6",
      input: [
        {
          who: red,
          do: "activate",
          power: "mind-scan",
          dice: [
            { holder: red, value: 1 },
            { holder: blue, value: 6 },
          ],
        },
      ],
      published: { cosmo: "4,4,5,6,6", ant: "1,2,3,5,5D" },
    },
    {
      label: "Ant Man: Energy Blast makes his free 5 a 10 on attack",
      input: [{ who: blue, do: "activate", power: "energy-blast", dice: [{ holder: blue, value: 5 }] }],
      published: { ant: "1,2,3,5D,10A" },
    },
    {
      label: "Cosmo: Invisibility turns Ant Man's 5 into a 2 (it stays on defense)",
      input: [{ who: red, do: "activate", power: "invisibility" }],
      published: { ant: "1,2,2D,3,10A" },
    },
    {
      label: "Ant Man: Shrinking makes his 1 a 6 on defense",
      input: [{ who: blue, do: "activate", power: "shrinking", dice: [{ holder: blue, value: 1 }] }],
      published: { ant: "2,2D,3,6D,10A" },
    },
    {
      label: "Cosmo: Super Leap has no 2 to work on; he puts a 6 on defense",
      input: [{ who: red, do: "assign", die: { holder: red, value: 6 }, side: "defense" }],
      published: { superLeapUsable: false, cosmo: "4,4,5,6,6D" },
    },
    {
      label: "Ant Man: Entangle finds no 3 on Cosmo's side; he puts his 3 on attack",
      input: [{ who: blue, do: "assign", die: { holder: blue, value: 3 }, side: "attack" }],
      published: { entangleUsable: false, ant: "2,2D,3A,6D,10A" },
    },
    {
      label: "Cosmo puts his other 6 on defense",
      input: [{ who: red, do: "assign", die: { holder: red, value: 6 }, side: "defense" }],
      published: { cosmo: "4,4,5,6D,6D" },
    },
    {
      label: "Ant Man puts his 2 on attack and is done",
      input: [{ who: blue, do: "assign", die: { holder: blue, value: 2 }, side: "attack" }],
      published: { ant: "2A,2D,3A,6D,10A", antOnlyPasses: true },
    },
    {
      label: "Cosmo makes his last assignments while Ant Man passes",
      input: [
        { who: red, do: "assign", die: { holder: red, value: 4 }, side: "attack" },
        { who: blue, do: "pass" },
        { who: red, do: "assign", die: { holder: red, value: 4 }, side: "defense" },
        { who: blue, do: "pass" },
        { who: red, do: "assign", die: { holder: red, value: 5 }, side: "attack" },
        { who: blue, do: "pass" },
        { who: red, do: "pass" },
      ],
      published: { cosmo: "4A,4D,5A,6D,6D" },
      supplied: [
        "the order of Cosmo's last three assignments, and Ant Man's passes between them (the text only gives the result)",
      ],
    },
    {
      label:
        "Damage Phase: totals and damage, as printed under our reading of the damage paragraph " +
        "(backlash: false); read literally as a backlash, Ant Man would take 2 and keep 48 hits. " +
        "Regeneration has nothing to heal",
      input: [{ who: red, do: "advance" }],
      published: {
        antAttack: 15,
        antDefense: 8,
        cosmoAttack: 9,
        cosmoDefense: 16,
        damageToCosmo: 0,
        damageToAnt: 1,
        cosmoRegenerated: 0,
        cosmoHits: 50,
        antHits: 49,
      },
    },
  ],
};
