/**
 * Forgiving BlitzMatch input: players write "Martial Arts", "high flying", "High Risk 3",
 * "rest hold" or "same as round 2"; the engine takes camelCase keys and exact attitudes. As for
 * FastMatch, only unambiguous forms are rewritten; anything else is left for the engine's strict
 * check to name (with its suggestion).
 */
import { isRecord } from "@ringside/core";
import { freeScores } from "@ringside/blitzmatch";
import { sameAs, simplify } from "./forgiving.js";

/** The BlitzMatch aliases the CLI accepts, by field (keys are simplified forms); the docs list them. */
export const BLITZ_ALIASES = {
  /** Slot attributes and styles (keys of a slot sheet; ADD and DISCARD of a strategy). */
  attribute: {
    energy: "energy",
    recovery: "recovery",
    stamina: "stamina",
    teamwork: "teamWork",
    "team-work": "teamWork",
    technical: "technical",
    technique: "technical",
    power: "power",
    "martial-arts": "martialArts",
    martialarts: "martialArts",
    brawling: "brawling",
    brawl: "brawling",
    "high-flying": "highFlying",
    highflying: "highFlying",
    "high-flyer": "highFlying",
    weight: "weight",
    cheating: "cheating",
    cheat: "cheating",
  },
  /** The four attitudes of a round action. */
  attitude: {
    "rest-hold": "rest-hold",
    resthold: "rest-hold",
    rest: "rest-hold",
    rh: "rest-hold",
    defensive: "defensive",
    defence: "defensive",
    defense: "defensive",
    d: "defensive",
    normal: "normal",
    regular: "normal",
    n: "normal",
    "high-risk": "high-risk",
    highrisk: "high-risk",
    hr: "high-risk",
  },
} as const satisfies Record<string, Record<string, string>>;

function alias(field: keyof typeof BLITZ_ALIASES, value: unknown): unknown {
  if (typeof value !== "string") return value;
  const table: Readonly<Record<string, string>> = BLITZ_ALIASES[field];
  const key = simplify(value);
  return Object.hasOwn(table, key) ? table[key] : value;
}

/**
 * A BlitzMatch slot sheet with forgiving attribute keys ("Martial Arts", "high flying", "TeamWork");
 * an attribute left out starts where the slot-building rules start it (1, Recovery 5), so a player
 * writes only what he bought.
 */
export function forgivingSlot(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const written = Object.fromEntries(
    Object.entries(input).map(([k, v]) => [
      k === "name" || k === "custom" ? k : String(alias("attribute", k)),
      v,
    ]),
  );
  return { ...freeScores(), ...written };
}

/**
 * One round action as players write it: `{ attitude: High Risk, activity: 3 }`, or one string
 * such as `"high risk 3"`, `"HR3"`, `"Normal 2"`, `"rest hold"` (a rest-hold's activity is 0).
 * "Defensive 0" (or `D0`) is a rest-hold, as Part IV's energy tracks write it.
 */
export function roundAction(line: unknown): unknown {
  if (typeof line === "string") {
    const m = /^\s*([a-z][a-z\s_-]*?)[\s_-]*([0-3])?\s*$/i.exec(line);
    const said = m?.[1];
    if (m === null || said === undefined) return line;
    if (!Object.hasOwn(BLITZ_ALIASES.attitude, simplify(said))) return line;
    const attitude = alias("attitude", said);
    const activity = m[2] === undefined ? (attitude === "rest-hold" ? 0 : undefined) : Number(m[2]);
    if (activity === undefined) return line;
    return { attitude: attitude === "defensive" && activity === 0 ? "rest-hold" : attitude, activity };
  }
  if (!isRecord(line)) return line;
  const out: Record<string, unknown> = { ...line };
  if (line.attitude !== undefined) out.attitude = alias("attitude", line.attitude);
  if (out.attitude === "rest-hold" && line.activity === undefined) out.activity = 0;
  // Part IV's energy tracks write a rest-hold as "Defensive 0" (and the engine prints it D0).
  if (out.attitude === "defensive" && out.activity === 0) out.attitude = "rest-hold";
  return out;
}

/**
 * A BlitzMatch strategy with forgiving style names in ADD and DISCARD, forgiving attitudes, round
 * actions written as one string, and "same as round N" lines written out.
 */
export function forgivingBlitzStrategy(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const out: Record<string, unknown> = { ...input };
  if (Array.isArray(input.add)) out.add = input.add.map((s) => alias("attribute", s));
  if (input.discard !== undefined) out.discard = alias("attribute", input.discard);
  if (Array.isArray(input.rounds)) {
    const rounds: unknown[] = [];
    input.rounds.forEach((line: unknown, i) => {
      const same = sameAs(line);
      if (same !== null && same >= 1 && same <= i) rounds.push(rounds[same - 1]);
      else rounds.push(roundAction(line));
    });
    out.rounds = rounds;
  }
  return out;
}
