/**
 * The ring board's match against the bot, as reactive state: the reader is Red, the heuristic bot
 * Blue. The seed, both wrestlers and every move (the reader's and the bot's) live in the URL
 * (`?rb=`, the table kit's `useMatchUrl`), so a reload or a shared link reopens the same match; a
 * finished match can be stepped through, downloaded and loaded back. The bot thinks in a Web
 * Worker (the table kit's `useBotWorker`), so the page answers meanwhile.
 */
import { createRng, isRingsideError } from "@ringside/core";
import {
  heuristicBot,
  ringmaster,
  type RingMasterMove,
  type RingMasterPlayer,
  type RingMasterState,
  type RingMasterView,
  type RingMasterWrestler,
} from "@ringside/ringmaster";
import { computed, nextTick, ref, shallowRef, type ComputedRef, type Ref, type ShallowRef } from "vue";
import {
  BUILT_CORNER,
  useBotWorker,
  useCornerForm,
  useMatchUrl,
  useTableMatch,
  type BotWorker,
  type MatchLink,
  type PlayLine,
} from "../../.vitepress/theme/components/table";
import { appendChecks, eventLines, type CornerNames } from "./boardLog";
import {
  botSeed,
  configOf,
  matchFrames,
  readMoves,
  readSetup,
  replayMatch,
  type RecordedMove,
  type RingMasterBoardEvent,
  type RingMasterFrame,
  type RingMasterLinkSetup,
} from "./ringmasterLink";

/** The "You (Red)" choice that stands for the wrestler a link or the builder brought. */
export const BUILT = BUILT_CORNER;

/** What {@link useRingMasterBoard} gives the board. */
export interface RingMasterBoard {
  /** The reader's wrestler: a sample's number, or {@link BUILT} for `built`. */
  readonly redIndex: Ref<number>;
  /** The bot's wrestler, a sample's number. */
  readonly blueIndex: Ref<number>;
  readonly seed: Ref<number>;
  /** The wrestler a link brought (from the builder), offered as the reader's. */
  readonly built: ShallowRef<RingMasterWrestler | null>;
  /** The match now; null before the first one starts, or when it could not. */
  readonly state: ShallowRef<RingMasterState | null>;
  /** The play-by-play. */
  readonly lines: Ref<PlayLine[]>;
  /** Every check, its roll against its target (the newest 60). */
  readonly checks: Ref<PlayLine[]>;
  /** The finished match's steps (empty while it goes on). */
  readonly frames: ShallowRef<readonly RingMasterFrame[]>;
  /** The step shown of a finished match. */
  readonly step: Ref<number>;
  readonly error: Ref<string | null>;
  readonly bot: BotWorker<RingMasterView, RingMasterMove>;
  /** The link to this match (at the step shown, once it is over), or null before it starts. */
  readonly shareLink: ComputedRef<Promise<string> | null>;
  /** The record file's content. */
  readonly recordFile: ComputedRef<MatchLink | undefined>;
  /** The reader's legal moves now (none while the bot thinks or once the match is over). */
  readonly myMoves: ComputedRef<readonly RingMasterMove[]>;
  /** The match's setup, as its link keeps it. */
  readonly setup: Readonly<ShallowRef<RingMasterLinkSetup>>;
  /** Every move so far, the reader's and the bot's, in order. */
  readonly moves: Readonly<ShallowRef<readonly RecordedMove[]>>;
  /** Opens the match in the URL, or starts a new one (taking no focus) when there is none. */
  openPage(): Promise<void>;
  /** Starts a new match with the chosen wrestlers and seed, then lets the bot move. */
  start(focus?: boolean): Promise<void>;
  /** Plays the reader's move, then lets the bot answer. */
  play(move: RingMasterMove): Promise<void>;
  /** Opens a record file's content (its outer shape checked first). */
  load(value: unknown): void;
  /** Shows step `to` of the finished match (kept in the link). */
  onStep(to: number): void;
}

/**
 * The board's match. After every move, `focusAfterMove` gets the keyboard back to the ring (after a
 * step) or to the move buttons (after anything else), once the page shows the new position.
 *
 * @example
 * const board = useRingMasterBoard((stepped) => focusRingOrButtons(stepped));
 * onMounted(() => board.openPage());
 */
