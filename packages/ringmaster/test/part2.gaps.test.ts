import { createRng } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { ringmaster } from "../src/game.js";
import { prestigeFromMatch } from "../src/match/matchPrestige.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import type { RingMasterConfig } from "../src/config.js";
import type { RingMasterCorner, RingMasterState } from "../src/state.js";

const singles: RingMasterConfig = { red: BRUNO_MADDOX, blue: DOC_HALVERSON };
export const tagConfig: RingMasterConfig = {
  red: BRUNO_MADDOX,
  redPartner: FLASH_DELGADO,
  blue: DOC_HALVERSON,
  bluePartner: { ...BRUNO_MADDOX, name: "Bruno's Cousin", prestige: -15 },
};

/** Plays heuristic moves through the Game API until `stop` holds. */
export function until(
  config: RingMasterConfig,
  seed: number,
  stop: (s: RingMasterState) => boolean,
): RingMasterState {
  let s = ringmaster.start(config, seed).state;
  const bot = heuristicBot();
  for (let i = 0; i < 2000; i++) {
    if (stop(s)) return s;
    const t = ringmaster.turn(s);
    if (t.kind !== "decide") break;
    const p = t.players[0]!;
    const m = bot({ view: ringmaster.view(s, p), moves: ringmaster.moves(s, p), rng: createRng(seed) });
    s = ringmaster.play(s, p, m).state;
  }
  throw new Error("never reached");
}

function patch(s: RingMasterState, p: "red" | "blue", c: Partial<RingMasterCorner>): RingMasterState {
  return { ...s, corners: { ...s.corners, [p]: { ...s.corners[p], ...c } } };
}

/** The referee's outside count on `p` at its limit, and a round `p` can end by stalling. */
function outsideCount(s: RingMasterState, p: "red" | "blue"): RingMasterState {
  return {
    ...s,
    stalls: 0,
    last: { by: p, maneuver: "Punch", attempts: 1, hit: true },
    referee: { ...s.referee, distracted: 0, count: { kind: "outside", against: p, value: 10, fresh: false } },
  };
}

describe("draws in play (¶123–¶124)", () => {
  it("both men outside when the count runs out: a double count-out, a draw, and both walked away", () => {
    const s0 = until(singles, 3, (x) => x.phase === "position");
    const p = s0.attacker;
    const q = p === "red" ? "blue" : "red";
    let s = patch(s0, p, { square: { row: 0, col: 4 }, position: "Facing", rope: 0 });
    s = patch(s, q, { square: { row: 0, col: 5 }, position: "Facing", rope: 0 });
    s = outsideCount(s, p);
    const after = ringmaster.play(s, p, { type: "stall" }).state;
    expect(after.result).toEqual({ winner: null, method: "draw", detail: "double count-out" });
    const report = prestigeFromMatch(after, p);
    expect(report).toMatchObject({ result: "draw", engineered: true });
    expect(report?.change).toBe(-2 + after.corners[p].prestigeGained);
  });
  it("only the counted man outside: his count-out, a loss he engineered if he stood there", () => {
    const s0 = until(singles, 3, (x) => x.phase === "position");
    const p = s0.attacker;
    const q = p === "red" ? "blue" : "red";
    let s = patch(s0, p, { square: { row: 0, col: 4 }, position: "Facing", rope: 0 });
    s = patch(s, q, { square: { row: 4, col: 4 } });
    s = outsideCount(s, p);
    const after = ringmaster.play(s, p, { type: "stall" }).state;
    expect(after.result).toMatchObject({ winner: q, method: "count-out" });
    expect(prestigeFromMatch(after, p)).toMatchObject({ result: "loss", engineered: true });
    expect(prestigeFromMatch(after, p)?.change).toBe(-4 + after.corners[p].prestigeGained);
    expect(prestigeFromMatch(after, q)).toMatchObject({ result: "win", engineered: false });
    expect(prestigeFromMatch(s, p)).toBeNull();
  });
});
