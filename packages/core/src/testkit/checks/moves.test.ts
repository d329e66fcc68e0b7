import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RingsideError, type DiceState } from "@ringside/core";
import { armWrestling, type ArmConfig, type ArmState } from "../../../test/fixtures/armWrestling.js";
import { advancingArm, armKit, failureOf, type ArmGame } from "../../../test/fixtures/kit.js";
import { turnAndMovesCheck, viewsCheck } from "./moves.js";

const configs = fc.constant<ArmConfig>({ limit: 30 });
/** The toy game's own traced matches, for a game whose bots could not play its matches. */
const honest = armKit().trace;

describe("turnAndMovesCheck", () => {
  it("passes on an honest game, with and without automatic steps", () => {
    for (const game of [armWrestling, advancingArm()])
      expect(failureOf(turnAndMovesCheck(armKit({ game })))).toBe("passed");
  });

  it("fails when the player who decides has no legal move", () => {
    const stuck: ArmGame = { ...armWrestling, moves: () => [] };
    expect(failureOf(turnAndMovesCheck(armKit({ game: stuck, trace: honest })))).toBe(
      "ConformanceFailure: a must decide but has no legal move",
    );
  });

  it("fails when a player who does not decide has moves", () => {
    const game = advancingArm();
    const busy: ArmGame = { ...game, moves: (s, p) => armWrestling.moves(s, p) };
    expect(failureOf(turnAndMovesCheck(armKit({ game: busy })))).toBe(
      "ConformanceFailure: b has moves while not deciding (advance)",
    );
    const both: ArmGame = { ...armWrestling, moves: (s) => armWrestling.moves(s, s.next) };
    expect(failureOf(turnAndMovesCheck(armKit({ game: both })))).toBe(
      "ConformanceFailure: b has moves while not deciding (decide)",
    );
  });

  it("plays a copy of a legal move, the one `pick` names, for the player who decides", () => {
    // A game that refuses a rest, and a game that refuses a copy of a move it handed out.
    const noRest: ArmGame = {
      ...armWrestling,
      play(s, p, m) {
        if (m.type === "rest") throw new RingsideError("ILLEGAL_MOVE", "arm: no rest", "push");
        return armWrestling.play(s, p, m);
      },
    };
    expect(failureOf(turnAndMovesCheck(armKit({ game: noRest, trace: honest })))).toMatch(
      /^RingsideError: arm: no rest/,
    );
    const handed = new Set<unknown>();
    const byIdentity: ArmGame = {
      ...armWrestling,
      moves(s, p) {
        const moves = armWrestling.moves(s, p);
        for (const m of moves) handed.add(m);
        return moves;
      },
      play(s, p, m) {
        if (handed.has(m)) throw new RingsideError("ILLEGAL_MOVE", "arm: not a copy", "copy");
        return armWrestling.play(s, p, m);
      },
    };
    expect(failureOf(turnAndMovesCheck(armKit({ game: byIdentity, trace: honest })))).toBe("passed");
  });
});

describe("viewsCheck", () => {
  const hiddenGrip = (state: ArmState, viewer: "a" | "b" | null): readonly unknown[] =>
    viewer === null ? [{ grip: state.grip.a }] : [];

  it("passes on an honest game", () => {
    const k = armKit({ subject: { game: armWrestling, configs, hidden: hiddenGrip } });
    expect(failureOf(viewsCheck(k))).toBe("passed");
  });

  it("fails when a view shows the dice", () => {
    const showing: ArmGame = {
      ...armWrestling,
      view: (s, p) => ({ ...armWrestling.view(s, p), secret: { dice: s.dice } }),
    };
    expect(failureOf(viewsCheck(armKit({ game: showing })))).toBe(
      "ConformanceFailure: the view of a shows the dice",
    );
  });

  it("fails when a view shows a value the subject says its viewer may not see", () => {
    const telling: ArmGame = {
      ...armWrestling,
      view: (s, p) => ({ ...armWrestling.view(s, p), told: { grip: s.grip.a } }),
    };
    const k = armKit({ game: telling, subject: { game: telling, configs, hidden: hiddenGrip } });
    expect(failureOf(viewsCheck(k))).toMatch(/^ConformanceFailure: the view of null shows \{"grip":[1-6]\}$/);
  });

  it("looks only for secrets that are objects with keys (a number or {} is in every view)", () => {
    const spare: ArmGame = { ...armWrestling, view: (s, p) => ({ ...armWrestling.view(s, p), spare: {} }) };
    const k = armKit({ game: spare, subject: { game: spare, configs, hidden: () => [30, {}, null, "a"] } });
    expect(failureOf(viewsCheck(k))).toBe("passed");
  });

  it("finds a seeded or a scripted dice state anywhere in a view", () => {
    const scripted: DiceState = { kind: "scripted", faces: [1], next: 0 };
    const deep: ArmGame = {
      ...armWrestling,
      view: (s, p) => ({ ...armWrestling.view(s, p), log: [{ at: scripted }] }),
    };
    expect(failureOf(viewsCheck(armKit({ game: deep })))).toBe(
      "ConformanceFailure: the view of a shows the dice",
    );
  });
});
