import { isRingsideError } from "@ringside/core";
import { powerhouses, sheetProblems, validateConfig, type PowerhousesState } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { bruno, config, kid } from "./helpers.js";

/** The code of the RingsideError `run` throws (never a TypeError, never silence). */
function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (isRingsideError(e)) return e.code;
    throw e;
  }
  return "accepted";
}

/** A JSON copy of a state with one edit, as a player would hand-edit a save. */
function edited(state: PowerhousesState, edit: (s: Record<string, unknown>) => void): unknown {
  const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  edit(copy);
  return copy;
}

describe("untrusted input (issue #14's attacks on Powerhouses)", () => {
  it("options with prototype names or misspelled keys are refused", () => {
    for (const options of [{ toString: 1 }, { takeDowntie: "red-corner" }, { constructor: {} }]) {
      expect(codeOf(() => validateConfig({ ...config, options }))).toBe("INVALID_CONFIG");
    }
    expect(codeOf(() => validateConfig({ ...config, colour: "red" }))).toBe("INVALID_CONFIG");
  });

  it("a sheet with holes, non-JSON values or a bad kind reports every problem", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(sheetProblems({ ...bruno, faces3to5: [, , ,] }).length).toBeGreaterThan(0);
    expect(sheetProblems({ ...bruno, name: 1n }).length).toBeGreaterThan(0);
    expect(sheetProblems(new Map([["name", "X"]])).length).toBeGreaterThan(0);
    const cyclic: Record<string, unknown> = { ...bruno };
    cyclic.self = cyclic;
    expect(sheetProblems(cyclic).length).toBeGreaterThan(0);
    const paths = sheetProblems({ kind: "champion", name: "", specialty: "Cooking" }).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(["kind", "name", "specialty", "weakness", "faces3to5"]));
    expect(codeOf(() => powerhouses.setup({ red: { ...bruno, kind: "x" }, blue: kid } as never, 1))).toBe(
      "INVALID_SHEET",
    );
  });

  it("hand-edited or corrupted states are refused with INVALID_STATE", () => {
    const start = powerhouses.setup(config, 5);
    const bad: ((s: Record<string, unknown>) => void)[] = [
      (s) => delete s.roll,
      (s) => (s.diceLeft = { red: -1, blue: 5 }),
      (s) => (s.diceLeft = { red: 5, blue: 1e9 }),
      (s) => (s.phase = "overtime"),
      (s) => (s.dice = { kind: "seeded", rng: [1.5, 2, 3, 4] }),
      (s) => (s.extra = true),
      // A wrestler whose dice can never miss would make a Take-Down roll that never ends.
      (s) =>
        ((s.wrestlers as Record<string, unknown>).red = { name: "X", faces: Array(6).fill("Fan Support") }),
      (s) => ((s.roll as Record<string, unknown>).player = "blue"),
      (s) => ((s.roll as Record<string, unknown>).stage = "decide"),
      (s) => (s.result = { winner: "red", method: "pinfall", detail: "x" }),
    ];
    for (const edit of bad) {
      const state = edited(start, edit);
      expect(codeOf(() => powerhouses.loadState(state))).toBe("INVALID_STATE");
      expect(codeOf(() => powerhouses.advance(state as PowerhousesState))).toBe("INVALID_STATE");
    }
    // The same content copied plays on exactly as the original.
    const copy = JSON.parse(JSON.stringify(start)) as PowerhousesState;
    expect(powerhouses.advance(copy)).toEqual(powerhouses.advance(start));
  });

  it("garbage moves and unknown players get their codes, never a TypeError", () => {
    let s = powerhouses.setup(config, 12);
    while (powerhouses.turn(s).kind === "advance") s = powerhouses.advance(s).state;
    const turn = powerhouses.turn(s);
    expect(turn.kind).toBe("decide");
    const p = turn.kind === "decide" ? turn.players[0]! : "red";
    for (const move of [
      null,
      1n,
      { type: "pursue", ability: "Cooking" },
      { type: "roll", x: 1 },
      [],
      "roll",
    ]) {
      expect(codeOf(() => powerhouses.play(s, p, move as never))).toBe("ILLEGAL_MOVE");
    }
    expect(codeOf(() => powerhouses.play(s, "green" as never, { type: "quit" }))).toBe("UNKNOWN_PLAYER");
    expect(codeOf(() => powerhouses.advance(s))).toBe("NOTHING_TO_ADVANCE");
  });
});
