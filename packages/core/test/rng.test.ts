import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import {
  createRng,
  isRingsideError,
  nextInt,
  rngFromState,
  seedFromString,
  type RngState,
} from "@ringside/core";

describe("createRng", () => {
  it("gives the snapshotted sequence for a seed (changing it is a breaking change)", () => {
    const rng = createRng(42);
    const draws = Array.from({ length: 12 }, () => rng.int(1, 6));
    expect(draws).toMatchInlineSnapshot(`
      [
        2,
        4,
        6,
        5,
        3,
        1,
        5,
        4,
        4,
        6,
        6,
        4,
      ]
    `);
    expect(rng.state()).toMatchSnapshot();
  });

  it("draws what raw pure-rand xoroshiro128+ with uniformInt draws", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, sides) => {
        const ours = createRng(seed);
        const raw = xoroshiro128plus(seed);
        for (let i = 0; i < 20; i++) expect(ours.int(1, sides)).toBe(uniformInt(raw, 1, sides));
      }),
      { numRuns: 200 },
    );
  });

  it("rejects a seed that is not a safe integer", () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 60]) {
      expect(() => createRng(bad)).toThrow(/createRng: invalid seed/);
    }
  });

  it("saves its state as plain JSON numbers and restores to continue identically", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(50), (seed, skip) => {
        const rng = createRng(seed);
        for (let i = 0; i < skip; i++) rng.int(0, 99);
        const saved = JSON.parse(JSON.stringify(rng.state())) as RngState;
        const restored = rngFromState(saved);
        for (let i = 0; i < 20; i++) expect(restored.int(0, 1e6)).toBe(rng.int(0, 1e6));
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a malformed state with INVALID_STATE", () => {
    for (const bad of [[1, 2, 3], [0, 0, 0, 0], ["a", 1, 2, 3], null]) {
      let error: unknown;
      try {
        rngFromState(bad as unknown as RngState);
      } catch (e) {
        error = e;
      }
      expect(isRingsideError(error, "INVALID_STATE")).toBe(true);
    }
  });

  it("clone continues like the original without advancing it", () => {
    const rng = createRng(7);
    rng.int(1, 6);
    const copy = rng.clone();
    expect([copy.int(1, 6), copy.int(1, 6)]).toEqual([rng.int(1, 6), rng.int(1, 6)]);
  });

  it("split gives streams that differ from each other and from the parent", () => {
    const parent = createRng(1);
    const a = parent.split();
    const b = parent.split();
    const draw = (r: typeof a) => Array.from({ length: 32 }, () => r.int(0, 2 ** 30));
    const [da, db, dp] = [draw(a), draw(b), draw(parent)];
    expect(da).not.toEqual(db);
    expect(da).not.toEqual(dp);
    expect(db).not.toEqual(dp);
  });

  it("split is deterministic", () => {
    const s1 = createRng(99).split().state();
    const s2 = createRng(99).split().state();
    expect(s1).toEqual(s2);
  });
});

describe("nextInt", () => {
  it("is pure: same state, same value, input untouched", () => {
    const state = createRng(5).state();
    const copy = [...state];
    const [v1, n1] = nextInt(state, 1, 6);
    const [v2, n2] = nextInt(state, 1, 6);
    expect(v1).toBe(v2);
    expect(n1).toEqual(n2);
    expect([...state]).toEqual(copy);
    expect(n1).not.toEqual(state);
  });
});

describe("seedFromString", () => {
  it("is stable and spreads different texts", () => {
    expect(seedFromString("WrestleMania")).toBe(seedFromString("WrestleMania"));
    expect(seedFromString("a")).not.toBe(seedFromString("b"));
    expect(seedFromString("")).toMatchInlineSnapshot(`-2128831035`);
  });
});
