import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRingsideError, randomBot, simulate, type Bot } from "@ringside/core";
import { simulateInWorkers, type SimulationProgress } from "../src/node/index.js";
import { armWrestling, type ArmMove, type ArmView } from "../../../docs/.vitepress/examples/armWrestling.js";
import type { ArmTaskInput } from "./fixtures/armTask.js";

/** esbuild resolves `@ringside/core` to core's sources, as the tests do. */
const coreSources: Plugin = {
  name: "core-sources",
  setup(b) {
    b.onResolve({ filter: /^@ringside\/core$/ }, () => ({
      path: new URL("../src/index.ts", import.meta.url).pathname,
    }));
  },
};

let dir = "";
let taskUrl: URL;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL("./fixtures/armTask.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    plugins: [coreSources],
    logLevel: "silent",
  });
  dir = mkdtempSync(join(tmpdir(), "ringside-task-"));
  const file = join(dir, "armTask.mjs");
  writeFileSync(file, bundle.outputFiles[0]!.text);
  taskUrl = pathToFileURL(file);
});
afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

const pusher: Bot<ArmView, ArmMove> = () => ({ type: "push" });
const oneThread = (count: number, seed: number) =>
  simulate(armWrestling, { count, seed, config: { limit: 15 }, bots: { a: randomBot(), b: pusher } });

describe("simulateInWorkers", () => {
  it("gives exactly the one-thread statistics with 1, 2 and 3 workers, and reports progress", async () => {
    const count = 1200;
    const expected = oneThread(count, 11);
    for (const workers of [1, 2, 3]) {
      const seen: SimulationProgress[] = [];
      const stats = await simulateInWorkers<ArmTaskInput>(taskUrl, {
        count,
        seed: 11,
        workers,
        input: { limit: 15 },
        onProgress: (p) => seen.push(p),
      });
      expect(stats, `${workers} workers`).toEqual(expected);
      expect(JSON.stringify(stats)).toBe(JSON.stringify(expected));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.at(-1)).toEqual({ done: count, total: count });
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.done).toBeGreaterThan(seen[i - 1]!.done);
    }
  });

  it("any number of shards gives the same statistics (a path works as well as a URL)", async () => {
    const expected = oneThread(101, 4);
    for (const shards of [1, 7, 101]) {
      const stats = await simulateInWorkers<ArmTaskInput>(taskUrl.pathname, {
        count: 101,
        seed: 4,
        workers: 2,
        shards,
        input: { limit: 15 },
      });
      expect(stats).toEqual(expected);
    }
  });

  it("no matches: no workers, empty statistics", async () => {
    const stats = await simulateInWorkers(taskUrl, { count: 0, seed: 1 });
    expect(stats).toEqual(oneThread(0, 1));
  });

  it("a RingsideError in a worker comes back with its code and problems", async () => {
    const error = await simulateInWorkers<ArmTaskInput>(taskUrl, {
      count: 10,
      seed: 1,
      workers: 2,
      input: { limit: 15, fault: "throw" },
    }).catch((e: unknown) => e);
    expect(isRingsideError(error, "INVALID_CONFIG"), String(error)).toBe(true);
    expect((error as { problems: { path: string }[] }).problems[0]!.path).toBe("limit");
  });

  it("a task that does not play its shard is caught", async () => {
    const error = await simulateInWorkers<ArmTaskInput>(taskUrl, {
      count: 10,
      seed: 1,
      workers: 1,
      input: { limit: 15, fault: "short" },
    }).catch((e: unknown) => e);
    expect(isRingsideError(error, "INVALID_ARGUMENT"), String(error)).toBe(true);
  });

  it("refuses bad arguments and a module without a task", async () => {
    const refused = async (f: () => Promise<unknown>, code = "INVALID_ARGUMENT" as const) => {
      const error = await f().catch((e: unknown) => e);
      expect(isRingsideError(error, code), String(error)).toBe(true);
    };
    await refused(() => simulateInWorkers(taskUrl, { count: 1.5, seed: 1 }));
    await refused(() => simulateInWorkers(taskUrl, { count: 1, seed: Number.NaN }));
    await refused(() => simulateInWorkers(taskUrl, { count: 1, seed: 1, workers: 0 }));
    await refused(() => simulateInWorkers(taskUrl, { count: 1, seed: 1, shards: -1 }));
    await refused(() => simulateInWorkers("./relative.js", { count: 1, seed: 1 }));
    const empty = join(dir, "empty.mjs");
    writeFileSync(empty, "export const nothing = 1;\n");
    await refused(() => simulateInWorkers(pathToFileURL(empty), { count: 3, seed: 1, workers: 1 }));
  });
});
