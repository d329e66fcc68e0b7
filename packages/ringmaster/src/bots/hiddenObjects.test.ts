import { createRng, runMatch } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ringmaster } from "../game.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../samples/wrestlers.js";
import type { RingMasterConfig, RingMasterOptions, RingMasterWrestler } from "../config.js";
import type { RingMasterMove, RingMasterState } from "../state.js";
import { heuristicBot } from "./heuristicBot.js";
import { tagTeamBot } from "./tagTeamBot.js";
import { wrestlerArb } from "../../test/hidden.js";
import { searchBot } from "./searchBot.js";
import { safeMoves } from "./countAware.js";
import { averageDamage } from "../match.js";
import { exposure, hiddenObjectMove, objectUse } from "./hiddenObjects.js";

/** A rulebreaker (Prestige −25, SAV 60) with brass knuckles in his tights. */
const heel: RingMasterWrestler = { ...DOC_HALVERSON, concealed: ["Brass Knuckles"] };
/** Sample wrestlers hiding random objects, half of them made rulebreakers. */
const heels = fc
  .tuple(wrestlerArb, fc.boolean())
  .map(([w, bad]) => (bad ? { ...w, prestige: -Math.abs(w.prestige) - 5 } : w));
/** A fan favourite with the same. */
const face: RingMasterWrestler = { ...FLASH_DELGADO, concealed: ["Brass Knuckles"] };

/**
 * Red to move with 6 AP, standing next to Blue in the middle of the ring; `distracted` rounds of a
 * distracted referee; options patched.
 */
function ready(
  red: RingMasterWrestler,
  distracted: number,
  options: Partial<RingMasterOptions> = {},
  seed = 3,
): RingMasterState {
  const s = ringmaster.start({ red, blue: BRUNO_MADDOX, options }, seed).state;
  return ringmaster.loadState({
    ...s,
    attacker: "red",
    phase: "position",
    ap: 6,
    pending: null,
    referee: { ...s.referee, distracted, count: null },
    corners: {
      red: { ...s.corners.red, square: { row: 4, col: 4 }, position: "Facing", rope: 0, running: false },
      blue: { ...s.corners.blue, square: { row: 4, col: 5 }, position: "Facing", rope: 0, running: false },
    },
  });
}

const choose = (s: RingMasterState, bot = heuristicBot()): RingMasterMove =>
  bot({ view: ringmaster.view(s, "red"), moves: ringmaster.moves(s, "red"), rng: createRng(1) });

