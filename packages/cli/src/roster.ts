/**
 * The federation's roster: one file listing the wrestlers' sheets with their records and titles.
 * `ringside roster apply` writes a show's results onto it (records, titles, who wrestled) and the
 * injuries onto the FastMatch character sheets; `ringside roster week` heals a week. Files are
 * edited through the YAML library's Document API, so comments and key order stay as the head
 * wrote them; JSON files are written back as JSON in their key order.
 */
import { dirname, resolve } from "node:path";
import * as v from "valibot";
import { isCollection } from "yaml";
import { checkInput, Problems } from "@ringside/core";
import { loadSlot } from "@ringside/blitzmatch";
import { loadCharacter, type Character } from "@ringside/fastmatch";
import { forgivingSlot } from "./input/blitz.js";
import { locate, readSource, type FileProblem, type SourceFile } from "./input/document.js";
import { forgivingCharacter } from "./input/forgiving.js";
import { collect, SourceMap } from "./input/sourceMap.js";

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The valibot schema of a roster file (its JSON Schema: `schemas/roster.schema.json`). */
export const rosterSchema = v.strictObject({
  federation: v.optional(v.pipe(v.string(), v.description("The federation's name"))),
  week: v.optional(v.pipe(count, v.description("The current week; `roster week` counts it up"))),
  applied: v.optional(
    v.pipe(
      v.array(v.string()),
      v.description("The shows already applied (written by `roster apply`, which refuses a show twice)"),
    ),
  ),
  healedAfter: v.optional(
    v.pipe(
      count,
      v.description(
        "How many shows were applied when `roster week` last healed: it heals again only after another show (or with --again)",
      ),
    ),
  ),
  lastHealingSeed: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.description("The seed of the last week's healing rolls (written by `roster week`)"),
    ),
  ),
  wrestlers: v.pipe(
    v.array(
      v.strictObject({
        sheet: v.pipe(
          v.string(),
          v.regex(/\.(ya?ml|json)$/i, "a sheet is a .yaml, .yml or .json file"),
          v.description("The FastMatch character or BlitzMatch slot file, relative to the roster"),
        ),
        record: v.optional(
          v.strictObject({ wins: v.optional(count), losses: v.optional(count), draws: v.optional(count) }),
        ),
        titles: v.optional(v.pipe(v.array(v.string()), v.description("The titles this wrestler holds"))),
        wrestled: v.optional(
          v.pipe(
            v.boolean(),
            v.description("Wrestled this week (written by `roster apply`, cleared by `roster week`)"),
          ),
        ),
      }),
    ),
    v.description("Every wrestler (or BlitzMatch slot) of the federation"),
  ),
});

/** A roster file's data. */
export type RosterData = v.InferOutput<typeof rosterSchema>;

/** One wrestler of a loaded roster, with his sheet. */
export interface RosterEntry {
  readonly index: number;
  readonly name: string;
  readonly sheet: SourceFile;
  /** His FastMatch character (null for a BlitzMatch slot). */
  readonly character: Character | null;
}

/** A loaded roster: its file, its data and its wrestlers by name. */
export interface Roster {
  readonly file: SourceFile;
  readonly data: RosterData;
  readonly entries: ReadonlyMap<string, RosterEntry>;
}

const RULE = "ringside › Roster files";

/** Reads a roster and every sheet it names; adds every problem and returns the roster if valid. */
export function loadRoster(file: SourceFile, problems: FileProblem[]): Roster | undefined {
  const map = new SourceMap();
  map.add("", file, []);
  const found = new Problems();
  const data = checkInput(rosterSchema, file.value, "", found, { "": RULE });
  problems.push(...found.list.map((p) => map.problem(p)));
  // The sheets are checked even when the roster itself has problems: every problem at once.
  const root = file.value as { wrestlers?: unknown } | null;
  const listed: unknown[] =
    typeof root === "object" && root !== null && Array.isArray(root.wrestlers) ? root.wrestlers : [];
  const entries = new Map<string, RosterEntry>();
  const before = problems.length;
  listed.forEach((w: unknown, index) => {
    const at = `wrestlers[${index}].sheet`;
    const sheetName = typeof w === "object" && w !== null ? (w as { sheet?: unknown }).sheet : undefined;
    if (typeof sheetName !== "string" || !/\.(ya?ml|json)$/i.test(sheetName)) return;
    const read = readSource(resolve(dirname(file.path), sheetName));
    if (read.unreadable !== undefined) {
      problems.push({
        position: locate(file, ["wrestlers", index, "sheet"]),
        path: at,
        message: `cannot read ${sheetName}: ${read.unreadable}`,
        rule: RULE,
      });
      return;
    }
    problems.push(...read.problems);
    if (read.file === undefined) return;
    const sheet = read.file;
    const value = sheet.value as Record<string, unknown> | null;
    const sheetMap = new SourceMap();
    sheetMap.add("sheet", sheet, []);
    const isCharacter = typeof value === "object" && value !== null && "attributes" in value;
    const character = isCharacter
      ? collect(sheetMap, problems, () => loadCharacter(forgivingCharacter(value), "sheet"))
      : undefined;
    const slot = isCharacter ? undefined : collect(sheetMap, problems, () => loadSlot(forgivingSlot(value)));
    const name = character?.name ?? slot?.name;
    if (name === undefined) return;
    if (entries.has(name)) {
      problems.push({
        position: locate(file, ["wrestlers", index, "sheet"]),
        path: at,
        message: `${name} is on the roster twice`,
        rule: RULE,
      });
      return;
    }
    entries.set(name, { index, name, sheet, character: character ?? null });
  });
  return data === undefined || problems.length > before ? undefined : { file, data, entries };
}

/** A file's text after its document was edited: YAML as the library prints it, JSON as JSON. */
export function printSource(file: SourceFile): string {
  if (/\.json$/i.test(file.path)) return `${JSON.stringify(file.doc.toJS(), null, 2)}\n`;
  return file.doc.toString();
}

/** Writes an injury map onto a sheet's document: the `injuries` key set, or removed when healed. */
export function setInjuries(sheet: SourceFile, injuries: Readonly<Record<string, number | undefined>>): void {
  const left = Object.fromEntries(Object.entries(injuries).filter(([, n]) => (n ?? 0) > 0));
  if (Object.keys(left).length === 0) {
    if (sheet.doc.hasIn(["injuries"])) sheet.doc.deleteIn(["injuries"]);
    return;
  }
  const node = sheet.doc.createNode(left);
  if (isCollection(node)) node.flow = true;
  sheet.doc.setIn(["injuries"], node);
}

/** The roster file: the one given, else `roster.yaml` in the working directory. */
export function rosterPath(cwd: string, given: string | undefined): string {
  return resolve(cwd, given ?? "roster.yaml");
}
