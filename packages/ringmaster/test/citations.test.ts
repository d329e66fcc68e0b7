/**
 * The chapter's paragraph numbers in the package's modules and the game's docs pages (¶n is line n
 * of the chapter file): every ¶ a module under `src/` (the rule modules and the match, data and
 * sample modules) or a page of `docs/ringmaster/` cites exists, and the words around the citation (what the module says
 * the paragraph is about) meet a word of that paragraph, or of one of a cited range. Where our words
 * for a rule differ from the chapter's, `KEY_TERMS` names the chapter's term for that citation. The
 * chapter is not in the repository: `test/data/chapter-index.json` holds, per paragraph, hashes of its
 * word stems only (`pnpm --filter @ringside/ringmaster run chapter-index -- <chapter file>`).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hashStem, stem, stems } from "./chapterWords.js";

const SRC = fileURLToPath(new URL("../src", import.meta.url));
const DOCS = fileURLToPath(new URL("../../../docs/ringmaster", import.meta.url));
const INDEX = JSON.parse(readFileSync(new URL("./data/chapter-index.json", import.meta.url), "utf8")) as {
  readonly source: string;
  readonly paragraphs: readonly string[];
};
const PARAGRAPHS = INDEX.paragraphs.map((p) => new Set(p.split(" ")));

/**
 * The chapter's own term for a citation whose nearby words are ours ("file ¶n" → term): the rule is
 * the paragraph's, said in other words.
 */
const KEY_TERMS: Readonly<Record<string, string>> = {
  // "over the top once he has climbed it": the chapter calls it leaving the cage
  "rules/cage/escape.ts ¶145": "cage",
  // "Turnovers it takes": two Comebacks at once
  "rules/turnovers/firedUp.ts ¶130": "Comebacks",
  // "playing to the crowd": the crowd's paragraph writes Prestige as PRE
  "rules/prestige.ts ¶72": "crowd",
  // the Trick's −5% a use, cited beside the hidden objects and the Lunge Tag
  "match/concealed.ts ¶32": "Tricks",
  "match/hiddenInfo.ts ¶32": "Tricks",
  "match/targets.ts ¶32": "Counter",
  // the knockout: at 0 Intensity he passes out
  "match/hit.ts ¶115": "Intensity",
  // positioning is a step of the standard round
  "match/positioning.ts ¶11": "round",
  // the worked figures, cited in a list
  "samples/workedFigures.ts ¶49": "rope",
  "samples/workedFigures.ts ¶87": "Finishers",
  "samples/workedFigures.ts ¶98": "Injury",
  "samples/workedFigures.ts ¶107": "pinfall",
  // the docs pages: a Slam die against the turnbuckle; the tag paid with traded Stun
  "docs/ringmaster/rules.md ¶34": "turnbuckle",
  "docs/ringmaster/tag.md ¶58": "Stun",
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}

interface Citation {
  readonly file: string;
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** The stems of the words around it. */
  readonly context: readonly string[];
}

/** Every ¶ citation of the modules and pages (a single ¶n, or a range ¶a–¶b), with the words around it. */
function citations(): Citation[] {
  const out: Citation[] = [];
  const docs = readdirSync(DOCS)
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(DOCS, f));
  for (const path of [...sources(SRC), ...docs]) {
    const file = path.startsWith(SRC)
      ? relative(SRC, path).split("\\").join("/")
      : `docs/ringmaster/${relative(DOCS, path).split("\\").join("/")}`;
    const src = readFileSync(path, "utf8");
    for (const m of src.matchAll(/¶(\d+)(?:\s*[–-]\s*¶?(\d+))?/g)) {
      const at = m.index;
      const before = src.slice(Math.max(0, at - 100), at).replace(/¶\d+/g, " ");
      const after = src.slice(at + m[0].length, at + m[0].length + 50).replace(/¶\d+/g, " ");
      const context = [...stems(before).slice(-14), ...stems(after).slice(0, 6)];
      const from = Number(m[1]);
      out.push({ file, text: m[0], from, to: Number(m[2] ?? from), context });
    }
  }
  return out;
}

const has = (paragraph: number, s: string): boolean => PARAGRAPHS[paragraph - 1]?.has(hashStem(s)) === true;

describe(`the ¶ numbers of the modules and docs pages against ${INDEX.source}`, () => {
  const all = citations();

  it("the index is the chapter's (its paragraph count, and known words where they are)", () => {
    expect(PARAGRAPHS).toHaveLength(145);
    expect(has(105, stem("pinfall"))).toBe(true); // the cover and its three chances
    expect(has(87, stem("Finishers"))).toBe(true);
    expect(has(97, stem("pinfall"))).toBe(false); // the Injuries paragraph
  });

  it("the modules cite the chapter, and every key term is used", () => {
    expect(all.length).toBeGreaterThan(1000);
    const used = new Set(all.map((c) => `${c.file} ¶${String(c.from)}`));
    expect(Object.keys(KEY_TERMS).filter((k) => !used.has(k))).toEqual([]);
  });

  it("every cited ¶ exists", () => {
    const bad = all.filter((c) => c.from < 1 || c.to > PARAGRAPHS.length || c.to < c.from);
    expect(bad.map((c) => `${c.file} ${c.text}`)).toEqual([]);
  });

  it("every cited ¶ is about what the module says: its key term is in it", () => {
    const off = all.filter((c) => {
      const key = KEY_TERMS[`${c.file} ¶${String(c.from)}`];
      const terms = key === undefined ? c.context : [stem(key)];
      for (let p = c.from; p <= c.to; p++) if (terms.some((t) => has(p, t))) return false;
      return true;
    });
    expect(off.map((c) => `${c.file} ${c.text} (${c.context.join(" ")})`)).toEqual([]);
  });
});
