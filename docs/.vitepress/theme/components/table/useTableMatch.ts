import { defined, type GameEvent, type Step, type Turn } from "@ringside/core";
import { computed, ref, shallowRef, type ComputedRef, type Ref, type ShallowRef } from "vue";
import { readMatchLink, type MatchLink } from "./record";
import type { PlayLine, TimeTravelFrame } from "./types";
import type { BotWorker } from "./useBotWorker";
import type { MatchUrl } from "./useMatchUrl";

/** The parts of a Ringside `Game` that {@link useTableMatch} plays (any game fits). */
export interface TableGame<S, M, V, E extends GameEvent, P extends string> {
  turn(state: S): Turn<P>;
  advance(state: S): Step<S, E>;
  play(state: S, player: P, move: M): Step<S, E>;
  moves(state: S, player: P): readonly M[];
  view(state: S, player: P): V;
}

/** One move as a match's link records it: who played what. */
export interface RecordedMove<P extends string, M> {
  readonly player: P;
  readonly move: M;
}

/**
 * Who moves at a decision the page makes (not the reader): the player, and `pick` when the page
 * decides at once (a quick bot, a draft bot); without `pick`, the worker bot thinks.
 */
export interface TableMover<V, M, P extends string> {
  readonly player: P;
  readonly pick?: (view: V, legal: readonly M[]) => M;
}

/** What a game tells {@link useTableMatch}: the rules, the bot, the link, and its own wording. */
export interface TableMatchOptions<
  S extends { readonly result: unknown },
  M,
  V,
  E extends GameEvent,
  P extends string,
  F extends TimeTravelFrame,
  Setup,
> {
  /** The game's id in links and record files ("powerhouses"). */
  readonly id: string;
  readonly game: TableGame<S, M, V, E, P>;
  /** The match in the address bar (the game's `useMatchUrl`). */
  readonly url: MatchUrl;
  /** The worker bot that makes the decisions without a `pick`. */
  readonly bot: BotWorker<V, M>;
  /** Most engine steps (automatic steps and decisions) one run of the bot loop takes. */
  readonly maxSteps: number;
  /**
   * Who the page moves for at a decision among `players`, or null when it is the reader's to make
   * (the loop stops). `autoplay`: the reader handed the match over.
   */
  next(state: S, players: readonly P[], autoplay: boolean): TableMover<V, M, P> | null;
  /** The worker bot's seed for the decision after `made` recorded moves. */
  botSeed(made: number): number;
  /** The play-by-play lines of `events`; `by` is the player whose move the page chose, if any. */
  narrate(events: readonly E[], by: P | undefined): readonly PlayLine[];
  /** A new match's first play-by-play lines (and the game's own logs cleared). */
  freshLog(): PlayLine[];
  /** The match's link with `moves` (and the time-travel `step` when given). */
  link(moves: readonly RecordedMove<P, M>[], step: number | undefined): MatchLink;
  /** The steps of the finished match with `moves`, for time travel. */
  frames(moves: readonly RecordedMove<P, M>[]): readonly F[];
  /**
   * Checks a link's setup and moves before anything on the table changes, throwing an Error or a
   * RingsideError that says what is wrong (then the match on the table, and its bot, go on).
   */
  read(link: MatchLink): { readonly setup: Setup; readonly moves: readonly RecordedMove<P, M>[] };
  /** Puts a checked link's setup and seed on the table (and in the form). */
  apply(setup: Setup, link: MatchLink): void;
  /** Replays `moves` from the opening position, telling the events; the last state. */
  replay(
    setup: Setup,
    seed: number,
    moves: readonly RecordedMove<P, M>[],
    tell: (events: readonly E[]) => void,
  ): S;
  /** Called each time a position is shown after the bot has gone on (ratings of a finished match…). */
  shown?(state: S): void;
}

/**
 * What every play page's match gives its page, whatever the game (a game's composable extends it
 * with its form, its moves and its bot).
 */
