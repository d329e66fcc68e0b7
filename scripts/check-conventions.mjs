#!/usr/bin/env node
// The public API conventions of CONTRIBUTING, as a check: reads every game package (a package whose
// `src/index.ts` exports a game object built with `defineGame`, i.e. every package but core and the
// CLI) and scores ten conventions per game, then checks that no type name is exported by two
// packages. Exported names are read from the sources (following `export … from` and `export *`),
// so the check needs no build. Part of `lint`; prints the score and fails on any miss.
//
// `node scripts/check-conventions.mjs [root]`: the repository root, or another tree with the same
// layout (the script's own test uses one).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, ".."));

/** The type-name prefix of each game package (its directory name otherwise, capitalised). */
const PREFIXES = {
  powerhouses: "Powerhouses",
  fastmatch: "FastMatch",
  blitzmatch: "BlitzMatch",
  rasslefest: "Rasslefest",
  ringmaster: "RingMaster",
  superdice: "SuperDice",
};
/** Packages that are not games. */
const NOT_GAMES = new Set(["core", "cli"]);

/** The file a relative specifier points at (`./x.js` is `./x.ts` in the sources). */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts")]) {
    if (existsSync(candidate) && candidate.endsWith(".ts")) return candidate;
  }
  return null;
}

/** Removes comments, so that commented-out exports do not count. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/**
 * The names a module exports (values and types alike), following re-exports within the package.
 * `export * from "@ringside/core"` and other bare specifiers are not followed: names from another
 * package are that package's.
 */
function exportedNames(file, seen = new Set()) {
  const names = new Set();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = code(readFileSync(file, "utf8"));
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(",")) {
      const item = part.trim().replace(/^type\s+/, "");
      if (item === "") continue;
      const alias = item.split(/\s+as\s+/);
      names.add((alias[1] ?? alias[0]).trim());
    }
  }
  for (const m of text.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    names.add(m[1]);
  }
  for (const m of text.matchAll(/export\s+(?:type\s+)?\*\s+from\s+["']([^"']+)["']/g)) {
    if (!m[1].startsWith(".")) continue;
    const target = resolveSpecifier(file, m[1]);
    if (target !== null) for (const name of exportedNames(target, seen)) names.add(name);
  }
  return names;
}

/** Files under `dir` (relative paths, `/`-separated). */
function filesUnder(dir, prefix = "") {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    if (entry.isDirectory()) found.push(...filesUnder(join(dir, entry.name), rel));
    else found.push(rel);
  }
  return found;
}

/** The text of a file of the package without its comments ("" when it is missing). */
function readCode(dir, rel) {
  const file = join(dir, rel);
  return existsSync(file) ? code(readFileSync(file, "utf8")) : "";
}

/** Everything the checks read of one package. */
function loadPackage(dir) {
  const name = dir.split("/").pop();
  const packageJson = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const index = join(dir, "src", "index.ts");
  const files = new Set(filesUnder(dir));
  const sources = [...files].filter(
    (f) => f.startsWith("src/") && f.endsWith(".ts") && !/\.test(-d)?\.ts$/.test(f),
  );
  const docsIndex = join(root, "docs", name, "index.md");
  return {
    name,
    prefix: PREFIXES[name] ?? name.charAt(0).toUpperCase() + name.slice(1),
    packageJson,
    files,
    exported: existsSync(index) ? exportedNames(index) : new Set(),
    /** The package's library sources (not its tests), comments removed, by path. */
    source: new Map(sources.map((f) => [f, readCode(dir, f)])),
    facts: readCode(dir, "src/facts.ts"),
    conformance: readCode(dir, "test/conformance.test.ts"),
    tsup: readCode(dir, "tsup.config.ts"),
    budget: existsSync(join(dir, "size-budget.json"))
      ? JSON.parse(readFileSync(join(dir, "size-budget.json"), "utf8"))
      : {},
    docsIndex: existsSync(docsIndex) ? readFileSync(docsIndex, "utf8") : "",
  };
}

