/*
 * Issue 14's attacks on FastMatch!, as regression tests: every one must get a RingsideError with a
 * stable code (never a TypeError, never a silent acceptance).
 */
import { describe, expect, it } from "vitest";
import { isRingsideError } from "@ringside/core";
import {
  fastmatch,
  loadConfig,
  resolveMatch,
  singlesConfig,
  tagConfig,
  type FastMatchState,
} from "@ringside/fastmatch";

function codeOf(f: () => unknown): { code: string; paths: string[] } | null {
  try {
    f();
    return null;
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    return { code: e.code, paths: e.problems.map((p) => p.path) };
  }
}

const luger = singlesConfig.sides[0];
const kaltorSide = singlesConfig.sides[1];

describe("attacks on the FastMatch! loaders (issue 14)", () => {
  it("refuses resolveMatch({}) and a booking that is no object", () => {
    expect(codeOf(() => resolveMatch({} as never))?.code).toBe("INVALID_STATE");
    expect(codeOf(() => resolveMatch({ config: {} as never, dice: 1 }))?.code).toBe("INVALID_CONFIG");
    expect(codeOf(() => loadConfig(null))?.code).toBe("INVALID_CONFIG");
  });

  it("refuses a condition for a wrestler who is not in the match", () => {
    const r = codeOf(() => loadConfig({ ...singlesConfig, condition: { "Hulk Hogan": { STR: 2 } } }));
    expect(r?.code).toBe("INVALID_CONFIG");
    expect(r?.paths).toContain("condition.Hulk Hogan");
  });

  it("refuses sparse arrays (holes) anywhere", () => {
    // eslint-disable-next-line no-sparse-arrays
    const rounds = [, , ,];
    const r = codeOf(() =>
      loadConfig({
        ...singlesConfig,
        sides: [{ ...luger, strategy: { ...luger.strategy, rounds } }, kaltorSide],
      }),
    );
    expect(r?.code).toBe("INVALID_CONFIG");
  });

  it("refuses misspelled keys and prototype names", () => {
    expect(codeOf(() => loadConfig({ ...singlesConfig, timelimit: 5 }))?.paths).toContain("timelimit");
    expect(codeOf(() => loadConfig({ ...singlesConfig, options: { toString: 1 } }))?.paths).toContain(
      "options.toString",
    );
    expect(codeOf(() => loadConfig({ ...singlesConfig, specialty: "toString" }))?.paths).toContain(
      "specialty",
    );
  });

  it("reports a side's strategy problems even when its character is broken", () => {
    const broken = { ...luger, wrestlers: [{ ...luger.wrestlers[0], attributes: { STR: 30 } }] };
    const badStrategy = { ...luger.strategy, finish: "suplex" };
    const r = codeOf(() =>
      loadConfig({ ...singlesConfig, sides: [{ ...broken, strategy: badStrategy }, kaltorSide] }),
    );
    expect(r?.paths.some((p) => p.startsWith("sides[0].wrestlers[0]"))).toBe(true);
    expect(r?.paths).toContain("sides[0].strategy.finish");
  });

  it("reports a team's strategy problems even when one of its characters is broken", () => {
    const [sons, violators] = tagConfig.sides;
    const brokenBuddy = { ...sons.wrestlers[1], attributes: { STR: 30 } };
    const badStrategy = { ...sons.strategy, finish: "suplex" };
    const r = codeOf(() =>
      loadConfig({
        ...tagConfig,
        sides: [{ ...sons, wrestlers: [sons.wrestlers[0], brokenBuddy], strategy: badStrategy }, violators],
      }),
    );
    expect(r?.paths.some((p) => p.startsWith("sides[0].wrestlers[1]"))).toBe(true);
    expect(r?.paths).toContain("sides[0].strategy.finish");
    // Only the broken sheet and the broken finish: the stand-ins raise no problem of their own.
    expect(r?.paths.filter((p) => p.startsWith("sides[0].strategy"))).toEqual(["sides[0].strategy.finish"]);
  });
});

describe("attacks on FastMatch! states (issue 14)", () => {
  // Set up inside each test, not while the file is collected (so `pnpm mutate` sees which tests reach the rules).
  const bell = (): FastMatchState => fastmatch.setup(singlesConfig, 3);
  const edited = (f: (s: Record<string, unknown>) => void): FastMatchState => {
    const copy = JSON.parse(JSON.stringify(bell())) as Record<string, unknown>;
    f(copy);
    return copy as unknown as FastMatchState;
  };

  it("gives hand-edited states INVALID_STATE, never a TypeError", () => {
    const attacks = [
      edited((s) => delete s.sides),
      edited((s) => (s.round = -1)),
      edited((s) => (s.timeLimit = 1e9)),
      edited((s) => ((s.dice as { rng: number[] }).rng = [0.5, 1, 2, 3])),
      edited((s) => (s.grid = [])),
      edited((s) => ((s.sides as { rounds: unknown[] }[])[0]!.rounds = [])),
      edited((s) => (s.pairings = [])),
    ];
    for (const state of attacks) {
      expect(codeOf(() => fastmatch.advance(state))?.code).toBe("INVALID_STATE");
      expect(codeOf(() => resolveMatch(state))?.code).toBe("INVALID_STATE");
    }
  });

  it("refuses a state or a booking with a third side, never cutting it off silently", () => {
    const third = edited((s) => (s.sides as unknown[]).push((s.sides as unknown[])[1]));
    const r = codeOf(() => fastmatch.loadState(third));
    expect(r?.code).toBe("INVALID_STATE");
    expect(r?.paths).toContain("sides[2]");
    const paired = edited((s) => (s.pairings as { styles: unknown[] }[][])[0]![0]!.styles.push(0));
    expect(codeOf(() => fastmatch.loadState(paired))?.paths).toContain("pairings[0][0].styles[2]");
    const booking = { ...singlesConfig, sides: [luger, kaltorSide, kaltorSide] };
    expect(codeOf(() => loadConfig(booking))?.paths).toContain("sides");
  });

  it("refuses a pairing that the grid and the choices do not give", () => {
    const cell = edited((s) => {
      const pairing = (s.pairings as { cell: { a: string; b: string } }[][])[0]![0]!;
      pairing.cell = { ...pairing.cell, a: pairing.cell.a === "STR" ? "AGI" : "STR" };
    });
    expect(codeOf(() => fastmatch.loadState(cell))?.paths).toEqual(["pairings[0][0]"]);
    const styles = edited((s) => {
      const pairing = (s.pairings as { styles: number[] }[][])[0]![0]!;
      pairing.styles = pairing.styles.map((b) => 1 - b);
    });
    expect(codeOf(() => fastmatch.loadState(styles))?.paths).toEqual(["pairings[0][0]"]);
    expect(codeOf(() => fastmatch.loadState(edited(() => {})))).toBeNull();
  });

  it("resolveMatch keeps none of the caller's objects: changing them afterwards changes nothing", () => {
    const mine = JSON.parse(JSON.stringify(bell())) as FastMatchState;
    const a = resolveMatch(mine);
    const before = JSON.stringify(a.state);
    (mine.sides[0].rounds as unknown as { action: string }[])[0]!.action = "pin";
    (mine.sides[0].wrestlers[0]!.start as { STR: number }).STR = 99;
    expect(JSON.stringify(a.state)).toBe(before);
  });
});
