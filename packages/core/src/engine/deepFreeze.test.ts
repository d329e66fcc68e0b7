import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze, freezeThrough } from "./deepFreeze.js";

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

describe("deepFreeze stops at frozen objects wherever they are", () => {
  it("a frozen value, or a frozen item of a list, is taken as frozen all the way down", () => {
    const top = Object.freeze({ inner: { open: true } });
    expect(deepFreeze(top)).toBe(top);
    expect(Object.isFrozen(top.inner)).toBe(false);
    const item = Object.freeze({ inner: { open: true } });
    const fresh = { fresh: [1] };
    const list = [item, fresh];
    deepFreeze(list);
    expect(Object.isFrozen(list) && Object.isFrozen(fresh) && Object.isFrozen(fresh.fresh)).toBe(true);
    expect(Object.isFrozen(item.inner)).toBe(false);
  });
});

describe("freezeThrough: a value the game froze only at the top", () => {
  it("freezes every part, walking into frozen objects and lists too", () => {
    const deep = { x: [1, { y: 2 }] };
    const open = { open: {} };
    const move = Object.freeze({ type: "pick", cards: Object.freeze([Object.freeze({ deep }), open]) });
    expect(freezeThrough(move)).toBe(move);
    expect([deep, deep.x, deep.x[1], open, open.open].every((o) => Object.isFrozen(o))).toBe(true);
  });

  it("returns anything that is not an object as it is", () => {
    for (const value of [null, undefined, 0, "pick", true]) expect(freezeThrough(value)).toBe(value);
  });
});
