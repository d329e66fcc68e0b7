import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import { openDice, recordingDice, scriptedDice, seededDice, seededDiceFromState } from "@ringside/core";

describe("d6s (the seeded sources' bulk d6 draw)", () => {
  it("fills the buffer with the faces and generator steps of n calls to int(1, 6)", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 20 }),
        (seed, counts) => {
          const bulk = seededDice(seed);
          const single = seededDice(seed);
          const out = new Uint8Array(16);
          for (const n of counts) {
            out.fill(0);
            bulk.d6s!(out, n);
            for (let i = 0; i < n; i++) expect(out[i]).toBe(single.int(1, 6));
            for (let i = n; i < out.length; i++) expect(out[i]).toBe(0);
            expect(bulk.save()).toEqual(single.save());
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("draws what pure-rand uniformInt(gen, 1, 6) draws, across reopened states", () => {
    const raw = xoroshiro128plus(20261122);
    let dice = seededDice(20261122);
    const out = new Uint8Array(5);
    for (let k = 0; k < 20_000; k++) {
      dice.d6s!(out, 5);
      for (const face of out) expect(face).toBe(uniformInt(raw, 1, 6));
      const saved = dice.save();
      if (k % 100 === 0 && saved.kind === "seeded") dice = seededDiceFromState(saved);
    }
  });

  it("is absent from scripted and recording sources, which name every die", () => {
    expect(scriptedDice([1, 2, 3]).d6s).toBeUndefined();
    expect(recordingDice(seededDice(1)).d6s).toBeUndefined();
    expect(typeof openDice(7).d6s).toBe("function");
  });
});