/**
 * True when the package declares that nobody decides in its game (a resolver, which takes no bots):
 * `decisions: "none"` in its declared facts (`src/facts.ts`).
 */
function nobodyDecides(pkg) {
  return /\bdecisions:\s*["']none["']/.test(pkg.facts);
}

/** Where the package's narrator options are declared on core's `NarratorOptions`, if anywhere. */
function narratorOptionsOnCore(pkg) {
  const name = `${pkg.prefix}NarratorOptions`;
  const onCore = new RegExp(
    `\\b(?:interface\\s+${name}\\s+extends\\s+NarratorOptions\\s*<|type\\s+${name}\\s*=\\s*NarratorOptions\\s*<)`,
  );
  return [...pkg.source.values()].some((text) => onCore.test(text));
}

/** The package's sources that declare a type of core's name `NarratorOptions` of their own. */
function ownNarratorOptions(pkg) {
  return [...pkg.source]
    .filter(([, text]) => /^\s*(?:export\s+)?(?:interface|type)\s+NarratorOptions\b(?!\s*[,}])/m.test(text))
    .map(([file]) => file);
}

/** The ten conventions: each a name and a test giving `null` (kept) or what is missing. */
const CONVENTIONS = [
  ["validateConfig", (p) => (p.exported.has("validateConfig") ? null : "no `validateConfig` export")],
  ["DEFAULT_OPTIONS", (p) => (p.exported.has("DEFAULT_OPTIONS") ? null : "no `DEFAULT_OPTIONS` export")],
  [
    "samples and sampleReports",
    (p) =>
      ["samples", "sampleReports"].filter((n) => !p.exported.has(n)).map((n) => `no \`${n}\` export`)[0] ??
      null,
  ],
  [
    "narrator: createNarrator and <Game>NarratorOptions on core's NarratorOptions",
    (p) => {
      if (!p.exported.has("createNarrator")) return "no `createNarrator` export";
      if (!p.exported.has(`${p.prefix}NarratorOptions`)) return `no \`${p.prefix}NarratorOptions\` type`;
      const own = ownNarratorOptions(p);
      if (own.length > 0) return `declares its own \`NarratorOptions\` (${own.join(", ")}): extend core's`;
      if (!narratorOptionsOnCore(p))
        return `\`${p.prefix}NarratorOptions\` is not built on core's \`NarratorOptions<Player>\``;
      return null;
    },
  ],
  [
    "randomBot (where players decide)",
    (p) => (nobodyDecides(p) || p.exported.has("randomBot") ? null : "no `randomBot` export"),
  ],
  [
    "types <Game>Config/State/Move/Event/View/Result/Options",
    (p) => {
      const missing = ["Config", "State", "Move", "Event", "View", "Result", "Options"]
        .map((t) => `${p.prefix}${t}`)
        .filter((t) => !p.exported.has(t));
      return missing.length === 0 ? null : `missing ${missing.join(", ")}`;
    },
  ],
  [
    "entries ., ./engine (side-effect free, built, with a size budget) and ./schemas/* (when it ships schemas)",
    (p) => {
      const entries = Object.keys(p.packageJson.exports ?? {});
      if (!entries.includes(".")) return "no `.` entry";
      if (!entries.includes("./engine")) return "no `./engine` entry";
      if (!p.files.has("src/engine.ts")) return "no src/engine.ts for `./engine`";
      if (!p.tsup.includes("src/engine.ts")) return "tsup.config.ts does not build src/engine.ts";
      if (p.packageJson.sideEffects !== false) return '`"sideEffects": false` missing in package.json';
      if (typeof p.budget.entries?.["./engine"] !== "number")
        return "size-budget.json has no `./engine` budget";
      const ships = [...p.files].some((f) => /^schemas\/[^/]+\.json$/.test(f));
      if (ships && !entries.some((e) => e.startsWith("./schemas/")))
        return "ships schemas/ but no `./schemas/*` entry";
      if (ships && !(p.packageJson.files ?? []).includes("schemas")) return "schemas/ not in `files`";
      return null;
    },
  ],
  [
    "test layout: test/conformance, test/exports, test/types.test-d (and test/schemas when it ships schemas)",
    (p) => {
      const ships = [...p.files].some((f) => /^schemas\/[^/]+\.json$/.test(f));
      const wanted = [
        "test/conformance.test.ts",
        "test/exports.test.ts",
        "test/types.test-d.ts",
        ...(ships ? ["test/schemas.test.ts"] : []),
      ];
      const missing = wanted.filter((f) => !p.files.has(f));
      return missing.length === 0 ? null : `missing ${missing.join(", ")}`;
    },
  ],
  [
    "a seeded whole-match snapshot (test/snapshot.test.ts and its snapshot)",
    (p) =>
      p.files.has("test/snapshot.test.ts") && p.files.has("test/__snapshots__/snapshot.test.ts.snap")
        ? null
        : "no test/snapshot.test.ts with a stored snapshot",
  ],
  [
    "declared facts: `facts` (core's GameFacts) checked by the kit and shown on the game's docs page",
    (p) => {
      if (!p.exported.has("facts")) return "no `facts` export";
      if (!/:\s*GameFacts\s*</.test(p.facts)) return "src/facts.ts does not declare `facts: GameFacts<…>`";
      if (!/\bfacts\b/.test(p.conformance) || !/\bdefaultOptions\s*:/.test(p.conformance))
        return "test/conformance.test.ts does not give the kit `facts` and `defaultOptions`";
      if (!p.docsIndex.includes("<FactSheet") || !p.docsIndex.includes(`@ringside/${p.name}"`))
        return `docs/${p.name}/index.md shows no <FactSheet> of @ringside/${p.name}'s facts`;
      if (p.packageJson.ringside?.decisions !== undefined)
        return 'package.json still declares `"ringside": { "decisions" }`: the facts say it';
      return null;
    },
  ],
];

