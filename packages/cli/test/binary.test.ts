import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fixtures } from "./helpers.js";

const bin = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

// The built binary, end to end, as a head runs it (the test command builds before unit tests).
describe("the built ringside binary", () => {
  const ringside = (...args: string[]) => {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: run the build first (pnpm build)`);
    return spawnSync(process.execPath, [bin, ...args], { cwd: fixtures, encoding: "utf8" });
  };

  it("prints help with examples and exits 0", () => {
    const r = ringside("resolve", "--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      "ringside resolve saturday.yaml --seed 2026 --format bbcode,html,md --out results/",
    );
  });

  it("checks files and exits 1 on problems, with positions on stderr", () => {
    const r = ringside("check", "luger.yaml", "broken-character.yaml");
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("luger.yaml: ok (character)\n");
    expect(r.stderr).toContain("broken-character.yaml:9:8: character.attributes.POW");
  });

  it("resolves a show the same way as in process", () => {
    const r = ringside("resolve", "show.yaml", "--format", "json");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ show: "Saturday Night Slam", seed: 2026 });
  });
});

describe("ringside odds over worker threads", () => {
  it("gives exactly the single-thread figures for any number of workers", () => {
    const args = [
      "odds",
      "luger-side.yaml",
      "kaltor.yaml",
      "--matches",
      "300",
      "--time-limit",
      "5",
      "--json",
      "--seed",
      "9",
    ];
    const strip = (text: string) => JSON.stringify({ ...(JSON.parse(text) as object), workers: undefined });
    const outs = [0, 1, 3].map((w) => {
      const r = spawnSync(process.execPath, [bin, ...args, "--workers", String(w)], {
        cwd: fixtures,
        encoding: "utf8",
      });
      expect(r.status, r.stderr).toBe(0);
      return strip(r.stdout);
    });
    expect(outs[1]).toBe(outs[0]);
    expect(outs[2]).toBe(outs[0]);
  });
});
