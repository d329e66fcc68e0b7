import { webcrypto } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { cac } from "cac";
import { advise } from "./commands/advise.js";
import { check } from "./commands/check.js";
import { grid } from "./commands/grid.js";
import { odds } from "./commands/odds.js";
import { renderShow } from "./commands/render.js";
import { resolveShow } from "./commands/resolve.js";
import { rosterApply, rosterWeek } from "./commands/roster.js";
import { verify } from "./commands/verify.js";
import { FORMATS, type Format } from "./format.js";
import { EXIT, processIo, type CliIo } from "./io.js";

/** The version of this package, read from its package.json (next to `src/` and `dist/`). */
function version(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    return typeof pkg === "object" && pkg !== null && "version" in pkg ? String(pkg.version) : "unknown";
  } catch {
    return "unknown";
  }
}

/** Where each command is documented. */
export const DOCS_URL = "https://ringside.dev/guide/federation-cli";

/** What `--help` says of each command: its exit codes, the files it takes, its docs section. */
const COMMAND_HELP: Readonly<Record<string, { codes: readonly number[]; files: string; docs: string }>> = {
  check: {
    codes: [0, 1, 2],
    files:
      "any file the CLI takes: character, strategy (singles or team), odds side, slot, BlitzMatch strategy, show card, results (show.json), roster",
    docs: "2-the-e-mails-arrive-check-every-file-at-once",
  },
  grid: { codes: [0, 2], files: "none (prints a grid)", docs: "1-before-the-show-deal-the-grid" },
  resolve: {
    codes: [0, 1, 2],
    files:
      "a show card (YAML or JSON) naming character, strategy, slot and BlitzMatch strategy files; writes md, html, bbcode, text, json",
    docs: "4-resolve-and-post",
  },
  render: {
    codes: [0, 1, 2],
    files: "the show.json that resolve wrote (or resolve --format json); writes md, html, bbcode, text, json",
    docs: "4-resolve-and-post",
  },
  odds: {
    codes: [0, 1, 2],
    files: "two FastMatch sides: a character file, or an odds side file (wrestler and strategy)",
    docs: "7-between-shows-who-is-favoured",
  },
  roster: {
    codes: [0, 1, 2],
    files: "apply: the show.json that resolve wrote; both: the roster file and the sheets it lists",
    docs: "5-after-the-show-the-roster",
  },
  advise: {
    codes: [0, 1, 2],
    files: "two BlitzMatch slot files; --against a BlitzMatch strategy file",
    docs: "7-between-shows-who-is-favoured",
  },
  verify: { codes: [0, 2, 3], files: "none (replays the published samples)", docs: "8-is-the-engine-right" },
};

const EXIT_TEXT: Readonly<Record<number, string>> = {
  0: "done",
  1: "an input file has problems (each printed as file:line:column), a show already applied, a week already healed",
  2: "the command line is wrong (unknown command or option, a bad number)",
  3: "verify: a sample figure is neither reproduced nor a declared erratum",
};

function seedOption(value: unknown, io: CliIo): number | undefined | null {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) {
    io.err(`--seed takes a whole number, got ${String(value)}`);
    return null;
  }
  return n;
}

/**
 * A fresh seed when the head gives none (printed, so any result can be reproduced): never negative,
 * so that it can be typed back as printed.
 */
function randomSeed(): number {
  const [seed = 0] = webcrypto.getRandomValues(new Uint32Array(1));
  return seed >>> 1;
}

