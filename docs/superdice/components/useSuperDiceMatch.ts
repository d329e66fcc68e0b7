/**
 * The state of a Super Dice match against the strong bot, as the match page (`MatchVsBot.vue`)
 * plays it: the seed, every move, the play-by-play, time travel over a finished match and the
 * match in the URL (`?sd=`). Both drafts are the draft bot's; the strong bot thinks in a worker.
 */
import { createRng, defined, type Rng } from "@ringside/core";
import {
  POWERS,
  createNarrator,
  draftBot,
  greedyBot,
  strongBot,
  superdice,
  type SuperDiceEvent,
  type SuperDiceMove,
  type SuperDicePlayer,
  type SuperDiceState,
  type SuperDiceView,
} from "@ringside/superdice";
import { computed, ref, type ComputedRef, type Ref } from "vue";
// The kit's modules one by one, not its index (which registers its components): the unit tests
// load this file without a Vue compiler.
import type { MatchLink } from "../../.vitepress/theme/components/table/record";
import { replayFrames, type MatchFrame } from "../../.vitepress/theme/components/table/replayFrames";
import { useBotWorker, type BotWorker } from "../../.vitepress/theme/components/table/useBotWorker";
import { useMatchUrl } from "../../.vitepress/theme/components/table/useMatchUrl";
import { useTableMatch, type TableMatchShared } from "../../.vitepress/theme/components/table/useTableMatch";
import {
  HELPER_SEED_SALT,
  checkStrongSetup,
  isDrafting,
  superdiceMatchConfig,
  superdiceMatchLink,
} from "./superdiceMatch";
import {
  SUPERDICE_NAMES,
  describeSuperDiceMove,
  superdiceSeed,
  type SuperDiceRecorded,
} from "./superdiceLink";

/** One step of a finished match for time travel. */
export type SuperDiceFrame = MatchFrame<SuperDiceState, SuperDiceMove, SuperDiceEvent, SuperDicePlayer>;

/** What {@link useSuperDiceMatch} gives the page. */
export interface SuperDiceMatch extends TableMatchShared<SuperDiceState, SuperDiceFrame> {
  /** The seed field's text. */
  readonly seedText: Ref<string>;
  /** The strong bot (its `thinking` disables the reader's moves). */
  readonly bot: BotWorker<SuperDiceView, SuperDiceMove>;
  /** The reader's legal moves. */
  readonly legal: ComputedRef<readonly SuperDiceMove[]>;
  /** The match's record (its link without a step). */
  record(): MatchLink;
  /** Starts a new match on the seed field's seed. */
  start(): Promise<void>;
  /** Plays the reader's `move`; true once the bots have answered (false when ignored or overtaken). */
  play(move: SuperDiceMove): Promise<boolean>;
  /** Lets the greedy bot finish the match for the reader. */
  autoplay(): Promise<void>;
}

/**
 * A Super Dice match against the strong bot, kept in the URL under `sd`. Call `open` with the
 * URL's link in `onMounted` (the URL is browser-only).
 *
 * @example
 * ```ts
 * const match = useSuperDiceMatch();
 * await match.start();
 * await match.play(match.legal.value[0]!);
 * ```
 */
export function useSuperDiceMatch(
  url = useMatchUrl("superdice", "sd"),
  // The strong bot searches: it thinks in a worker, so the page never freezes while it decides.
  bot: BotWorker<SuperDiceView, SuperDiceMove> = useBotWorker<SuperDiceView, SuperDiceMove>(
    () => new Worker(new URL("./strongBot.worker.ts", import.meta.url), { type: "module" }),
    (view, moves, botSeed) => strongBot()({ view, moves, rng: createRng(botSeed) }),
  ),
): SuperDiceMatch {
  const seedText = ref("7");
  const seed = ref(7);
  const drafter = draftBot();
  const helper = greedyBot();
  const narrate = createNarrator({ names: SUPERDICE_NAMES });
  let rng: Rng = createRng(1);

  const lines = (events: readonly SuperDiceEvent[]): string[] =>
    events.map(narrate).filter((l): l is string => l !== null);

  const table = useTableMatch<
    SuperDiceState,
    SuperDiceMove,
    SuperDiceView,
    SuperDiceEvent,
    SuperDicePlayer,
    SuperDiceFrame,
    null
  >({
    id: "superdice",
    game: superdice,
    url,
    bot,
    maxSteps: 10_000,
    // Both drafts are the draft bot's, your other decisions the greedy bot's under autoplay; the
    // strong bot plays Blue after the draft.
    next: (s, players, autoplay) => {
      const player = players[0] ?? "red";
      const drafting = isDrafting(s.phase);
      if (player === "red" && !drafting && !autoplay) return null;
      if (!drafting && player !== "red") return { player };
      return { player, pick: (view, legal) => (drafting ? drafter : helper)({ view, moves: legal, rng }) };
    },
    botSeed: (made) => seed.value + made,
    // Your hero's draft is the draft bot's: the log says the pick was made for you.
    narrate: (events, by) =>
      by !== "red"
        ? lines(events)
        : events.flatMap((e) =>
            e.type === "pick" && e.player === "red"
              ? [`The draft bot picks ${POWERS[e.power].name} for your hero.`]
              : lines([e]),
          ),
    freshLog: () => [],
    link: (moves, withStep) => superdiceMatchLink(seed.value, moves, withStep),
    frames: (moves) =>
      replayFrames(superdice, superdiceMatchConfig(), seed.value, moves, {
        describeMove: (p, m) => `${SUPERDICE_NAMES[p]}: ${describeSuperDiceMove(m, null)}`,
        foldAdvances: true,
      }),
    read: (l) => {
      checkStrongSetup(l.setup);
      return { setup: null, moves: l.moves as readonly SuperDiceRecorded[] };
    },
    apply: (_, l) => {
      seed.value = l.seed;
      seedText.value = String(l.seed);
      rng = createRng(l.seed ^ HELPER_SEED_SALT);
    },
    replay: (_, at, moves, tell) => {
      const replay = replayFrames(superdice, superdiceMatchConfig(), at, moves);
      for (const f of replay) tell(f.events);
      return defined(replay[replay.length - 1], "the replay's last step").state;
    },
  });
  const { state } = table;

  async function start(): Promise<void> {
    seed.value = superdiceSeed(seedText.value);
    rng = createRng(seed.value ^ HELPER_SEED_SALT);
    await table.begin(() => superdice.setup(superdiceMatchConfig(), seed.value));
  }

  async function play(move: SuperDiceMove): Promise<boolean> {
    if (state.value === null || bot.thinking.value) return false;
    return table.show(await table.settle(table.move("red", move)));
  }

  async function autoplay(): Promise<void> {
    if (state.value !== null && !bot.thinking.value) table.show(await table.settle(state.value, true));
  }

  const legal = computed(() => (state.value === null ? [] : superdice.moves(state.value, "red")));

  return {
    ...table.shared,
    seedText,
    bot,
    legal,
    record: () => table.link(),
    start,
    play,
    autoplay,
  };
}
