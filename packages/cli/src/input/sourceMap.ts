/**
 * Where each problem of a composed input came from: the engine reports paths in the composed value,
 * and the head wants the file, line and column he wrote it at.
 */
import { isRingsideError, type Problem } from "@ringside/core";
import { locate, pathKeys, textAt, type FileProblem, type SourceFile } from "./document.js";
import { suggestion } from "./suggest.js";

/** Where one part of a composed input came from. */
interface Origin {
  readonly prefix: string;
  readonly file: SourceFile;
  readonly keys: readonly (string | number)[];
}

/** Maps problem paths of a composed input back to files, lines and columns. */
export class SourceMap {
  readonly #origins: Origin[] = [];
  readonly #unread: string[] = [];

  /** Records that the input at `prefix` could not be read: the engine's problems there are not news. */
  unread(prefix: string): void {
    this.#unread.push(prefix);
  }

  /** Whether a problem path lies in a part that could not be read (reported once, where it is named). */
  isUnread(path: string): boolean {
    return this.#unread.some((u) => path === u || path.startsWith(`${u}.`) || path.startsWith(`${u}[`));
  }

  /** Records that the input at `prefix` comes from `file` at `keys`. */
  add(prefix: string, file: SourceFile, keys: readonly (string | number)[]): void {
    this.#origins.push({ prefix, file, keys });
  }

  /** The file position of an engine problem. */
  problem(p: Problem): FileProblem {
    let best: Origin | undefined;
    for (const o of this.#origins) {
      const under =
        o.prefix === "" ||
        p.path === o.prefix ||
        p.path.startsWith(`${o.prefix}.`) ||
        p.path.startsWith(`${o.prefix}[`);
      if (under && (best === undefined || o.prefix.length > best.prefix.length)) best = o;
    }
    if (best === undefined)
      return {
        position: { file: "?", line: 1, column: 1 },
        path: p.path,
        message: p.message,
        ...(p.rule === undefined ? {} : { rule: p.rule }),
      };
    const keys = [...best.keys, ...pathKeys(p.path.slice(best.prefix.length))];
    const written = /did you mean/.test(p.message) ? undefined : textAt(best.file, keys);
    // Only for a value the message quotes as refused ("got \"hihg risk\"").
    const near =
      written === undefined || !p.message.includes(`"${written}"`) ? null : suggestion(written, p.message);
    return {
      position: locate(best.file, keys),
      // the path inside the file, so a sheet used twice reads (and is printed) the same both times
      path: keysPath(keys),
      message: near === null ? p.message : `${p.message} (did you mean "${near}"?)`,
      ...(p.rule === undefined ? {} : { rule: p.rule }),
    };
  }
}

/** Keys as a problem path: `sides[0].wrestlers[1].attributes.STR`. */
function keysPath(keys: readonly (string | number)[]): string {
  let path = "";
  for (const key of keys) path += typeof key === "number" ? `[${key}]` : path === "" ? key : `.${key}`;
  return path;
}

/** Runs a loader and turns its RingsideError into file problems through the source map. */
export function collect<T>(map: SourceMap, problems: FileProblem[], load: () => T): T | undefined {
  try {
    return load();
  } catch (error) {
    if (!isRingsideError(error)) throw error;
    problems.push(...error.problems.filter((p) => !map.isUnread(p.path)).map((p) => map.problem(p)));
    return undefined;
  }
}
