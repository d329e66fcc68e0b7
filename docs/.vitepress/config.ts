import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type DefaultTheme, type PageData } from "vitepress";
import blitzmatch from "../blitzmatch/sidebar";
import fastmatch from "../fastmatch/sidebar";
import powerhouses from "../powerhouses/sidebar";
import rasslefest from "../rasslefest/sidebar";
import ringmaster from "../ringmaster/sidebar";
import superdice from "../superdice/sidebar";
import { gameOfPath, listedTitle, SITE_GAMES } from "./games";
import { redirectHead } from "./redirects";

/** The repository root (two levels above this file). */
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Every package of the workspace, core first: each is aliased to its sources. */
const packages = ["core", "powerhouses", "fastmatch", "blitzmatch", "rasslefest", "ringmaster", "superdice"];

/**
 * Every game's sample replay is reachable from its sidebar: a game whose own sidebar does not list
 * its `samples.md` yet gets it before Interpretations (or at the end).
 */
function withSamples(id: string, items: readonly DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] {
  const link = `/${id}/samples`;
  const listed = links(items).some((l) => l.link === link || l.link === `/${id}/sample`);
  if (listed || !existsSync(fileURLToPath(new URL(`../${id}/samples.md`, import.meta.url))))
    return [...items];
  const at = items.findIndex((i) => i.link === `/${id}/interpretations`);
  const entry = { text: "Samples", link };
  return at < 0 ? [...items, entry] : [...items.slice(0, at), entry, ...items.slice(at)];
}

/** Each game's own sidebar (its docs folder owns it). */
const sidebars: Readonly<Record<string, readonly DefaultTheme.SidebarItem[]>> = {
  powerhouses: withSamples("powerhouses", powerhouses),
  fastmatch: withSamples("fastmatch", fastmatch),
  blitzmatch: withSamples("blitzmatch", blitzmatch),
  rasslefest: withSamples("rasslefest", rasslefest),
  ringmaster: withSamples("ringmaster", ringmaster),
  superdice: withSamples("superdice", superdice),
};

/** The six games, in the order the site lists them (./games.ts), with the sidebar each game owns. */
const games: readonly { id: string; title: string; items: DefaultTheme.SidebarItem[] }[] = SITE_GAMES.map(
  (g) => ({ id: g.id, title: listedTitle(g), items: [...(sidebars[g.id] ?? [])] }),
);

/** Every link of a sidebar, in reading order. */
function links(items: readonly DefaultTheme.SidebarItem[]): { text: string; link: string }[] {
  return items.flatMap((item) => [
    ...(item.link === undefined ? [] : [{ text: item.text ?? item.link, link: item.link }]),
    ...links(item.items ?? []),
  ]);
}

/**
 * Page titles name their game ("Powerhouses — Rules in our words", not three pages called "Rules in
 * our words"), and Previous/Next stay inside the game's own section instead of running on into the
 * next game's.
 */
function gamePageData(pageData: PageData): void {
  const path = `/${pageData.relativePath.replace(/(^|\/)index\.md$/, "$1").replace(/\.md$/, "")}`;
  const game = gameOfPath(path);
  if (game === undefined) return;
  if (!pageData.title.includes(game.short)) pageData.title = `${game.short} — ${pageData.title}`;
  const list = links(sidebars[game.id] ?? []);
  const at = list.findIndex((l) => l.link === path);
  if (at < 0) return;
  const fm = pageData.frontmatter;
  if (fm.prev === undefined) fm.prev = at > 0 ? list[at - 1] : false;
  if (fm.next === undefined) fm.next = at < list.length - 1 ? list[at + 1] : false;
}

/** The lead's engine-shape page is listed once it exists (it is written in its own issue). */
const architecture: DefaultTheme.SidebarItem[] = existsSync(
  fileURLToPath(new URL("../guide/architecture.md", import.meta.url)),
)
  ? [{ text: "The engine shape", link: "/guide/architecture" }]
  : [];

const guideSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: "Guide",
    items: [
      { text: "What is Ringside?", link: "/guide/" },
      { text: "Getting started", link: "/guide/getting-started" },
      ...architecture,
      { text: "Replaying a published sample", link: "/guide/replaying-samples" },
      { text: "Writing a bot", link: "/guide/writing-a-bot" },
      { text: "Saving and resuming", link: "/guide/saving-and-resuming" },
      { text: "Simulating many matches", link: "/guide/simulating" },
      { text: "A show night with the CLI", link: "/guide/federation-cli" },
      { text: "The ringside CLI's files", link: "/guide/federation-files" },
      { text: "The table kit (for demo authors)", link: "/guide/table-kit" },
      { text: "Performance", link: "/guide/performance" },
    ],
  },
  {
    text: "Core",
    items: [
      { text: "Overview", link: "/core/" },
      { text: "Dice", link: "/core/dice" },
      { text: "Decks", link: "/core/decks" },
    ],
  },
  { text: "Reference", items: [{ text: "Errata", link: "/errata" }] },
];

