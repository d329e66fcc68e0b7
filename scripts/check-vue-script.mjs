#!/usr/bin/env node
// Every single-file component of the docs site is TypeScript: it has a `<script setup lang="ts">`
// and no script block in another language, so `vue-tsc` (the `typecheck` script) checks its script
// and template. ESLint does not read `.vue` files here, so this is part of `lint` instead; it takes
// well under a second, with no dependency to keep.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

// The repository root, or another tree with the same layout (the script's own test uses one).
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, ".."));
// Built output and dependencies are not ours to check.
const skipped = new Set(["docs/.vitepress/cache", "docs/.vitepress/dist"]);

function components(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const where = relative(root, full).split("\\").join("/");
      if (entry.name !== "node_modules" && !skipped.has(where)) found.push(...components(full));
    } else if (entry.name.endsWith(".vue")) found.push(full);
  }
  return found;
}

/** What is wrong with one component's script blocks (nothing when it is fine). */
function problems(text) {
  const tags = [...text.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  const isTs = (attrs) => /\blang\s*=\s*["']ts["']/.test(attrs);
  const out = [];
  if (!tags.some((attrs) => /\bsetup\b/.test(attrs) && isTs(attrs))) out.push('no <script setup lang="ts">');
  if (tags.some((attrs) => !isTs(attrs))) out.push('a <script> block without lang="ts"');
  return out;
}

const files = components(join(root, "docs"));
const bad = files.flatMap((file) => {
  const found = problems(readFileSync(file, "utf8"));
  return found.length === 0 ? [] : [`  - ${relative(root, file)}: ${found.join("; ")}`];
});

if (bad.length > 0) {
  console.error('Components must be TypeScript (<script setup lang="ts">) so vue-tsc checks them:');
  for (const line of bad) console.error(line);
  process.exit(1);
}
console.log(`check-vue-script: ${files.length} components, all <script setup lang="ts">.`);
