// @ts-check
/**
 * A small TypeDoc plugin for the API reference:
 * - with one entry point per package entry (`packages/<name>/src/index.ts`, `…/src/node/index.ts`),
 *   TypeDoc names each module after its path (`core/src`, `core/src/node`). This renames them to
 *   the import readers write (`@ringside/core`, `@ringside/core/node`), so the API pages and
 *   sidebar groups read as the packages do;
 * - every package page (one page per package entry: `router: "module"`) gets a header and a footer
 *   linking back to the hand-written guides of that package, where the examples and the rules are;
 * - a link to `#name-1` where the page has one heading `name` (TypeDoc numbers an anchor when a
 *   name is declared twice, e.g. a type and a value, but only one of them gets a heading) is
 *   pointed at `#name`, so no in-page link is dead.
 */
import { Converter, ReflectionKind } from "typedoc";
import { MarkdownPageEvent } from "typedoc-plugin-markdown";

/** The guide pages of each package: [title, link] pairs, the package's own section first. */
const GUIDES = {
  core: [
    ["Core overview", "/core/"],
    ["Dice", "/core/dice"],
    ["Decks", "/core/decks"],
    ["Getting started", "/guide/getting-started"],
    ["Simulating many matches", "/guide/simulating"],
  ],
  powerhouses: [
    ["Powerhouses of Wrestling!", "/powerhouses/"],
    ["Rules in our words", "/powerhouses/rules"],
    ["Play a match", "/powerhouses/play"],
  ],
  fastmatch: [
    ["FastMatch! 3.0", "/fastmatch/"],
    ["Rules in our words", "/fastmatch/rules"],
    ["Resolve a match", "/fastmatch/play"],
  ],
  rasslefest: [
    ["Rasslefest", "/rasslefest/"],
    ["Rules in our words", "/rasslefest/rules"],
    ["Play a match", "/rasslefest/play"],
  ],
  blitzmatch: [
    ["BlitzMatch! 2.2", "/blitzmatch/"],
    ["Resolve a match", "/blitzmatch/play"],
  ],
  ringmaster: [
    ["RingMaster", "/ringmaster/"],
    ["Play on the ring board", "/ringmaster/play"],
  ],
  superdice: [
    ["Super Dice", "/superdice/"],
    ["Play the strong bot", "/superdice/play"],
  ],
};

/** @param {string} name a package directory name, e.g. `core` */
function guideLine(name) {
  /** @type {string[][]} */
  const guides = GUIDES[/** @type {keyof typeof GUIDES} */ (name)] ?? [];
  const links = [
    ...guides,
    ["Writing a bot", "/guide/writing-a-bot"],
    ["The engine shape", "/guide/architecture"],
  ]
    .filter((entry, i, all) => all.findIndex((other) => other[1] === entry[1]) === i)
    .map(([title, link]) => `[${title}](${link})`);
  return links.join(" · ");
}

/**
 * A heading's anchor as VitePress makes it (@mdit-vue's slugify).
 * @param {string} text
 */
function slugify(text) {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036F]/g, "")
      // Control characters (@mdit-vue drops them too).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f]/g, "")
      .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, "-")
      .replace(/-{2,}/g, "-")
      .replace(/^-+|-+$/g, "")
      .replace(/^(\d)/, "_$1")
      .toLowerCase()
  );
}

/**
 * Points in-page links at anchors the page has: `#name-1` becomes `#name` when only `name` exists.
 * @param {string} markdown
 */
export function fixAnchors(markdown) {
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (heading === null) continue;
    const base = slugify((heading[1] ?? "").replace(/\\(.)/g, "$1").replace(/`/g, ""));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  }
  return markdown.replace(/\]\(#([^)\s]+)\)/g, (all, id) => {
    if (ids.has(id)) return all;
    const base = /^(.*)-\d+$/.exec(id)?.[1];
    return base !== undefined && ids.has(base) ? `](#${base})` : all;
  });
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const mod of context.project.getChildrenByKind(ReflectionKind.Module)) {
      const match = /^([a-z]+)\/src(?:\/([a-z]+))?$/.exec(mod.name);
      if (match !== null) mod.name = `@ringside/${match[1]}${match[2] === undefined ? "" : `/${match[2]}`}`;
    }
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const match = /^@ringside\/([a-z]+)/.exec(page.model.name);
    if (match === null || page.contents === undefined || page.model.kind !== ReflectionKind.Module) return;
    const line = guideLine(match[1] ?? "");
    const header = `::: tip Guides\nExamples and explanations of \`${page.model.name}\` are in the guides: ${line}.\n:::\n\n`;
    const footer = `\n\n---\n\nBack to the guides: ${line}.\n`;
    // After the page title (the first line), before the package's own description.
    const [title, ...rest] = page.contents.split("\n");
    page.contents = fixAnchors(`${title}\n\n${header}${rest.join("\n").trimStart()}${footer}`);
  });
}
