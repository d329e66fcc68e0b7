import { describe, expect, it } from "vitest";
import { playFast, type FastPolicy, type RassleConfig } from "../src/index.js";

/**
 * Seeded matches, one readable line each: a rules change shows up as the lines of the matches it
 * changed (who won and how, length, energies, the last offensive moves). Random and heuristic
 * seats, every option.
 */
const CONFIGS: readonly RassleConfig[] = [
  {},
  { timeLimit: 1 },
  { disqualification: true, locationLasts: "round" },
  { ranks: { a: "jobber", b: "champion" } },
  { ranks: { a: "superstar", b: "jobber" }, timeLimit: 0 },
  { champion: "a", locationLasts: "round" },
  { tripAlone: false },
  { tripAlone: false, disqualification: true, noDamageCounters: "full" },
];
const POLICIES: readonly (readonly [FastPolicy, FastPolicy])[] = [
  ["random", "random"],
  ["heuristic", "random"],
  ["heuristic", "heuristic"],
];

describe("seeded matches", () => {
  it("play as recorded, one line a match", () => {
    const lines: string[] = [];
    for (let seed = 0; seed < 48; seed++) {
      const config = CONFIGS[seed % CONFIGS.length]!;
      const [pa, pb] = POLICIES[seed % POLICIES.length]!;
      const m = playFast(config, seed, { a: pa, b: pb }, seed * 7 + 1);
      const s = m.state;
      const r = m.result;
      lines.push(
        `#${seed} ${JSON.stringify(config)} ${String(pa)}/${String(pb)}: ` +
          `${r.winner === null ? "no winner" : `${r.winner} wins`} by ${r.method} after ${m.steps} steps ` +
          `(${s.log.rounds} rounds, ${s.deck.reshuffles} reshuffles); energy ${s.energy.a}-${s.energy.b}` +
          `${s.energyRemoved > 0 ? ` (${s.energyRemoved} out)` : ""}; ` +
          `last attacks a [${s.log.offense.a.join(" ")}] b [${s.log.offense.b.join(" ")}]`,
      );
    }
    expect(`\n${lines.join("\n")}\n`).toMatchSnapshot();
  });
});
