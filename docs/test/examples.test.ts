import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The guide's code examples live in docs/.vitepress/examples (the pages include them), so the
 * typecheck checks them; this runs each one and checks what it prints.
 */
describe("the guide's code examples run", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  const run = async (file: string): Promise<string[]> => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
    await import(/* @vite-ignore */ file);
    return lines;
  };

  it("home: ten lines play a match and print its result", async () => {
    const lines = await run("../.vitepress/examples/home");
    expect(lines.at(-1)).toMatch(/"winner":"(red|blue)","method":"pinfall"/);
  });

  it("getting started: prints play-by-play, the result and a record", async () => {
    const lines = await run("../.vitepress/examples/gettingStarted");
    expect(lines.some((l) => l.includes("Bruno") && l.includes("The Kid"))).toBe(true);
    expect(lines.at(-2)).toMatch(/^(red|blue) pinfall \d+ steps$/);
    const record = JSON.parse(lines.at(-1) ?? "{}") as { game?: string; moves?: unknown[] };
    expect(record.game).toBe("powerhouses");
    expect(record.moves?.length).toBeGreaterThan(0);
  });

  it("replaying: reports every step and both errata", async () => {
    const lines = await run("../.vitepress/examples/replaying");
    expect(lines[0]).toBe("every figure accounted for");
    expect(lines.filter((l) => l.startsWith("erratum at step"))).toHaveLength(2);
  });

  it("writing a bot: the bots finish a match", async () => {
    const lines = await run("../.vitepress/examples/writingBot");
    expect(lines.at(-1)).toMatch(/"method"/);
  });

  it("saving and resuming: the resumed match ends and the record replays identically", async () => {
    const lines = await run("../.vitepress/examples/savingResuming");
    expect(lines[0]).toContain('"kind":"over"');
    expect(lines.at(-1)).toBe("true");
  });

  it("simulating: prints progress and statistics", async () => {
    const lines = await run("../.vitepress/examples/simulating");
    expect(lines.filter((l) => l.includes("matches"))).toHaveLength(2);
    expect(lines.at(-1)).toMatch(/^mean length \d+\.\d steps/);
  });
});
