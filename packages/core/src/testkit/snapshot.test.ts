import { describe, expect, it } from "vitest";
import { canonicalJson, randomBot, runMatch } from "@ringside/core";
import { seededSnapshot } from "@ringside/core/testkit";
import { armWrestling, type ArmMove, type ArmView } from "../../test/fixtures/armWrestling.js";
import { countdown } from "../../test/fixtures/countdown.js";

const bots = { a: randomBot<ArmView, ArmMove>(), b: randomBot<ArmView, ArmMove>() };

describe("seededSnapshot: one line per match", () => {
  it("plays every configuration with every seed, in that order, and names each line by both", () => {
    const text = seededSnapshot(armWrestling, {
      configs: [{ limit: 4 }, { limit: 30 }],
      seeds: [5, 2],
      bots,
    });
    const lines = text.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => line.slice(0, line.indexOf(":")))).toEqual([
      "config 0 seed 5",
      "config 0 seed 2",
      "config 1 seed 5",
      "config 1 seed 2",
    ]);
  });

  it("gives the match runMatch plays: result, length, moves, final dice words and last move", () => {
    const play = (seed: number) =>
      runMatch(armWrestling, { config: { limit: 60 }, dice: seed, bots, botSeed: seed });
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((s) => play(s).result.winner !== null) ?? 0;
    const match = play(seed);
    const line = seededSnapshot(armWrestling, { configs: [{ limit: 60 }], seeds: [seed], bots });
    const { winner, method } = match.result;
    const dice = match.state.dice.kind === "seeded" ? match.state.dice.rng.join(",") : "";
    const last = match.record.moves[match.record.moves.length - 1]?.move;
    expect(winner).not.toBeNull();
    expect(line).toBe(
      `config 0 seed ${seed}: ${String(winner)} by ${method}; ${match.steps} steps, ${match.record.moves.length} moves; dice [${dice}]; last move ${canonicalJson(last)}`,
    );
  });

  it("says when nobody won, and how the match ended", () => {
    const line = seededSnapshot(armWrestling, { configs: [{ limit: 1 }], seeds: [1], bots });
    expect(line).toMatch(/^config 0 seed 1: no winner \(time-limit\); 1 steps, 1 moves; dice \[/);
  });

  it("an empty list of seeds or configurations gives an empty snapshot", () => {
    expect(seededSnapshot(armWrestling, { configs: [{ limit: 3 }], seeds: [], bots })).toBe("");
    expect(seededSnapshot(armWrestling, { configs: [], seeds: [1], bots })).toBe("");
  });
});

describe("seededSnapshot: a game where nobody decides", () => {
  it("needs no bots, and shows the result's detail", () => {
    const match = runMatch(countdown, { config: { from: 3 }, dice: 4 });
    const line = seededSnapshot(countdown, { configs: [{ from: 3 }], seeds: [4] });
    expect(line).toMatch(
      /^config 0 seed 4: (x by knockout|no winner \(knockout\)) — a total of \d+; 3 steps, 0 moves; dice \[/,
    );
    expect(line).toContain(`— ${String(match.result.detail)};`);
    expect(line.endsWith("last move null")).toBe(true);
  });
});
