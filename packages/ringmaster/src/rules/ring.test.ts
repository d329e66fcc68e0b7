import { describe, expect, it } from "vitest";
import {
  adjacent,
  allSquares,
  distance,
  isStandable,
  followMeetingSquare,
  inRing,
  meetingSquare,
  ropeReachPenalty,
  squareKind,
  stepCost,
} from "./ring.js";

describe("the ring grid (¶60–¶66)", () => {
  it("draws the chapter's legend: corners, ropes, middle, center, apron, posts, floor", () => {
    const row = (r: number): string =>
      Array.from({ length: 10 }, (_, c) => {
        const k = squareKind({ row: r, col: c });
        return { corner: "X", ropes: "+", middle: "M", center: "c", apron: "=", post: "o", floor: "." }[
          k ?? "floor"
        ];
      }).join("");
    expect([1, 2, 3, 4].map(row)).toEqual([".o======o.", ".=X++++X=.", ".=+MMMM+=.", ".=+MccM+=."]);
    expect(squareKind({ row: -1, col: 0 })).toBeUndefined();
    expect(squareKind({ row: 0.5, col: 0 })).toBeUndefined();
    expect(allSquares()).toHaveLength(96);
  });

  it("moving is 1 AP a square, diagonals too, +1 dragging; posts are not squares", () => {
    expect(stepCost({ row: 4, col: 4 }, { row: 5, col: 5 }, false)).toBe(1);
    expect(stepCost({ row: 4, col: 4 }, { row: 5, col: 5 }, true)).toBe(2);
    expect(stepCost({ row: 4, col: 4 }, { row: 6, col: 4 }, false)).toBeUndefined();
    expect(stepCost({ row: 2, col: 2 }, { row: 1, col: 1 }, false)).toBeUndefined();
    expect(stepCost({ row: 0, col: 4 }, { row: 1, col: 4 }, false)).toBe(2);
  });

  it("reaching the ropes: −10% in the middle, −20% in the center, impossible outside (¶63)", () => {
    expect(ropeReachPenalty({ row: 3, col: 3 })).toBe(-10);
    expect(ropeReachPenalty({ row: 4, col: 5 })).toBe(-20);
    expect(ropeReachPenalty({ row: 2, col: 5 })).toBe(0);
    expect(ropeReachPenalty({ row: 0, col: 5 })).toBeUndefined();
    expect(inRing({ row: 1, col: 4 })).toBe(false);
  });

  it("runners meet at the mirror square; whip-and-follow meets at the ropes (¶66)", () => {
    // the chapter's example: whipped to the left from a right-hand center square, they meet in the left-hand one
    expect(meetingSquare({ row: 4, col: 5 }, "west")).toEqual({ row: 4, col: 4 });
    expect(squareKind(meetingSquare({ row: 4, col: 5 }, "west"))).toBe("center");
    expect(meetingSquare({ row: 3, col: 6 }, "north")).toEqual({ row: 6, col: 6 });
    expect(followMeetingSquare({ row: 4, col: 5 }, "west")).toEqual({ row: 4, col: 2 });
    expect(squareKind(followMeetingSquare({ row: 4, col: 5 }, "south"))).toBe("ropes");
  });
});

describe("the whole grid, square by square (¶60–¶66)", () => {
  const legend = { corner: "X", ropes: "+", middle: "M", center: "c", apron: "=", post: "o", floor: "." };
  it("every row of the legend, both halves mirrored", () => {
    const rows = Array.from({ length: 10 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => legend[squareKind({ row: r, col: c }) ?? "floor"]).join(""),
    );
    expect(rows).toEqual([
      "..........",
      ".o======o.",
      ".=X++++X=.",
      ".=+MMMM+=.",
      ".=+MccM+=.",
      ".=+MccM+=.",
      ".=+MMMM+=.",
      ".=X++++X=.",
      ".o======o.",
      "..........",
    ]);
  });
  it("nothing off the grid, nor between squares", () => {
    for (const s of [
      { row: 10, col: 4 },
      { row: 4, col: 10 },
      { row: 4, col: -1 },
      { row: 4, col: 0.5 },
    ])
      expect(squareKind(s)).toBeUndefined();
    expect(squareKind({ row: 9, col: 9 })).toBe("floor");
    expect(isStandable({ row: 1, col: 8 })).toBe(false);
    expect(isStandable({ row: 10, col: 0 })).toBe(false);
    expect(isStandable({ row: 9, col: 0 })).toBe(true);
    expect(allSquares()[0]).toEqual({ row: 0, col: 0 });
    expect(allSquares().at(-1)).toEqual({ row: 9, col: 9 });
    expect(allSquares().some((s) => squareKind(s) === "post")).toBe(false);
  });
  it("adjacent: the eight neighbours, never the square itself; distance counts king's moves", () => {
    expect(adjacent({ row: 4, col: 4 }, { row: 4, col: 4 })).toBe(false);
    expect(adjacent({ row: 4, col: 4 }, { row: 3, col: 5 })).toBe(true);
    expect(adjacent({ row: 4, col: 4 }, { row: 4, col: 5 })).toBe(true);
    expect(adjacent({ row: 4, col: 4 }, { row: 4, col: 6 })).toBe(false);
    expect(adjacent({ row: 4, col: 4 }, { row: 2, col: 4 })).toBe(false);
    expect(distance({ row: 2, col: 3 }, { row: 7, col: 5 })).toBe(5);
    expect(distance({ row: 2, col: 3 }, { row: 4, col: 8 })).toBe(5);
  });
  it("climbing from the floor to the apron costs 2; stepping down from it, 1; no step onto a post", () => {
    expect(stepCost({ row: 1, col: 4 }, { row: 0, col: 4 }, false)).toBe(1);
    expect(stepCost({ row: 0, col: 4 }, { row: 0, col: 5 }, false)).toBe(1);
    expect(stepCost({ row: 1, col: 3 }, { row: 1, col: 4 }, false)).toBe(1);
    expect(stepCost({ row: 0, col: 4 }, { row: 1, col: 4 }, true)).toBe(3);
    expect(stepCost({ row: 1, col: 2 }, { row: 1, col: 1 }, false)).toBeUndefined();
    expect(stepCost({ row: 1, col: 1 }, { row: 1, col: 2 }, false)).toBeUndefined();
  });
  it("the meeting squares on every side", () => {
    expect(meetingSquare({ row: 3, col: 6 }, "east")).toEqual({ row: 3, col: 3 });
    expect(meetingSquare({ row: 3, col: 6 }, "south")).toEqual({ row: 6, col: 6 });
    expect(followMeetingSquare({ row: 4, col: 5 }, "east")).toEqual({ row: 4, col: 7 });
    expect(followMeetingSquare({ row: 4, col: 5 }, "north")).toEqual({ row: 2, col: 5 });
    expect(followMeetingSquare({ row: 4, col: 5 }, "south")).toEqual({ row: 7, col: 5 });
  });
  it("no reaching the ropes from the apron or a post", () => {
    expect(ropeReachPenalty({ row: 1, col: 4 })).toBeUndefined();
    expect(ropeReachPenalty({ row: 2, col: 2 })).toBe(0);
  });
});
