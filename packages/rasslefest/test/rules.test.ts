import { isRingsideError, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleMove, type RasslePlayer, type RassleState } from "../src/index.js";
import { cardIn, position } from "./support/positions.js";

const play = (s: RassleState, p: RasslePlayer, m: RassleMove): RassleState => rasslefest.play(s, p, m).state;
const card = (s: RassleState, p: RasslePlayer, k: Parameters<typeof cardIn>[2]): RassleMove => ({
  type: "play",
  card: cardIn(s, p, k),
});
const accept: RassleMove = { type: "accept" };

function expectRefused(s: RassleState, p: RasslePlayer, m: RassleMove, code: string): void {
  const before = JSON.stringify(s);
  let err: unknown;
  try {
    rasslefest.play(s, p, m);
  } catch (e) {
    err = e;
  }
  expect(isRingsideError(err)).toBe(true);
  expect((err as { code: string }).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

describe("illegal plays leave the state untouched", () => {
  it("refuses a card the hand lacks", () => {
    const s = position({ a: ["punch"], b: ["kick"] });
    expectRefused(s, "a", { type: "play", card: "signature-move#1" }, "ILLEGAL_MOVE");
  });
  it("refuses an attack outside its energy window", () => {
    const s = position({
      a: ["signature-move", "low-blow", "punch"],
      b: ["kick"],
      energy: { a: 7, b: 7 },
      control: "a",
    });
    expectRefused(s, "a", card(s, "a", "signature-move"), "ILLEGAL_MOVE");
    expectRefused(s, "a", card(s, "a", "low-blow"), "ILLEGAL_MOVE");
  });
  it("refuses a Basic Attack outside the ring", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline", "punch"], b: ["kick"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    expect(s.phase.kind).toBe("followup");
    expectRefused(s, "a", card(s, "a", "punch"), "ILLEGAL_MOVE");
  });
  it("refuses acting out of turn and acting after the end", () => {
    const s = position({ a: ["punch"], b: ["kick"], control: "a" });
    expectRefused(s, "b", card(s, "b", "kick"), "NOT_YOUR_TURN");
    const over: RassleState = { ...s, result: { winner: "a", method: "pinfall" }, phase: { kind: "over" } };
    expectRefused(over, "a", card(s, "a", "punch"), "MATCH_OVER");
  });
  it("refuses malformed moves and strangers with a RingsideError, never a TypeError", () => {
    const s = position({ a: ["punch"], b: ["kick"] });
    for (const bad of [
      null,
      5,
      {},
      { type: "play" },
      { type: "play", card: 7 },
      { type: "hold", discard: "x" },
    ]) {
      expectRefused(s, "a", bad as never, "ILLEGAL_MOVE");
    }
    expectRefused(s, "c" as never, { type: "accept" }, "NOT_YOUR_TURN");
    expect(rasslefest.moves(s, "c" as never)).toEqual([]);
    expect(() => rasslefest.setup(null as never, 1)).toThrow(/invalid config/);
  });
  it("refuses a tripAlone that is not true or false, naming the rule", () => {
    try {
      rasslefest.setup({ tripAlone: "yes" } as never, 1);
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e, "INVALID_CONFIG")).toBe(true);
      expect((e as { problems: unknown[] }).problems).toContainEqual({
        path: "tripAlone",
        message: "must be true or false",
        rule: "Rasslefest › Now where's he going",
      });
    }
    expect(rasslefest.setup({}, 1).options.tripAlone).toBe(true);
    expect(rasslefest.setup({ tripAlone: false }, 1).options.tripAlone).toBe(false);
  });
  it("refuses a bad config listing every problem", () => {
    try {
      rasslefest.setup({ startingEnergy: { a: 0, b: 99 }, timeLimit: -1, locationLasts: "x" } as never, 1);
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e, "INVALID_CONFIG")).toBe(true);
      expect((e as { problems: unknown[] }).problems.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("No Control rounds", () => {
  it("the lower energy requirement wins and takes control", () => {
    let s = position({ a: ["poke-in-the-eye"], b: ["kick"] });
    s = play(s, "a", card(s, "a", "poke-in-the-eye"));
    expect(rasslefest.view(s, "b").phase).toEqual({ kind: "reveal", mine: null, waitingFor: ["b"] });
    expect(JSON.stringify(rasslefest.view(s, "b"))).not.toContain("poke-in-the-eye");
    s = play(s, "b", card(s, "b", "kick"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 8, b: 6 });
    expect(s.control).toBe("a");
    expect(s.hands.a).toHaveLength(5);
  });
  it("identical cards cancel and both play again", () => {
    let s = position({ a: ["punch"], b: ["punch"] });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", card(s, "b", "punch"));
    expect(s.energy).toEqual({ a: 7, b: 7 });
    expect(s.phase.kind).toBe("reveal");
    expect(s.deck.discardPile).toHaveLength(2);
  });
  it("both discarding: the weaker wrestler rests and takes a point", () => {
    let s = position({ a: ["superplex"], b: ["top-rope-dive"], energy: { a: 5, b: 9 } });
    s = play(s, "a", { type: "discard", card: cardIn(s, "a", "superplex") });
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "top-rope-dive") });
    expect(s.energy).toEqual({ a: 6, b: 8 });
    expect(s.control).toBeNull();
  });
  it("a wrestler who discarded takes the revealed attack: no Block after seeing it", () => {
    let s = position({ a: ["punch"], b: ["block", "superplex"] });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "superplex") });
    expect(s.phase).toEqual({ kind: "lead", player: "a" });
    expect(s.energy).toEqual({ a: 8, b: 6 });
    expect(s.hands.b.some((c) => c.startsWith("block#"))).toBe(true);
  });
  it("the loser of the comparison may still block the winning Basic Attack", () => {
    let s = position({ a: ["throw", "block"], b: ["punch"] });
    s = play(s, "a", card(s, "a", "throw"));
    s = play(s, "b", card(s, "b", "punch"));
    expect(s.phase).toMatchObject({ kind: "respond", player: "a", context: "reveal" });
    s = play(s, "a", card(s, "a", "block"));
    s = play(s, "b", accept);
    expect(s.control).toBe("a");
    expect(s.energy).toEqual({ a: 7, b: 7 });
  });
  it("a Block revealed against a Basic Attack takes control", () => {
    let s = position({ a: ["block"], b: ["punch"] });
    s = play(s, "a", card(s, "a", "block"));
    s = play(s, "b", card(s, "b", "punch"));
    s = play(s, "b", accept);
    expect(s.control).toBe("a");
    expect(s.energy).toEqual({ a: 7, b: 7 });
  });
});

