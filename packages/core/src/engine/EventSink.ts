/**
 * Where the rules put the events of a step. Any array is an {@link EventSink}, and so is
 * {@link dropEvents}: `runMatch` hands the rules the dropping sink when nobody reads the events of
 * its steps (no `onEvent`), so that a step's events are never kept; `start`, `play`, `advance` and
 * `replayMatch` always hand them a list and return every event.
 *
 * @module
 */
import { RingsideError } from "../errors/RingsideError.js";

/** Where the rules put the events of a step: any array is one, and so is {@link dropEvents}. */
export interface EventSink<E> {
  /** Records events, in order. */
  push(...events: E[]): unknown;
}

const DROPPED: EventSink<unknown> = Object.freeze({ push: () => 0 });

/**
 * An event sink that keeps nothing: for a fast path that never reads events, and what `runMatch`
 * hands the rules when nothing reads its steps' events.
 *
 * @example
 * ```ts
 * const sink = dropEvents<MyEvent>();
 * sink.push({ type: "bell" }); // kept nowhere
 * ```
 */
export function dropEvents<E>(): EventSink<E> {
  return DROPPED;
}

/**
 * The list the rules build a step's events in, for rules that read back what they pushed or that
 * build no event when nothing keeps them: `sink` itself when it is a list, `null` when it is the
 * sink of {@link dropEvents} (rules that must read their own events then keep a list of their own:
 * `eventList(events) ?? []`). `defineGame` hands the rules only these two kinds of sink.
 *
 * @throws RingsideError `INVALID_ARGUMENT` for any other sink.
 * @example
 * ```ts
 * play: (state, player, move, dice, events) => playRound(state, move, dice, eventList(events)),
 * ```
 */
export function eventList<E>(sink: EventSink<E>): E[] | null {
  if (sink === DROPPED) return null;
  if (isList(sink)) return sink;
  throw new RingsideError("INVALID_ARGUMENT", "eventList: not an event sink of core", [
    { path: "events", message: "expected a list or the sink of dropEvents()" },
  ]);
}

function isList<E>(sink: EventSink<E>): sink is E[] {
  return Array.isArray(sink);
}
