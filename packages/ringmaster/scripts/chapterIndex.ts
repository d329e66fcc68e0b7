/**
 * Builds `test/data/chapter-index.json` from the match chapter's text file (kept outside the
 * repository): for each paragraph (¶n is line n), the hashes of its word stems, sorted. It holds no
 * text of the chapter; the citation test checks that every ¶ a rule module cites exists and holds
 * the rule's key term.
 *
 * ```sh
 * pnpm --filter @ringside/ringmaster run chapter-index -- <path of ringmaster-match-chapter.txt>
 * ```
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { hashStem, stems } from "../test/chapterWords.js";

const path = process.argv[2];
if (path === undefined) throw new Error("usage: chapter-index <path of the chapter's text file>");
const lines = readFileSync(path, "utf8").replace(/\n+$/, "").split("\n");
const paragraphs = lines.map((line) => [...new Set(stems(line).map(hashStem))].sort().join(" "));
const out = { source: basename(path), paragraphs };
// run from the package directory (as `pnpm --filter` does)
writeFileSync("test/data/chapter-index.json", `${JSON.stringify(out, null, 1)}\n`);
console.log(`${String(paragraphs.length)} paragraphs indexed`);