const packagesDir = join(root, "packages");
const games = readdirSync(packagesDir, { withFileTypes: true })
  .filter(
    (e) => e.isDirectory() && !NOT_GAMES.has(e.name) && existsSync(join(packagesDir, e.name, "package.json")),
  )
  .map((e) => loadPackage(join(packagesDir, e.name)));

let kept = 0;
const misses = [];
for (const game of games) {
  for (const [name, test] of CONVENTIONS) {
    const miss = test(game);
    if (miss === null) kept++;
    else misses.push(`${game.name}: ${name}: ${miss}`);
  }
}

// No type (or value) name exported by two packages, core and the CLI included.
const owners = new Map();
for (const e of readdirSync(packagesDir, { withFileTypes: true })) {
  const index = join(packagesDir, e.name, "src", "index.ts");
  if (!e.isDirectory() || !existsSync(index)) continue;
  for (const name of exportedNames(index)) owners.set(name, [...(owners.get(name) ?? []), e.name]);
}
const shared = [...owners].filter(([, list]) => list.length > 1);
// Names every game exports by convention (validateConfig, samples, …) are meant to be shared.
const CONVENTIONAL = new Set([
  "validateConfig",
  "DEFAULT_OPTIONS",
  "samples",
  "sampleReports",
  "createNarrator",
  "randomBot",
  "gameId",
  "facts",
]);
const clashes = shared.filter(
  ([name]) => !CONVENTIONAL.has(name) && /^[A-Z]/.test(name) && name !== name.toUpperCase(),
);

const total = games.length * CONVENTIONS.length;
console.log(`conventions: ${kept}/${total} kept (${CONVENTIONS.length} conventions × ${games.length} games)`);
for (const miss of misses) console.log(`  ✗ ${miss}`);
if (clashes.length > 0) {
  console.log(`type names exported by two packages: ${clashes.length}`);
  for (const [name, list] of clashes) console.log(`  ✗ ${name}: ${list.join(", ")}`);
}
process.exit(misses.length === 0 && clashes.length === 0 ? 0 : 1);
