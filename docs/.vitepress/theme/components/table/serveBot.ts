/**
 * The worker side of {@link useBotWorker}: a bot that thinks in a Web Worker, so a slow decision
 * (a search, a large table built on first use) never freezes the page. Import this in a
 * `*.worker.ts` file and hand it the bot. No Vue here, so the worker bundle stays small.
 */
import { createRng, type Bot } from "@ringside/core";

/** A request from the page: decide for this view among these moves, with a seeded random stream. */
export interface BotRequest<V, M> {
  readonly id: number;
  readonly view: V;
  readonly moves: readonly M[];
  readonly seed: number;
}

/** The worker's answer: the index of the chosen move in the request's list, or why it failed. */
export type BotReply =
  { readonly id: number; readonly index: number } | { readonly id: number; readonly error: string };

/** The scope a dedicated worker runs in (only what is used here). */
interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

/**
 * Answers the page's decisions with `bot`: each request gets the index of the move the bot chose
 * (its list is the page's own, so the page plays its own object), the bot's random stream seeded
 * with the request's seed.
 *
 * @example
 * ```ts
 * // powerhousesBot.worker.ts
 * import { optimalBot } from "@ringside/powerhouses";
 * import { serveBot } from "../../.vitepress/theme/components/table/serveBot";
 * serveBot(optimalBot());
 * ```
 */
export function serveBot<V, M>(bot: Bot<V, M>): void {
  const scope: WorkerScope = globalThis;
  scope.onmessage = (event: MessageEvent) => {
    const request = event.data as BotRequest<V, M>;
    try {
      const move = bot({ view: request.view, moves: request.moves, rng: createRng(request.seed) });
      const index = request.moves.findIndex((m) => JSON.stringify(m) === JSON.stringify(move));
      scope.postMessage({ id: request.id, index: index < 0 ? 0 : index } satisfies BotReply);
    } catch (e) {
      scope.postMessage({
        id: request.id,
        error: e instanceof Error ? e.message : String(e),
      } satisfies BotReply);
    }
  };
}
