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
  type RingMasterState,
  type RingMasterView,
  type RingMasterWrestler,
} from "@ringside/ringmaster";
import { computed, nextTick, ref, shallowRef, type ComputedRef, type Ref, type ShallowRef } from "vue";
import {
  readMatchLink,
  useBotWorker,
  useMatchUrl,
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
  type RingMasterFrame,
  type RingMasterLinkSetup,
} from "./ringmasterLink";

/** The "You (Red)" choice that stands for the wrestler a link or the builder brought. */
export const BUILT = -1;

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
  const redIndex = ref(0);
  const blueIndex = ref(2);
  const seed = ref(3);
  const built = shallowRef<RingMasterWrestler | null>(null);
  const setup = shallowRef<RingMasterLinkSetup>({ red: 0, blue: 2 });
  const moves = shallowRef<readonly RecordedMove[]>([]);
  const state = shallowRef<RingMasterState | null>(null);
  const lines = ref<PlayLine[]>([]);
  const checks = ref<PlayLine[]>([]);
  const frames = shallowRef<readonly RingMasterFrame[]>([]);
  const step = ref(0);
  const error = ref<string | null>(null);
  // The heuristic bot thinks in a worker (each decision weighs every legal move), so a click on the
  // page never waits for it; without workers it decides on the page with the same dice.
  const bot = useBotWorker<RingMasterView, RingMasterMove>(
    () => new Worker(new URL("./heuristicBot.worker.ts", import.meta.url), { type: "module" }),
    (view, legal, at) => heuristicBot()({ view, moves: legal, rng: createRng(at) }),
  );
  /** Bumped by every new match, load or link: a bot still thinking for an older one is ignored. */
  let generation = 0;

  function names(): CornerNames {
    const s = state.value;
    if (s !== null) return { red: s.corners.red.sheet.name, blue: s.corners.blue.sheet.name };
    return { red: "Red", blue: "Blue" };
  }

  function record(events: readonly unknown[], who: CornerNames): void {
    const added = eventLines(events, who);
    if (added.lines.length > 0) lines.value = [...lines.value, ...added.lines];
    if (added.checks.length > 0) checks.value = appendChecks(checks.value, added.checks);
  }

  function link(withStep?: number): MatchLink {
    const base = { game: "ringmaster", seed: seed.value, setup: setup.value, moves: moves.value };
    return withStep === undefined ? base : { ...base, step: withStep };
  }

  /** The link as saved now: with the step shown once the match is over. */
  const current = (s: RingMasterState): MatchLink => link(s.result === null ? undefined : step.value);

  /**
   * Lets the bot play every turn that is Blue's, until it is the reader's turn or the match is over.
   * Resolves with null when a newer match took over while the bot was thinking.
   */
  async function botTurns(s0: RingMasterState): Promise<RingMasterState | null> {
    const mine = generation;
    let s = s0;
    for (let i = 0; i < 500; i++) {
      const t = ringmaster.turn(s);
      if (t.kind === "advance") {
        const r = ringmaster.advance(s);
        record(r.events, names());
        s = r.state;
        continue;
      }
      if (t.kind !== "decide" || t.players[0] !== "blue") return s;
      const legal = ringmaster.moves(s, "blue");
      state.value = s;
      const move = await bot.think(
        ringmaster.view(s, "blue"),
        legal,
        botSeed(seed.value, moves.value.length),
      );
      if (mine !== generation) return null;
      const r = ringmaster.play(s, "blue", move);
      moves.value = [...moves.value, { player: "blue", move }];
      record(r.events, names());
      s = r.state;
    }
    return s;
  }

  function buildFrames(at: number | undefined): void {
    frames.value = matchFrames(configOf(setup.value), seed.value, moves.value);
    step.value = Math.min(at ?? frames.value.length - 1, frames.value.length - 1);
  }

  /**
   * After every move: the new position, the link, and the keyboard back on the board or the buttons
   * (not when the page opens: then nothing takes the focus or scrolls the page).
   */
  function afterMove(s: RingMasterState | null, stepped: boolean, focus = true): void {
    if (s === null) return;
    state.value = s;
    if (s.result !== null) buildFrames(undefined);
    else frames.value = [];
    url.save(current(s));
    if (!focus) return;
    void nextTick(() => focusAfterMove(stepped));
  }

  /** Opens a match from a link or a record file: replays its moves, then lets the bot go on. */
  async function open(l: MatchLink): Promise<void> {
    generation++;
    try {
      const s = readSetup(l.setup);
      const recorded = readMoves(l.moves);
      const config = configOf(s);
      lines.value = [];
      checks.value = [];
      const who = { red: config.red.name, blue: config.blue.name };
      const replayed = replayMatch(config, l.seed, recorded, (events) => record(events, who));
      setup.value = s;
      seed.value = l.seed;
      moves.value = recorded;
      if (typeof s.red === "number") redIndex.value = s.red;
      else {
        built.value = s.red;
        redIndex.value = BUILT;
      }
      if (typeof s.blue === "number") blueIndex.value = s.blue;
      state.value = replayed;
      const s2 = await botTurns(replayed);
      if (s2 === null) return;
      state.value = s2;
      error.value = null;
      if (s2.result !== null) buildFrames(l.step);
      else frames.value = [];
      url.save(current(s2));
    } catch (e) {
      error.value = `This match could not be opened: ${isRingsideError(e) || e instanceof Error ? e.message : String(e)}`;
    }
  }

  async function start(focus = true): Promise<void> {
    generation++;
    const red = redIndex.value === BUILT && built.value !== null ? built.value : redIndex.value;
    setup.value = { red, blue: blueIndex.value };
    moves.value = [];
    lines.value = [];
    checks.value = [];
    error.value = null;
    try {
      const config = configOf(setup.value);
      const r = ringmaster.start(config, seed.value);
      state.value = r.state;
      record(r.events, names());
      afterMove(await botTurns(r.state), false, focus);
    } catch (e) {
      state.value = null;
      error.value = isRingsideError(e) || e instanceof Error ? e.message : String(e);
    }
  }

  async function play(move: RingMasterMove): Promise<void> {
    const s = state.value;
    if (s === null || bot.thinking.value) return;
    const r = ringmaster.play(s, "red", move);
    moves.value = [...moves.value, { player: "red", move }];
    record(r.events, names());
    state.value = r.state;
    afterMove(await botTurns(r.state), move.type === "step");
  }

  function load(value: unknown): void {
    try {
      void open(readMatchLink(value, "ringmaster"));
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    }
  }

  function onStep(to: number): void {
    step.value = to;
    url.save(link(to));
  }

  async function openPage(): Promise<void> {
    const l = await url.read();
    if (l !== null) await open(l);
    else {
      await start(false);
      // A fresh page has no link until the reader plays; a broken link says so above the new match.
      url.clear();
      if (url.error.value !== null) error.value = `${url.error.value} A new match was started instead.`;
    }
  }

  const shareLink = computed(() => (state.value === null ? null : url.href(current(state.value))));
  const recordFile = computed(() => (state.value === null ? undefined : current(state.value)));
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
    lines,
    checks,
    frames,
    step,
    error,
    bot,
    shareLink,
    recordFile,
    myMoves,
    setup,
    moves,
    openPage,
    start,
    play,
    load,
    onStep,
  };
}
