/**
 * The last clauses of part 1 made playable, through the Game API: Improvised maneuvers (¶48), the
 * holder's superset and release during a hold (¶28, ¶110), following a whipped man into the ropes and
 * whips toward every side (¶64–¶66), whips into the ringside steps, railing and ring post (¶40), and
 * objects hidden in the tights drawn as a Trick (¶32, ¶43–¶47).
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../src/game.js";
import { find, say, steer, type Event } from "./steer.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import type { RingMasterPlayer } from "../src/config.js";
import type { RingMasterMove, RingMasterState } from "../src/state.js";
import { attemptTarget } from "../src/match.js";
import { garroteDice, punchLoad } from "../src/match/concealed.js";
import { resolveManeuver } from "../src/data/flags.js";

const config = { red: BRUNO_MADDOX, blue: DOC_HALVERSON };

/** A saved state with the men placed by hand, red to move with 6 AP. */
function scene(patch: (s: RingMasterState) => RingMasterState, seed = 3): RingMasterState {
  const start = ringmaster.start({ red: FLASH_DELGADO, blue: BRUNO_MADDOX }, seed).state;
  return ringmaster.loadState(patch({ ...start, attacker: "red", ap: 6, phase: "position" }));
}
type Corner = RingMasterState["corners"]["red"];
const corner = (s: RingMasterState, p: RingMasterPlayer, c: Partial<Corner>): RingMasterState => ({
  ...s,
  corners: { ...s.corners, [p]: { ...s.corners[p], ...c } },
});
const place = (red: Partial<Corner>, blue: Partial<Corner>, seed = 3): RingMasterState =>
  scene((s) => corner(corner(s, "red", red), "blue", blue), seed);

/** Plays `move` for red, answers with no Counter for blue, over many dice until `ok` accepts a step. */
function landed(
  s: RingMasterState,
  move: RingMasterMove,
  ok: (events: readonly Event[]) => boolean,
): { state: RingMasterState; events: readonly Event[] } {
  for (let seed = 0; seed < 80; seed++) {
    const t = ringmaster.loadState({ ...s, dice: ringmaster.start(config, seed).state.dice });
    const declared = ringmaster.play(t, "red", move);
    if (declared.state.phase !== "respond") {
      if (ok(declared.events)) return declared;
      continue;
    }
    const none = ringmaster
      .moves(declared.state, "blue")
      .find((m) => m.type === "respond" && m.counter === null);
    if (none === undefined) continue;
    const step = ringmaster.play(declared.state, "blue", none);
    if (ok(step.events)) return step;
  }
  throw new Error("never landed");
}

describe("Improvised maneuvers (¶48)", () => {
  it("any catalogue maneuver outside the Arsenal is legal, at −10% against the same maneuver known", () => {
    const known = new Set(BRUNO_MADDOX.arsenal.map((e) => e.maneuver));
    const r = steer(
      config,
      (m, s) => m.type === "attack" && s.attacker === "red" && !known.has(m.maneuver),
      (e) => e.type === "declare" && e.improvised === true && e.by === "red",
    );
    const d = find(r.events, "declare");
    expect(known.has(d.maneuver)).toBe(false);
    // the same man with the maneuver in his Arsenal (no training bonus) aims 10 higher
    const s = r.before;
    const trained = {
      ...s,
      corners: {
        ...s.corners,
        red: {
          ...s.corners.red,
          sheet: {
            ...s.corners.red.sheet,
            arsenal: [...s.corners.red.sheet.arsenal, { maneuver: d.maneuver, bonus: 0 }],
          },
        },
      },
    };
    expect(attemptTarget(trained, "red", d.maneuver)).toBe((attemptTarget(s, "red", d.maneuver) ?? 0) + 10);
    expect(say(d)).toMatch(/not one of his usual moves/);
  });
});

