/**
 * axe-core over every page of the built site: no serious or critical violation in what the project
 * owns (the pages' content, the demos, the theme's own components), in the light theme, and no
 * colour-contrast failure of ours in the dark theme either. Violations in VitePress's own chrome
 * (nav bar, sidebar, search, outline, footer, heading anchors) are listed apart, in
 * docs/test/artifacts/axe-theme.json, and do not fail the run; code blocks (Shiki's colours) are
 * left out of the run.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages, launchBrowser, siteUrl, waitUntilReady } from "./browser";
import { artifactDir, distDir } from "./paths";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One violation's node as the test reports it. */
interface Finding {
  readonly page: string;
  readonly theme: "light" | "dark";
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly html: string;
  readonly owner: "project" | "vitepress";
}

/** Pages to check: every built page but the stubs left at old paths (they only redirect). */
function pagesToCheck(): string[] {
  return builtPages().filter((p) => {
    const file =
      p === "/" ? "index.html" : p.endsWith("/") ? `${p.slice(1)}index.html` : `${p.slice(1)}.html`;
    return !readFileSync(join(distDir, file), "utf8").includes('name="rs-redirect"');
  });
}

/**
 * Runs axe on the open page and says who owns each serious or critical node. VitePress owns its
 * chrome and what it generates inside the content (code blocks, heading anchors); everything else
 * in the content, and every `rs-` component, is the project's.
 */
async function audit(page: Page, path: string, theme: "light" | "dark"): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ path, theme }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
        .axe;
      const options =
        theme === "dark"
          ? { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] }
          : {
              runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
              resultTypes: ["violations"],
            };
      // Code blocks are VitePress's own (Shiki's colours) and hold thousands of spans: left out,
      // so the run stays quick.
      const context = { exclude: [['div[class*="language-"]']] };
      const result = (await axe.run(context, options)) as {
        violations: { id: string; impact: string | null; nodes: { target: string[]; html: string }[] }[];
      };
      const THEME = [
        ".VPNav",
        ".VPLocalNav",
        ".VPSidebar",
        ".VPDocAside",
        ".VPDocFooter",
        ".VPFooter",
        ".VPLocalSearchBox",
        ".VPHero",
        ".VPSkipLink",
        ".header-anchor",
        'div[class*="language-"]',
        ".vp-code-group",
      ].join(", ");
      const out: {
        page: string;
        theme: "light" | "dark";
        rule: string;
        impact: string;
        target: string;
        html: string;
        owner: "project" | "vitepress";
      }[] = [];
      for (const v of result.violations) {
        if (v.impact !== "serious" && v.impact !== "critical") continue;
        for (const n of v.nodes) {
          const selector = n.target.join(" ");
          const el = document.querySelector(n.target[n.target.length - 1] ?? "html");
          const ours = el?.closest('[class*="rs-"], [data-testid]') ?? null;
          const theirs = el?.closest(THEME) ?? null;
          const inContent = el?.closest(".vp-doc, .VPHome, .NotFound") ?? null;
          const owner = ours !== null || (inContent !== null && theirs === null) ? "project" : "vitepress";
          out.push({
            page: path,
            theme,
            rule: v.id,
            impact: v.impact,
            target: selector,
            html: n.html.slice(0, 160),
            owner,
          });
        }
      }
      return out;
    },
    { path, theme },
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("axe over every page", () => {
  it("finds no serious or critical violation of the project's, in light and dark", async () => {
    const pages = pagesToCheck();
    expect(pages.length).toBeGreaterThan(50);
    const findings: Finding[] = [];
    let checked = 0;
    // The two themes run side by side, each in its own context and page.
    await Promise.all(
      (["light", "dark"] as const).map(async (theme) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((t) => localStorage.setItem("vitepress-theme-appearance", t), theme);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        try {
          for (const path of pages) {
            // The dark run checks contrast only, and leaves out the generated API reference (its
            // text is the theme's code and prose colours, checked in the light run).
            if (theme === "dark" && path.startsWith("/api/")) continue;
            await page.goto(siteUrl(path), { waitUntil: "load" });
            await waitUntilReady(page, path, errors);
            findings.push(...(await audit(page, path, theme)));
            checked++;
            if (checked % 20 === 0) console.log(`axe: ${checked} pages checked`);
          }
        } finally {
          await context.close();
        }
      }),
    );
    const theirs = findings.filter((f) => f.owner === "vitepress");
    mkdirSync(artifactDir, { recursive: true });
    const byRule = new Map<string, { rule: string; impact: string; pages: number; example: string }>();
    for (const f of theirs) {
      const key = `${f.rule} ${f.theme} ${/class="([^"]*)"/.exec(f.html)?.[1] ?? f.html.slice(0, 40)}`;
      const seen = byRule.get(key);
      if (seen === undefined)
        byRule.set(key, { rule: `${f.rule} (${f.theme})`, impact: f.impact, pages: 1, example: f.html });
      else seen.pages += 1;
    }
    writeFileSync(
      join(artifactDir, "axe-theme.json"),
      `${JSON.stringify(
        [...byRule.values()].sort((a, b) => a.rule.localeCompare(b.rule)),
        null,
        2,
      )}\n`,
    );
    const ours = findings.filter((f) => f.owner === "project");
    expect(ours, JSON.stringify(ours.slice(0, 30), null, 2)).toEqual([]);
  }, 900_000);
});
