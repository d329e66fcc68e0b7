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
  replayFrames,
  useBotWorker,
  useMatchUrl,
  useTableMatch,
  type MatchFrame,
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
  const ratings = ref<Readonly<Record<Player, MatchRating>> | null>(null);
  let bot: Bot<RassleView, RassleMove> = BOTS.heuristic();
  let botRng: Rng = createRng(1);
  const thinker = useBotWorker<RassleView, RassleMove>(
    () => new Worker(new URL("./strongBot.worker.ts", import.meta.url), { type: "module" }),
    (view, legalMoves, botSeed) => strongBot()({ view, moves: legalMoves, rng: createRng(botSeed) }),
  );
  const narrate = createNarrator(cast);

  /** Puts a new match's seed and bot on the table (the table itself is dealt by the kit). */
  function deal(seedValue: number, name: BotName): void {
    playing.value = { seed: seedValue, bot: name };
    bot = BOTS[name]();
    botRng = createRng(seedValue + 1);
  }

  const table = useTableMatch<RassleState, RassleMove, RassleView, Event, Player, Frame, BotName>({
    id: "rasslefest",
    game: rasslefest,
    url,
    bot: thinker,
    maxSteps: 500,
    // The strong bot thinks in the worker; the random and heuristic bots answer at once.
    next: (_, players) =>
      players.includes("a")
        ? null
        : {
            player: "b",
            ...(playing.value.bot === "strong"
              ? {}
              : {
                  pick: (view: RassleView, legal: readonly RassleMove[]) =>
                    bot({ view, moves: legal, rng: botRng }),
                }),
          },
    botSeed: (made) => playing.value.seed * 1000 + made,
    narrate: (events) => events.map(narrate).filter((l): l is string => l !== null),
    freshLog: () => [
      `${cast.a.name} (you) against ${cast.b.name} (${playing.value.bot} bot). Both start with 7 energy.`,
    ],
    link: (moves, withStep) => {
      const base = { game: "rasslefest", seed: playing.value.seed, setup: { bot: playing.value.bot }, moves };
      return withStep === undefined ? base : { ...base, step: withStep };
    },
    frames: (moves) =>
      replayFrames(rasslefest, { wrestlers: cast }, playing.value.seed, moves, {
        describeMove: (p, m) => `${p === "a" ? "You" : "The bot"}: ${moveLabel(m, null)}`,
        foldAdvances: true,
      }),
    read: (l) => {
      const setup = l.setup as { bot?: unknown };
      if (typeof setup !== "object" || setup === null || !isBotName(setup.bot)) {
        throw new Error('setup.bot must be "random", "heuristic" or "strong"');
      }
      return { setup: setup.bot, moves: l.moves as readonly Recorded[] };
    },
    apply: (name, l) => {
      seed.value = l.seed;
      botName.value = name;
      deal(l.seed, name);
    },
    replay: (_, at, recorded, tell) => {
      const replay = replayFrames(rasslefest, { wrestlers: cast }, at, recorded);
      for (const f of replay.slice(1)) tell(f.events);
      // replayFrames always gives the opening position, so the last frame is there.
      return replay[replay.length - 1]?.state ?? rasslefest.setup({ wrestlers: cast }, at);
    },
    shown: (s) => {
      ratings.value =
        s.result === null ? null : rateMatch(s, { alignments: { a: cast.a.alignment, b: cast.b.alignment } });
    },
  });
  const { state } = table;

  /** Starts a new match with the seed and bot in the fields. */
  async function newMatch(): Promise<void> {
    deal(seed.value, botName.value);
    await table.begin(() => rasslefest.setup({ wrestlers: cast }, seed.value));
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
    if (state.value === null || thinker.thinking.value) return false;
    try {
      const next = table.move("a", m);
      table.error.value = null;
      table.show(await table.settle(next));
    } catch (e) {
      table.error.value = isRingsideError(e) ? e.message : String(e);
    }
    return true;
  }

  const resultText = computed(() => {
    const r = view.value?.result;
    if (r === null || r === undefined) return "";
    return r.winner === null ? `Draw (${r.detail ?? r.method})` : `${nameOf(r.winner)} wins by ${r.method}`;
  });

  onMounted(async () => {
    const l = await url.read();
    if (l !== null) void table.open(l);
    else {
      void newMatch();
      // A broken or cut-off link says so above the default match (newMatch clears older messages).
      if (url.error.value !== null) table.error.value = `${url.error.value} A new match was started instead.`;
    }
  });

  return {
    seed,
    botName,
    state,
    lines: table.log,
    error: table.error,
    ratings,
    frames: table.frames,
    step: table.step,
    thinking: thinker.thinking,
    view,
    legal,
    resultText,
    shareLink: table.shareLink,
    link: table.link,
    newMatch,
    play,
    load: table.load,
    onStep: table.showStep,
  };
}