describe("whips (¶64–¶66)", () => {
  it("whips toward any side with room to run; the run after him meets at the mirror along that line", () => {
    const s = place({ square: { row: 4, col: 4 } }, { square: { row: 4, col: 5 } });
    const moves = ringmaster.moves(s, "red");
    // the default (across the ring, east) and the three other sides, each with a follow
    expect(moves).toContainEqual({ type: "whip" });
    for (const toward of ["north", "south", "west"] as const)
      expect(moves).toContainEqual({ type: "whip", toward });
    expect(moves).toContainEqual({ type: "whip", toward: "north", follow: true });
    // against the east ropes there is no room to be whipped east
    const roped = place({ square: { row: 4, col: 6 } }, { square: { row: 4, col: 7 } });
    expect(ringmaster.moves(roped, "red").some((m) => m.type === "whip" && m.toward === "east")).toBe(false);
    // whipped north from row 4: red runs the other way and they meet at the mirror of his square, row 5
    const north = ringmaster.play(s, "red", { type: "whip", toward: "north" });
    expect(north.state.corners.blue.whipped).toBe("north");
    expect(say(find(north.events, "position"))).toMatch(/north ropes/);
    const met = ringmaster.play(north.state, "red", { type: "run" });
    expect(find(met.events, "position").cost).toBe(2);
    expect(met.state.corners.red.square).toEqual({ row: 5, col: 4 });
    expect(met.state.corners.blue.square).toEqual({ row: 5, col: 4 });
  });

  it("following him in: 4 AP, both running, they meet at the ropes in line with him, open to a dashing move", () => {
    const s = place({ square: { row: 4, col: 4 } }, { square: { row: 4, col: 5 } });
    const r = ringmaster.play(s, "red", { type: "whip", follow: true });
    const e = find(r.events, "position");
    expect(e.cost).toBe(4);
    expect(r.state.ap).toBe(2);
    expect(r.state.corners.red.square).toEqual({ row: 4, col: 7 });
    expect(r.state.corners.blue.square).toEqual({ row: 4, col: 7 });
    expect(r.state.corners.red.running && r.state.corners.blue.running).toBe(true);
    expect(say(e)).toMatch(/follows him in/);
    // at the ropes and running: a knock-down can take him over the top (¶49)
    const over = ringmaster
      .moves(r.state, "red")
      .some((m) => m.type === "attack" && m.option === "over-the-top");
    expect(over).toBe(true);
  });

  it("into the steps, the railing or the ring post at ringside: an Irish Whip meets that object's Stun Code (¶40)", () => {
    // on the floor beside the north-west post: all three; along the floor elsewhere: the railing only
    const byPost = place({ square: { row: 0, col: 2 } }, { square: { row: 0, col: 1 } });
    const options = ringmaster
      .moves(byPost, "red")
      .flatMap((m) =>
        m.type === "attack" && m.maneuver === "Irish Whip" && m.option !== undefined ? [m.option] : [],
      );
    expect(options).toEqual(expect.arrayContaining(["into-steps", "into-railing", "into-post"]));
    const aisle = place({ square: { row: 0, col: 4 } }, { square: { row: 0, col: 5 } });
    const far = ringmaster
      .moves(aisle, "red")
      .flatMap((m) => (m.type === "attack" && m.option?.startsWith("into-") === true ? [m.option] : []));
    expect(far).toEqual(["into-railing"]);
    const inRing = place({ square: { row: 4, col: 4 } }, { square: { row: 4, col: 5 } });
    expect(
      ringmaster
        .moves(inRing, "red")
        .some((m) => m.type === "attack" && m.option?.startsWith("into-") === true),
    ).toBe(false);
    // the steps: 4d6 of Stun Code (at least 4) on top of the whip's own T
    const r = landed(
      byPost,
      { type: "attack", maneuver: "Irish Whip", desperation: false, option: "into-steps" },
      (ev) => ev.some((e) => e.type === "hit" && e.by === "red"),
    );
    const h = find(r.events, "hit");
    expect(h.into).toBe("steps");
    expect(h.damage).toBeGreaterThanOrEqual(4);
    expect(say(h)).toMatch(/ring steps/);
  });
});

