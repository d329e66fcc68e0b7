/**
 * The completion's balance rules through the Game API (issue #26): the fight a man has left, the
 * Finisher's 2-count on the first cover only, a broken hold that lets the man up, accurate timing
 * (¶12), cages won only by escaping, the collision's double knockout and double pin, and bots that
 * neither loop on covers nor ignore the way out of a cage.
 */
import { runMatch, type DiceState } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { ringmaster } from "../src/game.js";
import { doorSquare } from "../src/rules/cage/escape.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import type { RingMasterConfig, RingMasterPlayer } from "../src/config.js";
import type { RingMasterCorner, RingMasterState } from "../src/state.js";
import type { RingMasterEvent } from "../src/events.js";

const singles: RingMasterConfig = { red: BRUNO_MADDOX, blue: DOC_HALVERSON };
const cage = { material: "steel-pipe", feet: 15, roof: false, kind: "internal", victory: "escape" } as const;

/** Scripted dice: each d100 is two d10 faces (tens, ones; "00" is 100), each d6 one face. */
function script(...faces: number[]): DiceState {
  return { kind: "scripted", faces, next: 0 };
}

/** A d100 roll as its two d10 faces. */
function d100(n: number): [number, number] {
  return n === 100 ? [0, 0] : [Math.floor(n / 10), n % 10];
}

function withCorners(
  s: RingMasterState,
  patch: Partial<Record<RingMasterPlayer, Partial<RingMasterCorner>>>,
): RingMasterState {
  return {
    ...s,
    corners: {
      red: { ...s.corners.red, ...patch.red },
      blue: { ...s.corners.blue, ...patch.blue },
    },
  };
}

/** The state with red attacking, blue's answer pending: both are about to roll. */
function exchange(
  config: RingMasterConfig,
  patch: Parameters<typeof withCorners>[1],
  maneuver = "Forearm Smash",
): RingMasterState {
  const s = ringmaster.start(config, 1).state;
  const centre = { row: 4, col: 4 };
  return withCorners(
    {
      ...s,
      attacker: "red",
      phase: "respond",
      pending: { maneuver, desperation: false, option: null },
      ap: 5,
    },
    {
      red: { square: centre, position: "Facing", ...patch.red },
      blue: { square: { row: 4, col: 5 }, position: "Facing", ...patch.blue },
    },
  );
}

describe("the collision (¶76) and its draws (completion › 13)", () => {
  it("two men knocked out by the same collision, both seen: a double knockout, a draw", () => {
    const s = exchange(singles, { red: { intensity: 1, level: 4 }, blue: { intensity: 1, level: 4 } });
    // red's Forearm Smash botches (97), blue's answer botches (98): a collision
    const dice = script(...d100(97), ...d100(98), 6, ...d100(99), 6, ...d100(99), ...d100(10));
    const next = ringmaster.play({ ...s, dice }, "blue", {
      type: "respond",
      counter: null,
      answer: "Forearm Smash",
    });
    expect(next.state.result).toEqual({ winner: null, method: "draw", detail: "double knockout" });
  });

  it("when only red passes out, blue wins; when only blue does, red wins (not always against red)", () => {
    const s = exchange(singles, { red: { intensity: 1, level: 4 }, blue: { intensity: 1, level: 4 } });
    const play = (redSta: number, blueSta: number) =>
      ringmaster.play(
        {
          ...s,
          dice: script(...d100(97), ...d100(98), 6, ...d100(redSta), 6, ...d100(blueSta), ...d100(10)),
        },
        "blue",
        { type: "respond", counter: null, answer: "Forearm Smash" },
      ).state.result;
    expect(play(99, 10)).toMatchObject({ winner: "blue", method: "knockout" });
    expect(play(10, 99)).toMatchObject({ winner: "red", method: "knockout" });
  });

  it("both men down and neither lifts a shoulder: a double pin, a draw; one shoulder up: play goes on", () => {
    const s = exchange(singles, { red: { intensity: 100, level: 4 }, blue: { intensity: 100, level: 4 } });
    const roll = (red: number, blue: number) =>
      ringmaster.play(
        // the two Slam dice, the AGI Contest for first up (red 10, blue 50), then the shoulders
        {
          ...s,
          dice: script(
            ...d100(97),
            ...d100(98),
            1,
            1,
            ...d100(10),
            ...d100(50),
            ...d100(red),
            ...d100(blue),
            1,
            1,
            1,
            1,
          ),
        },
        "blue",
        { type: "respond", counter: null, answer: "Forearm Smash" },
      );
    const both = roll(95, 95);
    expect(both.state.result).toEqual({ winner: null, method: "draw", detail: "double pin" });
    const one = roll(95, 10);
    expect(one.state.result).toBeNull();
    expect(one.events.some((e) => e.type === "double-down" && !e.pinned)).toBe(true);
  });
});

