/**
 * Stun and Impairment in play (¶36, ¶58, ¶91–¶95), through the Game API with scripted dice.
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import { placeTarget } from "../../src/rules/actionPoints.js";
import { CORNER, MIDDLE, NEXT_TO_MIDDLE, arrange, ofType, pct, playAll } from "./arrange.js";

const rec = (c: { readonly traits: { readonly REC: readonly number[] } }): number => c.traits.REC[0] ?? 1;
const answer = { type: "respond", counter: null, answer: "Forearm Smash" } as const;
const landed = { by: "red", maneuver: "Clothesline", attempts: 1, hit: true } as const;

describe("the desperation move (¶36)", () => {
  it("costs its Stun when it misses too, and Advantage with it", () => {
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE },
      faces: [...pct(90), ...pct(90)],
    });
    const { state, events } = playAll(s, [
      { type: "attack", maneuver: "Clothesline", desperation: true },
      answer,
    ]);
    expect(ofType(events, "hit")).toHaveLength(0);
    // two Levels: 2d6 at 5, then the new round's REC
    expect(state.corners.red.stun).toBe(10 - rec(s.corners.red));
    expect(state.attacker).toBe("blue");
    expect(ofType(events, "advantage").some((e) => e.why === "the desperation move's Stun")).toBe(true);
  });
});

describe("hold rounds (¶91–¶94)", () => {
  const inHold = (): ReturnType<typeof playAll> =>
    playAll(
      arrange({
        red: { square: NEXT_TO_MIDDLE },
        blue: { square: MIDDLE },
        state: { options: { ...arrange().options, impairment: true } },
        faces: [...pct(20), 5, 5, 5, ...pct(99)],
      }),
      [{ type: "attack", maneuver: "Bear Hug", desperation: false }, answer],
    );

  it("each round of a hold adds its dice to Impairment (¶91–¶92)", () => {
    const { state } = inHold();
    expect(state.phase).toBe("hold");
    // the Bear Hug (BBP) went on: 3 dice
    expect(state.corners.blue.impairment).toBe(3);
    const after = playAll(state, [{ type: "break-hold", option: "power-out" }]);
    expect(ofType(after.events, "hold-round")[0]?.broken).toBe(false);
    expect(after.state.corners.blue.impairment).toBe(6);
  });

  it("both men shake off their REC in Stun each hold round (¶94)", () => {
    const { state } = inHold();
    const stunned = { ...state, corners: { ...state.corners, blue: { ...state.corners.blue, stun: 12 } } };
    const after = playAll(stunned, [{ type: "break-hold", option: "power-out" }]);
    expect(after.state.corners.blue.stun).toBe(12 - rec(state.corners.blue));
  });
});

describe("stalling (¶94, ¶104)", () => {
  it("the opponent shakes off his REC once in a stall round, not twice", () => {
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE, stun: 9, position: "Prone" },
      state: { last: landed },
    });
    const { state, events } = playAll(s, [{ type: "stall" }]);
    expect(ofType(events, "stall")).toHaveLength(1);
    expect(state.corners.blue.stun).toBe(9 - rec(s.corners.blue));
  });
});

describe("Stun on every roll (¶95)", () => {
  it("−5% a point on his STR check to place a man on the turnbuckle", () => {
    const at = { red: { square: CORNER }, blue: { square: CORNER }, faces: pct(99) };
    const fresh = playAll(arrange(at), [{ type: "place" }]);
    const dazed = playAll(arrange({ ...at, red: { ...at.red, stun: 2 } }), [{ type: "place" }]);
    const s = arrange(at);
    expect(ofType(fresh.events, "place")[0]?.check.target).toBe(
      placeTarget(s.corners.red.sheet.attributes.STR, s.corners.blue.traits.Lift, 3),
    );
    expect(ofType(dazed.events, "place")[0]?.check.target).toBe(
      (ofType(fresh.events, "place")[0]?.check.target ?? 0) - 10,
    );
  });

  it("−5% a point on his SAV check for a Screwjob", () => {
    const at = {
      red: { square: NEXT_TO_MIDDLE, stun: 3 },
      blue: { square: MIDDLE, position: "Prone" as const },
      faces: pct(99),
    };
    const { events } = playAll(arrange(at), [{ type: "cover", hook: false, screwjob: true }]);
    const screwjob = events.find((e) => e.type === "screwjob");
    expect(screwjob?.type === "screwjob" ? screwjob.check.target : 0).toBe(
      arrange(at).corners.red.sheet.attributes.SAV - 15,
    );
  });
});

describe("Stun traded for Action Points (¶58)", () => {
  it("moves the attacker himself once his own Action Points are spent", () => {
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE, stun: 3 },
      state: { last: landed, ap: 0 },
    });
    const step = { type: "step", to: { row: 3, col: 5 }, drag: false } as const;
    expect(ringmaster.moves(s, "red")).toContainEqual(step);
    const { state, events } = playAll(s, [step]);
    expect(ofType(events, "position")[0]?.short).toBe(0);
    expect(state.corners.blue.stun).toBe(2);
    expect(state.corners.red.square).toEqual({ row: 3, col: 5 });
  });
});
