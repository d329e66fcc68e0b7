import { runMatch } from "@ringside/core";
import { describe, expect, it, vi } from "vitest";
import type * as GameModule from "../src/game.js";
import type * as Match from "../src/rules/match.js";
import { superDiceRandomBot } from "../src/index.js";
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

// A copy of the game module of this file's own (the suite shares one module graph across files, and
// the shared one was loaded before the mock), whose import of the match rules is the mock above.
const fresh = "../src/game.js?listing";
const { superdice } = (await import(/* @vite-ignore */ fresh)) as typeof GameModule;

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
