import { dirname, resolve } from "node:path";
import { isRingsideError, type Problem } from "@ringside/core";
import { locate, pathKeys, readSource, type FileProblem, type SourceFile } from "./input/document.js";
import { forgivingCharacter, forgivingStrategy } from "./input/forgiving.js";

/** Where one part of a composed input came from. */
interface Origin {
  readonly prefix: string;
  readonly file: SourceFile;
  readonly keys: readonly (string | number)[];
}

/** Maps problem paths of a composed input back to files, lines and columns. */
export class SourceMap {
  readonly #origins: Origin[] = [];

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
    const rest = pathKeys(p.path.slice(best.prefix.length));
    return {
      position: locate(best.file, [...best.keys, ...rest]),
      path: p.path,
      message: p.message,
      ...(p.rule === undefined ? {} : { rule: p.rule }),
    };
  }
}

/** What kind of file a player or a head sent, told from its keys. */
export type FileKind = "show" | "character" | "strategy" | "unknown";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Tells a show card, a character and a strategy apart. */
export function kindOf(value: unknown): FileKind {
  if (!isRecord(value)) return "unknown";
  if ("matches" in value) return "show";
  if ("rounds" in value || "choice" in value) return "strategy";
  if ("attributes" in value) return "character";
  return "unknown";
}

/** One match of a show card, ready for the engine. */
export interface ShowMatch {
  readonly index: number;
  readonly title: string;
  readonly type: "singles" | "tag" | "six-man";
  /** The FastMatch config, with `grid: "random"` still to deal when asked for. */
  readonly config: Record<string, unknown>;
  readonly map: SourceMap;
}

/** A loaded show card. */
export interface Show {
  readonly name: string;
  readonly seed: number | null;
  readonly matches: readonly ShowMatch[];
}

/** Loads a file a show card refers to (relative to the card), or takes an inline value. */
function part(
  value: unknown,
  base: string,
  prefix: string,
  at: SourceFile,
  keys: (string | number)[],
  map: SourceMap,
  problems: FileProblem[],
): unknown {
  if (typeof value === "string" && /\.(ya?ml|json)$/i.test(value)) {
    const path = resolve(base, value);
    try {
      const read = readSource(path);
      problems.push(...read.problems);
      if (read.file !== undefined) map.add(prefix, read.file, []);
      return read.file?.value;
    } catch (error) {
      problems.push({
        position: locate(at, keys),
        path: prefix,
        message: `cannot read ${value} (${(error as Error).message.split(":")[0]})`,
      });
      return undefined;
    }
  }
  return value;
}

const CLI_KEYS = new Set(["title", "type", "game"]);
const TYPES = { 1: "singles", 2: "tag", 3: "six-man" } as const;

/** Reads a show card: its matches composed from inline data and the files they name. */
export function loadShow(file: SourceFile, problems: FileProblem[]): Show {
  const base = dirname(file.path);
  const root = file.value as Record<string, unknown>;
  const name = typeof root.show === "string" ? root.show : "Show";
  const seed = typeof root.seed === "number" && Number.isSafeInteger(root.seed) ? root.seed : null;
  if (root.seed !== undefined && seed === null)
    problems.push({ position: locate(file, ["seed"]), path: "seed", message: "a seed is a whole number" });
  for (const key of Object.keys(root)) {
    if (!["show", "seed", "matches"].includes(key))
      problems.push({
        position: locate(file, [key]),
        path: key,
        message: `unknown key "${key}" (a show has show, seed and matches)`,
      });
  }
  const matches: ShowMatch[] = [];
  if (!Array.isArray(root.matches)) {
    problems.push({
      position: locate(file, ["matches"]),
      path: "matches",
      message: "a show lists its matches",
    });
    return { name, seed, matches };
  }
  root.matches.forEach((raw: unknown, index) => {
    const keys = ["matches", index];
    const map = new SourceMap();
    map.add("", file, keys);
    if (!isRecord(raw)) {
      problems.push({
        position: locate(file, keys),
        path: `matches[${index}]`,
        message: "a match is an object with sides",
      });
      return;
    }
    if (raw.game !== undefined && raw.game !== "fastmatch") {
      problems.push({
        position: locate(file, [...keys, "game"]),
        path: `matches[${index}].game`,
        message: `${JSON.stringify(raw.game)} is not a game this command resolves yet (fastmatch)`,
      });
      return;
    }
    const config: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) if (!CLI_KEYS.has(k)) config[k] = v;
    const sides = Array.isArray(raw.sides) ? raw.sides : [];
    config.sides = sides.map((side: unknown, s) => {
      if (!isRecord(side)) return side;
      const out: Record<string, unknown> = { ...side };
      const wrestlers = Array.isArray(side.wrestlers) ? side.wrestlers : [];
      out.wrestlers = wrestlers.map((w: unknown, i) =>
        forgivingCharacter(
          part(
            w,
            base,
            `sides[${s}].wrestlers[${i}]`,
            file,
            [...keys, "sides", s, "wrestlers", i],
            map,
            problems,
          ),
        ),
      );
      out.strategy = forgivingStrategy(
        part(
          side.strategy,
          base,
          `sides[${s}].strategy`,
          file,
          [...keys, "sides", s, "strategy"],
          map,
          problems,
        ),
      );
      return out;
    });
    const size = Math.max(
      ...sides.map((s: unknown) => (isRecord(s) && Array.isArray(s.wrestlers) ? s.wrestlers.length : 1)),
      1,
    );
    const type = (
      typeof raw.type === "string" ? raw.type : (TYPES[size as 1 | 2 | 3] ?? "singles")
    ) as ShowMatch["type"];
    const title = typeof raw.title === "string" ? raw.title : `Match ${index + 1}`;
    matches.push({ index, title, type, config, map });
  });
  return { name, seed, matches };
}

/** Runs a loader and turns its RingsideError into file problems through the source map. */
export function collect<T>(map: SourceMap, problems: FileProblem[], load: () => T): T | undefined {
  try {
    return load();
  } catch (error) {
    if (!isRingsideError(error)) throw error;
    problems.push(...error.problems.map((p) => map.problem(p)));
    return undefined;
  }
}