describe("the Finisher's automatic 2-count (¶87)", () => {
  it("is the first cover after the Finisher, not every later cover", () => {
    const base = ringmaster.start(singles, 3).state;
    const s: RingMasterState = withCorners(
      { ...base, attacker: "red", phase: "position", ap: 5, finisherPin: true, covers: 0 },
      {
        red: { square: { row: 4, col: 4 }, position: "Facing" },
        blue: {
          square: { row: 4, col: 5 },
          position: "Prone",
          level: 2,
          intensity: base.corners.blue.traits.levels[0],
        },
      },
    );
    const first = ringmaster.play({ ...s, dice: script(5) }, "red", { type: "cover", hook: false });
    expect(first.state.pin?.chances).toBe(1);
    const later = ringmaster.play({ ...s, covers: 1, dice: script(5) }, "red", {
      type: "cover",
      hook: false,
    });
    expect(later.state.pin?.chances).toBe(3);
  });
});

describe("a broken hold (completion › 10)", () => {
  it("lets the man back to his feet, so a ground hold is not put straight back on", () => {
    const base = ringmaster.start(singles, 4).state;
    const s: RingMasterState = withCorners(
      {
        ...base,
        attacker: "blue",
        phase: "hold",
        hold: { maneuver: "Figure Four Leglock", margin: 20, tally: 0, resthold: false, leverage: "none" },
      },
      { red: { position: "Prone" }, blue: { position: "Kneeling" } },
    );
    const next = ringmaster.play({ ...s, dice: script(...d100(10), 1, 1, 1, 1, 1, 1) }, "red", {
      type: "break-hold",
      option: "escape",
    });
    expect(next.state.hold).toBeNull();
    expect(next.state.corners.red.position).toBe("Facing");
    const moves = ringmaster.moves(next.state, "blue");
    expect(moves.some((m) => m.type === "attack" && m.maneuver === "Figure Four Leglock")).toBe(false);
    // the round the hold went on in is a standard round: 10 seconds, not 5
    expect(next.state.seconds - s.seconds).toBe(10);
  });
});

describe("accurate timing (¶12)", () => {
  it("a round is the AP spent + the maneuver's Level + 1d6", () => {
    const s = exchange({ ...singles, options: { accurateTiming: true } }, {}, "Body Slam");
    // red (SPD 40 ÷ 20 + 3 = 5) has 3 AP left: he spent 2; his Body Slam (Level 2, BPS) lands
    const spent = { ...s, ap: 3 };
    const next = ringmaster.play(
      { ...spent, dice: script(...d100(10), 1, 1, 1, 4, 1, 1, 1, 1, 1, 1) },
      "blue",
      { type: "respond", counter: null, answer: "Forearm Smash" },
    );
    expect(next.events.some((e) => e.type === "round")).toBe(true);
    // 2 AP spent + Level 2 + 4 on the die = 8 seconds
    expect(next.state.seconds - s.seconds).toBe(8);
  });

  it("hold rounds after the first are the die alone", () => {
    const base = ringmaster.start({ ...singles, options: { accurateTiming: true } }, 4).state;
    const s: RingMasterState = withCorners(
      {
        ...base,
        attacker: "blue",
        phase: "hold",
        hold: {
          maneuver: "Figure Four Leglock",
          margin: 20,
          tally: 10,
          resthold: false,
          leverage: "none",
          holderTurn: false,
        },
      },
      { red: { position: "Prone" }, blue: { position: "Kneeling" } },
    );
    const next = ringmaster.play({ ...s, dice: script(...d100(10), 3, 1, 1, 1, 1, 1) }, "red", {
      type: "break-hold",
      option: "escape",
    });
    expect(next.state.seconds - s.seconds).toBe(3);
  });
});

