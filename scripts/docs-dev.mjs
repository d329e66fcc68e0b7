#!/usr/bin/env node
// `npm start`: the docs site in development mode on a fixed port, with the URL printed first.
// The API reference is rebuilt only when its sources changed (scripts/docs-api.mjs).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 5173);
const api = spawnSync(process.execPath, [resolve(root, "scripts", "docs-api.mjs")], {
  cwd: root,
  stdio: "inherit",
});
if (api.status !== 0) process.exit(api.status ?? 1);
console.log(`\nRingside docs: http://localhost:${port}/ (set PORT to use another port; Ctrl+C stops)\n`);
const dev = spawnSync(
  process.execPath,
  [
    resolve(root, "node_modules", "vitepress", "bin", "vitepress.js"),
    "dev",
    "docs",
    "--port",
    String(port),
    "--open",
  ],
  { cwd: root, stdio: "inherit" },
);
process.exit(dev.status ?? 0);