describe("Control rounds", () => {
  it("the controller must attack when able", () => {
    const s = position({ a: ["punch", "superplex"], b: ["kick"], control: "a" });
    expect(rasslefest.moves(s, "a").some((m) => m.type === "discard")).toBe(false);
  });
  it("Basic Attacks cannot take the last point; High Risk ones can and cover", () => {
    let s = position({
      a: ["punch", "clothesline"],
      b: ["superplex"],
      energy: { a: 10, b: 1 },
      control: "a",
    });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", accept);
    expect(s.energy.b).toBe(1);
    s = play(s, "b", accept);
    expect(s.control).toBe("a");
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 11, b: 0 });
    expect(["cover", "count"]).toContain(s.phase.kind);
  });
  it("High Risk moves outside earn a point more, reversed too", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["reversal"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 4, b: 10 });
    expect(s.control).toBe("b");
  });
  it("a Reversal of a Reversal lets the attack through", () => {
    let s = position({ a: ["elbow-smash", "reversal"], b: ["reversal"], control: "a" });
    s = play(s, "a", card(s, "a", "elbow-smash"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", card(s, "a", "reversal"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 9, b: 5 });
    expect(s.control).toBe("a");
  });
  it("a Double Knockdown takes a point from both out of the game; four left is a draw", () => {
    let s = position({ a: ["dropkick"], b: ["double-knockdown"], energy: { a: 3, b: 3 }, control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "double-knockdown"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 2, b: 2 });
    expect(s.energyRemoved).toBe(2);
    expect(s.result).toEqual({ winner: null, method: "draw", detail: "total energy fell to four or below" });
  });
  it("a Double Knockdown by a wrestler at one costs only the attacker", () => {
    let s = position({ a: ["dropkick"], b: ["double-knockdown"], energy: { a: 9, b: 1 }, control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "double-knockdown"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 8, b: 1 });
  });
  it("a hold is kept over rounds with a discard, and broken by a Basic Attack", () => {
    let s = position({ a: ["submission-hold", "superplex"], b: ["superplex", "punch"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", accept);
    expect(s.hold).toEqual({ holder: "a", kind: "submission-hold" });
    expect(s.control).toBe("a");
    s = play(s, "a", { type: "hold", discard: cardIn(s, "a", "superplex") });
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 11, b: 3 });
    s = play(s, "b", card(s, "b", "punch"));
    expect(s.hold).not.toBeNull();
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 10, b: 4 });
    expect(s.hold).toBeNull();
    expect(s.control).toBe("b");
  });
  it("a hold survives a retaliation the holder blocks, and may be kept next round", () => {
    let s = position({ a: ["submission-hold", "block"], b: ["punch"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", card(s, "b", "punch"));
    s = play(s, "a", card(s, "a", "block"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 9, b: 5 });
    expect(s.hold).toEqual({ holder: "a", kind: "submission-hold" });
    expect(s.control).toBe("a");
    expect(rasslefest.moves(s, "a")).toContainEqual({ type: "hold", discard: null });
    s = play(s, "a", { type: "hold", discard: null });
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 11, b: 3 });
  });
  it("a counter to a kept hold breaks it only when it stands", () => {
    let s = position({ a: ["submission-hold", "reversal"], b: ["reversal", "superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "superplex") });
    s = play(s, "a", { type: "hold", discard: null });
    const countered = rasslefest.play(s, "b", card(s, "b", "reversal"));
    expect(countered.events.some((e) => e.type === "hold-broken")).toBe(false);
    s = play(countered.state, "a", card(countered.state, "a", "reversal"));
    s = play(s, "b", accept);
    expect(s.hold).toEqual({ holder: "a", kind: "submission-hold" });
    expect(s.energy).toEqual({ a: 11, b: 3 });
  });
  it("a Taunt draws back to five and goes again", () => {
    let s = position({ a: ["taunt", "kick"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "lead", player: "a" });
    expect(s.hands.a).toHaveLength(5);
  });
});

describe('"Now where\'s he going?" without a follow-up', () => {
  // Nothing in this hand can be made outside or from the top rope at 5 energy.
  const stranded = (config: { tripAlone?: boolean }): RassleState =>
    position({
      a: ["now-wheres-he-going", "superplex", "top-rope-dive", "signature-move", "armbar"],
      b: ["superplex"],
      energy: { a: 5, b: 3 },
      control: "a",
      config,
    });
  const go = (s: RassleState, to: "outside" | "top-rope"): RassleMove => ({
    type: "go",
    card: cardIn(s, "a", "now-wheres-he-going"),
    to,
  });

  it("by default a controller with no attack may trip alone instead of discarding", () => {
    let s = stranded({});
    const moves = rasslefest.moves(s, "a");
    expect(moves.slice(0, 2)).toEqual([go(s, "outside"), go(s, "top-rope")]);
    expect(moves.slice(2).map((m) => m.type)).toEqual(Array(5).fill("discard"));
    s = play(s, "a", go(s, "outside"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "followup", player: "a", location: "outside", free: false });
    expect(rasslefest.moves(s, "a")).toEqual([{ type: "pass" }]);
    s = play(s, "a", { type: "pass" });
    // No rest for the weaker wrestler, and the controller keeps control (the card has no marker).
    expect(s.energy).toEqual({ a: 5, b: 3 });
    expect(s.control).toBe("a");
    expect(s.phase).toEqual({ kind: "lead", player: "a" });
    expect(s.location).toBe("ring");
  });
  it("a controller who can attack must: a trip then needs an attack after it, which must be made", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["superplex"], control: "a" });
    expect(rasslefest.moves(s, "a").some((m) => m.type === "discard")).toBe(false);
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    const follow = rasslefest.moves(s, "a");
    expect(follow).toContainEqual(card(s, "a", "clothesline"));
    expect(follow.every((m) => m.type === "play")).toBe(true);
    // With attacks in hand for the ring only, the trip is not offered at all.
    const ringOnly = position({
      a: ["now-wheres-he-going", "dropkick", "armbar", "signature-move", "low-blow"],
      b: ["superplex"],
      control: "a",
    });
    expect(rasslefest.moves(ringOnly, "a")).toEqual([
      card(ringOnly, "a", "dropkick"),
      card(ringOnly, "a", "armbar"),
    ]);
  });
  it("the trip card itself may still be answered", () => {
    const t = position({
      a: ["now-wheres-he-going", "superplex", "top-rope-dive", "signature-move", "armbar"],
      b: ["reversal"],
      energy: { a: 5, b: 3 },
      control: "a",
    });
    let r = play(t, "a", go(t, "top-rope"));
    r = play(r, "b", card(r, "b", "reversal"));
    r = play(r, "a", accept);
    expect(r.control).toBe("b");
  });
  it("with tripAlone: false the trip needs a follow-up and the follow-up is required", () => {
    const s = stranded({ tripAlone: false });
    expect(rasslefest.moves(s, "a").every((m) => m.type === "discard")).toBe(true);
    let t = position({
      a: ["now-wheres-he-going", "clothesline"],
      b: ["superplex"],
      control: "a",
      config: { tripAlone: false },
    });
    t = play(t, "a", { type: "go", card: cardIn(t, "a", "now-wheres-he-going"), to: "outside" });
    t = play(t, "b", accept);
    const moves = rasslefest.moves(t, "a");
    expect(moves).toContainEqual(card(t, "a", "clothesline"));
    expect(moves.every((m) => m.type === "play")).toBe(true);
  });
});

describe("the cover, the saves and the count", () => {
  /** `a` (10 energy) trips to `to` and finishes `b` (2 energy, holding a Big Rally) with `attack`. */
  const rallyCover = (to: "outside" | "top-rope", attack: "top-rope-dive" | "into-the-steel-barricade") => {
    let s = position({
      a: [attack, "now-wheres-he-going"],
      b: ["big-rally", "signature-move"],
      energy: { a: 10, b: 2 },
      control: "a",
    });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", attack));
    return play(s, "b", accept);
  };
  it("a Big Rally saves, takes a point, attacks freely, keeps control and leaves the game", () => {
    let s = rallyCover("top-rope", "top-rope-dive");
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    s = play(s, "b", card(s, "b", "big-rally"));
    expect(s.energy).toEqual({ a: 11, b: 1 });
    s = play(s, "b", card(s, "b", "signature-move"));
    expect(s.energy).toEqual({ a: 7, b: 5 });
    expect(s.control).toBe("b");
    expect(s.deck.removed).toEqual(["big-rally#1"]);
  });
  it("a Big Rally played as a save is reported where the cover is, as a save", () => {
    const s = rallyCover("outside", "into-the-steel-barricade");
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "outside" });
    const step = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(step.events).toContainEqual({
      type: "played",
      player: "b",
      kind: "big-rally",
      location: "outside",
      role: "save",
    });
  });
  it("a state saved before tripAlone existed plays by the default and is saved with it", () => {
    const s = position({
      a: ["now-wheres-he-going", "superplex", "top-rope-dive", "signature-move", "armbar"],
      b: ["superplex"],
      energy: { a: 5, b: 3 },
      control: "a",
    });
    const old = JSON.parse(JSON.stringify(s)) as RassleState;
    Reflect.deleteProperty(old.options, "tripAlone");
    expect("tripAlone" in old.options).toBe(false);
    expect(rasslefest.view(old, "a").options.tripAlone).toBe(true);
    const moves = rasslefest.moves(old, "a");
    expect(moves[0]?.type).toBe("go");
    expect(rasslefest.play(old, "a", moves[0]!).state.options.tripAlone).toBe(true);
    // A malformed state without options is not read for the moves' option (no TypeError there).
    expect(() => rasslefest.moves({ ...s, options: undefined } as unknown as RassleState, "a")).not.toThrow(
      TypeError,
    );
  });
  it("a save after a Big Rally's free attack decides control, not the Rally", () => {
    const toCover = (save: "referee-distracted" | "reach-for-the-ropes"): RassleState => {
      let s = position({
        a: ["big-rally", "top-rope-dive"],
        b: ["clothesline", save],
        energy: { a: 1, b: 4 },
        control: "b",
      });
      s = play(s, "b", card(s, "b", "clothesline"));
      s = play(s, "a", card(s, "a", "big-rally"));
      s = play(s, "a", card(s, "a", "top-rope-dive"));
      expect(s.energy).toEqual({ a: 5, b: 0 });
      expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
      return play(s, "b", card(s, "b", save));
    };
    const distracted = toCover("referee-distracted");
    expect(distracted.energy).toEqual({ a: 4, b: 1 });
    expect(distracted.control).toBe("b");
    expect(distracted.phase).toEqual({ kind: "lead", player: "b" });
    const ropes = toCover("reach-for-the-ropes");
    expect(ropes.control).toBeNull();
    expect(ropes.phase.kind).toBe("reveal");
  });
  it("the referee's count finds a zero card or ends the match", () => {
    let s = position({
      a: ["suplex"],
      b: ["superplex"],
      energy: { a: 10, b: 1 },
      control: "a",
      next: ["kick", "punch", "reversal"],
    });
    s = play(s, "a", card(s, "a", "suplex"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "count", player: "b" });
    s = rasslefest.advance(s).state;
    expect(s.result).toEqual({ winner: "a", method: "pinfall", detail: "the referee counted three" });
    let t = position({
      a: ["suplex"],
      b: ["superplex"],
      energy: { a: 10, b: 1 },
      control: "a",
      next: ["kick", "referee-distracted", "punch"],
    });
    t = play(t, "a", card(t, "a", "suplex"));
    t = play(t, "b", accept);
    t = rasslefest.advance(t).state;
    expect(t.result).toBeNull();
    expect(t.energy.b).toBe(0);
  });
  it("the victim of a top-rope move lands in the ring: Reach for the Ropes saves there", () => {
    let s = position({
      a: ["now-wheres-he-going", "superplex"],
      b: ["reach-for-the-ropes"],
      energy: { a: 10, b: 3 },
      control: "a",
    });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "top-rope" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "superplex"));
    // Reach for the Ropes cannot answer the move made from the top rope...
    expect(rasslefest.moves(s, "b")).toEqual([accept]);
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 13, b: 0 });
    // ...but the cover happens in the ring, where it saves.
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    s = play(s, "b", card(s, "b", "reach-for-the-ropes"));
    expect(s.result).toBeNull();
    expect(s.energy).toEqual({ a: 12, b: 1 });
  });
  it("a covered wrestler holding a save must play one; the count is only for one without", () => {
    const coverWith = (save: readonly ("reach-for-the-ropes" | "big-rally")[]): RassleState => {
      let s = position({
        a: ["suplex"],
        b: ["superplex", ...save],
        energy: { a: 10, b: 1 },
        control: "a",
        next: ["kick", "punch", "reversal"],
      });
      s = play(s, "a", card(s, "a", "suplex"));
      return play(s, "b", accept);
    };
    const one = coverWith(["reach-for-the-ropes"]);
    expect(one.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    expect(rasslefest.moves(one, "b")).toEqual([card(one, "b", "reach-for-the-ropes")]);
    expectRefused(one, "b", accept, "ILLEGAL_MOVE");
    const two = coverWith(["reach-for-the-ropes", "big-rally"]);
    expect(rasslefest.moves(two, "b")).toHaveLength(2);
    expect(rasslefest.moves(two, "b")).not.toContainEqual(accept);
    const none = coverWith([]);
    expect(none.phase).toEqual({ kind: "count", player: "b" });
  });
  it("Reach for the Ropes cannot save outside the ring", () => {
    let s = position({
      a: ["now-wheres-he-going", "clothesline"],
      b: ["reach-for-the-ropes"],
      energy: { a: 10, b: 2 },
      control: "a",
    });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "count", player: "b" });
  });
});

