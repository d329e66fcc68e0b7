/** Tests of `gameplay.ts`. */
import { isRingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleState } from "../index.js";
import { cardIn, position, play, card, accept, expectRefused } from "../../test/support/positions.js";
import { seededDice } from "@ringside/core";
import { load } from "../draft.js";
import { advanceOn, decider, legalMoves } from "./gameplay.js";

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
    // A player id that is not in the match reads no hand: UNKNOWN_PLAYER (issue #14).
    expectRefused(s, "c" as never, { type: "accept" }, "UNKNOWN_PLAYER");
    expectRefused(s, "toString" as never, { type: "accept" }, "UNKNOWN_PLAYER");
    expect(() => rasslefest.moves(s, "c" as never)).toThrow(
      expect.objectContaining({ code: "UNKNOWN_PLAYER" }),
    );
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
        message: expect.stringMatching(/boolean/),
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

describe("Wrestler Advantages", () => {
  it("starting energy by rank", () => {
    const s = rasslefest.setup({ ranks: { a: "jobber", b: "champion" } }, 3);
    expect(s.energy).toEqual({ a: 6, b: 10 });
  });
});

describe("whose decision it is", () => {
  /** Asserts that only `p` has moves in `s`, and that the other wrestler has none. */
  function onlyFor(s: RassleState, p: "a" | "b"): void {
    expect(rasslefest.moves(s, p).length).toBeGreaterThan(0);
    expect(rasslefest.moves(s, p === "a" ? "b" : "a")).toEqual([]);
  }
  it("in each phase only the deciding wrestler has moves", () => {
    let s = position({ a: ["punch", "taunt"], b: ["kick", "block", "reach-for-the-ropes"], control: null });
    expect(rasslefest.moves(s, "a").length).toBeGreaterThan(0);
    s = play(s, "a", card(s, "a", "punch"));
    onlyFor(s, "b"); // the reveal: a has chosen
    s = position({ a: ["taunt", "kick", "now-wheres-he-going"], b: ["punch", "block"], control: "a" });
    onlyFor(s, "a"); // lead
    const trip = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    onlyFor(trip, "b"); // respond
    onlyFor(play(trip, "b", accept), "a"); // followup
    s = play(s, "a", card(s, "a", "kick"));
    s = play(s, "b", accept);
    expect(s.phase.kind).toBe("retaliate");
    onlyFor(s, "b");
    let c = position({ a: ["low-blow"], b: ["reach-for-the-ropes"], energy: { a: 5, b: 2 }, control: "a" });
    c = play(c, "a", card(c, "a", "low-blow"));
    c = play(c, "b", accept);
    expect(c.phase.kind).toBe("cover");
    onlyFor(c, "b");
  });
  it("nobody decides during the referee's count, and nobody has moves once the match is over", () => {
    let s = position({
      a: ["low-blow"],
      b: ["superplex"],
      energy: { a: 5, b: 2 },
      control: "a",
      next: ["punch", "kick", "throw"],
    });
    s = play(s, "a", card(s, "a", "low-blow"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "count", player: "b" });
    expect(rasslefest.moves(s, "a")).toEqual([]);
    expect(rasslefest.moves(s, "b")).toEqual([]);
    expect(rasslefest.turn(s)).toEqual({ kind: "advance" });
    s = rasslefest.advance(s).state;
    expect(s.result?.method).toBe("pinfall");
    expect(rasslefest.moves(s, "a")).toEqual([]);
    expect(rasslefest.moves(s, "b")).toEqual([]);
  });
});

describe("the decider (the fast path's turn order)", () => {
  it("is the first wrestler not yet in during a reveal, the phase's player otherwise, nobody during the count", () => {
    let s = position({ a: ["punch"], b: ["kick"], control: null });
    expect(decider(s)).toBe("a");
    s = play(s, "a", card(s, "a", "punch"));
    expect(decider(s)).toBe("b");
    let c = position({
      a: ["low-blow"],
      b: ["superplex"],
      energy: { a: 5, b: 2 },
      control: "a",
      next: ["punch", "kick", "throw"],
    });
    expect(decider(c)).toBe("a");
    c = play(c, "a", card(c, "a", "low-blow"));
    expect(decider(c)).toBe("b");
    c = play(c, "b", accept);
    expect(c.phase.kind).toBe("count");
    expect(decider(c)).toBeNull();
    c = rasslefest.advance(c).state;
    expect(c.phase.kind).toBe("over");
    expect(decider(c)).toBeNull();
  });
});

describe("legalMoves and advanceOn, called directly (the fast path calls them without the engine's guards)", () => {
  it("give the wrestler whose decision it is not no moves at all, in every phase", () => {
    let s = position({ a: ["punch"], b: ["kick"], control: null });
    s = play(s, "a", card(s, "a", "punch"));
    expect(legalMoves(s, "a")).toEqual([]); // reveal: a is in
    let c = position({
      a: ["low-blow", "now-wheres-he-going", "clothesline"],
      b: ["reach-for-the-ropes"],
      energy: { a: 5, b: 2 },
      control: "a",
    });
    expect(legalMoves(c, "b")).toEqual([]); // lead
    const trip = play(c, "a", { type: "go", card: cardIn(c, "a", "now-wheres-he-going"), to: "outside" });
    expect(legalMoves(trip, "a")).toEqual([]); // respond
    expect(legalMoves(play(trip, "b", accept), "b")).toEqual([]); // followup
    c = play(c, "a", card(c, "a", "low-blow"));
    expect(legalMoves(c, "a")).toEqual([]); // respond
    c = play(c, "b", accept);
    expect(c.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    expect(legalMoves(c, "a")).toEqual([]); // cover
    let r = position({ a: ["kick"], b: ["punch"], control: "a" });
    r = play(r, "a", card(r, "a", "kick"));
    r = play(r, "b", accept);
    expect(r.phase.kind).toBe("retaliate");
    expect(legalMoves(r, "a")).toEqual([]);
  });
  it("give nobody moves during the referee's count or once the match is over", () => {
    let s = position({
      a: ["low-blow"],
      b: ["superplex"],
      energy: { a: 5, b: 2 },
      control: "a",
      next: ["punch", "kick", "throw"],
    });
    s = play(s, "a", card(s, "a", "low-blow"));
    s = play(s, "b", accept);
    expect(s.phase.kind).toBe("count");
    expect(legalMoves(s, "a")).toEqual([]);
    expect(legalMoves(s, "b")).toEqual([]);
    s = rasslefest.advance(s).state;
    expect(s.result).not.toBeNull();
    expect(legalMoves(s, "a")).toEqual([]);
    expect(legalMoves(s, "b")).toEqual([]);
  });
  it("advanceOn counts only in the count phase: elsewhere it changes nothing", () => {
    const s = position({ a: ["punch"], b: ["kick"], control: "a" });
    const d = load(s, seededDice(1), []);
    advanceOn(d);
    expect(d.phase).toEqual({ kind: "lead", player: "a" });
    expect(d.result).toBeNull();
    expect(d.events).toEqual([]);
  });
});
