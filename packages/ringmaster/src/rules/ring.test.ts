import { describe, expect, it } from "vitest";
import {
  allSquares,
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