describe("advanced rules", () => {
  it("a noticed Foreign Object disqualifies; a reversed one disqualifies the reverser", () => {
    const rig = (faces: number[]) => scriptedDice(faces).save();
    let s = position({
      a: ["foreign-object"],
      b: ["reversal"],
      energy: { a: 5, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    s = { ...s, dice: rig([4]) };
    s = play(s, "a", card(s, "a", "foreign-object"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", accept);
    expect(s.result).toEqual({
      winner: "a",
      method: "disqualification",
      detail: "the referee saw the Foreign Object",
    });
    let t = position({
      a: ["ambush"],
      b: ["superplex"],
      energy: { a: 5, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    t = { ...t, dice: rig([3]) };
    t = play(t, "a", card(t, "a", "ambush"));
    t = play(t, "b", accept);
    expect(t.result).toBeNull();
    expect(t.energy).toEqual({ a: 10, b: 4 });
  });
  it("the referee may notice a Foreign Object even when a Big Rally answers it", () => {
    const rig = (faces: number[]) => scriptedDice(faces).save();
    const start = (): RassleState => {
      const s = position({
        a: ["foreign-object"],
        b: ["big-rally", "foreign-object"],
        energy: { a: 5, b: 1 },
        control: "a",
        config: { disqualification: true },
      });
      return play(s, "a", card(s, "a", "foreign-object"));
    };
    let s = start();
    s = { ...s, dice: rig([4]) };
    const step = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(step.events).toContainEqual({ type: "noticed", player: "a", roll: 4, disqualified: true });
    expect(step.state.result).toEqual({
      winner: "b",
      method: "disqualification",
      detail: "the referee saw the Foreign Object",
    });
    // Unnoticed: the rally goes on. The answered attempt's die is rolled before the free attack's.
    s = start();
    s = { ...s, dice: rig([3, 4]) };
    s = play(s, "b", card(s, "b", "big-rally"));
    expect(s.result).toBeNull();
    expect(s.phase).toEqual({ kind: "followup", player: "b", location: "ring", free: true });
    const free = rasslefest.play(s, "b", card(s, "b", "foreign-object"));
    expect(free.events).toContainEqual({ type: "noticed", player: "b", roll: 4, disqualified: true });
    expect(free.state.result?.winner).toBe("a");
  });
  it("a reversed Foreign Object answered by a Big Rally: the reverser is the one seen with it", () => {
    let s = position({
      a: ["foreign-object", "big-rally"],
      b: ["reversal"],
      energy: { a: 1, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    s = { ...s, dice: scriptedDice([4]).save() };
    s = play(s, "a", card(s, "a", "foreign-object"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", card(s, "a", "big-rally"));
    expect(s.result).toEqual({
      winner: "a",
      method: "disqualification",
      detail: "the referee saw the Foreign Object",
    });
  });
  it("starting energy by rank", () => {
    const s = rasslefest.setup({ ranks: { a: "jobber", b: "champion" } }, 3);
    expect(s.energy).toEqual({ a: 6, b: 10 });
  });
  it("a time limit of no reshuffle ends when the deck first runs out", () => {
    let s = rasslefest.setup({ timeLimit: 0 }, 5);
    s = { ...s, deck: { ...s.deck, drawPile: s.deck.drawPile.slice(0, 1) } };
    s = play(s, "a", { type: "discard", card: s.hands.a[0]! });
    s = play(s, "b", { type: "discard", card: s.hands.b[0]! });
    s = rasslefest.turn(s).kind === "over" ? s : play(s, "a", { type: "discard", card: s.hands.a[0]! });
    expect(s.result?.method).toBe("time-limit");
  });
});

describe("counteractions against cards that do no damage (issue #19)", () => {
  it("by default a Dodge stops a Taunt but takes no energy: there was no impact to turn", () => {
    let s = position({ a: ["taunt", "kick"], b: ["dodge"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 7, b: 7 });
    expect(s.control).toBeNull();
  });
  it("by default a Double Knockdown against a trip costs nobody a point", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["double-knockdown"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", card(s, "b", "double-knockdown"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 7, b: 7 });
    expect(s.energyRemoved).toBe(0);
  });
  it("by default Reach for the Ropes against a Taunt recovers nothing", () => {
    let s = position({ a: ["taunt"], b: ["reach-for-the-ropes"], energy: { a: 6, b: 4 }, control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", card(s, "b", "reach-for-the-ropes"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 6, b: 4 });
  });
  it('with noDamageCounters: "full" the counters take their printed effect anyway', () => {
    let s = position({
      a: ["taunt", "kick"],
      b: ["dodge"],
      control: "a",
      config: { noDamageCounters: "full" },
    });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 5, b: 9 });
  });
  it("a Dodge against a damaging attack still takes its two points", () => {
    let s = position({ a: ["dropkick"], b: ["dodge"], control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 5, b: 9 });
  });
});

describe("the last three offensive moves (issue #19)", () => {
  it("are attacks on the other wrestler: neither the Taunt nor the trip card counts", () => {
    let s = position({ a: ["taunt", "now-wheres-he-going", "clothesline"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", accept);
    expect(s.log.offense.a).toEqual([]);
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    expect(s.log.offense.a).toEqual(["clothesline"]);
  });
});

describe("phases (issue #19)", () => {
  it("has no end-round phase: a round ends inside the step that settles it", () => {
    let s = position({ a: ["punch"], b: ["kick"] });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", card(s, "b", "kick"));
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      let m = rasslefest.setup({}, seed);
      for (let i = 0; i < 400 && m.result === null; i++) {
        kinds.add(m.phase.kind);
        const t = rasslefest.turn(m);
        if (t.kind === "advance") m = rasslefest.advance(m).state;
        else if (t.kind === "decide") {
          const p = t.players[0]!;
          m = play(m, p, rasslefest.moves(m, p)[0]!);
        }
      }
    }
    expect(kinds.has("end-round")).toBe(false);
    expect(() =>
      rasslefest.advance({ ...s, phase: { kind: "end-round" } } as unknown as RassleState),
    ).toThrow(expect.objectContaining({ code: expect.stringMatching(/INVALID_STATE|NOTHING_TO_ADVANCE/) }));
    // The type no longer names it.
    type Kinds = RassleState["phase"]["kind"];
    const none: Extract<Kinds, "end-round"> extends never ? true : false = true;
    expect(none).toBe(true);
  });
});