export interface TableMatchShared<S, F> {
  /** The match on the table; null before the first one. */
  readonly state: ShallowRef<S | null>;
  /** The play-by-play. */
  readonly log: Ref<PlayLine[]>;
  /** Why a match could not be started, or a link or a record opened. */
  readonly error: Ref<string | null>;
  /** The steps of a finished match (empty while it goes on). */
  readonly frames: ShallowRef<readonly F[]>;
  /** The step time travel shows. */
  readonly step: Ref<number>;
  /** The URL that reopens the match (packed, so a promise); null before the first match. */
  readonly shareLink: ComputedRef<Promise<string> | null>;
  /** Opens a match from a link or a record: replays its moves, then lets the bots go on. */
  readonly open: (link: MatchLink) => Promise<void>;
  /** Opens a loaded record file (its outer shape checked first). */
  readonly load: (value: unknown) => void;
  /** Shows step `to` of a finished match (and puts it in the URL). */
  readonly showStep: (to: number) => void;
}

/** What {@link useTableMatch} gives a game's composable. */
export interface TableMatch<S, M, P extends string, E, F> extends TableMatchShared<S, F> {
  /** Just the parts every page shares, to spread into the page's match. */
  readonly shared: TableMatchShared<S, F>;
  /** Every move so far, the reader's and the bots', in order. */
  readonly moves: ShallowRef<readonly RecordedMove<P, M>[]>;
  /** The match's link, with `step` when given. */
  readonly link: (step?: number) => MatchLink;
  /** The link to save for `state`: with the step on show once the match is over. */
  readonly currentLink: (state: S) => MatchLink;
  /** Adds the lines of `events` to the play-by-play (`by`: the player the page moved for). */
  readonly tell: (events: readonly E[], by?: P) => void;
  /**
   * Starts a new match: any bot still thinking for the old one is ignored from now on, the moves,
   * frames, error and log are cleared, then `opening` (which may tell its events) gives the opening
   * position and the bots go on. True once shown; false when a newer match took over.
   */
  readonly begin: (opening: (tell: (events: readonly E[]) => void) => S) => Promise<boolean>;
  /**
   * Automatic steps and the page's decisions until the reader must decide or it ends. Resolves
   * with null when a newer match took over while the bot was thinking.
   */
  readonly settle: (state: S, autoplay?: boolean) => Promise<S | null>;
  /** Plays `player`'s `move` on the table (recorded and told); the new state. */
  readonly move: (player: P, move: M) => S;
  /** Shows a settled position (frames once it is over) and saves its link; false for null. */
  readonly show: (state: S | null, at?: number) => boolean;
}

/**
 * The skeleton a play page's match shares, whatever the game: the match's state, moves,
 * play-by-play, error and time-travel frames; a generation counter, so a bot still thinking for a
 * replaced match is ignored; the bot loop over `useBotWorker`; the link in the URL (`useMatchUrl`),
 * with the time-travel step of a finished match; opening a link or a record file. The game's
 * composable keeps only its own parts (its form, its wording, its quick bots).
 *
 * @example
 * ```ts
 * const table = useTableMatch({
 *   id: "superdice", game: superdice, url: useMatchUrl("superdice", "sd"), bot, maxSteps: 10_000,
 *   next: (s, players, autoplay) => (players[0] === "red" && !autoplay ? null : { player: "blue" }),
 *   botSeed: (made) => seed.value + made,
 *   narrate: (events) => events.map(narrate).filter((l) => l !== null),
 *   freshLog: () => [],
 *   link: (moves, step) => superdiceMatchLink(seed.value, moves, step),
 *   frames: (moves) => replayFrames(superdice, config, seed.value, moves),
 *   read: (l) => ({ setup: l.setup, moves: l.moves as readonly SuperDiceRecorded[] }),
 *   apply: (_, l) => (seed.value = l.seed),
 *   replay: (_, s, moves, tell) => replayMatch(s, moves, tell),
 * });
 * await table.begin(() => superdice.setup(config, seed.value));
 * ```
 */
export function useTableMatch<
  S extends { readonly result: unknown },
  M,
  V,
  E extends GameEvent,
  P extends string,
  F extends TimeTravelFrame,
  Setup,
