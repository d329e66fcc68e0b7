import { webcrypto } from "node:crypto";
import { availableParallelism } from "node:os";
import { cac } from "cac";
import { advise } from "./commands/advise.js";
import { check } from "./commands/check.js";
import { grid } from "./commands/grid.js";
import { odds } from "./commands/odds.js";
import { resolveShow } from "./commands/resolve.js";
import { rosterApply, rosterWeek } from "./commands/roster.js";
import { verify } from "./commands/verify.js";
import { FORMATS, type Format } from "./format.js";
import { EXIT, processIo, type CliIo } from "./io.js";

const VERSION = "0.0.0";

function seedOption(value: unknown, io: CliIo): number | undefined | null {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) {
    io.err(`--seed takes a whole number, got ${String(value)}`);
    return null;
  }
  return n;
}

/** A fresh seed when the head gives none (printed, so any result can be reproduced). */
function randomSeed(): number {
  return webcrypto.getRandomValues(new Int32Array(1))[0]!;
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
    .option("--format <format>", `Output format: ${FORMATS.join(", ")}`, { default: "md" })
    .option("--out <dir>", "Write one file per match (and show.json) into this folder")
    .example("ringside resolve saturday.yaml --seed 2026 --format bbcode --out results/")
    .action((show: string, options: { seed?: unknown; format: string; out?: string }) => {
      const seed = seedOption(options.seed, io);
      if (!(FORMATS as readonly string[]).includes(options.format)) {
        io.err(`--format is one of ${FORMATS.join(", ")}, got ${options.format}`);
        code = EXIT.usage;
        return;
      }
      if (seed === null) {
        code = EXIT.usage;
        return;
      }
      code = resolveShow(
        show,
        {
          format: options.format as Format,
          ...(seed === undefined ? {} : { seed }),
          ...(options.out === undefined ? {} : { out: options.out }),
        },
        io,
        randomSeed,
      );
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
      "week: the seed of the healing rolls (default a fresh one, printed and recorded)",
    )
    .option("--dry-run", "Print what would change and write nothing")
    .example("ringside roster apply results/show.json --roster roster.yaml")
    .example("ringside roster week --roster roster.yaml")
    .action(
      (
        action: string,
        results: string | undefined,
        options: { roster: string; seed?: unknown; dryRun?: boolean },
      ) => {
        const seed = seedOption(options.seed, io);
        if (seed === null) {
          code = EXIT.usage;
          return;
        }
        const common = { roster: options.roster, dryRun: options.dryRun === true };
        if (action === "apply" && results !== undefined) code = rosterApply(results, common, io);
        else if (action === "week" && results === undefined)
          code = rosterWeek({ ...common, ...(seed === undefined ? {} : { seed }) }, io, randomSeed);
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
  cli.help((sections) => [
    ...sections,
    {
      title: "Exit codes",
      body: [
        "  0  done",
        "  1  an input file has problems (each printed as file:line:column), or a show already applied",
        "  2  the command line is wrong (unknown command or option, a bad number)",
        "  3  verify: a sample figure is neither reproduced nor a declared erratum",
      ].join("\n"),
    },
  ]);
  cli.version(VERSION);
  try {
    cli.parse(["node", "ringside", ...args], { run: false });
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
