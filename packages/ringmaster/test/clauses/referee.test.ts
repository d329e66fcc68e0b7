/**
 * The referee and the knockouts he must see (¶114–¶117), through the Game API with scripted dice.
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import { BRUNO_MADDOX, FLASH_DELGADO } from "../../src/samples/wrestlers.js";
import type { RingMasterMove, RingMasterState } from "../../src/state.js";
import { MIDDLE, NEXT_TO_MIDDLE, arrange, ofType, pct, playAll } from "./arrange.js";

const referee = (s: RingMasterState, distracted: number): RingMasterState["referee"] => ({
  ...s.referee,
  distracted,
});

/** A man at 1 Intensity takes a Clothesline and fails his STA check (¶114). */
function knockedOut(distracted: number): ReturnType<typeof playAll> {
  const base = arrange();
  const s = arrange({
    red: { square: NEXT_TO_MIDDLE },
    blue: { square: MIDDLE, intensity: 1, level: 4 },
    state: { referee: referee(base, distracted) },
    // Clothesline 20; its three dice; his STA 99
    faces: [...pct(20), 5, 5, 5, ...pct(99)],
  });
  return playAll(s, [
    { type: "attack", maneuver: "Clothesline", desperation: false },
    { type: "respond", counter: null, answer: "Forearm Smash" },
  ]);
}

describe("knockouts and a distracted referee (¶114–¶117)", () => {
  it("a referee who watches may stop the match; a distracted one sees nothing", () => {
    const watched = knockedOut(0);
    expect(ofType(watched.events, "out-cold")[0]?.noticed).toBe(true);
    expect(watched.state.result).toMatchObject({ winner: "red", method: "knockout" });
    const unseen = knockedOut(3);
    expect(ofType(unseen.events, "out-cold")[0]?.noticed).toBe(false);
    expect(unseen.state.result).toBeNull();
    expect(unseen.state.corners.blue.out).toBe(true);
  });

  it("a sleeper's victim who passes out gets no arm drops while the referee is distracted", () => {
    const play = (distracted: number): ReturnType<typeof playAll> => {
      const base = arrange({ config: { red: FLASH_DELGADO, blue: BRUNO_MADDOX } });
      const s = arrange({
        config: { red: FLASH_DELGADO, blue: BRUNO_MADDOX },
        red: { square: NEXT_TO_MIDDLE },
        blue: { square: MIDDLE, position: "Behind" },
        state: { referee: referee(base, distracted) },
        // Sleeper 10 and its two dice; his break 99; the hold's two dice; TOU 99; arm drops 99 ×3
        faces: [...pct(10), 5, 5, ...pct(99), 5, 5, ...pct(99), ...pct(99), ...pct(99), ...pct(99)],
      });
      const declared = playAll(s, [{ type: "attack", maneuver: "Sleeper", desperation: false }]).state;
      const respond = ringmaster
        .moves(declared, "blue")
        .find(
          (m): m is Extract<RingMasterMove, { type: "respond" }> =>
            m.type === "respond" && m.counter === null,
        );
      if (respond === undefined) throw new Error("no response");
      return playAll(declared, [respond, { type: "break-hold", option: "power-out" }]);
    };
    const watched = play(0);
    expect(ofType(watched.events, "sleeper")[0]?.armDrops).toHaveLength(3);
    expect(watched.state.result).toMatchObject({ winner: "red", method: "knockout" });
    const unseen = play(5);
    const sl = ofType(unseen.events, "sleeper")[0];
    expect(sl?.out).toBe(true);
    expect(sl?.armDrops).toHaveLength(0);
    expect(unseen.state.result).toBeNull();
    expect(unseen.state.corners.blue.out).toBe(true);
  });
});

describe("flagged illegal maneuvers (¶118, ¶126–¶127)", () => {
  /** Doc, a rulebreaker, with a Leaping Punch in his Arsenal (creation rules off). */
  function withLeapingPunch(attacker: "red" | "blue", faces: readonly number[] = []): RingMasterState {
    const base = arrange();
    const doc = base.corners.blue.sheet;
    const sheet = { ...doc, arsenal: [...doc.arsenal, { maneuver: "Leaping Punch", bonus: 0 as const }] };
    return arrange({
      attacker,
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE, sheet },
      state: { options: { ...base.options, pointBudget: null } },
      faces,
    });
  }

  it("the referee judges a Leaping Punch as the closed fist it is", () => {
    const s = withLeapingPunch("blue", pct(10));
    const { events } = playAll(s, [
      { type: "attack", maneuver: "Leaping Punch", desperation: false },
      { type: "respond", counter: null, answer: "Punch" },
    ]);
    expect(ofType(events, "hit")[0]?.maneuver).toBe("Leaping Punch");
    expect(ofType(events, "referee").map((e) => e.action)).toContain("closed-fist");
  });

  it("a rulebreaker may throw it as a Cheapshot", () => {
    const s = withLeapingPunch("red");
    const declared = playAll(s, [{ type: "attack", maneuver: "Clothesline", desperation: false }]).state;
    expect(ringmaster.moves(declared, "blue")).toContainEqual({
      type: "turnover",
      maneuver: "Leaping Punch",
      fireUp: false,
    });
  });
});
