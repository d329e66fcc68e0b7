/**
 * The state of a Powerhouses match against the optimal bot, as the match page (`MatchVsBot.vue`)
 * plays it: the corners and seed the form picks, every move, the play-by-play, time travel over a
 * finished match and the match in the URL (`?ph=`). The bot thinks in a worker.
 */
import { createRng, defined, isRingsideError } from "@ringside/core";
import {
  createNarrator,
  optimalBot,
  powerhouses,
  type PowerhousesEvent,
  type PowerhousesMove,
  type PowerhousesPlayer,
  type PowerhousesResult,
  type PowerhousesState,
  type PowerhousesView,
  type RollState,
  type StandardSheet,
} from "@ringside/powerhouses";
import { computed, ref, shallowRef, type ComputedRef, type Ref, type ShallowRef } from "vue";
// The kit's modules one by one, not its index (which registers its components): the unit tests
// load this file without a Vue compiler.
import type { MatchLink } from "../../.vitepress/theme/components/table/record";
import { replayFrames, type MatchFrame } from "../../.vitepress/theme/components/table/replayFrames";
import { useBotWorker, type BotWorker } from "../../.vitepress/theme/components/table/useBotWorker";
import { useMatchUrl } from "../../.vitepress/theme/components/table/useMatchUrl";
import { useCornerForm } from "../../.vitepress/theme/components/table/useCornerForm";
import { useTableMatch, type TableMatchShared } from "../../.vitepress/theme/components/table/useTableMatch";
import { seedOf } from "./presets";
import {
  cornerNames,
  moveLabel,
  powerhousesMatchConfig,
  powerhousesMatchLink,
  readSetup,
  type PowerhousesRecorded,
  type PowerhousesSetup,
} from "./powerhousesMatch";

/** One step of a finished match for time travel. */
export type PowerhousesFrame = MatchFrame<
  PowerhousesState,
  PowerhousesMove,
  PowerhousesEvent,
  PowerhousesPlayer
>;

/** What {@link usePowerhousesMatch} gives the page. */
export interface PowerhousesMatch extends TableMatchShared<PowerhousesState, PowerhousesFrame> {
  /** The form's "Your wrestler": a demo wrestler's number, or `BUILT` for `built`. */
  readonly you: Ref<number>;
  /** The form's bot wrestler (a demo wrestler's number). */
  readonly rival: Ref<number>;
  /** The form's seed text. */
  readonly seedText: Ref<string>;
  /** The sheet a link brought (offered as "your sheet"); null when none did. */
  readonly built: ShallowRef<StandardSheet | null>;
  /** The corners of the match on the table. */
  readonly setup: ShallowRef<PowerhousesSetup>;
  /** The optimal bot (its `thinking` disables the reader's moves). */
  readonly bot: BotWorker<PowerhousesView, PowerhousesMove>;
  /** The corners' names (the bot's says so). */
  readonly names: ComputedRef<Record<PowerhousesPlayer, string>>;
  /** The reader's legal moves. */
  readonly legal: ComputedRef<readonly PowerhousesMove[]>;
  /** The match's result; null while it goes on. */
  readonly result: ComputedRef<PowerhousesResult | null>;
  /** The roll in progress. */
  readonly roll: ComputedRef<RollState | null>;
  /** The match's record (its link without a step). */
  record(): MatchLink;
  /** Starts a new match from the form; true once the bot has answered. */
  start(): Promise<boolean>;
  /** Plays the reader's `move`; true once the bot has answered (false when ignored or overtaken). */
  play(move: PowerhousesMove): Promise<boolean>;
  /** Lets the optimal bot finish the match for the reader; true once it has. */
  autoplay(): Promise<boolean>;
}

/**
 * A Powerhouses match against the optimal bot, kept in the URL under `ph`. Call `open` with the
 * URL's link in `onMounted` (the URL is browser-only).
 *
 * @example
 * ```ts
 * const match = usePowerhousesMatch();
 * await match.start();
 * await match.play(match.legal.value[0]!);
 * ```
 */