/** `--seed -5` as `--seed=-5`: a negative number after an option is its value, not an option. */
function negativeValues(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const next = args[i + 1];
    if (/^--[a-z-]+$/.test(arg) && next !== undefined && /^-\d+$/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** The formats asked for: `--format md,bbcode` or `--format md --format bbcode`; null when one is unknown. */
function formatsOption(value: unknown, io: CliIo): [Format, ...Format[]] | null {
  const asked = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
  const unknown = asked.filter((f) => !(FORMATS as readonly string[]).includes(f.trim().toLowerCase()));
  if (unknown.length > 0) {
    io.err(`--format is one or more of ${FORMATS.join(", ")} (comma-separated), got ${unknown.join(", ")}`);
    return null;
  }
  // Never empty: an empty --format is the unknown format "".
  const [first = "md", ...rest] = new Set(asked.map((f) => f.trim().toLowerCase() as Format));
  return [first, ...rest];
}

/**
 * Runs the `ringside` command line with these arguments (without `node` and the script) and
 * returns the exit code: 0 success, 1 input files with problems (or a show already applied to the
 * roster), 2 a wrong command line, 3 a sample mismatch in `verify`.
 *
 * @example
 * ```ts
 * import { runCli } from "@ringside/cli";
 * const code = await runCli(["check", "luger.yaml", "kaltor.yaml"]);
 * ```
 */
export async function runCli(args: readonly string[], io: CliIo = processIo()): Promise<number> {
  const cli = cac("ringside");
  let code: number = EXIT.ok;
  cli
    .command(
      "check <...files>",
      "Validate character, strategy and show files: every problem in every file, as file:line:column",
    )
    .example("ringside check luger.yaml luger-strategy.yaml saturday.yaml")
    .action((files: string[]) => {
      code = check(files, io);
    });
  cli
    .command("grid", "Deal a FastMatch grid and print it as the table players receive")
    .option("--seed <seed>", "The seed (the same seed deals the same grid)")
    .option("--team", "A team match's grid (teamwork cells)")
    .option("--json", "Print JSON")
    .example("ringside grid --seed 2026")
    .action((options: { seed?: unknown; team?: boolean; json?: boolean }) => {
      const seed = seedOption(options.seed, io);
      if (seed === null) code = EXIT.usage;
      else code = grid(seed ?? randomSeed(), options.team === true, options.json === true, io);
    });
  cli
    .command("resolve <show>", "Resolve every match on a show card and write each up")
    .option("--seed <seed>", "The seed (default: the show's seed, else a fresh one, printed)")
    .option("--format <formats>", `Output formats, comma-separated: ${FORMATS.join(", ")}`, { default: "md" })
    .option("--out <dir>", "Write one file per match and format (and show.json) into this folder")
    .option("--figures", "Keep the bookkeeping in the prose: awareness rolls, totals, attribute values")
    .example("ringside resolve saturday.yaml --seed 2026 --format bbcode,html,md --out results/")
    .action((show: string, options: { seed?: unknown; format: unknown; out?: string; figures?: boolean }) => {
      const seed = seedOption(options.seed, io);
      const formats = formatsOption(options.format, io);
      if (seed === null || formats === null) {
        code = EXIT.usage;
        return;
      }
      code = resolveShow(
        show,
        {
          format: formats[0],
          formats,
          figures: options.figures === true,
          ...(seed === undefined ? {} : { seed }),
          ...(options.out === undefined ? {} : { out: options.out }),
        },
        io,
        randomSeed,
      );
    });
  cli
    .command(
      "render <results>",
      "Render a resolved show (show.json) again, in other formats: the same matches",
    )
    .option("--format <formats>", `Output formats, comma-separated: ${FORMATS.join(", ")}`, { default: "md" })
    .option("--out <dir>", "Write one file per match and format into this folder")
    .example("ringside render results/show.json --format bbcode,html --out results/")
    .action((results: string, options: { format: unknown; out?: string }) => {
      const formats = formatsOption(options.format, io);
      if (formats === null) {
        code = EXIT.usage;
        return;
      }
      code = renderShow(results, { formats, ...(options.out === undefined ? {} : { out: options.out }) }, io);
    });
  cli
    .command("odds <a> <b>", "FastMatch win chances for a pairing, with 95% intervals, over every core")
    .option("--matches <n>", "How many matches", { default: 10000 })
    .option("--seed <seed>", "The seed (the same seed, the same figures, for any number of workers)", {
      default: 1,
    })
    .option("--workers <n>", "Worker threads (default: every core; 0 plays in this thread)")
    .option("--time-limit <rounds>", "The time limit in rounds", { default: 20 })
    .option("--json", "Print JSON")
    .example("ringside odds luger.yaml kaltor.yaml --matches 1000000")
    .example("ringside odds luger-side.yaml kaltor.yaml --json")
    .action(
      async (
        a: string,
        b: string,
        options: { matches: unknown; seed: unknown; workers?: unknown; timeLimit: unknown; json?: boolean },
      ) => {
        const count = Number(options.matches);
        const seed = seedOption(options.seed, io);
        const workers = options.workers === undefined ? availableParallelism() : Number(options.workers);
        const timeLimit = Number(options.timeLimit);
        const bad =
          !Number.isSafeInteger(count) ||
          count < 1 ||
          !Number.isSafeInteger(workers) ||
          workers < 0 ||
          workers > 256 ||
          !Number.isSafeInteger(timeLimit) ||
          timeLimit < 1;
        if (bad || seed === null || seed === undefined) {
          io.err(
            "--matches is a whole number from 1, --workers from 0 to 256, --time-limit from 1, --seed a whole number",
          );
          code = EXIT.usage;
          return;
        }
        const progress = process.stderr.isTTY === true && options.json !== true;
        code = await odds(
          a,
          b,
          { matches: count, seed, workers, timeLimit, json: options.json === true, progress },
          io,
        );
      },
    );
  cli
    .command(
      "roster <action> [results]",
      "apply RESULTS: write a show's records, titles and injuries onto the roster; week: heal a week",
    )
    .option("--roster <file>", "The roster file", { default: "roster.yaml" })
    .option(
      "--seed <seed>",
      "week: the seed of the healing rolls (default: one from the roster's week and shows, printed and recorded)",
    )
    .option("--again", "week: heal another week although no show was applied since the last")
    .option("--dry-run", "Print what would change and write nothing (the same dice as the real run)")
    .example("ringside roster apply results/show.json --roster roster.yaml")
    .example("ringside roster week --roster roster.yaml")
    .action(
      (
        action: string,
        results: string | undefined,
        options: { roster: string; seed?: unknown; dryRun?: boolean; again?: boolean },
      ) => {
        const seed = seedOption(options.seed, io);
        if (seed === null) {
          code = EXIT.usage;
          return;
        }
        const common = { roster: options.roster, dryRun: options.dryRun === true };
        if (action === "apply" && results !== undefined) code = rosterApply(results, common, io);
        else if (action === "week" && results === undefined)
          code = rosterWeek(
            { ...common, again: options.again === true, ...(seed === undefined ? {} : { seed }) },
            io,
          );
        else {
          io.err("ringside roster: apply RESULTS, or week (ringside roster --help)");
          code = EXIT.usage;
        }
      },
    );
  cli
    .command("advise <a> <b>", "BlitzMatch: the strategy advisor's best strategies for slot A against slot B")
    .option("--against <strategy>", "B's strategy file, when it is known (default: any strategy B may send)")
    .option("--rounds <n>", "The time limit in rounds", { default: 7 })
    .option("--top <n>", "How many strategies to print", { default: 3 })
    .option("--candidates <n>", "Candidate strategies to try", { default: 120 })
    .option("--trials <n>", "Matches per candidate (the finalists play four times as many)", { default: 48 })
    .option("--seed <seed>", "The seed (the same seed, the same advice)", { default: 1 })
    .option("--json", "Print JSON")
    .example("ringside advise blob.yaml fist.yaml --top 5")
    .example("ringside advise blob.yaml fist.yaml --against fist-strategy.yaml --json")
    .action(
      async (
        a: string,
        b: string,
        options: {
          against?: string;
          rounds: unknown;
          top: unknown;
          candidates: unknown;
          trials: unknown;
          seed: unknown;
          json?: boolean;
        },
      ) => {
        const seed = seedOption(options.seed, io);
        const n = (x: unknown, min: number, max: number) => {
          const value = Number(x);
          return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
        };
        const rounds = n(options.rounds, 1, 99);
        const top = n(options.top, 1, 50);
        const candidates = n(options.candidates, 1, 5000);
        const trials = n(options.trials, 1, 10000);
        if (
          seed === null ||
          seed === undefined ||
          rounds === null ||
          top === null ||
          candidates === null ||
          trials === null
        ) {
          io.err(
            "--rounds is a whole number from 1 to 99, --top from 1 to 50, --candidates from 1 to 5000, --trials from 1 to 10000, --seed a whole number",
          );
          code = EXIT.usage;
          return;
        }
        code = await advise(
          a,
          b,
          {
            seed,
            top,
            rounds,
            candidates,
            trials,
            json: options.json === true,
            progress: process.stderr.isTTY === true && options.json !== true,
            ...(options.against === undefined ? {} : { against: options.against }),
          },
          io,
        );
      },
    );
  cli
    .command(
      "verify [game]",
      "Replay every published sample and print reproduced, supplied and erratum figures",
    )
    .option("--json", "Print JSON")
    .example("ringside verify fastmatch")
    .action((game: string | undefined, options: { json?: boolean }) => {
      code = verify(game, options.json === true, io);
    });
  cli.help((sections) => {
    // `ringside COMMAND --help`: that command's exit codes, files and docs; else all of them.
    const named = cli.matchedCommand?.name;
    const own = named === undefined ? undefined : COMMAND_HELP[named];
    const codes = own?.codes ?? [0, 1, 2, 3];
    return [
      ...sections,
      ...(own === undefined ? [] : [{ title: "Files", body: `  ${own.files}` }]),
      { title: "Exit codes", body: codes.map((c) => `  ${c}  ${EXIT_TEXT[c]}`).join("\n") },
      { title: "Docs", body: `  ${DOCS_URL}${own === undefined ? "" : `#${own.docs}`}` },
    ];
  });
  cli.version(version());
  try {
    cli.parse(["node", "ringside", ...negativeValues(args)], { run: false });
    if (cli.options.help === true || cli.options.version === true) return EXIT.ok;
    if (cli.matchedCommand === undefined) {
      io.err(
        args.length === 0
          ? "ringside: name a command (ringside --help lists them)"
          : `ringside: unknown command ${args[0]} (ringside --help lists the commands)`,
      );
      return EXIT.usage;
    }
    cli.matchedCommand.checkUnknownOptions();
    await cli.runMatchedCommand();
  } catch (error) {
    io.err(`ringside: ${(error as Error).message}`);
    return EXIT.usage;
  }
  return code;
}
