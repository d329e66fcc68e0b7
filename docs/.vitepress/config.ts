import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type DefaultTheme } from "vitepress";
import blitzmatch from "../blitzmatch/sidebar";
import fastmatch from "../fastmatch/sidebar";
import powerhouses from "../powerhouses/sidebar";
import rasslefest from "../rasslefest/sidebar";
import ringmaster from "../ringmaster/sidebar";
import superdice from "../superdice/sidebar";

/** The repository root (two levels above this file). */
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Every package of the workspace, core first: each is aliased to its sources. */
const packages = ["core", "powerhouses", "fastmatch", "blitzmatch", "rasslefest", "ringmaster", "superdice"];

/** The six games, in the order the site lists them, with the sidebar each game section owns. */
const games: readonly { id: string; title: string; items: DefaultTheme.SidebarItem[] }[] = [
  { id: "powerhouses", title: "Powerhouses of Wrestling!", items: [...powerhouses] },
  { id: "fastmatch", title: "FastMatch! 3.0", items: [...fastmatch] },
  { id: "blitzmatch", title: "BlitzMatch! 2.2", items: [...blitzmatch] },
  { id: "rasslefest", title: "Rasslefest", items: [...rasslefest] },
  { id: "ringmaster", title: "RingMaster", items: [...ringmaster] },
  { id: "superdice", title: "Super Dice", items: [...superdice] },
];

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
      { text: "The table kit (for demo authors)", link: "/guide/table-kit" },
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
    search: { provider: "local" },
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
