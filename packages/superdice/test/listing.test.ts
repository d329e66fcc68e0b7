import { runMatch } from "@ringside/core";
import { describe, expect, it, vi } from "vitest";
import type * as Match from "../src/rules/match.js";
import type { SuperDiceState } from "../src/types.js";

/** Whether each state the Game API's listing got had a frozen table. */
const seen = vi.hoisted(() => [] as boolean[]);

vi.mock("../src/rules/match.js", async (importOriginal) => {
  const real = await importOriginal<typeof Match>();
  return {
    ...real,
    matchMoves: (state: SuperDiceState, p: "red" | "blue") => {
      seen.push(Object.isFrozen(state.table) || Object.isFrozen(state.heroes[p].powers));
      return real.matchMoves(state, p);
    },
  };
});

const { superdice, superDiceRandomBot } = await import("../src/index.js");

describe("the Game API's listing", () => {
  it("lists from a working copy: the rules never loop over a frozen list (V8 reads one far slower)", () => {
    seen.length = 0;
    const m = runMatch(superdice, {
      config: { red: { name: "Nova" }, blue: { name: "Quake" }, options: { turnLimit: 4 } },
      dice: 3,
      bots: { red: superDiceRandomBot(), blue: superDiceRandomBot() },
      botSeed: 3,
    });
    expect(m.steps).toBeGreaterThan(20);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((frozen) => frozen)).toEqual([]);
  });
});
