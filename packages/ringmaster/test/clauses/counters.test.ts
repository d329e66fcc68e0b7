/**
 * Counters and Reversals in play (¶32, ¶82–¶85, ¶113), through the Game API with scripted dice.
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import { counterTarget, holdCounterTarget, reversalTarget } from "../../src/match.js";
import type { RingMasterState } from "../../src/state.js";
import { MIDDLE, NEXT_TO_MIDDLE, arrange, ofType, pct, playAll } from "./arrange.js";

/** Red (Bruno) has declared a Punch on blue (Doc), who is to respond. */
function punchDeclared(faces: readonly number[] = [], patch: Partial<RingMasterState> = {}): RingMasterState {
  const s = arrange({ red: { square: NEXT_TO_MIDDLE }, blue: { square: MIDDLE }, faces, state: patch });
  return playAll(s, [{ type: "attack", maneuver: "Punch", desperation: false }]).state;
}

describe("Counters (¶82–¶83)", () => {
  it("identical results of the Contest are rolled again", () => {
    // Punch 60 rolls 50 (by 10), Block 40 rolls 30 (by 10): identical; then 90 against 20
    const s = punchDeclared([...pct(50), ...pct(30), ...pct(90), ...pct(20)]);
    const { events } = playAll(s, [{ type: "respond", counter: "Block", answer: null }]);
    const c = ofType(events, "counter")[0];
    expect(c?.check.target).toBe(40);
    expect(c?.attack.roll).toBe(90);
    expect(c?.check.roll).toBe(20);
    expect(c?.result).toBe("countered");
  });

  it("a Counter he does not know is Improvised at −10% (¶83)", () => {
    const s = punchDeclared(pct(99));
    expect(ringmaster.moves(s, "blue")).toContainEqual({ type: "respond", counter: "Duck", answer: null });
    const { events } = playAll(s, [{ type: "respond", counter: "Duck", answer: null }]);
    // Doc's AGI 50, −10 Improvised, −5 Hot Head
    expect(ofType(events, "counter")[0]?.check.target).toBe(35);
    expect(counterTarget(s, "Duck")).toBe(35);
  });

  it("the −5% of a Counter used before counts that Counter's uses only (¶32)", () => {
    const used = { counterUses: { red: {}, blue: { Duck: 2 } } };
    const s = punchDeclared(pct(99), used);
    expect(counterTarget(s, "Duck")).toBe(25);
    expect(counterTarget(s, "Block")).toBe(40);
    expect(reversalTarget(s, "Forearm Smash")).toBe(reversalTarget(punchDeclared(), "Forearm Smash"));
    const { events } = playAll(s, [{ type: "respond", counter: "Block", answer: null }]);
    expect(ofType(events, "counter")[0]?.check.target).toBe(40);
  });
});

describe("Reversals (¶84–¶85)", () => {
  it("into a maneuver he knows at −5%, into one he does not at −10%", () => {
    const s = punchDeclared(pct(99));
    expect(ringmaster.moves(s, "blue")).toContainEqual({ type: "reverse", into: "Body Slam" });
    const knows = {
      ...s,
      corners: {
        ...s.corners,
        blue: {
          ...s.corners.blue,
          sheet: {
            ...s.corners.blue.sheet,
            arsenal: [...s.corners.blue.sheet.arsenal, { maneuver: "Body Slam", bonus: 0 }],
          },
        },
      },
    };
    expect((reversalTarget(knows, "Body Slam") ?? 0) - (reversalTarget(s, "Body Slam") ?? 0)).toBe(5);
    const { events } = playAll(s, [{ type: "reverse", into: "Body Slam" }]);
    const r = ofType(events, "counter")[0];
    expect(r?.reversal).toBe(true);
    expect(r?.check.target).toBe(reversalTarget(s, "Body Slam"));
  });

  it("each use of a Reversal counts against that Reversal (¶32)", () => {
    const s = punchDeclared([...pct(99), ...pct(99)]);
    const once = playAll(s, [{ type: "reverse", into: "Forearm Smash" }]).state;
    expect(once.counterUses.blue["Reversal: Punch into Forearm Smash"]).toBe(1);
  });
});

describe("a Counter out of a hold (¶113, ¶32)", () => {
  it("is rolled as the maneuver, and each use of it is a Counter used before", () => {
    // Bruno's Bear Hug on Doc: 20 to hit, its three dice, then Doc's Counters out of it
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE },
      faces: [...pct(20), 5, 5, 5, ...pct(99)],
    });
    const held = playAll(s, [
      { type: "attack", maneuver: "Bear Hug", desperation: false },
      { type: "respond", counter: null, answer: "Forearm Smash" },
    ]).state;
    expect(held.phase).toBe("hold");
    const first = holdCounterTarget(held, "Forearm Smash") ?? 0;
    const r = playAll(held, [{ type: "counter-hold", into: "Forearm Smash" }]);
    expect(ofType(r.events, "hold-counter")[0]?.check.target).toBe(first);
    const again = { ...held, counterUses: r.state.counterUses };
    expect(holdCounterTarget(again, "Forearm Smash")).toBe(first - 5);
  });
});
