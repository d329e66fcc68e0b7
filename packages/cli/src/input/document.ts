import { readFileSync } from "node:fs";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";

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

/** Reads a YAML or JSON file; syntax errors come back as problems with their positions. */
export function readSource(
  path: string,
  text = readFileSync(path, "utf8"),
): { file?: SourceFile; problems: FileProblem[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems: FileProblem[] = doc.errors.map((e) => {
    const { line, col } = lines.linePos(e.pos[0]);
    return {
      position: { file: path, line, column: col },
      path: "",
      message: e.message.split("\n")[0] ?? e.message,
      rule: "YAML syntax",
    };
  });
  if (problems.length > 0) return { problems };
  return { file: { path, value: doc.toJS({ maxAliasCount: 100 }) as unknown, doc, lines }, problems };
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
    if (m[1] !== "") keys.push(m[1]!);
    for (const index of (m[2] ?? "").matchAll(/\[(\d+)\]/g)) keys.push(Number(index[1]));
  }
  return keys;
}

/**
 * The position of the deepest node along `keys` that the file has: the key itself for an unknown
 * or wrong value, its parent for a missing one.
 */
export function locate(file: SourceFile, keys: readonly (string | number)[]): Position {
  let node: Node | null = file.doc.contents as Node | null;
  let best = node?.range?.[0] ?? 0;
  for (const key of keys) {
    if (node === null) break;
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(key),
      );
      if (pair === undefined) break;
      const keyNode = pair.key as Node | null;
      best = (pair.value as Node | null)?.range?.[0] ?? keyNode?.range?.[0] ?? best;
      if (typeof key === "string" && pair.value !== null && !isMap(pair.value) && !isSeq(pair.value))
        best = (pair.value as Node).range?.[0] ?? best;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof key === "number") {
      const item = node.items[key] as Node | undefined;
      if (item === undefined) break;
      best = item.range?.[0] ?? best;
      node = item;
    } else {
      break;
    }
  }
  const { line, col } = file.lines.linePos(best);
  return { file: file.path, line, column: col };
}

/** Formats a problem the way compilers do, so editors can jump to it. */
export function formatFileProblem(p: FileProblem): string {
  const where = `${p.position.file}:${p.position.line}:${p.position.column}`;
  const path = p.path === "" ? "" : `${p.path}: `;
  return `${where}: ${path}${p.message}${p.rule === undefined ? "" : ` (${p.rule})`}`;
}
