/**
 * Every TypeScript code block in README.md, the package READMEs and the docs pages compiles and
 * runs, so no example can rot. Each block becomes a module in .tmp/code-blocks/: all of them are
 * typechecked together with the repository's compiler options, then each `run` block is imported
 * (with `console.log` silenced) against the built packages (packages/<pkg>/dist, as CI builds them
 * before this test; the sources when a package is not built). A block marked
 * `<!-- code: continues -->` is appended to the blocks before it on its page (imports merged); one
 * marked `<!-- code: typecheck -->` is only typechecked; `… with <path>: names` imports names from a
 * repository file; `<!-- code: excerpt <path> -->` shows part of a file compiled and tested where it
 * lives. See scripts/test/codeBlocks.ts.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it, vi } from "vitest";
import { codeBlocks, markdownFiles, type CodeBlock } from "./codeBlocks";

const root = fileURLToPath(new URL("../../", import.meta.url));
const outDir = join(root, ".tmp", "code-blocks");

/** A block's program: imports first (merged by module), then the code of the blocks it continues. */
function program(chain: readonly CodeBlock[]): string {
  const imports = new Map<string, Set<string>>();
  const typeImports = new Map<string, Set<string>>();
  const rest: string[] = [];
  for (const block of chain) {
    if (block.with !== undefined) {
      const from = join(root, block.with.path).replace(/\.ts$/, "");
      const set = imports.get(from) ?? new Set<string>();
      for (const n of block.with.names) set.add(n);
      imports.set(from, set);
    }
    const source = block.code.replace(
      /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)";?\s*$/gm,
      (_all, isType: string | undefined, names: string, from: string) => {
        const into = isType === undefined ? imports : typeImports;
        const set = into.get(from) ?? new Set<string>();
        for (const n of names
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== ""))
          set.add(n);
        into.set(from, set);
        return "";
      },
    );
    rest.push(`// ${block.where}\n${source}`);
  }
  const lines = [
    ...[...imports].map(([from, names]) => `import { ${[...names].join(", ")} } from "${from}";`),
    ...[...typeImports].map(([from, names]) => `import type { ${[...names].join(", ")} } from "${from}";`),
  ];
  return `${lines.join("\n")}\n${rest.join("\n")}\nexport {};\n`;
}

/** Points `@ringside/<pkg>` imports at the built package when it exists, else at its sources. */
function toBuilt(code: string): string {
  return code.replace(/from "@ringside\/([a-z]+)(?:\/([a-z]+))?"/g, (_all, pkg: string, entry?: string) => {
    const name = entry ?? "index";
    const built = join(root, "packages", pkg, "dist", `${name}.js`);
    const file = existsSync(built) ? built : join(root, "packages", pkg, "src", `${name}.ts`);
    return `from "${pathToFileURL(file).href}"`;
  });
}

const all = markdownFiles(root).flatMap((file) => codeBlocks(root, file));
const excerpts = all.filter((b) => b.mode === "excerpt");
const blocks = all.filter((b) => b.mode !== "excerpt");
const programs = blocks.map((block, i) => {
  const page = blocks.slice(0, i + 1).filter((b) => b.file === block.file);
  // A continuing block takes every block before it on the page back to the last one that does not continue.
  let start = page.length - 1;
  while (start > 0 && page[start]!.mode === "continues") start--;
  const chain = block.mode === "continues" ? page.slice(start) : [block];
  const name = `${block.file.replace(/[^a-z0-9]+/gi, "_")}_${block.line}.ts`;
  return { block, chain, file: join(outDir, name), source: program(chain) };
});

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const p of programs) writeFileSync(p.file, p.source);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("code blocks in the READMEs and the docs", () => {
  it("finds the blocks (the README's, the getting-started guide's, every package README's)", () => {
    const files = new Set(blocks.map((b) => b.file));
    expect(files).toContain("README.md");
    expect(files).toContain("docs/guide/getting-started.md");
    expect(blocks.length).toBeGreaterThan(20);
  });

  it("every excerpt names a file that exists (it is compiled and tested where it lives)", () => {
    for (const b of excerpts) expect(existsSync(join(root, b.excerptOf ?? "")), b.where).toBe(true);
    expect(excerpts.length).toBeLessThan(5);
  });

  it("every block typechecks against the packages' types", () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, "tsconfig.json"),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    )!;
    const host = ts.createCompilerHost(config.options);
    const prog = ts.createProgram(
      programs.map((p) => p.file),
      { ...config.options, noEmit: true, noUnusedLocals: false, noUnusedParameters: false },
      host,
    );
    const problems = programs.flatMap((p) =>
      ts.getPreEmitDiagnostics(prog, prog.getSourceFile(p.file)).map((d) => {
        const { line } = d.file?.getLineAndCharacterOfPosition(d.start ?? 0) ?? { line: 0 };
        const text = p.source.split("\n")[line] ?? "";
        return `${p.block.where}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")} — in: ${text.trim()}`;
      }),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  for (const p of programs.filter((x) => x.block.mode !== "typecheck")) {
    it(`runs ${p.block.where}`, async () => {
      const runFile = p.file.replace(/\.ts$/, ".run.ts");
      writeFileSync(runFile, toBuilt(p.source));
      const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
      try {
        await import(/* @vite-ignore */ pathToFileURL(runFile).href);
      } finally {
        log.mockRestore();
      }
    });
  }
});
