import { isRingsideError, type RingsideErrorCode } from "@ringside/core";
import { powerhouses, QUIT, ROLL, type PowerhousesEvent, type PowerhousesState } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { act, auto, config, deepFreeze, midMatch, ofType, scripted } from "./helpers.js";

function expectRefused(
  code: RingsideErrorCode,
  state: PowerhousesState,
  run: (s: PowerhousesState) => unknown,
) {
  const before = JSON.stringify(state);
  deepFreeze(state);
  let caught: unknown;
  try {
    run(state);
  } catch (e) {
    caught = e;
  }
  expect(isRingsideError(caught, code), String(caught)).toBe(true);
  expect(JSON.stringify(state)).toBe(before);
}

describe("The Take-Down", () => {
  // Round 1: red 2 then bust (1); blue 2 then bust (1): tied. Round 2: red 3, 4, bust (3); blue 1.
  const takeDown = [
    1, 1, 3, 4, 5, 3, 4, 5, 1, 2, 3, 4, 5, 3, 4, 5, 1, 2, 6, 3, 4, 1, 3, 5, 1, 1, 3, 4, 5, 3, 4, 5,
  ];
  const redAttack = [1, 1, 1, 3, 4];

  it("both roll on until they go bust; nobody may quit; a tie is rolled again by default", () => {
    let s = powerhouses.setup(config, scripted([...takeDown, ...redAttack]));
    const events: PowerhousesEvent[] = [];
    const first = powerhouses.advance(s);
    events.push(...first.events);
    s = first.state;
    expect(s.roll).toMatchObject({ player: "red", role: "take-down", stage: "decide", count: 2, free: 3 });
    expect(powerhouses.turn(s)).toEqual({ kind: "advance" });
    expect(powerhouses.moves(s, "red")).toEqual([]);
    expectRefused("NOT_YOUR_TURN", s, (x) => powerhouses.play(x, "red", QUIT));
    s = auto(s, events);
    expect(events[0]).toEqual({ type: "take-down-started", round: 1 });
    expect(ofType(events, "went-bust").map((e) => [e.player, e.before, e.count])).toEqual([
      ["red", 2, 1],
      ["blue", 2, 1],
      ["red", 4, 3],
      ["blue", 2, 1],
    ]);
    expect(ofType(events, "take-down-tied")).toEqual([
      { type: "take-down-tied", total: 1, round: 1, settled: "roll-again" },
    ]);
    expect(ofType(events, "take-down-started").map((e) => e.round)).toEqual([1, 2]);
    expect(ofType(events, "take-down-won")).toEqual([
      { type: "take-down-won", player: "red", totals: { red: 3, blue: 1 } },
    ]);
    expect(s.phase).toBe("attack");
    expect(s.attacker).toBe("red");
    expect(powerhouses.turn(s)).toEqual({ kind: "decide", players: ["red"] });
  });

  it("with the red-corner option a tie gives red the first attack", () => {
    const s0 = powerhouses.setup(
      { ...config, options: { takeDownTie: "red-corner" } },
      scripted([...takeDown.slice(0, 16), ...redAttack]),
    );
    const events: PowerhousesEvent[] = [];
    const s = auto(s0, events);
    expect(ofType(events, "take-down-tied")[0]?.settled).toBe("red-corner");
    expect(ofType(events, "take-down-won")).toEqual([]);
    expect(s.attacker).toBe("red");
    expect(s.roll?.count).toBe(3);
  });

  it("blue wins the Take-Down with the higher total", () => {
    // red: 2 then bust (1); blue: 3 (1, 2, 6) then 1 more, bust (3).
    const s = auto(
      powerhouses.setup(config, scripted([1, 1, 3, 4, 5, 3, 4, 5, 1, 2, 6, 3, 4, 1, 3, 5, 1, 1, 3, 4, 5])),
    );
    expect(s.attacker).toBe("blue");
    expect(s.takeDown).toEqual({ red: 1, blue: 3, round: 1 });
  });

  it("equal largest sets in the Take-Down are the roller's choice; another set is refused", () => {
    const s = auto(powerhouses.setup(config, scripted([1, 2, 3, 3, 5, 3, 3, 5])));
    expect(powerhouses.turn(s)).toEqual({ kind: "decide", players: ["red"] });
    expect(powerhouses.moves(s, "red")).toEqual([
      { type: "pursue", ability: "Brawling" },
      { type: "pursue", ability: "Strength" },
    ]);
    expectRefused("ILLEGAL_MOVE", s, (x) =>
      powerhouses.play(x, "red", { type: "pursue", ability: "Technical Ability" }),
    );
    expectRefused("NOT_YOUR_TURN", s, (x) =>
      powerhouses.play(x, "blue", { type: "pursue", ability: "Brawling" }),
    );
    const next = powerhouses.play(s, "red", { type: "pursue", ability: "Brawling" }).state;
    expect(next.roll).toMatchObject({ ability: "Brawling", count: 2, free: 3 });
  });
});