describe("the holder's choice between hold rounds (¶28, ¶110–¶111)", () => {
  /** Red holds Blue in a Side Headlock, the first round gone by: Red's turn to choose. */
  const held = (seed = 3): RingMasterState =>
    ringmaster.loadState({
      ...place({ square: { row: 4, col: 4 } }, { square: { row: 4, col: 5 } }, seed),
      phase: "hold",
      hold: {
        maneuver: "Side Headlock",
        margin: 10,
        tally: 4,
        resthold: false,
        leverage: "none",
        holderTurn: true,
      },
      last: { by: "red", maneuver: "Side Headlock", attempts: 1, hit: true },
    });

  it("after a round the hold survives, the holder decides: keep it, release it, or a superset", () => {
    const r = steer(
      config,
      (m) => (m.type === "attack" && m.maneuver === "Side Headlock") || m.type === "break-hold",
      (e) => e.type === "hold-round" && !e.broken,
      200,
    );
    expect(r.after.phase).toBe("hold");
    expect(r.after.hold?.holderTurn).toBe(true);
    expect(ringmaster.turn(r.after)).toMatchObject({ kind: "decide", players: [r.after.attacker] });
    const moves = ringmaster.moves(r.after, r.after.attacker);
    expect(moves).toContainEqual({ type: "keep-hold" });
    expect(moves).toContainEqual({ type: "release-hold" });
    // kept: the held man is back to breaking it
    const kept = ringmaster.play(r.after, r.after.attacker, { type: "keep-hold" }).state;
    expect(kept.hold?.holderTurn).toBe(false);
    expect(
      ringmaster
        .moves(kept, r.after.attacker === "red" ? "blue" : "red")
        .some((m) => m.type === "break-hold"),
    ).toBe(true);
  });

  it("release: the hold ends and the holder keeps Advantage", () => {
    const r = ringmaster.play(held(), "red", { type: "release-hold" });
    expect(r.state.hold).toBeNull();
    expect(r.state.phase).toBe("position");
    expect(r.state.attacker).toBe("red");
    expect(say(find(r.events, "hold-choice"))).toMatch(/lets go/);
  });

  it("superset: from the Side Headlock into a Bulldog at +10%, the defender answering as usual", () => {
    const s = held();
    const moves = ringmaster.moves(s, "red");
    expect(moves).toContainEqual({ type: "superset-hold", into: "Bulldog" });
    const r = ringmaster.play(s, "red", { type: "superset-hold", into: "Bulldog" });
    expect(r.state.phase).toBe("respond");
    expect(r.state.hold).toBeNull();
    expect(r.state.pending?.maneuver).toBe("Bulldog");
    expect(say(find(r.events, "hold-choice"))).toMatch(/right into a Bulldog/);
    // the same attack with some other maneuver before it aims 10 lower
    const cold = { ...r.state, last: { by: "red" as const, maneuver: "Punch", attempts: 1, hit: true } };
    expect(attemptTarget(r.state, "red", "Bulldog")).toBe((attemptTarget(cold, "red", "Bulldog") ?? 0) + 10);
  });
});

