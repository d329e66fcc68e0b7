/**
 * The Interpretations page (docs/fastmatch/interpretations.md) is part of what #19 asked for: the
 * readings the engine takes where the text is silent are listed there, and its "option" column
 * names only real options (keys of `FastMatchOptions`), each of them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@ringside/fastmatch";

const page = readFileSync(
  fileURLToPath(new URL("../../../docs/fastmatch/interpretations.md", import.meta.url)),
  "utf8",
);
/** The table's rows as [question, reading, option] (the header and its rule left out). */
const rows = page
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| question"))
  .map((line) =>
    line
      .replace(/\\\|/g, "¦")
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

describe("the Interpretations page", () => {
  it("names only real options in its option column, and every option", () => {
    const named = rows.map((r) => r[2] ?? "").filter((cell) => cell !== "—" && cell !== "");
    const keys = named.map((cell) => /^`(\w+)/.exec(cell)?.[1]);
    for (const key of keys) expect(Object.keys(DEFAULT_OPTIONS)).toContain(key);
    expect([...new Set(keys)].sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
  });
  it("lists the six readings the engine took without saying so", () => {
    const questions = rows.map((r) => r[0] ?? "").join("\n");
    for (const reading of [
      /finisher used while the partner is in the ring/i,
      /0-damage rows outside/i,
      /tie outside/i,
      /how many styles/i,
      /strategy points past the creation caps/i,
      /default finish in a team match/i,
    ])
      expect(questions).toMatch(reading);
  });
});
