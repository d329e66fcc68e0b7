#!/usr/bin/env node
// No import cycles: reads every TypeScript module under packages/*/src, follows its relative
// imports and re-exports, type-only ones included (`import type` is erased at run time, but a
// loop of types still ties the modules together: a view type belongs beside the state it shows,
// not in the module of the game that uses it), and fails listing each cycle found (Tarjan's
// strongly connected components). Part of `lint`; takes well under a second, with no dependency
// to keep.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// The repository root, or another tree with the same layout (the script's own test uses one).
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, ".."));

function sources(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sources(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

/** The file a relative specifier points at (`./x.js` is `./x.ts` in the sources). */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    `${base}.ts`,
    join(base, "index.ts"),
    base,
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

// `import … from "./x"`, `export … from "./x"` (`import type` / `export type` too), `import "./x"`.
const FROM = /(?:^|[\n;])\s*(import|export)(\s+type\b)?(?:[^;'"`]*?)\bfrom\s*["'](\.[^"']*)["']/g;
const BARE = /(?:^|[\n;])\s*import\s*["'](\.[^"']*)["']/g;

const files = readdirSync(join(root, "packages"))
  .map((p) => join(root, "packages", p, "src"))
  .filter((dir) => existsSync(dir))
  .flatMap(sources);
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const edges = new Set();
  for (const m of text.matchAll(FROM)) {
    const target = resolveSpecifier(file, m[3]);
    if (target !== undefined) edges.add(target);
  }
  for (const m of text.matchAll(BARE)) {
    const target = resolveSpecifier(file, m[1]);
    if (target !== undefined) edges.add(target);
  }
  graph.set(file, [...edges]);
}

// Tarjan's algorithm, iteratively (deep import chains must not overflow the stack).
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const edges = graph.get(node) ?? [];
    if (i < edges.length) {
      frame[1]++;
      const next = edges[i];
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push([next, 0]);
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.map((f) => relative(root, f)).sort());
    }
  }
}

if (cycles.length > 0) {
  console.error(
    `Import cycles (type-only imports count: move the shared types to a module both can import):`,
  );
  for (const cycle of cycles) console.error(`  - ${cycle.join(" <-> ")}`);
  process.exit(1);
}
console.log(`check-cycles: ${files.length} modules, no import cycles.`);
