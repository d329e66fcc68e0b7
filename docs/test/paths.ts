import { fileURLToPath } from "node:url";

/** The built site that the browser tests serve (`pnpm docs:build` writes it). */
export const distDir = fileURLToPath(new URL("../.vitepress/dist/", import.meta.url));

/** Where screenshots go (git-ignored). */
export const screenshotDir = fileURLToPath(new URL("./screenshots/", import.meta.url));

/** Where committed screenshots go: each game's play page at desktop and phone width. */
export const artifactDir = fileURLToPath(new URL("./artifacts/", import.meta.url));
