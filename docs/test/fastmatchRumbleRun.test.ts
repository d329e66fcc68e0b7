import { isRingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { PRESETS, presetStats } from "../fastmatch/components/rumblePresets";
import { runRumble } from "../fastmatch/components/rumbleRun";
import { defaultRows, readSetup, setupOf } from "../fastmatch/components/rumbleSetup";

describe("the FastMatch Rumble demo's setup", () => {
  it("writes the form as presets by number and reads it back unchanged", () => {
    const rows = defaultRows();
    rows[7]!.include = true;
    rows[2]!.name = "Rocket";
    rows[2]!.alignment = "heel";
    rows[3]!.cheat = true;
    const setup = setupOf(rows);
    expect(setup.entrants.map((e) => e.preset)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(readSetup(JSON.parse(JSON.stringify(setup)))).toEqual({ rows, problems: [] });
  });

  it("lists every problem of a setup at once, each with its path", () => {
    const good = setupOf(defaultRows()).entrants;
    const bad = [
      ...good.slice(0, 5),
      { ...good[5]!, preset: 0 },
      { preset: 9, include: "yes", name: "x".repeat(61), alignment: "tweener", cheat: 1 },
      null,
    ];
    const read = readSetup({ entrants: bad });
    expect(read.rows).toBeNull();
    expect(read.problems).toEqual([
      "setup.entrants[6].preset must be a preset number from 0 to 7",
      "setup.entrants[6].include must be true or false",
      "setup.entrants[6].name must be a name of up to 60 characters",
      'setup.entrants[6].alignment must be "face" or "heel"',
      "setup.entrants[6].cheat must be true or false",
      "setup.entrants[7] must be an object",
      "setup.entrants names a preset twice",
    ]);
    expect(readSetup({ entrants: good.slice(1) }).problems).toEqual([
      "setup.entrants must list all 8 presets",
    ]);
    expect(readSetup([]).problems).toEqual(["setup must be an object with a list of entrants"]);
  });

  it("shows the attributes the Rumble uses in one line", () => {
    expect(presetStats(PRESETS[3]!)).toBe("7 / 1 / 7 / 4 / 5");
  });
});

describe("the FastMatch Rumble demo's run", () => {
  const chosen = defaultRows().filter((r) => r.include);
  const outcome = runRumble(chosen, 2026);

  it("keeps a frame per round after the opening bell, and one winner out of the entrants", () => {
    const last = outcome.frames[outcome.frames.length - 1]!;
    expect(outcome.frames[0]).toMatchObject({ label: "The opening bell", round: 0 });
    expect(outcome.frames.map((f) => f.round)).toEqual(outcome.frames.map((_, i) => i));
    const winners = outcome.standings.filter((s) => s.fate === "winner").map((s) => s.name);
    expect(winners).toHaveLength(1);
    expect(outcome.result).toBe(`${winners[0]} wins the Royal Rumble after ${last.round} rounds`);
    expect(outcome.standings.map((s) => s.name)).toEqual(chosen.map((r) => r.name));
  });

  it("counts eliminations, fates and fatigue consistently with the play-by-play", () => {
    expect(outcome.eliminations).toHaveLength(chosen.length - 1);
    for (const e of outcome.eliminations) {
      const s = outcome.standings.find((x) => x.name === e.wrestler);
      expect(s?.fate).toBe(`out in round ${e.round} (${e.text})`);
    }
    for (const s of outcome.standings) expect(s.fatigueLost).toBeLessThanOrEqual(s.fatigueChecks);
    const rounds = outcome.rounds.map((b) => b.round);
    expect(rounds).toEqual([...new Set(rounds)].sort((a, b) => a - b));
    const out = outcome.rounds.flatMap((b) => b.lines).filter((l) => l.kind === "elimination");
    expect(out).toHaveLength(outcome.eliminations.length);
  });

  it("is the same Rumble for the same seed and entrants", () => {
    expect(runRumble(chosen, 2026)).toEqual(outcome);
  });

  it("throws the engine's RingsideError for a Rumble that cannot start", () => {
    let thrown: unknown;
    try {
      runRumble(chosen.slice(0, 1), 2026);
    } catch (e) {
      thrown = e;
    }
    expect(isRingsideError(thrown)).toBe(true);
  });
});
