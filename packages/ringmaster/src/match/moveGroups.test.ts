import { createRng } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { MANEUVERS } from "../data/maneuvers.js";
import { ringmaster } from "../game.js";
import { SAMPLE_WRESTLERS } from "../samples/wrestlers.js";
import type { RingMasterPlayer } from "../config.js";
import { attackKind, groupMoves } from "./moveGroups.js";

describe("attackKind", () => {
  it("sorts maneuvers by their catalogue tags: illegal first, then high risk, pins, holds, strikes, throws", () => {
    expect(attackKind("Forearm Smash")).toBe("strike");
    expect(attackKind("Punch")).toBe("illegal"); // a strike, but a closed fist is illegal
    expect(attackKind("Foreign Object Smash")).toBe("illegal");
    expect(attackKind("Eye Gouge")).toBe("illegal");
    expect(attackKind("Moonsault")).toBe("high-risk");
    expect(attackKind("Sunset Flip")).toBe("pin");
    expect(attackKind("Sleeper")).toBe("hold");
    expect(attackKind("Boston Crab")).toBe("hold");
    expect(attackKind("Vertical Suplex")).toBe("throw");
    expect(attackKind("Irish Whip")).toBe("throw");
  });

  it("reads flagged maneuvers and aliases through their Flags, and calls an unknown name a throw", () => {
    // Flying makes the Elbow Drop High Risk; the plain Elbow Drop is not.
    expect(attackKind("Elbow Drop")).not.toBe("high-risk");
    expect(attackKind("Flying Elbow Drop")).toBe("high-risk");
    expect(attackKind("Superplex")).toBe("throw"); // the Super Vertical Suplex
    expect(attackKind("No Such Move")).toBe("throw");
  });

  it("gives every kind to some maneuver of the catalogue", () => {
    const kinds = new Set(MANEUVERS.map((m) => attackKind(m.name)));
    expect([...kinds].sort()).toEqual(["high-risk", "hold", "illegal", "pin", "strike", "throw"]);
  });
});

describe("groupMoves", () => {
  it("gives each attack its maneuver's kind, and a screen of kinds holds every attack once", () => {
    const config = { red: SAMPLE_WRESTLERS[0]!, blue: SAMPLE_WRESTLERS[2]! };
    const rng = createRng(5);
    let s = ringmaster.start(config, 5).state;
    let attacks = 0;
    for (let step = 0; step < 200 && s.result === null; step++) {
      const turn = ringmaster.turn(s);
      if (turn.kind === "advance") {
        s = ringmaster.advance(s).state;
        continue;
      }
      if (turn.kind !== "decide") break;
      const p = turn.players[0] as RingMasterPlayer;
      const g = groupMoves(s, p);
      for (const a of g.attacks) expect(a.kind).toBe(attackKind(a.maneuver));
      const byKind = ["strike", "hold", "throw", "high-risk", "illegal", "pin"].flatMap((k) =>
        g.attacks.filter((a) => a.kind === k),
      );
      expect(byKind).toHaveLength(g.attacks.length);
      attacks += g.attacks.length;
      const moves = ringmaster.moves(s, p);
      s = ringmaster.play(s, p, moves[rng.int(0, moves.length - 1)]!).state;
    }
    expect(attacks).toBeGreaterThan(0);
  });
});
