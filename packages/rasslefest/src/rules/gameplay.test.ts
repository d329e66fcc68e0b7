/** Tests of `gameplay.ts`. */
import { isRingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleState } from "../index.js";
import { cardIn, position, play, card, accept, expectRefused } from "../../test/support/positions.js";

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