describe("objects hidden in the tights, drawn as a Trick (¶32, ¶43–¶47)", () => {
  const sly = { ...FLASH_DELGADO, concealed: ["Fire Tab", "Powder", "Sap Glove"] };
  /** Red (with hidden objects) to move, next to Blue, in the middle of the ring. */
  const ready = (red: Partial<Corner> = {}, seed = 3): RingMasterState =>
    ringmaster.loadState({
      ...(() => {
        const start = ringmaster.start({ red: sly, blue: BRUNO_MADDOX }, seed).state;
        const s = { ...start, attacker: "red" as const, ap: 6, phase: "position" as const };
        return corner(corner(s, "red", { square: { row: 4, col: 4 }, ...red }), "blue", {
          square: { row: 4, col: 5 },
        });
      })(),
    });
  const dice = (seed: number) => ringmaster.start(config, seed).state.dice;

  it("a sheet may hide only starred objects: anything else is refused with its path", () => {
    expect(() =>
      ringmaster.start(
        { red: { ...FLASH_DELGADO, concealed: ["Steel Chair", "Spike"] }, blue: BRUNO_MADDOX },
        1,
      ),
    ).toThrow(/red\.concealed\.0/);
    expect(ready().corners.red.concealed).toEqual(["Fire Tab", "Powder", "Sap Glove"]);
  });

  it("drawing one: 2 AP and a SAV check, −5% for every earlier use of the Trick; missed, the referee gets a look", () => {
    const s = ready();
    expect(ringmaster.moves(s, "red")).toContainEqual({ type: "draw", object: "Sap Glove" });
    const r = ringmaster.play(s, "red", { type: "draw", object: "Sap Glove" });
    const e = find(r.events, "draw");
    expect(e.check.target).toBe(sly.attributes.SAV);
    expect(r.state.ap).toBe(4);
    expect(r.state.corners.red.object).toBe("Sap Glove");
    expect(r.state.corners.red.concealed).toEqual(["Fire Tab", "Powder"]);
    expect(say(e)).toMatch(/sap glove/);
    // a second draw in the match: 5 lower
    const again = ringmaster.loadState(corner(r.state, "red", { object: null }));
    expect(
      find(ringmaster.play(again, "red", { type: "draw", object: "Powder" }).events, "draw").check.target,
    ).toBe(sly.attributes.SAV - 5);
    // a missed draw comes out in plain view: a Referee Check for the foreign object
    let judged = false;
    for (let seed = 0; seed < 60 && !judged; seed++) {
      const t = ringmaster.play(ringmaster.loadState({ ...s, dice: dice(seed) }), "red", {
        type: "draw",
        object: "Fire Tab",
      });
      if (!find(t.events, "draw").hidden) {
        expect(t.events.some((x) => x.type === "referee" && x.action === "foreign-object")).toBe(true);
        judged = true;
      }
    }
    expect(judged).toBe(true);
  });

  it("the Fire Tab in hand is its own maneuver: its 3d6 Stun Code, the man dazed, the tab spent, the referee +10% to see it", () => {
    const s = ready({ object: "Fire Tab", concealed: ["Powder"] });
    const fire = { type: "attack", maneuver: "Fire Tab", desperation: false } as const;
    expect(ringmaster.moves(s, "red")).toContainEqual(fire);
    expect(ringmaster.moves(ready(), "red")).not.toContainEqual(fire);
    const r = landed(s, fire, (ev) => ev.some((e) => e.type === "hit" && e.by === "red"));
    const h = find(r.events, "hit");
    expect(h.damage).toBeGreaterThanOrEqual(3);
    const ref = r.events.find((e) => e.type === "referee" && e.action === "fire-tab");
    expect(ref).toBeDefined();
    if (ref?.type === "referee" && ref.noticed) expect(r.state.result?.method).toBe("disqualification");
    else {
      expect(r.state.corners.blue.dazed).toBe(true);
      expect(r.state.corners.red.object).toBeNull();
    }
  });

  it("Powder blinds him a round per point of damage: no Counter, no answer, and he is helpless to the next attack", () => {
    const s = ringmaster.loadState({
      ...ready({ object: "Powder" }),
      referee: { ...ready().referee, distracted: 2 },
    });
    const r = landed(s, { type: "attack", maneuver: "Powder", desperation: false }, (ev) =>
      ev.some((e) => e.type === "blinded"),
    );
    const b = find(r.events, "blinded");
    expect(b.rounds).toBe(find(r.events, "hit").damage);
    expect(r.state.corners.red.object).toBeNull();
    expect(say(b)).toMatch(/can't see/);
    // blind: only the empty response against the next attack, which rolls twice (helpless, ¶79)
    const blind = ringmaster.loadState(corner(ready(), "blue", { blind: 2 }));
    const declared = ringmaster.play(blind, "red", {
      type: "attack",
      maneuver: "Punch",
      desperation: false,
    }).state;
    expect(declared.phase).toBe("respond");
    expect(
      ringmaster.moves(declared, "blue").filter((m) => m.type === "respond" || m.type === "reverse"),
    ).toEqual([{ type: "respond", counter: null, answer: null }]);
    // the round the Powder was thrown in is the first: a new round has already begun, one fewer left
    expect(r.events.filter((e) => e.type === "round")).toHaveLength(1);
    expect(r.state.corners.blue.blind).toBe(Math.max(0, b.rounds - 1));
  });

  it("a loaded fist adds its dice to the Punch and is a foreign object to the referee (¶47)", () => {
    const s = ringmaster.loadState({
      ...ready({ object: "Sap Glove" }),
      options: { ...ready().options, automaticDq: [] },
    });
    const punch = { type: "attack", maneuver: "Punch", desperation: false } as const;
    const r = landed(s, punch, (ev) => ev.some((e) => e.type === "hit" && e.by === "red"));
    expect(r.events.some((e) => e.type === "referee" && e.action === "foreign-object")).toBe(true);
    // Punch is B (1 Basic Die) + the glove's 2: at least 3 damage before the WDB
    expect(find(r.events, "hit").damage).toBeGreaterThanOrEqual(3 - s.corners.blue.traits.WDB);
    expect(r.state.corners.red.object).toBe("Sap Glove");
  });

  it("what each drawn object adds: the fist loads to the Punch, the cloth's die to the Chokehold only", () => {
    const punch = resolveManeuver("Punch");
    const choke = resolveManeuver("Chokehold");
    if (punch === undefined || choke === undefined) throw new Error("catalogue");
    const c = ready().corners.red;
    expect(punchLoad({ ...c, object: "Fist Load" }, punch)).toBe(1);
    expect(punchLoad({ ...c, object: "Taped Fist" }, punch)).toBe(1);
    expect(punchLoad({ ...c, object: "Sap Glove" }, punch)).toBe(2);
    expect(punchLoad({ ...c, object: "Sap Glove" }, choke)).toBe(0);
    expect(punchLoad({ ...c, object: "Steel Chair" }, punch)).toBe(0);
    expect(garroteDice({ ...c, object: "Cloth" }, choke)).toBe(1);
    expect(garroteDice({ ...c, object: "Cloth" }, punch)).toBe(0);
    expect(garroteDice({ ...c, object: null }, choke)).toBe(0);
  });
});
