/**
 * Finds the TypeScript code blocks of the README, the package READMEs and the docs pages, so that
 * scripts/test/docs-code-blocks.test.ts can typecheck and run every one of them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** One fenced code block. */
export interface CodeBlock {
  /** Where it is: `docs/guide/getting-started.md:42`. */
  readonly where: string;
  /** The file, relative to the repository root. */
  readonly file: string;
  readonly line: number;
  readonly code: string;
  /**
   * How the block is checked, from an HTML comment on the line before its fence:
   * - `run` (no comment, or `<!-- code: run -->`): a whole program: typechecked, then run against
   *   the built packages;
   * - `<!-- code: typecheck -->`: typechecked only (it declares types, or runs inside a test);
   * - `<!-- code: continues -->`: typechecked and run appended to the blocks before it on the page;
   * - `<!-- code: excerpt <path> -->`: shows part of a repository file that is compiled and tested
   *   where it lives; only the file's existence is checked here.
   */
  readonly mode: "run" | "typecheck" | "continues" | "excerpt";
  /** `… with <path>: a, b` imports those names from a repository file into the block. */
  readonly with?: { readonly path: string; readonly names: readonly string[] };
  /** The file an excerpt comes from. */
  readonly excerptOf?: string;
}

const FENCE = /^(\s*)```(ts|typescript|js|javascript)\b[^\n]*$/;

/** The Markdown files whose code blocks readers copy. */
export function markdownFiles(root: string): string[] {
  const files = ["README.md"];
  for (const pkg of readdirSync(join(root, "packages"))) {
    if (existsSync(join(root, "packages", pkg, "README.md"))) files.push(`packages/${pkg}/README.md`);
  }
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (![".vitepress", "api", "test", "node_modules", "public"].includes(entry.name)) walk(rel);
      } else if (entry.name.endsWith(".md")) files.push(rel);
    }
  };
  walk("docs");
  return files.map((f) => relative(root, join(root, f)).split(sep).join("/"));
}

/** Every TypeScript/JavaScript block of `file`, with its checking mode. */
export function codeBlocks(root: string, file: string): CodeBlock[] {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (open === null) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) body.push(lines[j]!.slice(indent));
    let k = i - 1;
    while (k >= 0 && lines[k]!.trim() === "") k--;
    const comment = k >= 0 ? /<!--\s*code:\s*(.*?)\s*-->/.exec(lines[k]!) : null;
    const spec = comment?.[1] ?? "";
    const mode = /^(run|typecheck|continues|excerpt)\b/.exec(spec)?.[1] ?? "run";
    const withSpec = /\bwith\s+(\S+):\s*([\w\s,]+)$/.exec(spec);
    const excerpt = mode === "excerpt" ? /^excerpt\s+(\S+)/.exec(spec)?.[1] : undefined;
    blocks.push({
      where: `${file}:${i + 1}`,
      file,
      line: i + 1,
      code: body.join("\n"),
      mode: mode as CodeBlock["mode"],
      ...(withSpec === null
        ? {}
        : {
            with: {
              path: withSpec[1]!,
              names: withSpec[2]!
                .split(",")
                .map((n) => n.trim())
                .filter((n) => n !== ""),
            },
          }),
      ...(excerpt === undefined ? {} : { excerptOf: excerpt }),
    });
    i = j;
  }
  return blocks;
}
