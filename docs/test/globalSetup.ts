import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { distDir } from "./paths";
import { serveStatic, type StaticServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the built site, served on a loopback port for the whole run. */
    siteUrl: string;
  }
}

let server: StaticServer | undefined;

/** Serves docs/.vitepress/dist on a free loopback port and hands its URL to the tests. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(join(distDir, "index.html"))) {
    throw new Error(
      `No built site in ${distDir}: run \`pnpm run docs:build\` before \`pnpm run test:browser\`.`,
    );
  }
  server = await serveStatic(distDir);
  project.provide("siteUrl", server.url);
  console.log(`browser tests: serving ${distDir} at ${server.url}`);
}

/** Stops the server. */
export async function teardown(): Promise<void> {
  await server?.close();
}
