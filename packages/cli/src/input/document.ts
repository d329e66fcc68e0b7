import { readFileSync, statSync } from "node:fs";
import {
  isMap,
  isScalar,
  isSeq,
  Lexer,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
} from "yaml";

/** A file read as YAML (JSON is YAML too), with the positions of its nodes. */
export interface SourceFile {
  readonly path: string;
  readonly value: unknown;
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
}

/** Where a problem is: a file and a 1-based line and column. */
export interface Position {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** One problem found in an input file, ready to print as `file:line:column: message (rule)`. */
export interface FileProblem {
  readonly position: Position;
  readonly path: string;
  readonly message: string;
  readonly rule?: string;
}

/** What {@link readSource} found: the file, or its problems (and why it could not be read at all). */
export interface SourceRead {
  readonly file?: SourceFile;
  readonly problems: FileProblem[];
  /** Set when the file could not be read at all (missing, a folder, no permission): why. */
  readonly unreadable?: string;
}

/** The largest input file the CLI reads, in bytes (checked before reading). */
export const MAX_INPUT_BYTES = 1_000_000;
/** The most aliases (`*name`) one file may use (counted before the document is composed). */
export const MAX_ALIASES = 100;
/** The most values (scalars) one file may hold: composing is slow on huge lists, and no card needs more. */
export const MAX_VALUES = 50_000;
/** The deepest nesting of lists and maps a file may have. */
export const MAX_DEPTH = 64;

const READ_RULE = "ringside › Input files";

/** Why a file could not be read, in words (the system's error code kept for searching). */
function readError(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const words: Record<string, string> = {
    ENOENT: "no such file",
    EACCES: "permission denied",
    EISDIR: "it is a folder",
    EMFILE: "too many open files",
  };
  return Object.hasOwn(words, code) ? `${words[code]} (${code})` : code || (error as Error).message;
}

/**
 * Counts aliases, values and flow nesting with the YAML lexer (linear time), stopping at the first
 * limit passed: composing a document resolves each alias by searching the document, so thousands of
 * them take quadratic time; a huge list takes seconds to compose; deep flow nesting overflows the
 * parser's stack.
 */
function lexLimits(text: string): string | null {
  let aliases = 0;
  let values = 0;
  let depth = 0;
  let previous = "";
  for (const token of new Lexer().lex(text)) {
    const first = token[0];
    // A scalar's source follows the lexer's scalar marker (\x1f); a `*` there is text, not an alias.
    if (first === "*" && previous !== "\x1f" && ++aliases > MAX_ALIASES)
      return `uses more than ${MAX_ALIASES} aliases (*name): write the values out`;
    if (token === "\x1f" && ++values > MAX_VALUES)
      return `holds more than ${MAX_VALUES.toLocaleString("en")} values: no card, sheet or roster needs that many`;
    if (first === "[" || first === "{") {
      if (++depth > MAX_DEPTH) return `nests lists and maps more than ${MAX_DEPTH} deep`;
    } else if (first === "]" || first === "}") depth--;
    previous = token;
  }
  return null;
}

/** The nesting depth of a value, without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [v, d] = top;
    if (d > deepest) deepest = d;
    if (d > MAX_DEPTH) break;
    if (typeof v === "object" && v !== null) for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

/** A key as compared for case variants: lower case, without spaces, hyphens and underscores. */
const folded = (key: string) => key.toLowerCase().replace(/[\s_-]+/g, "");

/** Keys of one map that differ only in case or separators (`energy` and `Energy`): a problem each. */
function caseVariants(path: string, doc: Document.Parsed, lines: LineCounter): FileProblem[] {
  const problems: FileProblem[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Map<string, string>();
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const first = seen.get(folded(key));
        if (first !== undefined && first !== key) {
          const { line, col } = lines.linePos(pair.key.range?.[0] ?? 0);
          problems.push({
            position: { file: path, line, column: col },
            path: "",
            message: `"${first}" and "${key}" are the same key written twice (keep one)`,
            rule: READ_RULE,
          });
        } else if (first === undefined) seen.set(folded(key), key);
      }
    },
  });
  return problems;
}

/**
 * Reads a YAML or JSON file and never throws: a file that cannot be read (missing, a folder, larger
 * than {@link MAX_INPUT_BYTES}), a syntax error, too many aliases, too deep a nesting and keys
 * written twice in two cases all come back as problems with their positions.
 */
