import { describe, expect, it } from "vitest";
import { isRingsideError, Problems, seededDice } from "@ringside/core";
import { choiceProblems, parseCell } from "./theGrid.js";
import {
  cellAt,
  cellKey,
  formatCell,
  generateGrid,
  gridDeck,
  loadGrid,
  singlesGrid,
  tagGrid,
} from "@ringside/fastmatch";

describe("the grid", () => {
  it("deals from 21 pairing cards, or 42 with teamwork", () => {
    expect(new Set(gridDeck(false).map(cellKey)).size).toBe(21);
    expect(new Set(gridDeck(true).map(cellKey)).size).toBe(42);
  });
  it("never deals a pairing twice", () => {
    for (let seed = 0; seed < 200; seed++) {
      for (const team of [false, true]) {
        const grid = generateGrid(seededDice(seed), team);
        const keys = grid.flat().map(cellKey);
        expect(keys).toHaveLength(16);
        expect(new Set(keys).size).toBe(16);
        if (!team) expect(grid.flat().some((c) => c.team)).toBe(false);
      }
    }
  });
  it("is the same grid for the same seed", () => {
    expect(generateGrid(seededDice(7), true)).toEqual(generateGrid(seededDice(7), true));
  });
  it("reads the published grids: B4 is END/WEI in the singles grid, D4 SPD/SPD in the tag grid", () => {
    expect(formatCell(cellAt(loadGrid(singlesGrid, false), "B", 4))).toBe("END/WEI");
    const tag = loadGrid(tagGrid, true);
    expect(formatCell(cellAt(tag, "D", 4))).toBe("SPD/SPD");
    expect(formatCell(cellAt(tag, "A", 1))).toBe("TEC*TEC");
    expect(formatCell(cellAt(tag, "C", 1))).toBe("TEC/TEC");
  });
  it("rejects repeated cards, teamwork in singles and bad cells, all at once", () => {
    try {
      loadGrid(
        [
          ["STR/WEI", "WEI/STR", "TEC*TEC", "XYZ/STR"],
          ["SPD/SPD", "TEC/WEI", "STR/END", "AGI/WEI"],
          ["SPD/TEC", "AGI/TEC", "STR/STR", "SPD/END"],
          ["END/END"],
        ],
        false,
      );
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e, "INVALID_CONFIG")).toBe(true);
      const messages = isRingsideError(e) ? e.problems.map((p) => p.message) : [];
      expect(messages.some((m) => m.includes("repeats the pairing of A1"))).toBe(true);
      expect(messages.some((m) => m.includes("uses teamwork"))).toBe(true);
      expect(messages.some((m) => m.includes("is not a pairing"))).toBe(true);
      expect(messages.some((m) => m.includes("four cells"))).toBe(true);
    }
  });
  it("has the challenger pick a letter and the defender a number (III.1)", () => {
    const check = (choice: "B" | 3, role: "challenger" | "defender"): string[] => {
      const problems = new Problems();
      choiceProblems(choice, role, "choice", problems);
      return problems.list.map((p) => p.message);
    };
    expect(check("B", "challenger")).toEqual([]);
    expect(check(3, "defender")).toEqual([]);
    expect(check(3, "challenger")).toEqual(["the challenger picks a letter (A–D), got 3"]);
    expect(check("B", "defender")).toEqual(["the defender picks a number (1–4), got B"]);
    const problems = new Problems();
    choiceProblems(3, "challenger", "choice", problems);
    expect(problems.list.map((p) => p.rule)).toEqual(["FastMatch! › Making a strategy › The grid"]);
  });
  it("reads a cell as the rules print it, spaces and case aside, and nothing else", () => {
    expect(parseCell(" str / wei ")).toEqual({ a: "STR", b: "WEI", team: false });
    expect(parseCell("TEC*TEC")).toEqual({ a: "TEC", b: "TEC", team: true });
    for (const bad of [
      "xSTR/WEI",
      "STR/WEIx",
      "STR-WEI",
      "STRx/WEI",
      "STR/xWEI",
      "STR/WEI x",
      "x STR/WEI",
      "ABC/WEI",
      "STR/ABC",
    ])
      expect(parseCell(bad), bad).toBeNull();
  });
  it("writes a card key the same either way round, with * for a teamwork card", () => {
    expect(cellKey({ a: "WEI", b: "STR", team: false })).toBe("STR/WEI");
    expect(cellKey({ a: "STR", b: "WEI", team: true })).toBe("STR*WEI");
    expect(cellKey({ a: "TEC", b: "TEC", team: false })).toBe("TEC/TEC");
    expect(formatCell({ a: "WEI", b: "STR", team: true })).toBe("WEI*STR");
  });
  it("refuses a cell off the grid with INVALID_ARGUMENT naming it", () => {
    let error: unknown;
    try {
      cellAt(loadGrid(singlesGrid, false), "A", 5 as 1);
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error, "INVALID_ARGUMENT")).toBe(true);
    expect(error).toMatchObject({ message: expect.stringContaining("cellAt: no such cell") });
    expect(isRingsideError(error) ? error.problems.map((p) => p.message) : []).toEqual(["A5"]);
  });
  it("deals a singles grid (no teamwork cards) unless told otherwise", () => {
    for (let seed = 0; seed < 5; seed++)
      expect(
        generateGrid(seededDice(seed))
          .flat()
          .some((c) => c.team),
      ).toBe(false);
    expect(
      Array.from({ length: 5 }, (_, seed) =>
        generateGrid(seededDice(seed), true)
          .flat()
          .some((c) => c.team),
      ),
    ).toContain(true);
  });
});
