/**
 * The corner (¶33–¶34) and the charge (¶35), played through the Game API with scripted dice.
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import { CORNER, MIDDLE, NEXT_TO_MIDDLE, arrange, ofType, pct, playAll } from "./arrange.js";

const NEXT_TO_CORNER = { row: 3, col: 3 } as const;
const pass = { type: "respond", counter: null, answer: "Forearm Smash" } as const;

describe("a man in the corner (¶33–¶34)", () => {
  it("a knock-down throws him back into the turnbuckle: he stays up and takes its Stun Code", () => {
    const s = arrange({ red: { square: NEXT_TO_CORNER }, blue: { square: CORNER }, faces: pct(20) });
    const { state, events } = playAll(s, [
      { type: "attack", maneuver: "Clothesline", desperation: false },
      pass,
    ]);
    const hit = ofType(events, "hit")[0];
    expect(hit?.maneuver).toBe("Clothesline");
    expect(state.corners.blue.position).toBe("Facing");
    // BPS with the turnbuckle's die in place of his WDB: three dice at 5, POW, and one Stun Code die
    const red = s.corners.red.traits;
    expect(hit?.damage).toBe(5 + (5 + red.POW) + 5 + 5);
  });

  it("trapped: +10% and a Referee Check; put there untrapped: neither (¶34)", () => {
    const at = { red: { square: NEXT_TO_CORNER }, blue: { square: CORNER }, faces: pct(20) };
    const trapped = playAll(arrange(at), [
      { type: "attack", maneuver: "Big Boot", desperation: false },
      pass,
    ]);
    const untrapped = playAll(arrange(at), [
      { type: "attack", maneuver: "Big Boot", desperation: false, option: "untrapped" },
      pass,
    ]);
    const t1 = ofType(trapped.events, "attempt")[0]?.check.target ?? 0;
    const t2 = ofType(untrapped.events, "attempt")[0]?.check.target ?? 0;
    expect(t1 - t2).toBe(10);
    expect(ofType(trapped.events, "referee").some((e) => e.action === "cornering")).toBe(true);
    expect(ofType(untrapped.events, "referee").some((e) => e.action === "cornering")).toBe(false);
    // the corner still works on the maneuver: he stays up either way
    expect(untrapped.state.corners.blue.position).toBe("Facing");
  });

  it("offers the untrapped option only against a man standing in the corner", () => {
    const cornered = arrange({ red: { square: NEXT_TO_CORNER }, blue: { square: CORNER } });
    const open = arrange({ red: { square: NEXT_TO_MIDDLE }, blue: { square: MIDDLE } });
    const has = (s: typeof open): boolean =>
      ringmaster.moves(s, "red").some((m) => m.type === "attack" && m.option === "untrapped");
    expect(has(cornered)).toBe(true);
    expect(has(open)).toBe(false);
  });

  it("a Dashing maneuver is High Risk against him: a miss sends the attacker into the turnbuckle", () => {
    const s = arrange({
      red: { square: NEXT_TO_CORNER, running: true },
      blue: { square: CORNER },
      faces: pct(90),
    });
    const { state, events } = playAll(s, [
      { type: "attack", maneuver: "Shoulder Block", desperation: false },
      { type: "respond", counter: null, answer: "Forearm Smash" },
    ]);
    expect(ofType(events, "crash")).toHaveLength(1);
    // no answer is rolled against a High Risk miss; the attacker stays on his feet
    expect(ofType(events, "attempt")).toHaveLength(1);
    expect(state.attacker).toBe("blue");
    expect(state.corners.red.position).toBe("Facing");
    // the Slam die and the turnbuckle's die, no WDB
    expect(ofType(events, "crash")[0]?.damage).toBe(10);
  });

  it("the same miss in the open is not High Risk: the defender may answer", () => {
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE, running: true },
      blue: { square: MIDDLE },
      faces: [...pct(90), ...pct(95)],
    });
    const { events } = playAll(s, [
      { type: "attack", maneuver: "Shoulder Block", desperation: false },
      { type: "respond", counter: null, answer: "Forearm Smash" },
    ]);
    expect(ofType(events, "crash")).toHaveLength(0);
    expect(ofType(events, "attempt")).toHaveLength(2);
  });

  it("a man knocked into the turnbuckle is not covered: a Bodypress there gives no free cover", () => {
    const s = arrange({
      red: { square: NEXT_TO_CORNER, running: true },
      blue: { square: CORNER },
      faces: pct(10),
    });
    const { state, events } = playAll(s, [
      { type: "attack", maneuver: "Bodypress", desperation: false },
      pass,
    ]);
    expect(ofType(events, "hit")[0]?.maneuver).toBe("Bodypress");
    expect(state.corners.blue.position).toBe("Facing");
    expect(state.freeCover).toBe(false);
    expect(state.phase).not.toBe("pin");
    expect(ringmaster.moves(state, state.attacker).some((m) => m.type === "cover")).toBe(false);
  });
});

describe("the charge (¶35)", () => {
  it("a running man's Dashing maneuver adds a Velocity Die with his SPD", () => {
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE, running: true },
      blue: { square: MIDDLE },
      faces: pct(20),
    });
    const { events } = playAll(s, [{ type: "attack", maneuver: "Shoulder Block", desperation: false }, pass]);
    const red = s.corners.red.traits;
    const blue = s.corners.blue.traits;
    // BPS + V: Basic 5, Power 5 + POW, Slam 5 + his WDB, Velocity 5 + the runner's SPD
    expect(ofType(events, "hit")[0]?.damage).toBe(5 + (5 + red.POW) + (5 + blue.WDB) + (5 + red.SPD));
  });
});
