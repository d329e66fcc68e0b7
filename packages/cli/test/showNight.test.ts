import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Writable } from "node:stream";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { adviseStrategy, loadSlot, MIGHTY_BLOB, POWER_FIST } from "@ringside/blitzmatch";
import type * as Cli from "@ringside/cli";
import type { CliIo } from "@ringside/cli";
import type { AdviseMessage } from "../src/adviseTask.js";
import { fixtures } from "./helpers.js";

const bin = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

// A whole show night on the built binary, in a copy of the fixtures (the commands write files):
// resolve the card, apply the results to the roster, heal the week; golden outputs and files.
describe("a show night on the built ringside binary", () => {
  const dir = mkdtempSync(join(tmpdir(), "ringside-night-"));
  cpSync(fixtures, dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const ringside = (...args: string[]) => {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: run the build first (pnpm build)`);
    const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: "utf8" });
    return { code: r.status, out: r.stdout, err: r.stderr.replaceAll(dir, "<dir>") };
  };
  const file = (name: string) => readFileSync(join(dir, name), "utf8");

  it("resolves the card into one file per match and show.json", () => {
    const r = ringside("resolve", "night.yaml", "--format", "bbcode", "--out", "results");
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatchSnapshot();
    expect(file("results/02-blob-vs-fist.bbcode.txt")).toMatchSnapshot();
    expect(JSON.parse(file("results/show.json"))).toEqual(JSON.parse(file("night-results.json")));
  });

  it("applies the results to the roster once, and refuses them twice (exit 1)", () => {
    const r = ringside("roster", "apply", "results/show.json");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatchSnapshot();
    expect(file("roster.yaml")).toMatchSnapshot();
    const again = ringside("roster", "apply", "results/show.json");
    expect(again.code).toBe(1);
    expect(again.err).toContain(
      "Friday Night Fury (seed 7, card b6697a16dbc4) is already applied to roster.yaml",
    );
  });

  it("heals the week: the wrestled marks cleared, the week counted, the seed recorded", () => {
    const r = ringside("roster", "week", "--seed", "3");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatchSnapshot();
    expect(file("roster.yaml")).toMatchSnapshot();
    expect(file("brute.yaml")).not.toContain("injuries");
    expect(file("brute.yaml")).toContain("name: Bruno the Brute");
  });

  it("advises a BlitzMatch strategy, the same figures as in process", () => {
    const r = ringside("advise", "blob.yaml", "fist.yaml", "--candidates", "12", "--trials", "8", "--json");
    expect(r.code, r.err).toBe(0);
    const json = JSON.parse(r.out) as { advice: { strategy: unknown; win: number }[] };
    const direct = adviseStrategy(loadSlot(MIGHTY_BLOB), loadSlot(POWER_FIST), {
      seed: 1,
      candidates: 12,
      trials: 8,
      top: 3,
      options: { rounds: 7 },
    });
    expect(json.advice.map((a) => a.strategy)).toEqual(direct.map((a) => a.strategy));
  });

  // Every error path is tested in process (night.test.ts); here one of each code per command.
  it("exits with the documented codes", () => {
    const cases: [string[], number, string][] = [
      [["roster", "apply", "results-stranger.json"], 1, "The Masked Stranger is not on the roster"],
      [["roster", "week", "--roster", "broken-roster.yaml"], 1, 'unknown key "lossses"'],
      [["roster", "dance"], 2, "ringside roster: apply RESULTS, or week"],
      [["advise", "broken-slot.yaml", "fist.yaml"], 1, 'unknown key "flying"'],
      [["advise", "blob.yaml", "fist.yaml", "--top", "0"], 2, "--top from 1 to 50"],
      [["resolve", "broken-night.yaml"], 1, '"Chess" is not a game a show resolves'],
    ];
    for (const [args, code, message] of cases) {
      const r = ringside(...args);
      expect(r.code, args.join(" ")).toBe(code);
      expect(r.err, args.join(" ")).toContain(message);
    }
  });

  it("documents the exit codes in --help", () => {
    const r = ringside("--help");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Exit codes:");
    expect(r.out).toContain("2  the command line is wrong");
  });
});

describe("the advise worker", () => {
  it("posts its progress to the end, then exactly what adviseStrategy returns (the TTY path runs the search in it)", async () => {
    const input = {
      mine: loadSlot(MIGHTY_BLOB),
      theirs: loadSlot(POWER_FIST),
      advice: { seed: 3, candidates: 8, trials: 4, top: 2 },
    };
    const worker = new Worker(new URL("../dist/adviseTask.js", import.meta.url), { workerData: input });
    const messages: AdviseMessage[] = [];
    await new Promise<void>((done, failed) => {
      worker.on("message", (m: AdviseMessage) => {
        messages.push(m);
        if (m.kind === "advice") done();
      });
      worker.once("error", failed);
    });
    await worker.terminate();
    const progress = messages.filter((m) => m.kind === "progress");
    // 8 candidates, then the 4 finalists again: 12 strategies scored, one message each.
    expect(progress.map((m) => m.done)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(progress.map((m) => m.total))).toEqual(new Set([12]));
    expect(messages.at(-1)).toEqual({
      kind: "advice",
      advice: adviseStrategy(input.mine, input.theirs, input.advice),
    });
  });
});

/** A stream that says it is a terminal and keeps what is drawn on it. */
class FakeTerminal extends Writable {
  readonly isTTY: boolean;
  readonly columns = 100;
  text = "";
  constructor(isTTY: boolean) {
    super();
    this.isTTY = isTTY;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += chunk.toString();
    done();
  }
}

// In this process, on the built package (its advise runs the search in the built worker file).
describe("ringside advise's progress bar", () => {
  const load = async () => (await import(new URL("../dist/index.js", import.meta.url).href)) as typeof Cli;
  const options = { seed: 1, top: 3, rounds: 7, candidates: 12, trials: 8, json: true, progress: true };
  const quiet = () => {
    let err = "";
    const io: CliIo = { out: () => {}, err: (t) => (err += t), cwd: fixtures, writeFile: () => {} };
    return { io, err: () => err };
  };

  it("draws a bar with an ETA on a terminal and reaches the end of the search", async () => {
    const { advise } = await load();
    const terminal = new FakeTerminal(true);
    const { io, err } = quiet();
    expect(await advise("blob.yaml", "fist.yaml", { ...options, progressStream: terminal }, io)).toBe(0);
    // 12 candidates, then the 6 finalists again.
    expect(terminal.text).toContain("ETA");
    expect(terminal.text).toContain("100% | 18/18 strategies");
    expect(err()).toMatch(/^searched 18 strategies in \d+\.\d s/);
  });

  it("draws nothing where the stream is no terminal", async () => {
    const { advise } = await load();
    const pipe = new FakeTerminal(false);
    const { io } = quiet();
    expect(await advise("blob.yaml", "fist.yaml", { ...options, progressStream: pipe }, io)).toBe(0);
    expect(pipe.text).toBe("");
  });
});
