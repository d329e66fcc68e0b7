import type { GameEvent, MatchResult, Step, Turn } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { ref } from "vue";
import type { BotWorker } from "../.vitepress/theme/components/table/useBotWorker";
import type { MatchUrl } from "../.vitepress/theme/components/table/useMatchUrl";
import { fakeMatchUrl } from "./fakeMatchUrl";
import { useTableMatch, type TableGame } from "../.vitepress/theme/components/table/useTableMatch";

/** A counting game: Red and Blue in turn add 1 or 2; at 6 or more the last to move wins. */
type Player = "red" | "blue";
interface CountState {
  readonly total: number;
  readonly next: Player;
  readonly result: MatchResult<Player> | null;
}
type CountEvent = GameEvent & { readonly type: "add"; readonly by: Player; readonly n: number };

const counting: TableGame<CountState, number, CountState, CountEvent, Player> = {
  turn: (s): Turn<Player> =>
    s.result !== null ? { kind: "over", result: s.result } : { kind: "decide", players: [s.next] },
  advance: (s): Step<CountState, CountEvent> => ({ state: s, events: [] }),
  play: (s, player, n): Step<CountState, CountEvent> => {
    const total = s.total + n;
    const state: CountState = {
      total,
      next: player === "red" ? "blue" : "red",
      result: total >= 6 ? { winner: player, method: "pinfall" } : null,
    };
    return { state, events: [{ type: "add", by: player, n }] };
  },
  moves: () => [1, 2],
  view: (s) => s,
};

/** A bot that always adds `n`; its first decision waits for `gate` when one is given. */
function fakeBot(n: number, gate?: Promise<void>): BotWorker<CountState, number> & { seeds: number[] } {
  const seeds: number[] = [];
  return {
    seeds,
    thinking: ref(false),
    async think(_view, _moves, seed) {
      seeds.push(seed);
      if (seeds.length === 1 && gate !== undefined) await gate;
      return n;
    },
  };
}

/** The counting game at the table: the reader is Red, the bot Blue. */
function countingTable(url: MatchUrl, bot: BotWorker<CountState, number>) {
  const seed = ref(10);
  return useTableMatch<
    CountState,
    number,
    CountState,
    CountEvent,
    Player,
    { label: string },
    { start: number }
  >({
    id: "counting",
    game: counting,
    url,
    bot,
    maxSteps: 100,
    next: (_, players, autoplay) =>
      players[0] === "red" && !autoplay ? null : { player: players[0] ?? "red" },
    botSeed: (made) => seed.value + made,
    narrate: (events) => events.map((e) => `${e.by} adds ${String(e.n)}`),
    freshLog: () => ["Count to 6."],
    link: (moves, step) => ({
      game: "counting",
      seed: seed.value,
      setup: {},
      moves,
      ...(step === undefined ? {} : { step }),
    }),
    frames: (moves) => [
      { label: "start" },
      ...moves.map((m) => ({ label: `${m.player} ${String(m.move)}` })),
    ],
    read: (l) => {
      const moves = l.moves as readonly { player: Player; move: number }[];
      const bad = moves.findIndex((m) => m.move !== 1 && m.move !== 2);
      if (bad >= 0) throw new Error(`move ${String(bad)} adds neither 1 nor 2`);
      return { setup: { start: 0 }, moves };
    },
    apply: (_, l) => (seed.value = l.seed),
    replay: (_, __, moves, tell) => {
      let s: CountState = { total: 0, next: "red", result: null };
      for (const m of moves) {
        const r = counting.play(s, m.player, m.move);
        tell(r.events);
        s = r.state;
      }
      return s;
    },
  });
}

const opening = (): CountState => ({ total: 0, next: "red", result: null });

describe("useTableMatch", () => {
  it("plays the reader's moves and the bot's, then keeps the finished match's link and frames", async () => {
    const url = fakeMatchUrl();
    const bot = fakeBot(2);
    const table = countingTable(url, bot);
    expect(await table.begin(opening)).toBe(true);
    expect(table.state.value?.total).toBe(0);
    expect(table.show(await table.settle(table.move("red", 1)))).toBe(true);
    expect(table.state.value?.total).toBe(3);
    expect(bot.seeds).toEqual([11]);
    expect(table.show(await table.settle(table.state.value!, true))).toBe(true);
    expect(table.state.value).toEqual({
      total: 7,
      next: "red",
      result: { winner: "blue", method: "pinfall" },
    });
    expect(table.log.value).toEqual([
      "Count to 6.",
      "red adds 1",
      "blue adds 2",
      "red adds 2",
      "blue adds 2",
    ]);
    expect(table.frames.value).toHaveLength(5);
    expect(url.saved.at(-1)?.step).toBe(4);
    table.showStep(2);
    expect(url.saved.at(-1)).toEqual({ ...table.link(), step: 2 });

    const again = countingTable(fakeMatchUrl(), fakeBot(2));
    again.load({ ...table.link(), step: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(again.error.value).toBeNull();
    expect(again.state.value).toEqual(table.state.value);
    expect(again.log.value).toEqual(table.log.value);
    expect(again.step.value).toBe(1);
  });

  it("ignores a bot still thinking for a match that a new one replaced", async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const url = fakeMatchUrl();
    const table = countingTable(url, fakeBot(2, gate));
    await table.begin(opening);
    const first = table.settle(table.move("red", 1));
    const second = table.begin(opening);
    release();
    expect(await first).toBeNull();
    expect(await second).toBe(true);
    expect(table.moves.value).toEqual([]);
    expect(table.state.value?.total).toBe(0);
    expect(table.log.value).toEqual(["Count to 6."]);
  });

  it("lets the bot go on when a record that replaces the match is refused", async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const table = countingTable(fakeMatchUrl(), fakeBot(2, gate));
    await table.begin(opening);
    const first = table.settle(table.move("red", 1));
    await table.open({ game: "counting", seed: 1, setup: {}, moves: [{ player: "red", move: 9 }] });
    release();
    expect((await first)?.total).toBe(3);
    expect(table.error.value).toBe("This match could not be opened: move 0 adds neither 1 nor 2");
  });

  it("says why a record cannot be opened", async () => {
    const table = countingTable(fakeMatchUrl(), fakeBot(1));
    table.load({ game: "other", seed: 1, setup: {}, moves: [] });
    expect(table.error.value).toMatch(/^not a counting match record: game is "other"/);
    await table.open({
      game: "counting",
      seed: 1,
      setup: {},
      moves: [
        { player: "red", move: 1 },
        { player: "red", move: 9 },
      ],
    });
    expect(table.error.value).toBe("This match could not be opened: move 1 adds neither 1 nor 2");
    expect(table.state.value).toBeNull();
  });
});
