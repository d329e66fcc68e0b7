/**
 * A 'Rasslefest match against a bot, as the play table runs it: you are player "a" (Abe), the bot
 * plays "b" (Ben). The seed, the bot and every move live in the URL (`?rf=`); a finished match has
 * its ratings and its steps for time travel. The strong bot searches, so it thinks in a worker (the
 * page never freezes); the random and heuristic bots answer at once on the page.
 */
import { createRng, isRingsideError, type Bot, type MatchOverEvent, type Rng } from "@ringside/core";
import {
  createNarrator,
  heuristicBot,
  rasslefest,
  rassleRandomBot,
  rateMatch,
  sampleWrestlers,
  strongBot,
  type MatchRating,
  type RassleEvent,
  type RassleMove,
  type RassleState,
  type RassleView,
} from "@ringside/rasslefest";
import { computed, onMounted, ref, shallowRef } from "vue";
import {
  readMatchLink,
  replayFrames,
  useBotWorker,
  useMatchUrl,
  type MatchFrame,
  type MatchLink,
} from "../../.vitepress/theme/components/table";
import { moveLabel } from "./playMatchText";

/** You are "a", the bot is "b". */
export type Player = "a" | "b";
/** The bots you can play against. */
export type BotName = "random" | "heuristic" | "strong";
type Recorded = { readonly player: Player; readonly move: RassleMove };
/** What the engine emits: the game's events and the closing match-over. */
type Event = RassleEvent | MatchOverEvent<Player>;
/** A step of the finished match. */
export type Frame = MatchFrame<RassleState, RassleMove, Event, Player>;

const BOTS: Readonly<Record<BotName, () => Bot<RassleView, RassleMove>>> = {
  random: rassleRandomBot,
  heuristic: heuristicBot,
  strong: () => strongBot(),
};
const isBotName = (v: unknown): v is BotName => v === "random" || v === "heuristic" || v === "strong";

/** The two wrestlers at the table: Abe (you) and Ben (the bot). */
const cast = { a: sampleWrestlers.abe, b: sampleWrestlers.ben };

/**
 * A wrestler's name at the table.
 *
 * @example
 * nameOf("a"); // "Abe"
 */
export function nameOf(p: Player): string {
  return p === "a" ? cast.a.name : cast.b.name;
}

/**
 * The play table's match: its state, the URL, the bot, and what you can do. Call it once in a
 * component's setup (it reads the URL when the component is mounted: a linked match opens, else a
 * new one starts).
 */
