/**
 * No dead in-page anchor in the built site: every `href="#x"` of a page points at an element of
 * that page with `id="x"` (the API reference's numbered anchors included, see
 * docs/.vitepress/typedoc/packageNames.mjs). Reads docs/.vitepress/dist; no browser needed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "./paths";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === "assets"
        ? []
        : htmlFiles(join(dir, e.name))
      : e.name.endsWith(".html")
        ? [join(dir, e.name)]
        : [],
  );
}

describe("in-page anchors", () => {
  it("every #anchor link of every page has its target on the page", () => {
    const dead: string[] = [];
    const files = htmlFiles(distDir);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const [, id] of html.matchAll(/href="#([^"]+)"/g)) {
        if (id !== undefined && !ids.has(decodeURIComponent(id)) && !ids.has(id))
          dead.push(`${relative(distDir, file)}#${id}`);
      }
    }
    expect(dead).toEqual([]);
  });
});
