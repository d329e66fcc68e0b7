import { fileURLToPath } from "node:url";

/** The built site that the browser tests serve (`pnpm docs:build` writes it). */
export const distDir = fileURLToPath(new URL("../.vitepress/dist/", import.meta.url));

/** Where screenshots go (git-ignored). */
export const screenshotDir = fileURLToPath(new URL("./screenshots/", import.meta.url));
