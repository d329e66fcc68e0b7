import { createRng, runMatch } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { ringmaster } from "../game.js";
import { legalMoves } from "../match.js";
import { BRUNO_MADDOX, FLASH_DELGADO } from "../samples/wrestlers.js";
import type { RingMasterState } from "../state.js";
import { heuristicBot } from "./heuristicBot.js";
import { positionValue, quickMove, searchBot } from "./searchBot.js";

const config = { red: BRUNO_MADDOX, blue: FLASH_DELGADO };

function midMatch(seed: number, moves: number): RingMasterState {
  let state = ringmaster.start(config, seed).state;
  for (let i = 0; i < moves; i++) {
    const turn = ringmaster.turn(state);
    if (turn.kind !== "decide") break;
    const p = turn.players[0]!;
    state = ringmaster.play(state, p, ringmaster.moves(state, p)[0]!).state;
  }
  return state;
}

describe("the search bot", () => {
  it("cannot see the dice still to come: it gets a view without them, and other future dice change nothing", () => {
    let state = ringmaster.start(config, 11).state;
    const bot = searchBot({ rollouts: 4, horizon: 4 });
    // play a few moves, then ask the bot about two states that differ only in their future dice
    for (let i = 0; i < 6; i++) {
      const turn = ringmaster.turn(state);
      if (turn.kind !== "decide") break;
      const p = turn.players[0];
      if (p === undefined) break;
      state = ringmaster.play(state, p, ringmaster.moves(state, p)[0]!).state;
    }
    const turn = ringmaster.turn(state);
    expect(turn.kind).toBe("decide");
    const p = turn.kind === "decide" ? turn.players[0]! : "red";
    const other: RingMasterState = { ...state, dice: ringmaster.start(config, 999).state.dice };
    expect(other.dice).not.toEqual(state.dice);
    const reads: PropertyKey[] = [];
    const spy = (v: object): object =>
      new Proxy(v, {
        get: (t, k, r) => {
          reads.push(k);
          return Reflect.get(t, k, r) as unknown;
        },
      });
    const a = bot({
      view: spy(ringmaster.view(state, p)) as never,
      moves: ringmaster.moves(state, p),
      rng: createRng(5),
    });
    const b = bot({ view: ringmaster.view(other, p), moves: ringmaster.moves(other, p), rng: createRng(5) });
    expect(a).toEqual(b);
    expect("dice" in ringmaster.view(state, p)).toBe(false);
    expect(reads).not.toContain("dice");
  });

  it("scores results ±1 and positions strictly inside", () => {
    const s = midMatch(3, 10);
    expect(s.result).toBeNull();
    expect(Math.abs(positionValue(s, "red"))).toBeLessThan(1);
    expect(positionValue(s, "red")).toBeCloseTo(-positionValue(s, "blue"));
    const won = {
      ...s,
      phase: "over" as const,
      result: { winner: "red" as const, method: "pinfall" as const },
    };
    expect(positionValue(won, "red")).toBe(1);
    expect(positionValue(won, "blue")).toBe(-1);
    expect(positionValue({ ...won, result: { winner: null, method: "time-limit" } }, "red")).toBe(0);
  });

  it("its rollout policy always picks a legal move", () => {
    let state = ringmaster.start(config, 21).state;
    for (let i = 0; i < 200; i++) {
      const turn = ringmaster.turn(state);
      if (turn.kind !== "decide") break;
      const p = turn.players[0]!;
      const moves = legalMoves(state, p);
      const m = quickMove(state, moves);
      expect(moves).toContainEqual(m);
      state = ringmaster.play(state, p, m!).state;
    }
  });

  it("plays whole legal matches", () => {
    const r = runMatch(ringmaster, {
      config,
      dice: 8,
      bots: { red: searchBot({ rollouts: 3, horizon: 4 }), blue: heuristicBot() },
    });
    expect(r.result.method).toBeTruthy();
  });
});
