import { isRingsideError, type RingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  BLOB_AND_FIST,
  MIGHTY_BLOB,
  POWER_FIST,
  loadSlot,
  loadStrategy,
  loadTeam,
  validateConfig,
} from "../src/index.js";
import { BLOB_FIRST, FIST_FIRST } from "../src/samples/data.js";

function refusal(action: () => unknown): RingsideError {
  try {
    action();
  } catch (e) {
    if (isRingsideError(e)) return e;
    throw e;
  }
  throw new Error("not refused");
}

describe("loading what players send", () => {
  it("loads the Blob's sheet and strategy as e-mailed JSON", () => {
    expect(loadSlot(JSON.parse(JSON.stringify(MIGHTY_BLOB)))).toEqual(MIGHTY_BLOB);
    expect(loadStrategy(JSON.parse(JSON.stringify(BLOB_FIRST)), MIGHTY_BLOB)).toEqual(BLOB_FIRST);
  });

  it("a bad sheet: every problem at once with its path and rule, the points spent and left, unknown keys refused", () => {
    const e = refusal(() => loadSlot({ ...MIGHTY_BLOB, recovery: 1, Weight: 3, power: 4.5 }));
    expect(e.code).toBe("INVALID_SHEET");
    // The shape's problems and the cost table's on the readable scores, together.
    expect(e.problems.map((p) => p.path).sort()).toEqual(["Weight", "power", "recovery"]);
    expect(e.message).toMatch(/Weight/);
    expect(e.problems.find((p) => p.path === "recovery")?.message).toBe(
      "Recovery 1 cannot be bought (the cost table has no price for it: n/a)",
    );
    const semantic = refusal(() => loadSlot({ ...MIGHTY_BLOB, recovery: 1, stamina: 9 }));
    expect(semantic.problems.map((p) => [p.path, p.message, p.rule])).toEqual([
      [
        "recovery",
        "Recovery 1 cannot be bought (the cost table has no price for it: n/a)",
        "BlitzMatch › I.2 Attributes (cost table)",
      ],
      [
        "",
        "65 of 40 build points spent, -25 left: 25 over the budget",
        "BlitzMatch › I.2 Attributes (cost table)",
      ],
    ]);
  });

  it("a sheet with a shape problem still reports its budget and custom attributes", () => {
    const e = refusal(() =>
      loadSlot({ ...MIGHTY_BLOB, name: "", stamina: 8, power: 8, brawling: 8, custom: { grit: 3 } }),
    );
    expect(e.problems.map((p) => p.path)).toEqual(expect.arrayContaining(["name", "", "slot.custom.grit"]));
    expect(e.problems.find((p) => p.path === "")?.message).toMatch(/over the budget$/);
    // An unreadable score counts at its free score: no "every point spent" guess about it.
    const partial = refusal(() => loadSlot({ ...MIGHTY_BLOB, power: "four" }, { spendAllPoints: true }));
    expect(partial.problems.map((p) => p.path)).toEqual(["power"]);
  });

  it("custom attributes named constructor or prototype are data, never silently dropped", () => {
    // Without the federation naming them, they are refused where they stand.
    const e = refusal(() => loadSlot(JSON.parse('{"custom": {"constructor": 3}}') as object));
    expect(e.problems.map((p) => p.path)).toContain("slot.custom.constructor");
    const stray = refusal(() =>
      loadSlot({ ...MIGHTY_BLOB, custom: JSON.parse('{"prototype": 2}') as object }),
    );
    expect(stray.problems.map((p) => p.path)).toContain("slot.custom.prototype");
    // A federation that names them keeps them, at their price.
    const options = { customAttributes: ["constructor"], points: 44 };
    const kept = loadSlot({ ...MIGHTY_BLOB, custom: JSON.parse('{"constructor": 3}') as object }, options);
    expect(kept.custom).toEqual({ constructor: 3 });
    expect(Object.hasOwn(kept.custom ?? {}, "constructor")).toBe(true);
  });

  it("a strategy that runs out of Energy is refused with the round named", () => {
    const greedy = {
      ...BLOB_FIRST,
      rounds: BLOB_FIRST.rounds.map(() => ({ attitude: "normal", activity: 3 })),
    };
    const e = refusal(() => loadStrategy(greedy, MIGHTY_BLOB));
    expect(e.code).toBe("INVALID_STRATEGY");
    expect(e.problems.map((p) => p.path)).toEqual(["rounds[2]", "rounds[3]", "rounds[4]"]);
    expect(e.problems[0]!.message).toMatch(/^round 3: /);
  });

  it("style picks, round actions and the round count are checked together", () => {
    const e = refusal(() =>
      loadStrategy({
        add: ["power", "power"],
        discard: "teamwork",
        rounds: [{ attitude: "defensive", activity: 0 }],
      }),
    );
    expect(e.problems.map((p) => p.path)).toEqual(["add", "discard", "rounds[0]", "rounds"]);
    const add = refusal(() => loadStrategy({ ...BLOB_FIRST, add: ["teamWork", "power"] }));
    expect(add.problems[0]!.path).toBe("add[0]");
    expect(add.problems[0]!.message).toContain("never ADDed");
    expect(add.problems[0]!.rule).toMatch(/II\.1/);
  });

  it("TeamWork may be discarded, never added; a federation's own TeamWork-like names too", () => {
    expect(loadStrategy({ ...BLOB_FIRST, discard: "teamWork" }).discard).toBe("teamWork");
    expect(
      loadStrategy({ ...BLOB_FIRST, discard: "chemistry" }, undefined, { customAttributes: ["chemistry"] })
        .discard,
    ).toBe("chemistry");
  });

  it("a team with its members (multi-slotting) and a dedicated team", () => {
    expect(loadTeam(BLOB_AND_FIST, [MIGHTY_BLOB, POWER_FIST])).toEqual(BLOB_AND_FIST);
    expect(loadTeam(BLOB_AND_FIST)).toEqual(BLOB_AND_FIST);
    const e = refusal(() =>
      loadTeam({ ...BLOB_AND_FIST, teamWork: 2, energy: 4 }, [MIGHTY_BLOB, POWER_FIST]),
    );
    expect(e.problems.map((p) => p.path)).toContain("teamWork");
  });

  it("a config lists every problem of every side", () => {
    const e = refusal(() =>
      validateConfig({
        sides: [
          { id: "blob", slot: { ...MIGHTY_BLOB, weight: 9 }, strategy: BLOB_FIRST },
          { id: "blob", slot: POWER_FIST, strategy: { ...FIST_FIRST, discard: "nope" } },
        ],
        options: { rounds: 7, teamWork: ["chemistry"], bogus: 1 },
      }),
    );
    expect(e.code).toBe("INVALID_CONFIG");
    expect(e.problems.map((p) => p.path)).toEqual(["options.bogus"]);
    const semantic = refusal(() =>
      validateConfig({
        sides: [
          { id: "blob", slot: { ...MIGHTY_BLOB, weight: 9 }, strategy: BLOB_FIRST },
          { id: "blob", slot: POWER_FIST, strategy: { ...FIST_FIRST, discard: "nope" } },
        ],
        options: { teamWork: ["chemistry"] },
      }),
    );
    expect(semantic.problems.map((p) => p.path)).toEqual([
      "options.teamWork",
      "sides[0].slot",
      "sides[1].id",
      "sides[1].strategy.discard",
    ]);
  });

  it("a config's schema problems cite each path's own rule, not the slot rule for everything", () => {
    const e = refusal(() =>
      validateConfig({
        sides: [
          { id: "blob", slot: MIGHTY_BLOB },
          { id: "Fist", slot: { ...POWER_FIST, name: 7 }, strategy: { ...FIST_FIRST, rounds: [{}] } },
          {
            id: "third",
            slot: { ...POWER_FIST, powr: 1 },
            strategy: { ...FIST_FIRST, add: ["power"] },
            members: [{}],
          },
        ],
      }),
    );
    const rules = new Map(e.problems.map((p) => [p.path, p.rule]));
    expect(rules.get("sides[0].strategy")).toBe("BlitzMatch › II.1 Selection of styles list");
    expect(rules.get("sides[1].id")).toBe("BlitzMatch › I.1 Slot");
    expect(rules.get("sides[1].slot.name")).toBe("BlitzMatch › I.1 Slot");
    expect([...rules].find(([path]) => path.startsWith("sides[1].strategy.rounds"))?.[1]).toBe(
      "BlitzMatch › II.2 Round actions",
    );
    expect(rules.get("sides[2].slot.powr")).toBe("BlitzMatch › I.2 Attributes (cost table)");
    expect(rules.get("sides[2].strategy.add[1]")).toBe("BlitzMatch › II.1 Selection of styles list");
    expect([...rules].find(([path]) => path.startsWith("sides[2].members"))?.[1]).toBe(
      "BlitzMatch › I.3 Multi-Slotting",
    );
  });
});
