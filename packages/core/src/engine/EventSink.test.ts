import { describe, expect, it } from "vitest";
import { isRingsideError } from "../errors/RingsideError.js";
import { dropEvents, eventList, type EventSink } from "./EventSink.js";

describe("event sinks", () => {
  it("a list is a sink and eventList hands it back itself", () => {
    const list: { type: string }[] = [];
    const sink: EventSink<{ type: string }> = list;
    sink.push({ type: "a" }, { type: "b" });
    expect(eventList(sink)).toBe(list);
    expect(list).toEqual([{ type: "a" }, { type: "b" }]);
  });

  it("dropEvents keeps nothing, and eventList says so with null", () => {
    const sink = dropEvents<{ type: string }>();
    sink.push({ type: "a" });
    expect(eventList(sink)).toBeNull();
  });

  it("eventList refuses a sink core did not make with INVALID_ARGUMENT", () => {
    const seen: unknown[] = [];
    const own: EventSink<{ type: string }> = { push: (...events) => seen.push(...events) };
    let error: unknown;
    try {
      eventList(own);
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error, "INVALID_ARGUMENT")).toBe(true);
  });
});

describe("eventList's refusal", () => {
  it("names the function and what a sink may be, at events", () => {
    let error: unknown;
    try {
      eventList({ push: () => 0 });
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error) && error.message).toBe(
      "eventList: not an event sink of core: events: expected a list or the sink of dropEvents()",
    );
    expect(isRingsideError(error) && error.problems).toEqual([
      { path: "events", message: "expected a list or the sink of dropEvents()" },
    ]);
  });
});
