import { createRng, deepFreeze, dropEvents, openDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { cloneState } from "../src/clone.js";
import { POWER_IDS, superdice, type SuperDiceConfig, type SuperDiceState } from "../src/index.js";
import type { SuperDiceEvent } from "../src/moves.js";
import { advanceMatch, matchMoves, matchTurn, playMove } from "../src/rules/match.js";
import { shareState } from "../src/share.js";
import { DRAFT } from "./driver.js";

/** Ten powers dealt five and five from a seed. */
function dealt(seed: number): SuperDiceConfig {
  const powers = Array.from({ length: 10 }, (_, i) => POWER_IDS[(seed * 7 + i * 13) % POWER_IDS.length]!);
  return {
    red: { name: "Nova", powers: powers.slice(0, 5) },
    blue: { name: "Quake", powers: powers.slice(5) },
  };
}

/**
 * Plays a random match step by step as the Game API does (a working copy of the frozen state, the
 * rule, then the sharing), handing `check` each frozen state before, the working copy as the rule
 * left it (as JSON) and the shared state.
 */
function play(
  config: SuperDiceConfig,
  seed: number,
  check: (prev: SuperDiceState, json: string, shared: SuperDiceState, kind: string) => void,
): number {
  const dice = openDice(seed);
  const rng = createRng(seed);
  const events = dropEvents<SuperDiceEvent>();
  let state = deepFreeze(cloneState(superdice.setup(config, seed)));
  let steps = 0;
  for (; steps < 5000; steps++) {
    const turn = matchTurn(state);
    if (turn.kind === "over") break;
    const work = cloneState(state);
    let kind = "advance";
    if (turn.kind === "advance") advanceMatch(work, dice, events);
    else {
      const p = turn.players[0]!;
      const moves = matchMoves(cloneState(state), p);
      const move = moves[rng.int(0, moves.length - 1)]!;
      kind = move.type;
      playMove(work, p, move, dice, events);
    }
    const json = JSON.stringify(work);
    // The state before is frozen: a share that wrote into it would throw.
    const shared = shareState(work, state);
    check(state, json, shared, kind);
    state = deepFreeze(shared);
  }
  return steps;
}

describe("shareState (the Game API's structural sharing)", () => {
  it("never changes a value: the shared state equals the working copy, over random matches and drafts", () => {
    let steps = 0;
    for (let seed = 0; seed < 40; seed++) {
      steps += play(seed % 5 === 0 ? DRAFT : dealt(seed), seed, (_prev, json, shared) => {
        expect(JSON.stringify(shared)).toBe(json);
      });
    }
    expect(steps).toBeGreaterThan(10_000);
  });

  it("shares what a step left as it was: an assignment changes one die and shares the rest", () => {
    let assignments = 0;
    play(dealt(3), 3, (prev, _json, shared, kind) => {
      if (kind !== "assign") return;
      assignments++;
      expect(shared.heroes).toBe(prev.heroes);
      expect(shared.used).toBe(prev.used);
      expect(shared.mods).toBe(prev.mods);
      expect(shared.table).not.toBe(prev.table);
      expect(shared.table.filter((d, i) => d !== prev.table[i])).toHaveLength(1);
    });
    expect(assignments).toBeGreaterThan(20);
  });

  it("shares no die, hero or modifiers in which any one field changed (every field is compared)", () => {
    // An Action Phase state (dice on the table, frozen as the Game API's are).
    let found: SuperDiceState | undefined;
    play(dealt(1), 1, (before) => {
      if (found === undefined && before.phase === "action" && before.table.length > 0) found = before;
    });
    const prev = found!;
    const changed = (value: unknown): unknown =>
      typeof value === "number"
        ? value + 1
        : typeof value === "boolean"
          ? !value
          : Array.isArray(value)
            ? [...(value as unknown[]), 99]
            : value === null
              ? "attack"
              : typeof value === "object"
                ? { ...value, hits: -1 }
                : `${String(value)}!`;
    const parts: [string, (s: SuperDiceState) => object][] = [
      ["die", (s) => s.table[0]!],
      ["hero", (s) => s.heroes.red],
      ["mods", (s) => s.mods.blue],
    ];
    let fields = 0;
    for (const [name, part] of parts) {
      for (const key of Object.keys(part(prev))) {
        const work = cloneState(prev);
        const target = part(work) as Record<string, unknown>;
        target[key] = changed(target[key]);
        const shared = shareState(work, prev);
        expect(part(shared), `${name}.${key}`).not.toBe(part(prev));
        fields++;
      }
    }
    expect(fields).toBe(8 + 7 + 8);
  });
});
