import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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
    expect(r.stderr).toContain("broken-character.yaml:9:8: attributes.POW");
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

describe("the package as a consumer installs it", () => {
  it("reads its version from package.json and types need no @types/node", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
      repository?: unknown;
      homepage?: unknown;
      bugs?: unknown;
    };
    const r = spawnSync(process.execPath, [bin, "--version"], { encoding: "utf8" });
    expect(r.stdout).toContain(`ringside/${pkg.version}`);
    expect(pkg.repository).toBeDefined();
    expect(pkg.homepage).toBeDefined();
    expect(pkg.bugs).toBeDefined();
    const types = readFileSync(new URL("../dist/index.d.ts", import.meta.url), "utf8");
    expect(types).not.toMatch(/NodeJS\.|from "node:|<reference types="node"/);
  });

  it("gives each command's own exit codes, files and docs in its --help", () => {
    const verify = spawnSync(process.execPath, [bin, "verify", "--help"], { encoding: "utf8" });
    expect(verify.stdout).toContain("3  verify: a sample figure");
    expect(verify.stdout).not.toContain("1  an input file has problems");
    expect(verify.stdout).toContain("https://ringside.dev/guide/federation-cli#8-is-the-engine-right");
    const resolve = spawnSync(process.execPath, [bin, "resolve", "--help"], { encoding: "utf8" });
    expect(resolve.stdout).toContain("writes md, html, bbcode, text, json");
    expect(resolve.stdout).not.toContain("3  verify");
  });
});

describe("a reader that stops early", () => {
  it("ends quietly on EPIPE (ringside resolve … | head)", () => {
    const r = spawnSync(
      "bash",
      [
        "-c",
        `"${process.execPath}" "${bin}" resolve night.yaml --format md,html,bbcode,text 2>&1 >(head -c 1 >/dev/null) | grep -c EPIPE; exit 0`,
      ],
      { cwd: fixtures, encoding: "utf8" },
    );
    expect(r.stdout.trim()).toBe("0");
    const status = spawnSync(
      "bash",
      [
        "-c",
        `"${process.execPath}" "${bin}" resolve night.yaml --format md,html,bbcode,text | head -c 1 >/dev/null; echo "\${PIPESTATUS[0]}"`,
      ],
      { cwd: fixtures, encoding: "utf8" },
    );
    expect(status.stdout.trim()).toBe("0");
    expect(status.stderr).not.toMatch(/EPIPE|Error/);
  });
});
