/**
 * The `object` maneuvers need something to drive the man into (completion's tag; ¶34, ¶40, ¶144).
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import type { RingMasterState } from "../../src/state.js";
import { BRUNO_MADDOX, DOC_HALVERSON } from "../../src/samples/wrestlers.js";
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

describe("the object tag on the defender's maneuvers (interpretation: the chapter is silent)", () => {
  // Bruno with a Head Slam of his own, worn to Level II so that his Comeback may seize Advantage
  const slammer = {
    ...BRUNO_MADDOX,
    arsenal: [...BRUNO_MADDOX.arsenal, { maneuver: "Head Slam", bonus: 0 }],
  };
  const config = { red: BRUNO_MADDOX, blue: slammer };
  const winded = ringmaster.start(config, 1).state.corners.blue.traits.levels[0];

  /** Blue's answers, Reversals, Turnovers and hold Counters that are a Head Slam, red attacking from `square`. */
  function headSlams(square: { row: number; col: number }, at: { row: number; col: number }): string[] {
    const s = arrange({
      config,
      red: { square, position: "Facing" },
      blue: { square: at, position: "Facing", level: 2, intensity: winded },
    });
    const { state } = playAll(s, [{ type: "attack", maneuver: "Forearm Smash", desperation: false }]);
    expect(state.phase).toBe("respond");
    return ringmaster.moves(state, "blue").flatMap((m) => {
      if (m.type === "respond" && m.answer === "Head Slam") return ["answer"];
      if (m.type === "reverse" && m.into === "Head Slam") return ["reverse"];
      if (m.type === "turnover" && m.maneuver === "Head Slam") return [m.fireUp ? "fire-up" : "turnover"];
      return [];
    });
  }

  it("in the open ring there is nothing to slam the attacker into: no answer, Reversal or Turnover with it", () => {
    expect(headSlams(MIDDLE, NEXT_TO_MIDDLE)).toEqual([]);
  });

  it("against an attacker standing in the corner the turnbuckle is there: each is offered", () => {
    expect(headSlams(CORNER, { row: 3, col: 3 })).toEqual(["answer", "reverse", "turnover", "fire-up"]);
  });

  it("an Improvised Reversal into a Head Slam needs the surface too", () => {
    const reversals = (square: { row: number; col: number }, at: { row: number; col: number }): boolean => {
      const s = arrange({ red: { square, position: "Facing" }, blue: { square: at, position: "Facing" } });
      const { state } = playAll(s, [{ type: "attack", maneuver: "Forearm Smash", desperation: false }]);
      return ringmaster.moves(state, "blue").some((m) => m.type === "reverse" && m.into === "Head Slam");
    };
    expect(reversals(MIDDLE, NEXT_TO_MIDDLE)).toBe(false);
    expect(reversals(CORNER, { row: 3, col: 3 })).toBe(true);
  });
});

describe("a Counter out of a hold needs the object it is made with (¶40, ¶113)", () => {
  // Doc with Foreign Object Smash in his Arsenal, held in Bruno's Bear Hug
  const brawler = {
    ...DOC_HALVERSON,
    arsenal: [...DOC_HALVERSON.arsenal, { maneuver: "Foreign Object Smash", bonus: 0 }],
  };
  const counters = (object: string | null): string[] => {
    const s = arrange({
      config: { red: BRUNO_MADDOX, blue: brawler },
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE, object },
      faces: [...pct(20), 5, 5, 5, ...pct(99)],
    });
    const held = playAll(s, [
      { type: "attack", maneuver: "Bear Hug", desperation: false },
      { type: "respond", counter: null, answer: "Forearm Smash" },
    ]).state;
    expect(held.phase).toBe("hold");
    return ringmaster.moves(held, "blue").flatMap((m) => (m.type === "counter-hold" ? [m.into] : []));
  };

  it("with nothing in his hand there is nothing to smash: no Counter into Foreign Object Smash", () => {
    expect(counters(null)).toContain("Forearm Smash");
    expect(counters(null)).not.toContain("Foreign Object Smash");
  });

  it("with a chain in his hand he may", () => {
    expect(counters("Chain")).toContain("Foreign Object Smash");
  });
});
