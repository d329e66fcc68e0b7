/**
 * Every option of every game's declared facts points at a docs section that exists and names the
 * option: the page (`docs/<path>.md`), a heading on it whose anchor is the link's, and the option's
 * name in backticks between that heading and the next one of the same or a higher level.
 */
import { existsSync, readFileSync } from "node:fs";
import type { GameFacts } from "@ringside/core";
import { facts as blitzmatch } from "@ringside/blitzmatch";
import { facts as fastmatch } from "@ringside/fastmatch";
import { facts as powerhouses } from "@ringside/powerhouses";
import { facts as rasslefest } from "@ringside/rasslefest";
import { facts as ringmaster } from "@ringside/ringmaster";
import { facts as superdice } from "@ringside/superdice";
import { describe, expect, it } from "vitest";

const docs = new URL("../../docs/", import.meta.url).pathname;

/** VitePress's heading anchors (its default slugify). */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036F]/g, "")
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^(\d)/, "_$1")
    .toLowerCase();
}

/** The text of the section `anchor` of a markdown page, or null when no heading has that anchor. */
export function section(markdown: string, anchor: string): string | null {
  const lines = markdown.split("\n");
  let start = -1;
  let level = 0;
  let fenced = false;
  for (const [i, line] of lines.entries()) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading === null) continue;
    const depth = heading[1]!.length;
    if (start >= 0 && depth <= level) return lines.slice(start, i).join("\n");
    if (start < 0 && (heading[3] ?? slug(heading[2]!)) === anchor) {
      start = i;
      level = depth;
    }
  }
  return start < 0 ? null : lines.slice(start).join("\n");
}

/** What is wrong with the docs link of each option (nothing when every link holds). */
export function docsProblems(facts: GameFacts<object>, root = docs): string[] {
  const problems: string[] = [];
  const options = facts.options as Readonly<Record<string, { readonly docs: string }>>;
  for (const [name, { docs: link }] of Object.entries(options)) {
    const [path = "", anchor = ""] = link.slice(1).split("#");
    const page = [`${root}${path}.md`, `${root}${path}/index.md`].find((p) => existsSync(p));
    if (page === undefined) {
      problems.push(`${facts.id}.${name}: no page ${path}`);
      continue;
    }
    const text = section(readFileSync(page, "utf8"), anchor);
    if (text === null) problems.push(`${facts.id}.${name}: no heading #${anchor} on ${path}`);
    else if (!text.includes(`\`${name}`)) problems.push(`${facts.id}.${name}: not named in ${link}`);
  }
  return problems;
}

describe("the docs section of every option", () => {
  for (const facts of [powerhouses, fastmatch, blitzmatch, rasslefest, ringmaster, superdice]) {
    it(`${facts.id}: each option's docs section exists and names it`, () => {
      expect(docsProblems(facts)).toEqual([]);
    });
  }

  it("a wrong page, anchor or section is found", () => {
    const base = { ...powerhouses, options: {} };
    const at = (docs: `/${string}#${string}`): GameFacts<object> => ({
      ...base,
      options: { takeDownTie: { default: "roll-again", summary: "", docs } },
    });
    expect(docsProblems(at("/powerhouses/nowhere#options"))).toEqual([
      "powerhouses.takeDownTie: no page powerhouses/nowhere",
    ]);
    expect(docsProblems(at("/powerhouses/interpretations#nothing"))).toEqual([
      "powerhouses.takeDownTie: no heading #nothing on powerhouses/interpretations",
    ]);
    expect(docsProblems(at("/powerhouses/interpretations#what-the-bots-assume"))).toEqual([
      "powerhouses.takeDownTie: not named in /powerhouses/interpretations#what-the-bots-assume",
    ]);
  });
});
