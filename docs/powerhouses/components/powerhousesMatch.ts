/**
 * The pure pieces of the Powerhouses match page (`MatchVsBot.vue`): the corners (a demo wrestler
 * or a whole sheet), the match's config and link, the check of a link's setup, and the page's
 * words for moves, throws, dice left and the result. No Vue here: `usePowerhousesMatch` and the
 * components use them.
 */
import { defined } from "@ringside/core";
import type {
  PowerhousesConfig,
  PowerhousesMove,
  PowerhousesPlayer,
  PowerhousesResult,
  PowerhousesState,
  RollRole,
  RollState,
  StandardSheet,
} from "@ringside/powerhouses";
import type { DieFace, MatchLink } from "../../.vitepress/theme/components/table";
import { BUILT_CORNER } from "../../.vitepress/theme/components/table/useCornerForm";
import { PRESETS } from "./presets";

/** A corner: one of the demo's wrestlers by number, or a whole sheet (from the sheet builder). */
export type PowerhousesCorner = number | StandardSheet;

/** Both corners of a match: the reader is red, the bot blue. */
export interface PowerhousesSetup {
  readonly red: PowerhousesCorner;
  readonly blue: PowerhousesCorner;
}

/** One recorded decision: who made it and what it was. */
export interface PowerhousesRecorded {
  /** Who decided. */
  readonly player: PowerhousesPlayer;
  /** What they chose. */
  readonly move: PowerhousesMove;
}

/** The "Your wrestler" choice that stands for the sheet a link or the sheet builder brought. */
export const BUILT = BUILT_CORNER;

/** A corner's sheet (an unknown wrestler number falls back to the first demo wrestler). */
export function sheetOf(corner: PowerhousesCorner): StandardSheet {
  return typeof corner === "number"
    ? (PRESETS[corner] ?? defined(PRESETS[0], "the first demo wrestler"))
    : corner;
}

/** The corners' names as the page shows them: the bot's says it is the bot. */
export function cornerNames(setup: PowerhousesSetup): Record<PowerhousesPlayer, string> {
  return { red: sheetOf(setup.red).name, blue: `${sheetOf(setup.blue).name} (bot)` };
}

/** The match's config: both corners' sheets. */
export function powerhousesMatchConfig(setup: PowerhousesSetup): PowerhousesConfig {
  return { red: sheetOf(setup.red), blue: sheetOf(setup.blue) };
}

/**
 * The link that reopens a match: seed, corners and every move; with `step`, the step time travel
 * shows of a finished match.
 *
 * @example
 * ```ts
 * powerhousesMatchLink(2026, { red: 0, blue: 1 }, []);
 * // { game: "powerhouses", seed: 2026, setup: { red: 0, blue: 1 }, moves: [] }
 * ```
 */
export function powerhousesMatchLink(
  seed: number,
  setup: PowerhousesSetup,
  moves: readonly PowerhousesRecorded[],
  step?: number,
): MatchLink {
  const base = { game: "powerhouses", seed, setup, moves };
  return step === undefined ? base : { ...base, step };
}

/**
 * A link's setup as the page's corners (the sheets themselves are checked by the engine when the
 * match is replayed).
 *
 * @throws Error when `setup` is not an object with a red and a blue corner.
 */
export function readSetup(setup: unknown): PowerhousesSetup {
  if (typeof setup !== "object" || setup === null || !("red" in setup) || !("blue" in setup)) {
    throw new Error("setup needs a red and a blue corner");
  }
  return { red: setup.red as PowerhousesCorner, blue: setup.blue as PowerhousesCorner };
}

/** A move in words; with the state, the roll-on says how many dice it throws. */
export function moveLabel(m: PowerhousesMove, s: PowerhousesState | null): string {
  if (m.type === "pursue") return `Go for ${m.ability}`;
  if (m.type === "quit") return "Call it quits";
  const free = s?.roll?.free;
  return free === undefined ? "Roll on" : `Roll on with ${free} free ${free === 1 ? "die" : "dice"}`;
}

/** "die left" for one, "dice left" otherwise (the bar prints the number before it). */
export function diceLeftWords(n: number): string {
  return n === 1 ? "die left" : "dice left";
}

/** What a roller is doing, in words: attacking, defending or in the Take-Down. */
export function roleWords(role: RollRole): string {
  return role === "attack" ? "attacking" : role === "defence" ? "defending" : "in the Take-Down";
}

/** The result line: who won, and how. */
export function resultText(r: PowerhousesResult): string {
  const how = `by ${r.method}${r.detail === undefined ? "" : ` (${r.detail})`}`;
  return r.winner === null
    ? `A draw ${how}.`
    : r.winner === "red"
      ? `You win ${how}!`
      : `The bot wins ${how}.`;
}

/** The heading of the last throw's tray: whose it was and the ability it went for. */
export function throwLabel(roll: RollState): string {
  return `${roll.player === "red" ? "Your" : "The bot's"} last throw${roll.ability === null ? "" : ` — going for ${roll.ability}`}`;
}

/**
 * The last throw's dice for the tray: marked as attack or defence once an ability is pursued in
 * an attack or a defence (the Take-Down's dice are not marked).
 */
export function throwDice(roll: RollState): DieFace[] {
  const state =
    roll.ability !== null && roll.role !== "take-down"
      ? roll.role === "defence"
        ? "defense"
        : "attack"
      : null;
  return roll.faces.map((value) => ({ value, state }));
}
