/**
 * The state of a Super Dice match against the strong bot, as the match page (`MatchVsBot.vue`)
 * plays it: the seed, every move, the play-by-play, time travel over a finished match and the
 * match in the URL (`?sd=`). Both drafts are the draft bot's; the strong bot thinks in a worker.
 */
import { createRng, defined, isRingsideError, type Rng } from "@ringside/core";
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
import { computed, ref, shallowRef, type ComputedRef, type Ref, type ShallowRef } from "vue";
// The kit's modules one by one, not its index (which registers its components): the unit tests
// load this file without a Vue compiler.
import { readMatchLink, type MatchLink } from "../../.vitepress/theme/components/table/record";
import { replayFrames, type MatchFrame } from "../../.vitepress/theme/components/table/replayFrames";
import type { PlayLine } from "../../.vitepress/theme/components/table/types";
import { useBotWorker, type BotWorker } from "../../.vitepress/theme/components/table/useBotWorker";
import { useMatchUrl } from "../../.vitepress/theme/components/table/useMatchUrl";
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
export interface SuperDiceMatch {
  /** The seed field's text. */
  readonly seedText: Ref<string>;
  /** The match on the table; null before the first one. */
  readonly state: ShallowRef<SuperDiceState | null>;
  /** The play-by-play. */
  readonly log: Ref<PlayLine[]>;
  /** Why a link or a record could not be opened. */
  readonly error: Ref<string | null>;
  /** The steps of a finished match (empty while it goes on). */
  readonly frames: ShallowRef<readonly SuperDiceFrame[]>;
  /** The step time travel shows. */
  readonly step: Ref<number>;
  /** The strong bot (its `thinking` disables the reader's moves). */
  readonly bot: BotWorker<SuperDiceView, SuperDiceMove>;
  /** The reader's legal moves. */
  readonly legal: ComputedRef<readonly SuperDiceMove[]>;
  /** The URL that reopens the match (packed, so a promise); null before the first match. */
  readonly shareLink: ComputedRef<Promise<string> | null>;
  /** The match's record (its link without a step). */
  record(): MatchLink;
  /** Starts a new match on the seed field's seed. */
  start(): Promise<void>;
  /** Opens a match from a link or a record: replays its moves, then lets the bots go on. */
  open(link: MatchLink): Promise<void>;
  /** Plays the reader's `move`; true once the bots have answered (false when ignored or overtaken). */
  play(move: SuperDiceMove): Promise<boolean>;
  /** Lets the greedy bot finish the match for the reader. */
  autoplay(): Promise<void>;
  /** Opens a loaded record file (its outer shape checked first). */
  load(value: unknown): void;
  /** Shows step `to` of a finished match (and puts it in the URL). */
  showStep(to: number): void;
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
  const state = shallowRef<SuperDiceState | null>(null);
  const moves = shallowRef<readonly SuperDiceRecorded[]>([]);
  const log = ref<PlayLine[]>([]);
  const error = ref<string | null>(null);
  const frames = shallowRef<readonly SuperDiceFrame[]>([]);
  const step = ref(0);
  const drafter = draftBot();
  const helper = greedyBot();
  /** Bumped by every new match, load or link: a bot still thinking for an older one is ignored. */
  let generation = 0;
  const narrate = createNarrator({ names: SUPERDICE_NAMES });
  let rng: Rng = createRng(1);

  function tell(events: readonly SuperDiceEvent[]): void {
    const lines = events.map(narrate).filter((l): l is string => l !== null);
    if (lines.length > 0) log.value = [...log.value, ...lines];
  }

  /** Your hero's draft is the draft bot's: the log says the pick was made for you. */
  function tellDraftedForYou(events: readonly SuperDiceEvent[]): void {
    for (const e of events) {
      if (e.type === "pick" && e.player === "red")
        log.value = [...log.value, `The draft bot picks ${POWERS[e.power].name} for your hero.`];
      else tell([e]);
    }
  }

  const link = (withStep?: number): MatchLink => superdiceMatchLink(seed.value, moves.value, withStep);
  /** The link to save: with the step on show once the match is over. */
  const currentLink = (s: SuperDiceState): MatchLink => link(s.result === null ? undefined : step.value);

