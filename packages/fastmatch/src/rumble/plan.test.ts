import type { Problem } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { readPlan } from "./plan.js";

const names = ["A", "B", "C"];

describe("a rumble plan as booked", () => {
  it("is empty when none is booked, and read as given otherwise", () => {
    const problems: Problem[] = [];
    expect(readPlan(undefined, names, "A", "plans.A", problems)).toEqual({
      targets: [],
      avoid: [],
      cheat: false,
      runIns: [],
    });
    const plan = { targets: ["B"], avoid: ["C"], cheat: true, runIns: [{ round: 4, target: "C" }] };
    expect(readPlan(plan, names, "A", "plans.A", problems)).toEqual(plan);
    expect(problems).toEqual([]);
  });

  it("lists every problem with its path: strangers, himself, bad cheat, unknown keys, bad run-ins", () => {
    const problems: Problem[] = [];
    readPlan(
      { targets: ["Z"], avoid: ["A"], cheat: "yes", extra: 1, runIns: [{ round: 0, target: "A" }, 5] },
      names,
      "A",
      "plans.A",
      problems,
    );
    expect(problems.map((p) => p.path)).toEqual([
      "plans.A.cheat",
      "plans.A.extra",
      "plans.A.runIns[0].round",
      "plans.A.runIns[0].target",
      "plans.A.runIns[1]",
      "plans.A.targets",
      "plans.A.avoid",
    ]);
  });
});