>(options: TableMatchOptions<S, M, V, E, P, F, Setup>): TableMatch<S, M, P, E, F> {
  const { game, url, bot } = options;
  const state = shallowOf<S | null>(null);
  const moves = shallowOf<readonly RecordedMove<P, M>[]>([]);
  const log = ref<PlayLine[]>([]);
  const error = ref<string | null>(null);
  const frames = shallowOf<readonly F[]>([]);
  const step = ref(0);
  /** Bumped by every new match, load or link: a bot still thinking for an older one is ignored. */
  let generation = 0;

  function tell(events: readonly E[], by?: P): void {
    const lines = options.narrate(events, by);
    if (lines.length > 0) log.value = [...log.value, ...lines];
  }

  const link = (withStep?: number): MatchLink => options.link(moves.value, withStep);
  const currentLink = (s: S): MatchLink => link(s.result === null ? undefined : step.value);

  async function settle(s: S, autoplay = false): Promise<S | null> {
    const mine = generation;
    let current = s;
    for (let guard = 0; guard < options.maxSteps; guard++) {
      const turn = game.turn(current);
      if (turn.kind === "over") break;
      if (turn.kind === "advance") {
        const next = game.advance(current);
        tell(next.events);
        current = next.state;
        continue;
      }
      const mover = options.next(current, turn.players, autoplay);
      if (mover === null) break;
      const legal = game.moves(current, mover.player);
      const view = game.view(current, mover.player);
      let chosen: M;
      if (mover.pick !== undefined) chosen = mover.pick(view, legal);
      else {
        state.value = current;
        chosen = await bot.think(view, legal, options.botSeed(moves.value.length));
        if (mine !== generation) return null;
      }
      const next = game.play(current, mover.player, chosen);
      moves.value = [...moves.value, { player: mover.player, move: chosen }];
      tell(next.events, mover.player);
      current = next.state;
    }
    return current;
  }

  function buildFrames(at: number | undefined): void {
    frames.value = options.frames(moves.value);
    step.value = Math.min(at ?? frames.value.length - 1, frames.value.length - 1);
  }

  function show(s: S | null, at?: number): boolean {
    if (s === null) return false;
    state.value = s;
    if (s.result !== null) buildFrames(at);
    else frames.value = [];
    options.shown?.(s);
    url.save(currentLink(s));
    return true;
  }

  async function begin(opening: (tell: (events: readonly E[]) => void) => S): Promise<boolean> {
    generation++;
    frames.value = [];
    moves.value = [];
    log.value = options.freshLog();
    error.value = null;
    const s = opening((events) => tell(events));
    state.value = s;
    return show(await settle(s));
  }

  function move(player: P, chosen: M): S {
    const next = game.play(defined(state.value ?? undefined, "the match on the table"), player, chosen);
    moves.value = [...moves.value, { player, move: chosen }];
    tell(next.events);
    state.value = next.state;
    return next.state;
  }

  async function open(l: MatchLink): Promise<void> {
    try {
      const checked = options.read(l);
      generation++;
      options.apply(checked.setup, l);
      log.value = options.freshLog();
      const last = options.replay(checked.setup, l.seed, checked.moves, (events) => tell(events));
      moves.value = checked.moves;
      state.value = last;
      error.value = null;
      frames.value = [];
      show(await settle(last), l.step);
    } catch (e) {
      error.value = `This match could not be opened: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  function load(value: unknown): void {
    try {
      void open(readMatchLink(value, options.id));
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    }
  }

  function showStep(to: number): void {
    step.value = to;
    url.save(link(to));
  }

  const shareLink = computed(() => (state.value === null ? null : url.href(currentLink(state.value))));

  const shared = { state, log, error, frames, step, shareLink, open, load, showStep };
  return {
    ...shared,
    shared,
    moves,
    link,
    currentLink,
    tell,
    begin,
    settle,
    move,
    show,
  };
}

/**
 * A shallow ref of a type still generic here (Vue's `shallowRef` cannot tell yet whether `T` is a
 * ref itself; the table's values never are).
 */
function shallowOf<T>(value: T): ShallowRef<T> {
  return shallowRef(value);
}
