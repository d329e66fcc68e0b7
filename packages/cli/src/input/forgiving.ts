/**
 * Forgiving input: players write "High Risk", "Martial Artist", "Pin" or "same as round 3"; the
 * engines take exact names. This module turns the sloppy forms into the exact ones before the
 * engine's strict check runs, and only where the meaning is unambiguous. Unknown words are left as
 * they are, so the engine's own check names them (with its suggestion).
 */
import { isRecord } from "@ringside/core";

/** A name made comparable: lower case, spaces and underscores as hyphens, no trailing punctuation. */
export function simplify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[.!]+$/, "");
}

/** The aliases the CLI accepts, by field; the docs list them. Keys are simplified forms. */
export const ALIASES = {
  action: {
    regular: "regular",
    normal: "regular",
    "high-risk": "high-risk",
    highrisk: "high-risk",
    "high-flying": "high-risk",
    pin: "pin",
    pinfall: "pin",
    cover: "pin",
    submission: "submission",
    sub: "submission",
    hold: "submission",
    defensive: "defensive",
    defense: "defensive",
    defence: "defensive",
    "out-of-ring": "out-of-ring",
    outside: "out-of-ring",
    "out-of-the-ring": "out-of-ring",
  },
  finish: { pin: "pin", pinfall: "pin", submission: "submission", sub: "submission" },
  specialty: {
    normal: "normal",
    cage: "cage",
    "steel-cage": "cage",
    "barbed-wire": "barbed-wire",
    barbedwire: "barbed-wire",
    barbwire: "barbed-wire",
    landmine: "landmine",
    "land-mine": "landmine",
    "first-blood": "first-blood",
    firstblood: "first-blood",
  },
  style: {
    "high-flyer": "high-flyer",
    highflyer: "high-flyer",
    "high-flying": "high-flyer",
    powerhouse: "powerhouse",
    "power-house": "powerhouse",
    technician: "technician",
    technical: "technician",
    "martial-artist": "martial-artist",
    "martial-arts": "martial-artist",
    martialartist: "martial-artist",
  },
} as const satisfies Record<string, Record<string, string>>;

const ATTRIBUTES = new Set(["STR", "AGI", "SPD", "END", "TEC", "WEI", "TEAM", "INJURY"]);

function alias(field: keyof typeof ALIASES, value: unknown): unknown {
  if (typeof value !== "string") return value;
  const table: Readonly<Record<string, string>> = ALIASES[field];
  return Object.prototype.hasOwnProperty.call(table, simplify(value)) ? table[simplify(value)] : value;
}

function attribute(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const upper = value.trim().toUpperCase();
  return ATTRIBUTES.has(upper) ? upper : value;
}

/** "same as round 3", "same as 3", `{ same: 3 }`: the round this line repeats, or null. */
export function sameAs(line: unknown): number | null {
  const text =
    typeof line === "string"
      ? line
      : isRecord(line) && Object.keys(line).length === 1 && "same" in line
        ? String(line.same)
        : null;
  if (text === null) return null;
  const m = /^\s*(?:same(?:\s+as)?\s+)?(?:round\s+)?(\d+)\s*$/i.exec(text);
  return m === null ? null : Number(m[1]);
}

/** A FastMatch booking's specialty in any case and spacing ("Barbed Wire", "steel cage"). */
export function forgivingSpecialty(value: unknown): unknown {
  return alias("specialty", value);
}

/** A FastMatch character with forgiving style names and attribute keys. */
export function forgivingCharacter(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const out: Record<string, unknown> = { ...input };
  if (Array.isArray(input.styles)) out.styles = input.styles.map((s) => alias("style", s));
  if (isRecord(input.attributes)) {
    out.attributes = Object.fromEntries(
      Object.entries(input.attributes).map(([k, v]) => [String(attribute(k)), v]),
    );
  }
  return out;
}

const PLAN_KEYS: Readonly<Record<string, string>> = { choice: "choice", strategypoints: "strategyPoints" };

/** One member's plan of a team strategy, with forgiving keys, letters and attribute names. */
function memberPlan(plan: unknown): unknown {
  if (!isRecord(plan)) return plan;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(plan)) {
    const folded = key.toLowerCase().replace(/[\s_-]+/g, "");
    out[(Object.hasOwn(PLAN_KEYS, folded) ? PLAN_KEYS[folded] : undefined) ?? key] = value;
  }
  const letter = (c: unknown) =>
    typeof c === "string" && /^\s*[a-d]\s*$/i.test(c) ? c.trim().toUpperCase() : c;
  out.choice = isRecord(out.choice)
    ? Object.fromEntries(Object.entries(out.choice).map(([who, c]) => [who, letter(c)]))
    : letter(out.choice);
  if (out.choice === undefined) delete out.choice;
  if (isRecord(out.strategyPoints))
    out.strategyPoints = Object.fromEntries(
      Object.entries(out.strategyPoints).map(([k, v]) => [String(attribute(k)), v]),
    );
  return out;
}

/**
 * A FastMatch strategy with forgiving action and finish names, attribute targets in any case, and
 * "same as round N" lines written out (a line may repeat an earlier round only).
 */
export function forgivingStrategy(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const out: Record<string, unknown> = { ...input };
  if (input.finish !== undefined) out.finish = alias("finish", input.finish);
  if (isRecord(input.strategyPoints)) {
    out.strategyPoints = Object.fromEntries(
      Object.entries(input.strategyPoints).map(([k, v]) => [String(attribute(k)), v]),
    );
  }
  if (typeof input.choice === "string" && /^[a-d]$/i.test(input.choice.trim()))
    out.choice = input.choice.trim().toUpperCase();
  if (isRecord(input.members)) {
    // A team's plans, normalised like a singles strategy ("choice", "strategy points", "str").
    out.members = Object.fromEntries(
      Object.entries(input.members).map(([name, plan]) => [name, memberPlan(plan)]),
    );
  }
  if (Array.isArray(input.rounds)) {
    const rounds: unknown[] = [];
    input.rounds.forEach((line: unknown, i) => {
      const same = sameAs(line);
      if (same !== null && same >= 1 && same <= i) {
        rounds.push(rounds[same - 1]);
        return;
      }
      if (!isRecord(line)) {
        rounds.push(line);
        return;
      }
      const fixed: Record<string, unknown> = { ...line };
      if (line.action !== undefined) fixed.action = alias("action", line.action);
      if (line.target !== undefined) fixed.target = attribute(line.target);
      rounds.push(fixed);
    });
    out.rounds = rounds;
  }
  return out;
}