describe("the bots and objects hidden in the tights", () => {
  it("names each object's use and what the referee judges it as", () => {
    expect(objectUse("Brass Knuckles")).toEqual({ maneuver: "Punch", action: "foreign-object" });
    expect(objectUse("Fire Tab")).toEqual({ maneuver: "Fire Tab", action: "fire-tab" });
    expect(objectUse("Powder")).toEqual({ maneuver: "Powder", action: "powder" });
    expect(objectUse("Cloth")).toEqual({ maneuver: "Chokehold", action: "foreign-object" });
    expect(objectUse("Chain")).toEqual({ maneuver: "Foreign Object Smash", action: "foreign-object" });
  });

  it("with the referee distracted, the heuristic bot draws the knuckles; so does the search bot", () => {
    const s = ready(heel, 1);
    expect(exposure(ringmaster.view(s, "red"), "red", "foreign-object")).toBe("unseen");
    expect(choose(s)).toEqual({ type: "draw", object: "Brass Knuckles" });
    expect(choose(ready(face, 1))).toEqual({ type: "draw", object: "Brass Knuckles" });
    expect(choose(s, searchBot({ rollouts: 6, horizon: 4 }))).toEqual({
      type: "draw",
      object: "Brass Knuckles",
    });
  });

  it("in front of a referee who disqualifies for it, a rulebreaker distracts him first; a fan favourite leaves it hidden", () => {
    const s = ready(heel, 0);
    expect(exposure(ringmaster.view(s, "red"), "red", "foreign-object")).toBe("dq");
    expect(choose(s)).toEqual({ type: "distract-referee" });
    const fav = choose(ready(face, 0));
    expect(fav.type === "draw" || fav.type === "distract-referee").toBe(false);
    // too few Action Points to draw after the distraction: neither
    const tired = ringmaster.loadState({ ...s, ap: 3 });
    expect(hiddenObjectMove(ringmaster.view(tired, "red"), ringmaster.moves(tired, "red"))).toBeUndefined();
  });

  it("where a warning is the worst it risks, a rulebreaker draws in plain view; not with his last warning", () => {
    const lenient = { automaticDq: [] };
    expect(choose(ready(heel, 0, lenient))).toEqual({ type: "draw", object: "Brass Knuckles" });
    const s = ready(heel, 0, lenient);
    const onNotice = ringmaster.loadState({
      ...s,
      referee: { ...s.referee, warnings: { red: s.options.warnings - 1, blue: 0 } },
    });
    expect(choose(onNotice).type).not.toBe("draw");
    expect(choose(ready(face, 0, lenient)).type).not.toBe("draw");
  });

  it("never punches with a loaded fist while a referee who disqualifies for it is watching", () => {
    const s = ready(heel, 0);
    const armed = ringmaster.loadState({
      ...s,
      ap: 0,
      corners: { ...s.corners, red: { ...s.corners.red, object: "Brass Knuckles", concealed: [] } },
    });
    const punch = { type: "attack", maneuver: "Punch", desperation: false } as const;
    const moves = ringmaster.moves(armed, "red");
    expect(moves).toContainEqual(punch);
    expect(safeMoves(ringmaster.view(armed, "red"), moves)).not.toContainEqual(punch);
    expect(choose(armed)).not.toEqual(punch);
    // the knuckles' two dice count in what the Punch is worth, and once he is not looking it is allowed
    const bare = ringmaster.view(s, "red");
    expect(averageDamage(ringmaster.view(armed, "red"), "red", "Punch")).toBe(
      averageDamage(bare, "red", "Punch") + 7,
    );
    const unseen = ringmaster.loadState({ ...armed, referee: { ...armed.referee, distracted: 1 } });
    expect(safeMoves(ringmaster.view(unseen, "red"), moves)).toContainEqual(punch);
  });

  it("in whole matches, rulebreakers draw and use their objects, and every move is legal (Game API and fast path alike)", () => {
    const config: RingMasterConfig = {
      red: { ...heel, concealed: ["Brass Knuckles", "Fire Tab", "Chain"] },
      blue: { ...BRUNO_MADDOX, prestige: -30, concealed: ["Sap Glove", "Powder"] },
    };
    let draws = 0;
    let distractions = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const bots = { red: heuristicBot(), blue: heuristicBot() };
      const m = runMatch(ringmaster, { config, dice: seed, bots, botSeed: seed });
      for (const r of m.record.moves) {
        if (r.move.type === "draw") draws++;
        if (r.move.type === "distract-referee") distractions++;
      }
      expect(ringmaster.fast?.run(config, seed, bots, seed)).toEqual({ result: m.result, steps: m.steps });
    }
    expect(draws).toBeGreaterThan(0);
    expect(distractions).toBeGreaterThan(0);
  });

  it("with random sheets hiding objects, in singles and tag matches, the bots' every move is legal and the fast path agrees", () => {
    let draws = 0;
    fc.assert(
      fc.property(
        fc.record({ red: heels, blue: heels, redPartner: heels, bluePartner: heels }),
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000 }),
        ({ red, blue, redPartner, bluePartner }, tag, seed) => {
          const config: RingMasterConfig = tag ? { red, blue, redPartner, bluePartner } : { red, blue };
          const bot = tag ? tagTeamBot : heuristicBot;
          const bots = { red: bot(), blue: bot() };
          // runMatch refuses an illegal bot move with ILLEGAL_MOVE
          const m = runMatch(ringmaster, { config, dice: seed, bots, botSeed: seed });
          draws += m.record.moves.filter((r) => r.move.type === "draw").length;
          expect(ringmaster.fast?.run(config, seed, bots, seed)).toEqual({
            result: m.result,
            steps: m.steps,
          });
        },
      ),
      { numRuns: Number(process.env.RINGSIDE_RUNS ?? 12), seed: 7 },
    );
    expect(draws).toBeGreaterThan(0);
  });
});
