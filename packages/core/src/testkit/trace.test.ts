import { describe, expect, it } from "vitest";
import { isRingsideError, runMatch } from "@ringside/core";
import { thrown } from "../../test/thrown.js";
import { armWrestling, type ArmMove } from "../../test/fixtures/armWrestling.js";
import { advancingArm, armBots } from "../../test/fixtures/kit.js";
import { traceMatch } from "./trace.js";

const rest = () => ({ type: "rest" }) as ArmMove;

describe("traceMatch", () => {
  it("plays runMatch's match and keeps each step: the state before, the action, the state after, the events", () => {
    const match = runMatch(armWrestling, { config: { limit: 20 }, dice: 4, bots: armBots, botSeed: 9 });
    const t = traceMatch(armWrestling, { limit: 20 }, 4, armBots, 9, 100);
    expect(t.result).toEqual(match.result);
    expect(t.steps).toHaveLength(match.steps);
    expect(t.first).toEqual(armWrestling.start({ limit: 20 }, 4).state);
    expect(t.opening.map((e) => e.type)).toEqual(["gripped"]);
    expect(t.steps.map((s) => (s.action.kind === "play" ? s.action.move : null))).toEqual(
      match.record.moves.map((m) => m.move),
    );
    t.steps.forEach((step, i) => {
      expect(step.before).toBe(i === 0 ? t.first : t.steps[i - 1]?.after);
      expect(step.action).toMatchObject({ kind: "play", player: step.before.next });
      expect(step.after.turns).toBe(step.before.turns + 1);
      expect(step.events.length).toBeGreaterThan(0);
    });
  });

  it("records an automatic step as one, and gives nobody's bot a move then", () => {
    const t = traceMatch(advancingArm(), { limit: 6 }, 4, armBots, 9, 100);
    expect(t.steps.map((s) => s.action.kind)).toEqual([
      "play",
      "advance",
      "play",
      "advance",
      "play",
      "advance",
    ]);
    expect(t.steps[1]?.events.map((e) => e.type)).toEqual(["rested"]);
  });

  it("allows exactly maxSteps steps, then throws INVALID_STATE", () => {
    const bots = { a: rest, b: rest };
    expect(traceMatch(armWrestling, { limit: 5 }, 1, bots, 0, 5).steps).toHaveLength(5);
    const error = thrown(() => traceMatch(armWrestling, { limit: 5 }, 1, bots, 0, 4));
    expect(isRingsideError(error, "INVALID_STATE")).toBe(true);
    expect(String(error)).toBe("RingsideError: arm-wrestling: match did not end: still going after 4 steps");
  });

  it("throws INVALID_ARGUMENT for a player without a bot", () => {
    const error = thrown(() => traceMatch(armWrestling, { limit: 5 }, 1, { a: rest }, 0, 10));
    expect(isRingsideError(error, "INVALID_ARGUMENT")).toBe(true);
    expect(String(error)).toBe("RingsideError: no bot: no bot for b");
    expect(isRingsideError(thrown(() => traceMatch(armWrestling, { limit: 5 }, 1, undefined, 0, 10)))).toBe(
      true,
    );
  });
});
