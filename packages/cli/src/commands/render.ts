import * as v from "valibot";
import { resolve } from "node:path";
import { checkInput, Problems } from "@ringside/core";
import { readSource, type FileProblem } from "../input/document.js";
import { problemLines } from "../input/relative.js";
import { EXIT, type CliIo } from "../io.js";
import { type Format, type WriteUp } from "../format.js";
import { SourceMap } from "../input/sourceMap.js";
import { post } from "./post.js";

const text = v.pipe(v.string(), v.maxLength(100_000));

/** The valibot schema of the write-ups `resolve` records in show.json (what `render` reads). */
export const writeUpsSchema = v.object({
  show: text,
  seed: v.pipe(v.number(), v.integer()),
  matches: v.pipe(
    v.array(
      v.object({
        show: text,
        title: text,
        seed: v.pipe(v.number(), v.integer()),
        header: v.array(v.strictTuple([text, text])),
        body: v.array(text),
        result: text,
      }),
    ),
    v.maxLength(100),
  ),
});

/** Options of `ringside render`. */
export interface RenderOptions {
  readonly formats: readonly Format[];
  readonly out?: string;
}

/**
 * `ringside render RESULTS`: the write-ups of a resolved show (its show.json, or `resolve --format
 * json`) in other formats, without resolving anything again: the same matches everywhere.
 *
 * @returns the exit code: 0 rendered, 1 a results file with problems.
 * @example
 * ```ts
 * import { processIo, renderShow } from "@ringside/cli";
 * renderShow("results/show.json", { formats: ["bbcode", "html"], out: "results" }, processIo());
 * ```
 */
export function renderShow(path: string, options: RenderOptions, io: CliIo): number {
  const read = readSource(resolve(io.cwd, path));
  const problems: FileProblem[] = [...read.problems];
  if (read.file !== undefined) {
    const map = new SourceMap();
    map.add("", read.file, []);
    const found = new Problems();
    const data = checkInput(writeUpsSchema, read.file.value, "", found, {
      "": "ringside › Results files (resolve's show.json)",
    });
    problems.push(...found.list.map((p) => map.problem(p)));
    if (data !== undefined && problems.length === 0) {
      const ups: WriteUp[] = data.matches;
      if (options.formats.length === 1 && options.formats[0] === "json" && options.out === undefined)
        io.out(JSON.stringify(read.file.value, null, 2));
      else post(ups, options.formats, options.out, io);
      return EXIT.ok;
    }
  }
  for (const line of problemLines(io.cwd, problems)) io.err(line);
  return EXIT.invalidInput;
}