export function usePowerhousesMatch(
  url = useMatchUrl("powerhouses", "ph"),
  // The optimal bot thinks in a worker (its first decision builds a table of odds: long enough to
  // freeze the page); it plays Blue, and Red too when the reader hands the match over.
  bot: BotWorker<PowerhousesView, PowerhousesMove> = useBotWorker<PowerhousesView, PowerhousesMove>(
    () => new Worker(new URL("./powerhousesBot.worker.ts", import.meta.url), { type: "module" }),
    (view, moves, botSeed) => optimalBot()({ view, moves, rng: createRng(botSeed) }),
  ),
): PowerhousesMatch {
  const form = useCornerForm<StandardSheet>(0, 1);
  const { red: you, blue: rival, built } = form;
  const seedText = ref("2026");
  const setup = shallowRef<PowerhousesSetup>({ red: 0, blue: 1 });
  const seed = ref(2026);
  const names = computed(() => cornerNames(setup.value));

  const table = useTableMatch<
    PowerhousesState,
    PowerhousesMove,
    PowerhousesView,
    PowerhousesEvent,
    PowerhousesPlayer,
    PowerhousesFrame,
    PowerhousesSetup
  >({
    id: "powerhouses",
    game: powerhouses,
    url,
    bot,
    maxSteps: 100_000,
    // The bot plays Blue, and Red too once the reader hands the match over.
    next: (_, players, autoplay) => {
      const player = defined(players[0], "the player to decide");
      return player === "red" && !autoplay ? null : { player };
    },
    botSeed: (made) => seed.value + made,
    narrate: (events) => {
      const narrate = createNarrator({ names: names.value });
      return events.map(narrate).filter((l): l is string => l !== null);
    },
    freshLog: () => [],
    link: (moves, withStep) => powerhousesMatchLink(seed.value, setup.value, moves, withStep),
    frames: (moves): readonly PowerhousesFrame[] =>
      replayFrames(powerhouses, powerhousesMatchConfig(setup.value), seed.value, moves, {
        describeMove: (p, m) => `${names.value[p]}: ${moveLabel(m, null)}`,
        foldAdvances: true,
      }),
    read: (l) => ({ setup: readSetup(l.setup), moves: l.moves as readonly PowerhousesRecorded[] }),
    apply: (s, l) => {
      setup.value = s;
      seed.value = l.seed;
      seedText.value = String(l.seed);
      form.fill(s);
    },
    replay: (s, at, moves, tell) => {
      const replay = replayFrames(powerhouses, powerhousesMatchConfig(s), at, moves);
      for (const f of replay) tell(f.events);
      return defined(replay[replay.length - 1], "the replay's last step").state;
    },
  });
  const { state } = table;

  async function start(): Promise<boolean> {
    setup.value = { red: form.pickedRed(), blue: rival.value };
    seed.value = seedOf(seedText.value);
    try {
      return await table.begin(() => powerhouses.setup(powerhousesMatchConfig(setup.value), seed.value));
    } catch (e) {
      table.error.value = isRingsideError(e) ? e.message : String(e);
      return false;
    }
  }

  async function play(move: PowerhousesMove): Promise<boolean> {
    if (state.value === null || bot.thinking.value) return false;
    return table.show(await table.settle(table.move("red", move)));
  }

  async function autoplay(): Promise<boolean> {
    if (state.value === null || bot.thinking.value) return false;
    return table.show(await table.settle(state.value, true));
  }

  const legal = computed(() => (state.value === null ? [] : powerhouses.moves(state.value, "red")));
  const result = computed(() => state.value?.result ?? null);
  const roll = computed(() => state.value?.roll ?? null);

  return {
    ...table.shared,
    you,
    rival,
    seedText,
    built,
    setup,
    bot,
    names,
    legal,
    result,
    roll,
    record: () => table.link(),
    start,
    play,
    autoplay,
  };
}
