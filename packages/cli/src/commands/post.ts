import { resolve as resolvePath } from "node:path";
import { render, type Format, type WriteUp } from "../format.js";
import type { CliIo } from "../io.js";
import { relativeFile } from "../input/relative.js";

/** A match title as a file name. */
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "match";

/** The file extension of a format. */
const extension = (format: Format) => (format === "bbcode" || format === "text" ? `${format}.txt` : format);

/**
 * Posts write-ups in every format asked for: into `out` (one file per match and format, named by
 * position and title) or on stdout, format after format.
 */
export function post(
  ups: readonly WriteUp[],
  formats: readonly Format[],
  out: string | undefined,
  io: CliIo,
): void {
  if (out !== undefined) {
    for (const format of formats)
      ups.forEach((w, i) => {
        const file = resolvePath(
          io.cwd,
          out,
          `${String(i + 1).padStart(2, "0")}-${slug(w.title)}.${extension(format)}`,
        );
        io.writeFile(file, render(w, format));
        io.err(`wrote ${relativeFile(io.cwd, file)}`);
      });
    return;
  }
  for (const format of formats) io.out(ups.map((w) => render(w, format)).join("\n"));
}
