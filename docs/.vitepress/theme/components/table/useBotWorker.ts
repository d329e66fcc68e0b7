import { onBeforeUnmount, ref, type Ref } from "vue";
import { defined } from "@ringside/core";
import type { BotReply, BotRequest } from "./serveBot";

/** What {@link useBotWorker} gives a demo. */
export interface BotWorker<V, M> {
  /** True while the bot is thinking (disable the reader's moves meanwhile). */
  readonly thinking: Ref<boolean>;
  /** The bot's move for `view` among `moves`, its random stream seeded with `seed`. */
  think(view: V, moves: readonly M[], seed: number): Promise<M>;
}

/**
 * A bot that thinks in a Web Worker (the worker file calls `serveBot(bot)`), so the page stays
 * responsive while it decides; one worker per demo, made on first use and ended with the component.
 * Without workers (server rendering), or when the worker fails (its script cannot be loaded, it
 * throws while starting), `fallback` decides on the page, so a match never waits forever; without
 * a `fallback`, those decisions reject with an Error.
 *
 * @example
 * ```ts
 * const bot = useBotWorker(() => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }));
 * const move = await bot.think(game.view(state, "blue"), game.moves(state, "blue"), seed);
 * ```
 */
export function useBotWorker<V, M>(
  create: () => Worker,
  fallback?: (view: V, moves: readonly M[], seed: number) => M,
): BotWorker<V, M> {
  const thinking = ref(false);
  let worker: Worker | null = null;
  /** Set once the worker has failed: from then on the page decides (with `fallback`). */
  let failed = false;
  let next = 0;
  const waiting = new Map<
    number,
    { request: BotRequest<V, M>; resolve: (m: number) => void; reject: (e: Error) => void }
  >();

  /** The worker failed: every pending decision is made on the page (or rejected without a fallback). */
  function fail(why: string): void {
    failed = true;
    worker?.terminate();
    worker = null;
    for (const p of waiting.values()) {
      if (fallback === undefined) {
        p.reject(new Error(`the bot's worker failed: ${why}`));
        continue;
      }
      const { view, moves, seed } = p.request;
      try {
        p.resolve(Math.max(0, moves.indexOf(fallback(view, moves, seed))));
      } catch (e) {
        p.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
    waiting.clear();
    thinking.value = false;
  }

  function ensure(): Worker {
    if (worker !== null) return worker;
    worker = create();
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      fail(event.message || "its script could not be loaded");
    };
    worker.onmessage = (event: MessageEvent) => {
      const reply = event.data as BotReply;
      const pending = waiting.get(reply.id);
      if (pending === undefined) return;
      waiting.delete(reply.id);
      thinking.value = waiting.size > 0;
      if ("error" in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.index);
    };
    return worker;
  }

  async function think(view: V, moves: readonly M[], seed: number): Promise<M> {
    if (typeof Worker === "undefined" || failed) {
      if (fallback === undefined) throw new Error("no Web Worker to think in");
      return fallback(view, moves, seed);
    }
    const id = ++next;
    thinking.value = true;
    // Views and moves are plain JSON (frozen objects clone the same way).
    const request: BotRequest<V, M> = { id, view, moves, seed };
    const index = await new Promise<number>((resolve, reject) => {
      waiting.set(id, { request, resolve, reject });
      ensure().postMessage(request);
    });
    return moves[index] ?? defined(moves[0], "a legal move");
  }

  onBeforeUnmount(() => {
    worker?.terminate();
    worker = null;
    for (const p of waiting.values()) p.reject(new Error("the page closed"));
    waiting.clear();
  });

  return { thinking, think };
}
