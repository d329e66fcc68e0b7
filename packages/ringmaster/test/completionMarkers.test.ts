/**
 * Every export that implements a piece Ringside designed (the completion of what the chapter lost)
 * says so in its doc comment: "Ringside's completion (`completion.md` › N)" or, in the data tables,
 * "(completion §N)". Each runtime export of the package is classified here once: designed by us
 * (`OURS`), the chapter's own rule or figure (`TEXT`), or the engine around the rules (`ENGINE`:
 * the game's plumbing, bots, narrator, samples). A new export fails until it is classified, an
 * export of ours without the marker fails, and so does a marker on an export not classified as ours.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

const SRC = fileURLToPath(new URL("../src", import.meta.url));

/** The exports that implement Ringside's completion. */
const OURS = [
  "ARSENAL_SIZE",
  "ATTRIBUTES",
  "ATTRIBUTE_BASE",
  "ATTRIBUTE_NAMES",
  "BRUNO_MADDOX",
  "COUNTERS",
  "COUNT_LIMITS",
  "CREATION_MAX",
  "CREATION_POINTS",
  "DEFAULT_AUTOMATIC_DQ",
  "DEFAULT_CAGE_FEET",
  "DEFAULT_OPTIONS",
  "DEFAULT_RINGMASTER_OPTIONS",
  "DEFAULT_WARNING_THRESHOLD",
  "DOC_HALVERSON",
  "DRAW_KINDS",
  "FINISHER_MIN_LEVEL",
  "FIRE_TAB_STUN_DICE",
  "FLAGGED_ALIASES",
  "FLAGS",
  "FLAG_RULES",
  "FLASH_DELGADO",
  "FORCE_LETTERS",
  "FORCE_LETTER_NAMES",
  "FOREIGN_OBJECTS",
  "ILLEGAL_ACTIONS",
  "ILLEGAL_ACTION_SOURCE",
  "INTENSITY_PER_POINT",
  "MANEUVERS",
  "MANEUVER_CLASSES",
  "MANEUVER_TAGS",
  "MAX_MERITS",
  "MERITS_AND_FLAWS",
  "MERIT_AND_FLAW_NAMES",
  "MERIT_COST",
  "PRESTIGE_CHANGES",
  "PRESTIGE_RANKS",
  "SAMPLE_WRESTLERS",
  "STRICT_AUTOMATIC_DQ",
  "STUN_CODE_DICE",
  "SUPERSETS",
  "SURFACES",
  "TRAINING_BONUSES",
  "TRAINING_POINTS",
  "TRICKS",
  "WEAR_DOWN_NAMES",
  "applyAbsolute",
  "applyFlags",
  "attemptTarget",
  "counterByName",
  "counterTarget",
  "deriveTraits",
  "drawOf",
  "engineeredPenalty",
  "forceDiceCount",
  "forceFormula",
  "foreignObjectByName",
  "healInjuries",
  "holdOptionTarget",
  "lungeEscapeTargetNow",
  "maneuverByName",
  "matchPrestige",
  "parseForceCode",
  "pinOptionTarget",
  "prestigeFromMatch",
  "prestigeRank",
  "rememberMatchTricks",
  "rememberTrick",
  "resolveManeuver",
  "resultWeight",
  "reversalTarget",
  "ringmaster",
  "titleChanged",
  "trickByName",
  "weeksToHeal",
];

/** The chapter's own rules and figures, restated (each cites its ¶). */
const TEXT = [
  "APRON_STEPS",
  "AUTOMATIC_WARNINGS",
  "BODY_PARTS",
  "CAGE_KINDS",
  "CAGE_MATERIALS",
  "CAGE_STUN_DICE",
  "CAGE_VICTORIES",
  "CHAPTER_MANEUVERS",
  "COUNTS",
  "NOTICE_MODIFIER",
  "POSITIONS",
  "POSITION_CATEGORY",
  "RAILING_STEPS",
  "RING_FEET",
  "WARNING_DISTRACTION",
  "cageSteps",
  "flagDistance",
  "holdCounterTarget",
  "lungeTagTargetNow",
  "recoverImpairment",
  "ropeSteps",
  "sittingSteps",
  "trickPenalty",
];

/** The engine around the rules: the game's plumbing, the bots, the narrator, the samples. */
const ENGINE = [
  "RINGMASTER_PLAYERS",
  "ROMAN",
  "cageExample",
  "createNarrator",
  "facts",
  "gameId",
  "groupMoves",
  "attackKind",
  "heuristicBot",
  "randomBot",
  "sampleReports",
  "samples",
  "searchBot",
  "tagTeamBot",
  "validateConfig",
  "workedFigures",
];

/** Exports under another name (`export { a as b }`): the doc comment is the original's. */
const ALIASES: Readonly<Record<string, string>> = { DEFAULT_OPTIONS: "DEFAULT_RINGMASTER_OPTIONS" };

/** The marker: the doc comment names Ringside's completion. */
const MARKER = /\bcompletion\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}

/** The doc comment of every exported declaration in the sources, by name (each file where it is). */
function docComments(): Map<string, { doc: string; files: string[] }> {
  const out = new Map<string, { doc: string; files: string[] }>();
  const declaration =
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export (?:declare )?(?:async )?(?:function\*?|const|let|class|enum) (\w+)/g;
  for (const file of sources(SRC)) {
    for (const m of readFileSync(file, "utf8").matchAll(declaration)) {
      const name = m[2] ?? "";
      const seen = out.get(name);
      out.set(name, { doc: m[1] ?? "", files: [...(seen?.files ?? []), file] });
    }
  }
  return out;
}

describe("the completion marker on the exports", () => {
  const names = Object.keys(api).sort();
  const docs = docComments();
  const docOf = (name: string): string | undefined => {
    const d = docs.get(ALIASES[name] ?? name);
    return d?.files.length === 1 ? d.doc : undefined;
  };

  it("every runtime export is classified exactly once", () => {
    const classified = [...OURS, ...TEXT, ...ENGINE];
    expect(classified.filter((n, i) => classified.indexOf(n) !== i)).toEqual([]);
    expect([...classified].sort()).toEqual(names);
  });

  it("every export has one doc comment at its declaration", () => {
    expect(names.filter((n) => docOf(n) === undefined)).toEqual([]);
  });

  it("every export of the completion says so in its doc comment", () => {
    expect(OURS.filter((n) => !MARKER.test(docOf(n) ?? ""))).toEqual([]);
  });

  it("no export of the text or the engine claims to be the completion", () => {
    expect([...TEXT, ...ENGINE].filter((n) => MARKER.test(docOf(n) ?? ""))).toEqual([]);
  });

  it("every export of the text cites its paragraph", () => {
    expect(TEXT.filter((n) => !/¶\d+/.test(docOf(n) ?? ""))).toEqual([]);
  });
});
