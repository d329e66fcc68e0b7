import { isRingsideError, RingsideError } from "@ringside/core";
import { powerhouses, sheetProblems, validateSheet, validateConfig } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { bruno, config, kid } from "./helpers.js";

function caught(run: () => unknown): RingsideError {
  try {
    run();
  } catch (e) {
    if (e instanceof RingsideError) return e;
    throw e;
  }
  throw new Error("expected a RingsideError");
}

describe("wrestler sheets", () => {
  it("a standard sheet puts the specialty on faces 1–2 and Fan Support on 6", () => {
    expect(validateSheet(bruno)).toEqual({
      name: "Bruno",
      faces: ["Strength", "Strength", "Brawling", "Martial Arts", "Technical Ability", "Fan Support"],
    });
  });

  it("reads an explicit standard kind the same, trims the name, and refuses a sheet of a bad kind", () => {
    expect(validateSheet({ ...bruno, kind: "standard", name: "  Bruno " })).toEqual(validateSheet(bruno));
    // Otherwise a valid sheet: the bad kind alone makes it invalid.
    const e = caught(() => validateSheet({ ...bruno, kind: "odd" }));
    expect(e.code).toBe("INVALID_SHEET");
    expect(e.problems.map((p) => p.path)).toEqual(["kind"]);
  });

  it("reports every problem of a sheet at once, each with its path and rule", () => {
    const e = caught(() =>
      validateSheet({
        name: " ",
        specialty: "Strength",
        weakness: "Strength",
        faces3to5: ["Strength", "Cooking", "Brawling"],
        extra: 1,
      }),
    );
    expect(e.code).toBe("INVALID_SHEET");
    expect(e.problems.map((p) => p.path).sort()).toEqual([
      "extra",
      "faces3to5[0]",
      "faces3to5[1]",
      "name",
      "weakness",
    ]);
    expect(e.problems.every((p) => p.rule === "Powerhouses › Preparing to Play")).toBe(true);
  });

  it("bars the weakness and repeats from faces 3–5", () => {
    expect(
      sheetProblems({ ...bruno, faces3to5: ["Agility", "Brawling", "Brawling"] }).map((p) => p.message),
    ).toEqual([
      "face 3 cannot be the weakness (Agility)",
      "face 5 repeats Brawling: faces 3 to 5 need three different abilities",
    ]);
  });

  it("allows the specialty on faces 3–5 unless the option forbids it", () => {
    const sheet = { ...bruno, faces3to5: ["Strength", "Brawling", "Martial Arts"] } as const;
    expect(sheetProblems(sheet)).toEqual([]);
    expect(
      sheetProblems(sheet, { specialtyOnFacesThreeToFive: false, customSheets: true }).map((p) => p.path),
    ).toEqual(["faces3to5[0]"]);
  });

  it("rejects shapes that are not sheets at all", () => {
    expect(sheetProblems(null).length).toBe(1);
    // A bad kind does not hide the sheet's other problems (it is checked as a standard sheet).
    expect(sheetProblems({ kind: "odd" }).map((p) => p.path)).toEqual([
      "kind",
      "name",
      "specialty",
      "weakness",
      "faces3to5",
    ]);
    expect(
      sheetProblems({ name: "X", specialty: 3, weakness: null, faces3to5: "Brawling" }).map((p) => p.path),
    ).toEqual(["specialty", "weakness", "faces3to5"]);
  });

  it("accepts a custom 'real wrestler' sheet, still checked for shape", () => {
    const custom = {
      kind: "custom",
      name: "Real",
      faces: ["Strength", "Strength", "Strength", "Brawling", "Agility"],
    };
    expect(validateSheet(custom).faces).toEqual([
      "Strength",
      "Strength",
      "Strength",
      "Brawling",
      "Agility",
      "Fan Support",
    ]);
    expect(
      sheetProblems({ ...custom, faces: ["Strength", "Strength", "Strength", "Strength", "Strength"] })[0]
        ?.message,
    ).toMatch(/two different abilities/);
    expect(sheetProblems({ ...custom, faces: ["Strength"] }).map((p) => p.path)).toEqual([
      "faces[1]",
      "faces[2]",
      "faces[3]",
      "faces[4]",
    ]);
    expect(
      sheetProblems({ ...custom, faces: ["Strength", 1, "Brawling", "Agility", "Lucha"] }).map((p) => p.path),
    ).toEqual(["faces[1]", "faces[4]"]);
    expect(
      sheetProblems(custom, { specialtyOnFacesThreeToFive: true, customSheets: false }).map((p) => p.path),
    ).toEqual(["kind"]);
  });
});

describe("match config", () => {
  it("lists the problems of both sheets together", () => {
    const e = caught(() =>
      powerhouses.setup({ red: { ...bruno, name: "" }, blue: { ...kid, weakness: "Agility" } }, 1),
    );
    expect(e.code).toBe("INVALID_SHEET");
    expect(e.problems.map((p) => p.path)).toEqual(["red.name", "blue.weakness"]);
  });

  it("reports bad options and bad sheets in one INVALID_CONFIG error", () => {
    const e = caught(() =>
      validateConfig({
        ...config,
        blue: undefined,
        options: { takeDownTie: "coin", customSheets: "yes", overtime: true },
      }),
    );
    expect(e.code).toBe("INVALID_CONFIG");
    expect(e.problems.map((p) => p.path).sort()).toEqual([
      "blue",
      "options.customSheets",
      "options.overtime",
      "options.takeDownTie",
    ]);
    expect(
      isRingsideError(
        caught(() => powerhouses.setup(null as never, 1)),
        "INVALID_CONFIG",
      ),
    ).toBe(true);
  });

  it("a valid config starts the Take-Down with five dice each", () => {
    const s = powerhouses.setup(config, 3);
    expect(s.diceLeft).toEqual({ red: 5, blue: 5 });
    expect(s.phase).toBe("take-down");
    expect(powerhouses.turn(s)).toEqual({ kind: "advance" });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
