import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze } from "./deepFreeze.js";

/** `value` and every object inside it. */
function objectsOf(value: unknown, out: object[] = []): object[] {
  if (typeof value === "object" && value !== null) {
    out.push(value);
    for (const part of Object.values(value)) objectsOf(part, out);
  }
  return out;
}

describe("deepFreeze", () => {
  it("freezes a JSON value all the way down, whatever parts of it it froze before", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.nat()), (json, picks) => {
        const objects = objectsOf(json);
        // Some parts frozen first (as a state shares the parts of the state before it).
        for (const pick of picks) if (objects.length > 0) deepFreeze(objects[pick % objects.length]);
        for (const object of objects) {
          // The invariant the short-cut rests on: a frozen object is frozen all the way down.
          if (Object.isFrozen(object)) expect(objectsOf(object).every((o) => Object.isFrozen(o))).toBe(true);
        }
        expect(deepFreeze(json)).toBe(json);
        expect(objects.every((o) => Object.isFrozen(o))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("stops at an object already frozen: a new value costs only the walk over its new parts", () => {
    const old = deepFreeze({ hands: [["a", "b"]], score: { red: 1 } });
    const next = { hands: old.hands, score: { red: 2 }, log: [{ said: "hi" }] };
    deepFreeze(next);
    expect(objectsOf(next).every((o) => Object.isFrozen(o))).toBe(true);
    // Frozen by someone else, shallowly: not walked (core never freezes this way).
    const shallow = Object.freeze({ inner: { open: true } });
    deepFreeze({ shallow });
    expect(Object.isFrozen(shallow.inner)).toBe(false);
  });
});