describe("Rolling the dice", () => {
  it("the first roll must go with the largest set; Fan Support joins it", () => {
    const s = auto(midMatch("red", { red: 5, blue: 5 }, [1, 2, 6, 3, 4]));
    expect(s.roll).toMatchObject({ stage: "decide", ability: "Strength", count: 3, free: 2 });
    expect(powerhouses.moves(s, "red")).toEqual([ROLL, QUIT]);
  });

  it("later rolls count only dice of the chosen ability (and Fan Support)", () => {
    const events: PowerhousesEvent[] = [];
    let s = auto(midMatch("red", { red: 5, blue: 5 }, [1, 1, 1, 3, 4, 3, 6, 3]));
    s = act(s, "red", ROLL, events);
    expect(ofType(events, "rolled")[0]).toMatchObject({ faces: [3, 6], matched: 1, count: 4, free: 1 });
    const bust = powerhouses.play(s, "red", ROLL);
    expect(ofType(bust.events, "went-bust")[0]).toMatchObject({ before: 4, count: 3, role: "attack" });
    expect(bust.state.attack).toEqual({ total: 3, ability: "Strength" });
  });

  it("Over the Top: when every die matches one stays aside and the rest may roll again", () => {
    const events: PowerhousesEvent[] = [];
    let s = auto(midMatch("red", { red: 5, blue: 5 }, [1, 1, 2, 2, 6, 1, 6, 2, 5]), events);
    expect(ofType(events, "over-the-top")).toEqual([
      { type: "over-the-top", player: "red", ability: "Strength", count: 5, reroll: 4 },
    ]);
    expect(s.roll).toMatchObject({ count: 5, free: 4 });
    s = act(s, "red", ROLL, events);
    expect(s.roll).toMatchObject({ count: 8, free: 1 });
  });

  it("going bust on a first roll without any pair scores zero, never less", () => {
    const events: PowerhousesEvent[] = [];
    // Red attacks with 2 dice and rolls 3, 4: nothing matches.
    auto(midMatch("red", { red: 2, blue: 5 }, [3, 4, 1, 1, 1, 3, 4]), events);
    expect(ofType(events, "went-bust")[0]).toMatchObject({ before: 0, count: 0, ability: null });
    expect(ofType(events, "announced")[0]).toMatchObject({ player: "red", role: "attack", count: 0 });
  });

  it("a custom sheet with five different abilities can miss on five dice", () => {
    const custom = {
      kind: "custom",
      name: "Rated",
      faces: ["Agility", "Brawling", "Martial Arts", "Strength", "Technical Ability"],
    } as const;
    const events: PowerhousesEvent[] = [];
    auto(
      midMatch("red", { red: 5, blue: 5 }, [1, 2, 3, 4, 5, 1, 1, 3, 4, 5], {
        red: custom,
        blue: config.blue,
      }),
      events,
    );
    expect(ofType(events, "went-bust")[0]).toMatchObject({ player: "red", count: 0 });
  });
});

