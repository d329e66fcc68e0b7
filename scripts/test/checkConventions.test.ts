import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("../check-conventions.mjs", import.meta.url).pathname;
let dir = "";
afterEach(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** The files of a game package `demo` that keeps every convention. */
function keptGame(): Record<string, string> {
  return {
    "package.json": JSON.stringify({
      name: "@ringside/demo",
      exports: { ".": "./dist/index.js", "./engine": "./dist/engine.js", "./schemas/*": "./schemas/*" },
      files: ["dist", "schemas"],
      sideEffects: false,
    }),
    "tsup.config.ts": 'export default { entry: ["src/index.ts", "src/engine.ts"] };\n',
    "size-budget.json": JSON.stringify({ maxGzipBytes: 1000, entries: { "./engine": 800 } }),
    "schemas/config.schema.json": "{}",
    "src/index.ts": [
      'export { validateConfig, DEFAULT_OPTIONS, type DemoConfig, type DemoOptions } from "./config.js";',
      "export * from './samples.js';",
      'export { createNarrator, type DemoNarratorOptions } from "./narrator.js";',
      'export * from "./engine.js";',
      "export const randomBot = () => null;",
      "export type { DemoState, DemoMove, DemoEvent, DemoView, DemoResult } from './types.js';",
      "",
    ].join("\n"),
    "src/engine.ts": 'export { facts } from "./facts.js";\n',
    "src/facts.ts": 'export const facts: GameFacts<DemoOptions> = { decisions: "sequential" };\n',
    "src/narrator.ts":
      "export interface DemoNarratorOptions extends NarratorOptions<DemoPlayer> {}\nexport function createNarrator() {}\n",
    "src/samples.ts": "export const samples = [];\nexport function sampleReports() { return []; }\n",
    "test/conformance.test.ts": "conformance({ game, configs, facts, defaultOptions: DEFAULT_OPTIONS });\n",
    "test/types.test-d.ts": "",
    "../../docs/demo/index.md":
      '<FactSheet :facts="facts" />\n<script setup>\nimport { facts } from "@ringside/demo";\n</script>\n',
    "test/exports.test.ts": "",
    "test/schemas.test.ts": "",
    "test/snapshot.test.ts": "",
    "test/__snapshots__/snapshot.test.ts.snap": "",
  };
}

/** A tree with the given packages (name → files); returns the script's exit code and output. */
function check(packages: Record<string, Record<string, string>>): { status: number | null; output: string } {
  dir = mkdtempSync(join(tmpdir(), "ringside-conventions-"));
  for (const [name, files] of Object.entries(packages)) {
    for (const [path, text] of Object.entries(files)) {
      const file = join(dir, "packages", name, path);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, text);
    }
  }
  const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("check-conventions", () => {
  it("passes a game that keeps all ten conventions", () => {
    const { status, output } = check({ demo: keptGame() });
    expect(output).toContain("conventions: 10/10 kept");
    expect(status).toBe(0);
  });

  it("fails, naming the convention, when a game breaks one", () => {
    const game = keptGame();
    game["src/index.ts"] = game["src/index.ts"]!.replace("validateConfig, ", "");
    delete game["test/__snapshots__/snapshot.test.ts.snap"];
    game["package.json"] = JSON.stringify({
      name: "@ringside/demo",
      exports: { ".": "./dist/index.js", "./engine": "./dist/engine.js" },
      sideEffects: false,
    });
    const { status, output } = check({ demo: game });
    expect(status).toBe(1);
    expect(output).toContain("conventions: 7/10 kept");
    expect(output).toContain("demo: validateConfig: no `validateConfig` export");
    expect(output).toContain("ships schemas/ but no `./schemas/*` entry");
    expect(output).toContain("no test/snapshot.test.ts with a stored snapshot");
  });

  it("fails when two packages export the same type name", () => {
    const other = keptGame();
    other["src/index.ts"] += "export type { Attribute } from './types.js';\n";
    const demo = keptGame();
    demo["src/index.ts"] += "export interface Attribute { readonly name: string }\n";
    const { status, output } = check({ demo, other });
    expect(status).toBe(1);
    expect(output).toContain("Attribute: demo, other");
  });

  it("does not ask a game whose facts say nobody decides for a randomBot", () => {
    const game = keptGame();
    game["src/index.ts"] = game["src/index.ts"]!.replace("export const randomBot = () => null;", "");
    expect(check({ demo: game }).status).toBe(1);
    game["src/facts.ts"] = game["src/facts.ts"]!.replace('"sequential"', '"none"');
    expect(check({ demo: game }).status).toBe(0);
  });

  it("asks for a lean ./engine entry, side-effect free, built and within a budget", () => {
    const cases: [string, (g: Record<string, string>) => void][] = [
      [
        "no `./engine` entry",
        (g) => (g["package.json"] = g["package.json"]!.replace('"./engine"', '"./lean"')),
      ],
      ["no src/engine.ts", (g) => delete g["src/engine.ts"]],
      ["tsup.config.ts does not build src/engine.ts", (g) => (g["tsup.config.ts"] = "entry: []")],
      [
        '"sideEffects": false` missing',
        (g) => (g["package.json"] = g["package.json"]!.replace("false", "true")),
      ],
      ["size-budget.json has no `./engine` budget", (g) => (g["size-budget.json"] = "{}")],
    ];
    for (const [message, breakIt] of cases) {
      const game = keptGame();
      game["src/index.ts"] = game["src/index.ts"]!.replace(
        'export * from "./engine.js";',
        'export { facts } from "./facts.js";',
      );
      breakIt(game);
      const { status, output } = check({ demo: game });
      expect(status, message).toBe(1);
      expect(output).toContain(message);
    }
  });

  it("asks for narrator options built on core's NarratorOptions, under the game's own name", () => {
    const own = keptGame();
    own["src/narrator.ts"] =
      "export interface NarratorOptions { names?: string[] }\n" + own["src/narrator.ts"];
    expect(check({ demo: own }).output).toContain("declares its own `NarratorOptions` (src/narrator.ts)");
    const loose = keptGame();
    loose["src/narrator.ts"] =
      "export interface DemoNarratorOptions { names?: string[] }\nexport function createNarrator() {}\n";
    expect(check({ demo: loose }).output).toContain(
      "`DemoNarratorOptions` is not built on core's `NarratorOptions<Player>`",
    );
    const inlineImport = keptGame();
    inlineImport["src/narrator.ts"] =
      'import { pronounSet, type NarratorOptions } from "@ringside/core";\n' +
      inlineImport["src/narrator.ts"];
    expect(check({ demo: inlineImport }).output).not.toContain("declares its own");
  });

  it("asks for declared facts, run through the kit and shown on the game's page", () => {
    const unchecked = keptGame();
    unchecked["test/conformance.test.ts"] = "conformance({ game, configs });\n";
    expect(check({ demo: unchecked }).output).toContain("does not give the kit `facts` and `defaultOptions`");
    const unshown = keptGame();
    unshown["../../docs/demo/index.md"] = "# Demo\n";
    expect(check({ demo: unshown }).output).toContain("docs/demo/index.md shows no <FactSheet>");
    const untyped = keptGame();
    untyped["src/facts.ts"] = "export const facts = {};\n";
    expect(check({ demo: untyped }).output).toContain("does not declare `facts: GameFacts<…>`");
    const flagged = keptGame();
    flagged["package.json"] = flagged["package.json"]!.replace("{", '{"ringside":{"decisions":"none"},');
    expect(check({ demo: flagged }).output).toContain("the facts say it");
  });
});