/** On a game's pages, every game is a sidebar group; the current one starts open. */
function gamesSidebar(current: string): DefaultTheme.SidebarItem[] {
  return games.map((g) => ({
    text: g.title,
    collapsed: g.id !== current,
    items: g.items,
  }));
}

/** The API sidebar written by typedoc-vitepress-theme, one group per package, core first. */
function apiSidebar(): DefaultTheme.SidebarItem[] {
  const file = fileURLToPath(new URL("../api/typedoc-sidebar.json", import.meta.url));
  if (!existsSync(file)) return [{ text: "Run docs:api to build the API reference", link: "/api/" }];
  const groups = JSON.parse(readFileSync(file, "utf8")) as DefaultTheme.SidebarItem[];
  const rank = (item: DefaultTheme.SidebarItem): number => {
    const index = packages.findIndex((p) => item.text === `@ringside/${p}`);
    return index < 0 ? packages.length : index;
  };
  return [{ text: "API reference", link: "/api/" }, ...[...groups].sort((a, b) => rank(a) - rank(b))];
}

export default defineConfig({
  title: "Ringside",
  description:
    "Tabletop pro-wrestling games as seeded, replayable TypeScript engines, with their rules explained and their published samples checked.",
  lang: "en-US",
  cleanUrls: true,
  lastUpdated: false,
  ignoreDeadLinks: false,
  // The browser tests' README is for contributors, not a page of the site.
  srcExclude: ["test/**"],
  transformPageData: gamePageData,
  // Moved pages open their new path, match links included (./redirects.ts).
  transformHead: ({ pageData }) => redirectHead(pageData.frontmatter),
  head: [["link", { rel: "icon", type: "image/svg+xml", href: "/logo.svg" }]],
  themeConfig: {
    logo: "/logo.svg",
    nav: [
      { text: "Guide", link: "/guide/getting-started", activeMatch: "^/guide/" },
      {
        text: "Games",
        items: games.map((g) => ({ text: g.title, link: `/${g.id}/` })),
      },
      { text: "Core", link: "/core/", activeMatch: "^/core/" },
      { text: "Errata", link: "/errata" },
      { text: "API", link: "/api/", activeMatch: "^/api/" },
    ],
    sidebar: {
      "/guide/": guideSidebar,
      "/core/": guideSidebar,
      "/errata": guideSidebar,
      "/api/": apiSidebar(),
      ...Object.fromEntries(games.map((g) => [`/${g.id}/`, gamesSidebar(g.id)])),
    },
    search: {
      provider: "local",
      options: {
        miniSearch: {
          searchOptions: {
            // Hand-written pages first: a match in the generated API reference weighs a fifth as
            // much, and an interface's property (`taunt`, `initiative`) a twentieth, so a game
            // word finds the game's pages before a field of the same name. Self-contained
            // (VitePress sends this function to the browser as text).
            boostDocument: (id: string, _term: string, stored?: Record<string, unknown>) =>
              !id.startsWith("/api/")
                ? 1
                : Array.isArray(stored?.titles) && stored.titles[stored.titles.length - 1] === "Properties"
                  ? 0.05
                  : 0.2,
          },
        },
      },
    },
    outline: { level: [2, 3] },
    footer: {
      message: "Released under the MIT License.",
      copyright: "Copyright © 2026 the Ringside contributors",
    },
    docFooter: { prev: "Previous page", next: "Next page" },
  },
  vite: {
    // Simulation workers import the game packages: bundle them as ES modules.
    worker: { format: "es" },
    // The largest chunk is the local search index (it covers the API reference); it loads only
    // when the search box opens.
    build: { chunkSizeWarningLimit: 1200 },
    resolve: {
      alias: [
        // Entry points such as `@ringside/powerhouses/engine` map to `src/engine.ts`.
        ...packages.map((name) => ({
          find: new RegExp(`^@ringside/${name}/([a-z]+)$`),
          replacement: `${repoRoot}packages/${name}/src/$1.ts`,
        })),
        ...packages.map((name) => ({
          find: new RegExp(`^@ringside/${name}$`),
          replacement: `${repoRoot}packages/${name}/src/index.ts`,
        })),
      ],
    },
  },
});