describe("a cage won only by escaping (¶145, completion › 14)", () => {
  const config: RingMasterConfig = { red: BRUNO_MADDOX, blue: FLASH_DELGADO, options: { cage } };

  it("offers no covers, and ends only by escape or a finish the completion allows", () => {
    const allowed = new Set(["escape", "time-limit", "draw", "disqualification", "count-out"]);
    for (let seed = 0; seed < 6; seed++) {
      const r = runMatch(ringmaster, {
        config,
        dice: seed,
        bots: { red: heuristicBot(), blue: heuristicBot() },
        botSeed: seed,
        onEvent: (e) => void expect((e as RingMasterEvent).type).not.toBe("cover"),
      });
      expect(allowed.has(r.result.method)).toBe(true);
    }
  });

  it("a fresh man cannot walk out past a standing opponent; with him down, the door is open", () => {
    const base = ringmaster.start(config, 2).state;
    const door = doorSquare(cage);
    const s: RingMasterState = withCorners(
      { ...base, attacker: "red", phase: "position", ap: 5 },
      { red: { square: door, position: "Facing" }, blue: { square: { row: 5, col: 6 }, position: "Facing" } },
    );
    expect(ringmaster.moves(s, "red").some((m) => m.type === "escape")).toBe(false);
    const down = withCorners(s, { blue: { position: "Prone" } });
    expect(ringmaster.moves(down, "red").some((m) => m.type === "escape")).toBe(true);
    // and the heuristic bot takes it: out of the cage wins
    const bot = heuristicBot();
    const view = ringmaster.view(down, "red");
    const move = bot({
      view,
      moves: ringmaster.moves(down, "red"),
      rng: { int: () => 0, float: () => 0 } as never,
    });
    expect(move).toEqual({ type: "escape" });
  });
});

describe("the heuristic bot does not loop", () => {
  it("never covers a man more than three times in a row without landing a maneuver", () => {
    for (let seed = 0; seed < 3; seed++) {
      let run = 0;
      let longest = 0;
      runMatch(ringmaster, {
        config: { red: [BRUNO_MADDOX, FLASH_DELGADO, DOC_HALVERSON][seed % 3]!, blue: FLASH_DELGADO },
        dice: 40 + seed,
        bots: { red: heuristicBot(), blue: heuristicBot() },
        botSeed: seed,
        onEvent: (e) => {
          const ev = e as RingMasterEvent;
          if (ev.type === "hit") run = 0;
          if (ev.type === "cover") longest = Math.max(longest, ++run);
        },
      });
      expect(longest).toBeLessThanOrEqual(3);
    }
  });
});

describe("the heuristic bot plays the referee", () => {
  it("does not try a Screwjob on a cover a watching referee is sure to see; with him distracted, it does", () => {
    const base = ringmaster.start({ ...singles, options: { refereeSav: 100 } }, 5).state;
    const s: RingMasterState = withCorners(
      { ...base, attacker: "red", phase: "position", ap: 5, covers: 0, finisherPin: false },
      {
        red: { square: { row: 4, col: 4 }, position: "Facing" },
        blue: { square: { row: 4, col: 5 }, position: "Prone", level: 4, intensity: 10, stun: 3 },
      },
    );
    const pick = (state: RingMasterState) =>
      heuristicBot()({
        view: ringmaster.view(state, "red"),
        moves: ringmaster.moves(state, "red"),
        rng: { int: () => 0, float: () => 0 } as never,
      });
    const watched = pick(s);
    expect(watched).toMatchObject({ type: "cover" });
    expect(watched).not.toMatchObject({ screwjob: true });
    const distracted = pick({ ...s, referee: { ...s.referee, distracted: 1 } });
    expect(distracted).toMatchObject({ type: "cover", screwjob: true });
  });
});