export function readSource(path: string, text?: string): SourceRead {
  const at = (message: string, offset = 0, lines?: LineCounter): FileProblem => {
    const { line, col } = lines?.linePos(offset) ?? { line: 1, col: 1 };
    return { position: { file: path, line, column: col }, path: "", message, rule: READ_RULE };
  };
  let source = text;
  if (source === undefined) {
    try {
      const stats = statSync(path);
      if (stats.isDirectory())
        return { problems: [at("cannot read: it is a folder, not a file")], unreadable: "it is a folder" };
      if (stats.size > MAX_INPUT_BYTES)
        return {
          problems: [
            at(
              `is ${stats.size.toLocaleString("en")} bytes; an input file has at most ${MAX_INPUT_BYTES.toLocaleString("en")}`,
            ),
          ],
        };
      source = readFileSync(path, "utf8");
    } catch (error) {
      return { problems: [at(`cannot read: ${readError(error)}`)], unreadable: readError(error) };
    }
  }
  if (source.length > MAX_INPUT_BYTES)
    return {
      problems: [at(`is over ${MAX_INPUT_BYTES.toLocaleString("en")} bytes; an input file has at most that`)],
    };
  const limit = lexLimits(source);
  if (limit !== null) return { problems: [at(limit)] };
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems: FileProblem[] = doc.errors.map((e) => ({
    ...at(e.message.split("\n")[0] ?? e.message, e.pos[0], lines),
    rule: "YAML syntax",
  }));
  if (problems.length > 0) return { problems };
  problems.push(...caseVariants(path, doc, lines));
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    return { problems: [...problems, at(`cannot be read as data: ${(error as Error).message}`)] };
  }
  if (depthOf(value) > MAX_DEPTH) problems.push(at(`nests lists and maps more than ${MAX_DEPTH} deep`));
  if (problems.length > 0) return { problems };
  return { file: { path, value, doc, lines }, problems };
}

/** Splits a problem path (`sides[0].wrestlers[1].attributes.STR`) into keys. */
export function pathKeys(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const part of path.split(".")) {
    if (part === "") continue;
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (m === null) {
      keys.push(part);
      continue;
    }
    const key = m[1];
    if (key !== undefined && key !== "") keys.push(key);
    for (const index of (m[2] ?? "").matchAll(/\[(\d+)\]/g)) keys.push(Number(index[1]));
  }
  return keys;
}

/** Walks `keys` down the document: the deepest node found, where to point at it, and whether all were found. */
function walk(
  file: SourceFile,
  keys: readonly (string | number)[],
): { node: Node | null; offset: number; found: boolean } {
  let node: Node | null = file.doc.contents;
  let offset = node?.range?.[0] ?? 0;
  for (const key of keys) {
    if (node === null) return { node, offset, found: false };
    if (isMap(node)) {
      // The key as written, else its forgiving form ("str" for STR, "Martial Arts" for martialArts).
      const written = (p: { key: unknown }) => (isScalar(p.key) ? String(p.key.value) : String(p.key));
      const pair =
        node.items.find((p) => written(p) === String(key)) ??
        node.items.find((p) => folded(written(p)) === folded(String(key)));
      if (pair === undefined) return { node, offset, found: false };
      const keyNode = pair.key as Node | null;
      const value = pair.value as Node | null;
      // A scalar is pointed at itself; a list or map (or nothing) at its key, not at its bracket.
      offset =
        value !== null && !isMap(value) && !isSeq(value)
          ? (value.range?.[0] ?? offset)
          : (keyNode?.range?.[0] ?? offset);
      node = value;
    } else if (isSeq(node) && typeof key === "number") {
      const item = node.items[key] as Node | undefined;
      if (item === undefined) return { node, offset, found: false };
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      return { node, offset, found: false };
    }
  }
  return { node, offset, found: true };
}

/**
 * The position of the deepest node along `keys` that the file has: a scalar value itself, the key
 * of a list or map, the parent for a missing key. Keys match as written or in their forgiving form.
 */
export function locate(file: SourceFile, keys: readonly (string | number)[]): Position {
  const { line, col } = file.lines.linePos(walk(file, keys).offset);
  return { file: file.path, line, column: col };
}

/** The text the file has at `keys` (undefined when it has none there, or no text). */
export function textAt(file: SourceFile, keys: readonly (string | number)[]): string | undefined {
  const { node, found } = walk(file, keys);
  return found && isScalar(node) && typeof node.value === "string" ? node.value : undefined;
}

/** Formats a problem the way compilers do, so editors can jump to it. */
export function formatFileProblem(p: FileProblem): string {
  const where = `${p.position.file}:${p.position.line}:${p.position.column}`;
  const path = p.path === "" ? "" : `${p.path}: `;
  return `${where}: ${path}${p.message}${p.rule === undefined ? "" : ` (${p.rule})`}`;
}
