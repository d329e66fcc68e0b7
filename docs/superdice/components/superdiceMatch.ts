/**
 * The pure pieces of the Super Dice match page (`MatchVsBot.vue`): the match's config, its link,
 * the check of a link's setup, which of the reader's moves become buttons, the assign buttons'
 * moves and the result in words. No Vue here: `useSuperDiceMatch` and the components use them.
 */
import type {
  SuperDiceConfig,
  SuperDiceDie,
  SuperDiceMove,
  SuperDicePlayer,
  SuperDiceSide,
  SuperDiceState,
} from "@ringside/superdice";
import type { MatchLink } from "../../.vitepress/theme/components/table";
import { SUPERDICE_NAMES, describeSuperDiceMove, type SuperDiceRecorded } from "./superdiceLink";

/** The most power uses the move bar shows (a late turn can offer hundreds). */
export const MAX_POWER_BUTTONS = 40;

/** Mixed into the seed for the random stream of the reader's helpers (the draft and greedy bots). */
export const HELPER_SEED_SALT = 0x5eed;

/** The match's config: both heroes under the play pages' names (the draft picks their powers). */
export function superdiceMatchConfig(): SuperDiceConfig {
  return { red: { name: SUPERDICE_NAMES.red }, blue: { name: SUPERDICE_NAMES.blue } };
}

/**
 * The link that reopens a match against the strong bot: its seed and every move; with `step`, the
 * step time travel shows of a finished match.
 *
 * @example
 * ```ts
 * superdiceMatchLink(7, []); // { game: "superdice", seed: 7, setup: { bot: "strong" }, moves: [] }
 * ```
 */
export function superdiceMatchLink(
  seed: number,
  moves: readonly SuperDiceRecorded[],
  step?: number,
): MatchLink {
  const base = { game: "superdice", seed, setup: { bot: "strong" }, moves };
  return step === undefined ? base : { ...base, step };
}

/**
 * Checks a link's setup: the page only plays the strong bot.
 *
 * @throws Error when `setup` is not `{ "bot": "strong" }`.
 */
export function checkStrongSetup(setup: unknown): void {
  if (typeof setup !== "object" || setup === null || (setup as { bot?: unknown }).bot !== "strong") {
    throw new Error('setup must be { "bot": "strong" }');
  }
}

/** Whether `phase` is one of the drafts (powers, then the Sidekick's copy), which the draft bot plays. */
export function isDrafting(phase: SuperDiceState["phase"]): boolean {
  return phase === "draft" || phase === "sidekick";
}

/**
 * The reader's moves the move bar shows, in order: going first or passing, then at most
 * {@link MAX_POWER_BUTTONS} power uses. Assignments have their own buttons beside the dice.
 */
export function shownMoves(legal: readonly SuperDiceMove[]): SuperDiceMove[] {
  const others = legal.filter((m) => m.type === "first" || m.type === "pass");
  const powers = legal.filter((m) => m.type === "activate");
  return [...others, ...powers.slice(0, MAX_POWER_BUTTONS)];
}

/** One button of the move bar (the kit's `MoveButton`). */
export interface SuperDiceMoveButton {
  /** The move in words. */
  readonly label: string;
  /** `match-move-<type>`. */
  readonly testid: string;
  /** Going first and passing are drawn as the main actions. */
  readonly primary: boolean;
}

/** The move bar's buttons for `moves`; going first and passing are the main ones. */
export function moveButtons(
  moves: readonly SuperDiceMove[],
  state: SuperDiceState | null,
): SuperDiceMoveButton[] {
  return moves.map((m) => ({
    label: state === null ? "" : describeSuperDiceMove(m, state),
    testid: `match-move-${m.type}`,
    primary: m.type !== "activate",
  }));
}

/** The legal move that puts die `id` on `side`, if there is one. */
export function assignMove(
  legal: readonly SuperDiceMove[],
  id: number,
  side: SuperDiceSide,
): SuperDiceMove | undefined {
  return legal.find((m) => m.type === "assign" && m.die === id && m.side === side);
}

/** Whether die `d` gets assign buttons: the reader's own, unassigned and in play, in the Action Phase. */
export function canAssign(d: SuperDiceDie, side: SuperDicePlayer, state: SuperDiceState): boolean {
  return side === "red" && d.side === null && !d.out && state.phase === "action" && state.result === null;
}

/** The result line's words for a winner (`null` for a draw). */
export function superdiceResultText(winner: SuperDicePlayer | null): string {
  return winner === "red" ? "You win!" : winner === "blue" ? "The strong bot wins." : "A draw.";
}