  /**
   * Runs automatic steps, both drafts and the bots until it is your decision (or the end).
   * Resolves with null when a newer match took over while the strong bot was thinking.
   */
  async function settle(s: SuperDiceState, autoplay = false): Promise<SuperDiceState | null> {
    const mine = generation;
    let current = s;
    for (let guard = 0; guard < 10_000; guard++) {
      const t = superdice.turn(current);
      if (t.kind === "over") break;
      if (t.kind === "advance") {
        const next = superdice.advance(current);
        tell(next.events);
        current = next.state;
        continue;
      }
      const p = t.players[0] ?? "red";
      const drafting = isDrafting(current.phase);
      if (p === "red" && !drafting && !autoplay) break;
      const legal = superdice.moves(current, p);
      const view = superdice.view(current, p);
      let move: SuperDiceMove;
      if (drafting || p === "red") move = (drafting ? drafter : helper)({ view, moves: legal, rng });
      else {
        state.value = current;
        move = await bot.think(view, legal, seed.value + moves.value.length);
        if (mine !== generation) return null;
      }
      const next = superdice.play(current, p, move);
      moves.value = [...moves.value, { player: p, move }];
      if (drafting && p === "red") tellDraftedForYou(next.events);
      else tell(next.events);
      current = next.state;
    }
    return current;
  }

  function buildFrames(at: number | undefined): void {
    frames.value = replayFrames(superdice, superdiceMatchConfig(), seed.value, moves.value, {
      describeMove: (p, m) => `${SUPERDICE_NAMES[p]}: ${describeSuperDiceMove(m, null)}`,
      foldAdvances: true,
    });
    step.value = Math.min(at ?? frames.value.length - 1, frames.value.length - 1);
  }

  function afterMove(s: SuperDiceState | null): boolean {
    if (s === null) return false;
    state.value = s;
    if (s.result !== null) buildFrames(undefined);
    else frames.value = [];
    url.save(currentLink(s));
    return true;
  }

  async function start(): Promise<void> {
    generation++;
    frames.value = [];
    seed.value = superdiceSeed(seedText.value);
    moves.value = [];
    log.value = [];
    error.value = null;
    rng = createRng(seed.value ^ HELPER_SEED_SALT);
    afterMove(await settle(superdice.setup(superdiceMatchConfig(), seed.value)));
  }

  async function open(l: MatchLink): Promise<void> {
    generation++;
    try {
      checkStrongSetup(l.setup);
      seed.value = l.seed;
      seedText.value = String(l.seed);
      rng = createRng(l.seed ^ HELPER_SEED_SALT);
      const recorded = l.moves as readonly SuperDiceRecorded[];
      const replay = replayFrames(superdice, superdiceMatchConfig(), l.seed, recorded);
      moves.value = recorded;
      log.value = [];
      for (const f of replay) tell(f.events);
      state.value = defined(replay[replay.length - 1], "the replay's last step").state;
      error.value = null;
      frames.value = [];
      const settled = await settle(state.value);
      if (settled === null) return;
      state.value = settled;
      if (settled.result !== null) buildFrames(l.step);
      url.save(currentLink(settled));
    } catch (e) {
      error.value = `This match could not be opened: ${isRingsideError(e) || e instanceof Error ? e.message : String(e)}`;
    }
  }

  async function play(move: SuperDiceMove): Promise<boolean> {
    if (state.value === null || bot.thinking.value) return false;
    const next = superdice.play(state.value, "red", move);
    moves.value = [...moves.value, { player: "red", move }];
    tell(next.events);
    state.value = next.state;
    return afterMove(await settle(next.state));
  }

  async function autoplay(): Promise<void> {
    if (state.value !== null && !bot.thinking.value) afterMove(await settle(state.value, true));
  }

  function load(value: unknown): void {
    try {
      void open(readMatchLink(value, "superdice"));
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    }
  }

  function showStep(to: number): void {
    step.value = to;
    url.save(link(to));
  }

  const legal = computed(() => (state.value === null ? [] : superdice.moves(state.value, "red")));
  const shareLink = computed(() => (state.value === null ? null : url.href(currentLink(state.value))));

  return {
    seedText,
    state,
    log,
    error,
    frames,
    step,
    bot,
    legal,
    shareLink,
    record: () => link(),
    start,
    open,
    play,
    autoplay,
    load,
    showStep,
  };
}