export function useRingMasterBoard(focusAfterMove: (stepped: boolean) => void): RingMasterBoard {
  const url = useMatchUrl("ringmaster", "rb");
  const form = useCornerForm<RingMasterWrestler>(0, 2);
  const { red: redIndex, blue: blueIndex, built } = form;
  const seed = ref(3);
  const setup = shallowRef<RingMasterLinkSetup>({ red: 0, blue: 2 });
  const checks = ref<PlayLine[]>([]);
  // The heuristic bot thinks in a worker (each decision weighs every legal move), so a click on the
  // page never waits for it; without workers it decides on the page with the same dice.
  const bot = useBotWorker<RingMasterView, RingMasterMove>(
    () => new Worker(new URL("./heuristicBot.worker.ts", import.meta.url), { type: "module" }),
    (view, legal, at) => heuristicBot()({ view, moves: legal, rng: createRng(at) }),
  );
  /** The corners' names while a new match's opening or a link's moves are told (before it is shown). */
  let telling: CornerNames | null = null;

  /** Tells `events` with the names of `config`'s corners, then gives `run`'s result. */
  function namedAfter<T>(config: ReturnType<typeof configOf>, run: () => T): T {
    telling = { red: config.red.name, blue: config.blue.name };
    try {
      return run();
    } finally {
      telling = null;
    }
  }

  const table = useTableMatch<
    RingMasterState,
    RingMasterMove,
    RingMasterView,
    RingMasterBoardEvent,
    RingMasterPlayer,
    RingMasterFrame,
    RingMasterLinkSetup
  >({
    id: "ringmaster",
    game: ringmaster,
    url,
    bot,
    maxSteps: 500,
    // The bot plays every decision that is Blue's.
    next: (_, players) => (players[0] === "blue" ? { player: "blue" } : null),
    botSeed: (made) => botSeed(seed.value, made),
    narrate: (events) => {
      const s = table.state.value;
      const who = telling ?? (s === null ? { red: "Red", blue: "Blue" } : cornerNames(s));
      const added = eventLines(events, who);
      if (added.checks.length > 0) checks.value = appendChecks(checks.value, added.checks);
      return added.lines;
    },
    freshLog: () => {
      checks.value = [];
      return [];
    },
    link: (moves, withStep) => {
      const base = { game: "ringmaster", seed: seed.value, setup: setup.value, moves };
      return withStep === undefined ? base : { ...base, step: withStep };
    },
    frames: (moves) => matchFrames(configOf(setup.value), seed.value, moves),
    read: (l) => {
      const s = readSetup(l.setup);
      const recorded = readMoves(l.moves);
      // A record the engine refuses changes nothing on the table: its moves are tried first.
      replayMatch(configOf(s), l.seed, recorded, () => undefined);
      return { setup: s, moves: recorded };
    },
    apply: (s, l) => {
      setup.value = s;
      seed.value = l.seed;
      form.fill(s);
    },
    replay: (s, at, recorded, tell) => {
      const config = configOf(s);
      return namedAfter(config, () => replayMatch(config, at, recorded, tell));
    },
  });
  const { state } = table;

  /**
   * After every move: the new position, the link, and the keyboard back on the board or the buttons
   * (not when the page opens: then nothing takes the focus or scrolls the page).
   */
  function afterMove(s: RingMasterState | null, stepped: boolean, focus = true): void {
    if (!table.show(s) || !focus) return;
    void nextTick(() => focusAfterMove(stepped));
  }

  async function start(focus = true): Promise<void> {
    setup.value = { red: form.pickedRed(), blue: blueIndex.value };
    try {
      const shown = await table.begin((tell) => {
        const config = configOf(setup.value);
        const r = ringmaster.start(config, seed.value);
        namedAfter(config, () => tell(r.events));
        return r.state;
      });
      if (shown && focus) void nextTick(() => focusAfterMove(false));
    } catch (e) {
      state.value = null;
      table.error.value = isRingsideError(e) || e instanceof Error ? e.message : String(e);
    }
  }

  async function play(move: RingMasterMove): Promise<void> {
    if (state.value === null || bot.thinking.value) return;
    afterMove(await table.settle(table.move("red", move)), move.type === "step");
  }

  async function openPage(): Promise<void> {
    const l = await url.read();
    if (l !== null) await table.open(l);
    else {
      await start(false);
      // A fresh page has no link until the reader plays; a broken link says so above the new match.
      url.clear();
      if (url.error.value !== null) table.error.value = `${url.error.value} A new match was started instead.`;
    }
  }

  const recordFile = computed(() => (state.value === null ? undefined : table.currentLink(state.value)));
  const myMoves = computed<readonly RingMasterMove[]>(() => {
    const s = state.value;
    if (s === null || s.result !== null || bot.thinking.value) return [];
    const t = ringmaster.turn(s);
    return t.kind === "decide" && t.players[0] === "red" ? ringmaster.moves(s, "red") : [];
  });

  return {
    redIndex,
    blueIndex,
    seed,
    built,
    state,
    lines: table.log,
    checks,
    frames: table.frames,
    step: table.step,
    error: table.error,
    bot,
    shareLink: table.shareLink,
    recordFile,
    myMoves,
    setup,
    moves: table.moves,
    openPage,
    start,
    play,
    load: table.load,
    onStep: table.showStep,
  };
}

/** The corners' names in `state`. */
function cornerNames(state: RingMasterState): CornerNames {
  return { red: state.corners.red.sheet.name, blue: state.corners.blue.sheet.name };
}