export function usePlayMatch() {
  const url = useMatchUrl("rasslefest", "rf");
  const seed = ref(1);
  const botName = ref<BotName>("heuristic");
  /** The seed and bot of the match on the table (the fields may already hold the next match's). */
  const playing = shallowRef<{ seed: number; bot: BotName }>({ seed: 1, bot: "heuristic" });
  const state = shallowRef<RassleState | null>(null);
  const moves = shallowRef<readonly Recorded[]>([]);
  const lines = ref<string[]>([]);
  const error = ref<string | null>(null);
  const ratings = ref<Readonly<Record<Player, MatchRating>> | null>(null);
  const frames = shallowRef<readonly Frame[]>([]);
  const step = ref(0);
  let bot: Bot<RassleView, RassleMove> = BOTS.heuristic();
  let botRng: Rng = createRng(1);
  const thinker = useBotWorker<RassleView, RassleMove>(
    () => new Worker(new URL("./strongBot.worker.ts", import.meta.url), { type: "module" }),
    (view, legalMoves, botSeed) => strongBot()({ view, moves: legalMoves, rng: createRng(botSeed) }),
  );
  /** Bumped by every new match, load or link: a bot still thinking for an older one is ignored. */
  let generation = 0;
  const narrate = createNarrator(cast);

  function tell(events: readonly Event[]): void {
    for (const e of events) {
      const line = narrate(e);
      if (line !== null) lines.value.push(line);
    }
  }

  function link(withStep?: number): MatchLink {
    const base = {
      game: "rasslefest",
      seed: playing.value.seed,
      setup: { bot: playing.value.bot },
      moves: moves.value,
    };
    return withStep === undefined ? base : { ...base, step: withStep };
  }

  /**
   * Lets the engine and the bot go on until it is your decision or the match is over; null when a
   * newer match took over while the strong bot was thinking.
   */
  async function runBot(s0: RassleState): Promise<RassleState | null> {
    const mine = generation;
    let s = s0;
    for (let guard = 0; guard < 500; guard++) {
      const t = rasslefest.turn(s);
      if (t.kind === "over") break;
      if (t.kind === "advance") {
        const next = rasslefest.advance(s);
        tell(next.events);
        s = next.state;
        continue;
      }
      if (t.players.includes("a")) break;
      const legal = rasslefest.moves(s, "b");
      const botView = rasslefest.view(s, "b");
      let move: RassleMove;
      if (playing.value.bot === "strong") {
        state.value = s;
        move = await thinker.think(botView, legal, playing.value.seed * 1000 + moves.value.length);
        if (mine !== generation) return null;
      } else move = bot({ view: botView, moves: legal, rng: botRng });
      const next = rasslefest.play(s, "b", move);
      moves.value = [...moves.value, { player: "b", move }];
      tell(next.events);
      s = next.state;
    }
    return s;
  }

  function show(s: RassleState | null, at?: number): void {
    if (s === null) return;
    state.value = s;
    if (s.result !== null) {
      ratings.value = rateMatch(s, { alignments: { a: cast.a.alignment, b: cast.b.alignment } });
      frames.value = replayFrames(rasslefest, { wrestlers: cast }, playing.value.seed, moves.value, {
        describeMove: (p, m) => `${p === "a" ? "You" : "The bot"}: ${moveLabel(m, null)}`,
        foldAdvances: true,
      });
      step.value = Math.min(at ?? frames.value.length - 1, frames.value.length - 1);
    } else {
      ratings.value = null;
      frames.value = [];
    }
    url.save(link(s.result === null ? undefined : step.value));
  }

  function begin(seedValue: number, name: BotName): RassleState {
    generation++;
    playing.value = { seed: seedValue, bot: name };
    error.value = null;
    moves.value = [];
    lines.value = [`${cast.a.name} (you) against ${cast.b.name} (${name} bot). Both start with 7 energy.`];
    bot = BOTS[name]();
    botRng = createRng(seedValue + 1);
    return rasslefest.setup({ wrestlers: cast }, seedValue);
  }

  /** Starts a new match with the seed and bot in the fields. */
  async function newMatch(): Promise<void> {
    show(await runBot(begin(seed.value, botName.value)));
  }

  /** Opens a match from a link or a record: replays every recorded move, then lets the bot go on. */
  async function open(l: MatchLink): Promise<void> {
    try {
      const setup = l.setup as { bot?: unknown };
      if (typeof setup !== "object" || setup === null || !isBotName(setup.bot)) {
        throw new Error('setup.bot must be "random", "heuristic" or "strong"');
      }
      seed.value = l.seed;
      botName.value = setup.bot;
      let s = begin(l.seed, setup.bot);
      const recorded = l.moves as readonly Recorded[];
      const replay = replayFrames(rasslefest, { wrestlers: cast }, l.seed, recorded);
      for (const f of replay.slice(1)) tell(f.events);
      // replayFrames always gives the opening position, so the last frame is there.
      s = replay[replay.length - 1]?.state ?? s;
      moves.value = recorded;
      state.value = s;
      show(await runBot(s), l.step);
    } catch (e) {
      error.value = `This match could not be opened: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  /** What you see of the table (null before the first match is dealt). */
  const view = computed(() => (state.value === null ? null : rasslefest.view(state.value, "a")));
  /** Your legal moves (none when it is not your decision). */
  const legal = computed(() => {
    const s = state.value;
    if (s === null) return [];
    const t = rasslefest.turn(s);
    return t.kind === "decide" && t.players.includes("a") ? rasslefest.moves(s, "a") : [];
  });

  /** Plays your move, then lets the bot answer; false when it was ignored (the bot is thinking). */
  async function play(m: RassleMove): Promise<boolean> {
    const s = state.value;
    if (s === null || thinker.thinking.value) return false;
    try {
      const next = rasslefest.play(s, "a", m);
      moves.value = [...moves.value, { player: "a", move: m }];
      tell(next.events);
      state.value = next.state;
      error.value = null;
      show(await runBot(next.state));
    } catch (e) {
      error.value = isRingsideError(e) ? e.message : String(e);
    }
    return true;
  }

  /** Opens a downloaded record (RecordTools' load). */
  function load(value: unknown): void {
    try {
      void open(readMatchLink(value, "rasslefest"));
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    }
  }

  /** Shows another step of the finished match and keeps it in the URL. */
  function onStep(to: number): void {
    step.value = to;
    url.save(link(to));
  }

  const resultText = computed(() => {
    const r = view.value?.result;
    if (r === null || r === undefined) return "";
    return r.winner === null ? `Draw (${r.detail ?? r.method})` : `${nameOf(r.winner)} wins by ${r.method}`;
  });
  const shareLink = computed(() =>
    state.value === null ? null : url.href(link(state.value.result === null ? undefined : step.value)),
  );

  onMounted(async () => {
    const l = await url.read();
    if (l !== null) void open(l);
    else {
      void newMatch();
      // A broken or cut-off link says so above the default match (newMatch clears older messages).
      if (url.error.value !== null) error.value = `${url.error.value} A new match was started instead.`;
    }
  });

  return {
    seed,
    botName,
    state,
    lines,
    error,
    ratings,
    frames,
    step,
    thinking: thinker.thinking,
    view,
    legal,
    resultText,
    shareLink,
    link,
    newMatch,
    play,
    load,
    onStep,
  };
}
