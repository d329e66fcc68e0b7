/**
 * The `object` maneuvers need something to drive the man into (completion's tag; ¶34, ¶40, ¶144).
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import type { RingMasterState } from "../../src/state.js";
import { CORNER, MIDDLE, NEXT_TO_MIDDLE, arrange, ofType, pct, playAll } from "./arrange.js";

const attacks = (s: RingMasterState, maneuver: string): readonly (string | undefined)[] =>
  ringmaster
    .moves(s, "red")
    .flatMap((m) => (m.type === "attack" && m.maneuver === maneuver && !m.desperation ? [m.option] : []));

describe("the object tag", () => {
  it("a Head Slam needs a turnbuckle, a ringside object or the cage within reach", () => {
    expect(
      attacks(arrange({ red: { square: NEXT_TO_MIDDLE }, blue: { square: MIDDLE } }), "Head Slam"),
    ).toEqual([]);
    const cornered = arrange({
      red: { square: { row: 3, col: 3 } },
      blue: { square: CORNER },
      faces: pct(20),
    });
    expect(attacks(cornered, "Head Slam")).toContain(undefined);
    const { events } = playAll(cornered, [
      { type: "attack", maneuver: "Head Slam", desperation: false, option: "untrapped" },
      { type: "respond", counter: null, answer: "Forearm Smash" },
    ]);
    // BT: the Basic die and the turnbuckle's die, all fives
    expect(ofType(events, "hit")[0]?.damage).toBe(10);
  });

  it("on the floor a Head Slam meets the railing; an Irish Whip goes only into a named object", () => {
    const floor = arrange({
      red: { square: { row: 0, col: 4 } },
      blue: { square: { row: 0, col: 5 } },
      faces: pct(20),
    });
    expect(attacks(floor, "Head Slam")).toContain(undefined);
    const whips = attacks(floor, "Irish Whip");
    expect(whips).not.toContain(undefined);
    expect(whips).toContain("into-railing");
    const { events } = playAll(floor, [
      { type: "attack", maneuver: "Head Slam", desperation: false },
      { type: "respond", counter: null, answer: "Forearm Smash" },
    ]);
    // the Basic die and the railing's three dice
    expect(ofType(events, "hit")[0]?.damage).toBe(20);
  });
});