describe("The turn sequence", () => {
  const attack = [1, 1, 1, 3, 4]; // Bruno: three Strength, two free dice

  it("the defender sees the attacker's total before rolling, then a lower total is worn down", () => {
    const events: PowerhousesEvent[] = [];
    let s = auto(midMatch("red", { red: 5, blue: 5 }, [...attack, 3, 4, 5, 1, 2, ...attack]));
    s = act(s, "red", QUIT, events);
    expect(s.phase).toBe("defence");
    expect(powerhouses.turn(s)).toEqual({ kind: "decide", players: ["blue"] });
    expect(powerhouses.view(s, "blue").attack).toEqual({ total: 3, ability: "Strength" });
    expectRefused("NOT_YOUR_TURN", s, (x) => powerhouses.play(x, "red", QUIT));
    s = act(s, "blue", QUIT, events);
    expect(ofType(events, "announced").map((e) => [e.player, e.role, e.ability, e.count])).toEqual([
      ["red", "attack", "Strength", 3],
      ["blue", "defence", "Agility", 2],
    ]);
    expect(ofType(events, "wear-down")).toEqual([
      { type: "wear-down", attacker: "red", defender: "blue", attackTotal: 3, defenceTotal: 2, diceLeft: 4 },
    ]);
    expect(s.diceLeft).toEqual({ red: 5, blue: 4 });
    expect(s.attacker).toBe("red");
    expect(s.exchanges).toBe(1);
  });

  it("an equal total is Resistance: no damage, same attacker", () => {
    const events: PowerhousesEvent[] = [];
    let s = auto(midMatch("red", { red: 5, blue: 5 }, [...attack, 1, 1, 6, 3, 4, ...attack]));
    s = act(act(s, "red", QUIT), "blue", QUIT, events);
    expect(ofType(events, "resistance")).toEqual([
      { type: "resistance", attacker: "red", defender: "blue", total: 3 },
    ]);
    expect(s.diceLeft).toEqual({ red: 5, blue: 5 });
    expect(s.attacker).toBe("red");
  });

  it("a higher defence is a Reversal: no damage, the defender attacks next", () => {
    const events: PowerhousesEvent[] = [];
    let s = auto(midMatch("red", { red: 5, blue: 5 }, [...attack, 1, 1, 6, 6, 3, 1, 1, 1, 3, 4]));
    s = act(act(s, "red", QUIT), "blue", QUIT, events);
    expect(ofType(events, "reversal")).toEqual([
      { type: "reversal", attacker: "red", defender: "blue", attackTotal: 3, defenceTotal: 4 },
    ]);
    expect(s.diceLeft).toEqual({ red: 5, blue: 5 });
    expect(s.attacker).toBe("blue");
    expect(s.roll).toMatchObject({ player: "blue", role: "attack", ability: "Agility", count: 3 });
  });

  it("worn down to two dice, a match on the Come-Back roll wins a die back", () => {
    const events: PowerhousesEvent[] = [];
    let s = auto(midMatch("red", { red: 5, blue: 3 }, [...attack, 3, 4, 5, 1, 6, ...attack]));
    s = act(s, "red", QUIT, events);
    expect(ofType(events, "wear-down")[0]?.diceLeft).toBe(2);
    expect(ofType(events, "come-back")).toEqual([
      { type: "come-back", player: "blue", faces: [1, 6], matched: true, diceLeft: 3 },
    ]);
    expect(s.diceLeft.blue).toBe(3);
  });

  it("a Come-Back roll without a match leaves the wrestler on two dice", () => {
    const events: PowerhousesEvent[] = [];
    const s = act(
      auto(midMatch("red", { red: 5, blue: 3 }, [...attack, 3, 4, 5, 3, 4, ...attack])),
      "red",
      QUIT,
      events,
    );
    expect(ofType(events, "come-back")[0]).toMatchObject({ faces: [3, 4], matched: false, diceLeft: 2 });
    expect(s.diceLeft.blue).toBe(2);
  });

  it("the match ends at once when a wrestler is down to one die; nothing may follow", () => {
    const events: PowerhousesEvent[] = [];
    const s = act(auto(midMatch("red", { red: 5, blue: 2 }, [...attack, 3, 4])), "red", QUIT, events);
    expect(ofType(events, "match-ended")).toEqual([
      {
        type: "match-ended",
        winner: "red",
        loser: "blue",
        result: { winner: "red", method: "pinfall", detail: "worn down to one die" },
      },
    ]);
    expect(ofType(events, "come-back")).toEqual([]);
    expect(powerhouses.turn(s)).toEqual({
      kind: "over",
      result: { winner: "red", method: "pinfall", detail: "worn down to one die" },
    });
    expect(s.diceLeft.blue).toBe(1);
    expect(powerhouses.moves(s, "red")).toEqual([]);
    expectRefused("MATCH_OVER", s, (x) => powerhouses.play(x, "red", ROLL));
    expectRefused("MATCH_OVER", s, (x) => powerhouses.play(x, "blue", QUIT));
    // core round 2: advance after the end is MATCH_OVER in every game (was NOTHING_TO_ADVANCE).
    expectRefused("MATCH_OVER", s, (x) => powerhouses.advance(x));
  });

  it("asking to advance while a player decides is refused", () => {
    const s = auto(midMatch("red", { red: 5, blue: 5 }, attack));
    expectRefused("NOTHING_TO_ADVANCE", s, (x) => powerhouses.advance(x));
    expectRefused("ILLEGAL_MOVE", s, (x) =>
      powerhouses.play(x, "red", { type: "pursue", ability: "Strength" }),
    );
    expectRefused("ILLEGAL_MOVE", s, (x) => powerhouses.play(x, "red", { type: "dance" } as never));
  });
});

describe("views", () => {
  it("hide the dice to come and name the viewer", () => {
    const s = auto(powerhouses.setup(config, 7));
    const v = powerhouses.view(s, "blue");
    expect(v.you).toBe("blue");
    expect("dice" in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.dice));
    expect(powerhouses.view(s, null).you).toBeNull();
  });
});
