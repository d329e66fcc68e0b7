/*
 * A whole season on the built binary, as a federation head runs it: four weekly cards (singles,
 * tag, title, Rumble, BlitzMatch), each resolved once and posted in several formats, applied to the
 * roster, then a week healed (previewed with --dry-run first). Every output, the roster and the
 * sheets it rewrites, and the transcript of every command are compared byte for byte with
 * test/season/golden/ (RINGSIDE_WRITE_GOLDEN=1 rewrites them after a deliberate change).
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const bin = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const league = fileURLToPath(new URL("./season/league/", import.meta.url));
const golden = fileURLToPath(new URL("./season/golden/", import.meta.url));

/** Every file under `dir`, by path relative to it. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.set(relative(dir, path), readFileSync(path, "utf8"));
    }
  };
  walk(dir);
  return out;
}

describe("a four-week season on the built ringside binary", () => {
  it("resolves, posts, applies and heals four weeks exactly as recorded", () => {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: run the build first (pnpm build)`);
    const work = mkdtempSync(join(tmpdir(), "ringside-league-"));
    cpSync(league, work, { recursive: true });
    const transcript: string[] = [];
    const ringside = (...args: string[]) => {
      const r = spawnSync(process.execPath, [bin, ...args], { cwd: work, encoding: "utf8" });
      transcript.push(
        `$ ringside ${args.join(" ")}`,
        r.stdout.trimEnd(),
        r.stderr.trimEnd(),
        `(exit ${r.status})`,
        "",
      );
      expect(r.status, `ringside ${args.join(" ")}\n${r.stderr}`).toBe(0);
      return r;
    };
    const roster = () =>
      parse(readFileSync(join(work, "roster.yaml"), "utf8")) as {
        wrestlers: { sheet: string; titles?: string[] }[];
      };
    const holder = (title: string) =>
      roster().wrestlers.find((w) => w.titles?.includes(title))?.sheet ?? "nobody";
    const holders: string[] = [];
    ringside("check", "roster.yaml", "week1.yaml", "week2.yaml", "week3.yaml", "week4.yaml");
    for (const week of [1, 2, 3, 4]) {
      ringside("resolve", `week${week}.yaml`, "--format", "md,bbcode", "--out", `posts/week${week}`);
      // Resolved once, posted again: the HTML comes from show.json, not from a second resolution.
      if (week === 1)
        ringside("render", `posts/week${week}/show.json`, "--format", "html", "--out", `posts/week${week}`);
      ringside("roster", "apply", `posts/week${week}/show.json`);
      const preview = week === 1 ? ringside("roster", "week", "--dry-run") : null;
      const healed = ringside("roster", "week");
      if (preview !== null) expect(preview.stdout).toBe(healed.stdout);
      holders.push(`${holder("Heavyweight Championship")} ${holder("Television Championship")}`);
    }
    // Titles change hands: Luger takes the heavyweight title, Kaltor takes it back, Kinetic the TV title.
    expect(holders).toEqual([
      "luger.yaml vargas.yaml",
      "luger.yaml vargas.yaml",
      "kaltor.yaml vargas.yaml",
      "kaltor.yaml kinetic.yaml",
    ]);
    // Jimmy Sleeper, injured before the season, rests until he is healed and returns in week 4.
    expect(readFileSync(join(league, "sleeper.yaml"), "utf8")).toContain("injuries:");
    expect(readFileSync(join(work, "sleeper.yaml"), "utf8")).not.toContain("injuries:");
    expect(readFileSync(join(work, "posts/week4/01-sleeper-returns-sleeper-vs-brute.md"), "utf8")).toContain(
      "Jimmy Sleeper",
    );
    writeFileSync(join(work, "transcript.txt"), `${transcript.join("\n").replaceAll(work, "<league>")}\n`);
    const got = files(work);
    if (process.env.RINGSIDE_WRITE_GOLDEN === "1") {
      rmSync(golden, { recursive: true, force: true });
      for (const [path, text] of got) {
        mkdirSync(dirname(join(golden, path)), { recursive: true });
        writeFileSync(join(golden, path), text);
      }
    }
    const want = files(golden);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [path, text] of got) expect(text, path).toBe(want.get(path));
    rmSync(work, { recursive: true, force: true });
  }, 60_000);
});
