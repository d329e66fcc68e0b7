import fc from "fast-check";
import { isRingsideError } from "@ringside/core";
import { garbage } from "@ringside/core/testkit";
import { describe, expect, it } from "vitest";
import { superdice, type SuperDiceState } from "../src/index.js";
import { code, DRAFT, playOut } from "./driver.js";

const RUNS = Number(process.env.RINGSIDE_RUNS ?? 200);

describe("garbage", () => {
  it("configs: INVALID_CONFIG, never anything else (10 000 garbage inputs)", () => {
    fc.assert(
      fc.property(garbage(), (input) => {
        expect(["INVALID_CONFIG", "ok"]).toContain(code(() => superdice.setup(input as never, 1)));
      }),
      { numRuns: 10_000 },
    );
  });
  it("lists every config problem at once with its path", () => {
    try {
      superdice.setup(
        { red: { name: "", powers: ["flight", "flight", "x"] }, blue: { name: "B", powerz: [] } } as never,
        1,
      );
      expect.unreachable();
    } catch (e) {
      if (!isRingsideError(e)) throw e;
      expect(e.code).toBe("INVALID_CONFIG");
      const paths = e.problems.map((p) => p.path);
      expect(paths).toEqual(expect.arrayContaining(["red.name", "red.powers[2]", "blue.powerz"]));
    }
    expect(
      code(() =>
        superdice.setup(
          {
            red: { name: "R", powers: ["flight", "growth", "armor", "luck", "drain"] },
            blue: { name: "B", powers: ["flight", "summon", "mimic", "freeze", "gadgets"] },
          },
          1,
        ),
      ),
    ).toBe("INVALID_CONFIG");
  });
  it("moves: ILLEGAL_MOVE, the state untouched", () => {
    const { state } = playOut(DRAFT, 9, undefined, 40);
    const copy = JSON.stringify(state);
    const t = superdice.turn(state);
    const who = t.kind === "decide" ? (t.players[0] ?? "red") : "red";
    fc.assert(
      fc.property(fc.anything(), (move) => {
        const c = code(() => superdice.play(state, who, move as never));
        expect(["ILLEGAL_MOVE", "NOT_YOUR_TURN", "ok"]).toContain(c);
        expect(JSON.stringify(state)).toBe(copy);
      }),
      { numRuns: RUNS },
    );
  });
  it("players and states: UNKNOWN_PLAYER, INVALID_STATE", () => {
    const { state } = playOut(DRAFT, 3, undefined, 30);
    expect(code(() => superdice.moves(state, "green" as never))).toBe("UNKNOWN_PLAYER");
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(["INVALID_STATE"]).toContain(code(() => superdice.turn(input as never)));
      }),
      { numRuns: RUNS },
    );
  });
  it("a real state with one field changed is accepted or refused with INVALID_STATE", () => {
    const { state } = playOut(DRAFT, 5, undefined, 60);
    const json = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    const keys = Object.keys(json);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        const broken = { ...json, [key]: value };
        const c = code(() => {
          const s = superdice.loadState(broken);
          const t = superdice.turn(s);
          if (t.kind === "advance") superdice.advance(s);
          if (t.kind === "decide")
            for (const m of superdice.moves(s, t.players[0] ?? "red"))
              superdice.play(s, t.players[0] ?? "red", m);
        });
        expect(["INVALID_STATE", "ok"]).toContain(c);
      }),
      { numRuns: RUNS },
    );
  });
  it("refuses a state whose last power could be absorbed but kept no table to restore", () => {
    let found: SuperDiceState | null = null;
    for (let seed = 0; found === null && seed < 20; seed++) {
      const config = {
        red: { name: "R", powers: ["armor", "growth", "summon", "luck", "super-leap"] },
        blue: { name: "B", powers: ["absorption", "shrinking", "extra-limbs", "entangle", "invisibility"] },
      } as const;
      playOut(config, seed, (_before, after) => {
        if (found === null && after.last !== null && after.last.before !== null) found = after;
      });
    }
    const state = found as SuperDiceState | null;
    expect(state).not.toBeNull();
    const json = JSON.parse(JSON.stringify(state)) as SuperDiceState;
    expect(code(() => superdice.loadState(json))).toBe("ok");
    const last = json.last!;
    expect(code(() => superdice.loadState({ ...json, last: { ...last, before: null } }))).toBe(
      "INVALID_STATE",
    );
  });
});

describe("loadState refuses what the engine cannot make", () => {
  /** The paths of the problems loadState finds in `input` (none when it loads). */
  const problemPaths = (input: unknown): string[] => {
    try {
      superdice.loadState(input);
      return [];
    } catch (e) {
      if (!isRingsideError(e, "INVALID_STATE")) throw e;
      return e.problems.map((p) => p.path);
    }
  };

  it("a draft pool outside the draft, or a power twice in the pool", () => {
    const s = superdice.setup(DRAFT, 3);
    // Play on to the draft when the bell leaves it at the roll-off.
    const at = s.phase === "draft" ? s : superdice.advance(s).state;
    expect(at.phase).toBe("draft");
    const saved = JSON.parse(JSON.stringify(at)) as { phase: string; draft: { pool: string[] } };
    expect(problemPaths(saved)).toEqual([]);
    expect(problemPaths({ ...saved, phase: "luck" })).toContain("draft");
    const pool = [...saved.draft.pool];
    pool[1] = pool[0]!;
    expect(problemPaths({ ...saved, draft: { ...saved.draft, pool } })).toContain("draft.pool");
  });
});
