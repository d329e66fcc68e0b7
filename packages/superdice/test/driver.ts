/** A random-move driver for property tests: plays a match step by step with a check at each. */
import { createRng, isRingsideError, type Rng } from "@ringside/core";
import { superdice, type SuperDiceConfig, type SuperDiceState } from "../src/index.js";

/** Seeded configs: a draft or fixed random power sets. */
export const DRAFT: SuperDiceConfig = { red: { name: "Nova" }, blue: { name: "Quake" } };

/** Plays to the end with random legal moves; `check(before, after)` runs at every step. */
export function playOut(
  config: SuperDiceConfig,
  seed: number,
  check: (before: SuperDiceState, after: SuperDiceState) => void = () => {},
  stopAt = Infinity,
  start?: SuperDiceState,
  rngStart?: Rng,
): { state: SuperDiceState; steps: number; rng: Rng } {
  let s = start ?? superdice.setup(config, seed);
  const rng = rngStart ?? createRng(seed ^ 0x5bd1e995);
  let steps = 0;
  for (;;) {
    const t = superdice.turn(s);
    if (t.kind === "over" || steps >= stopAt) return { state: s, steps, rng };
    const before = s;
    if (t.kind === "advance") s = superdice.advance(s).state;
    else {
      const p = t.players[0] ?? "red";
      const moves = superdice.moves(s, p);
      s = superdice.play(s, p, moves[rng.int(0, moves.length - 1)]!).state;
    }
    check(before, s);
    steps++;
    if (steps > 100_000) throw new Error("runaway match");
  }
}

/** The code of the RingsideError `f` throws, or "ok"; anything else thrown fails the test. */
export function code(f: () => unknown): string {
  try {
    f();
    return "ok";
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    return e.code;
  }
}
