/**
 * A BlitzMatch strategy as the docs' forms edit it (plain strings and numbers, checked by the
 * engine's `loadStrategy` when it is used), the examples' strategies, and the check a strategy from
 * a link or a record passes before the engine sees it.
 */
import { ATTITUDES } from "@ringside/blitzmatch";

/** One round's action as a form holds it. */
export interface RoundDraft {
  readonly attitude: string;
  readonly activity: number;
}

/** A strategy as a form holds it: two styles to add, one to discard, one action per round. */
export interface StrategyDraft {
  readonly add: readonly [string, string];
  readonly discard: string;
  readonly rounds: readonly RoundDraft[];
}

const D1 = { attitude: "defensive", activity: 1 };
const N3 = { attitude: "normal", activity: 3 };
const REST = { attitude: "rest-hold", activity: 0 };
const HR3 = { attitude: "high-risk", activity: 3 };
const N2 = { attitude: "normal", activity: 2 };
const N1 = { attitude: "normal", activity: 1 };

/** The Blob's published strategy. */
export const BLOB_STRATEGY: StrategyDraft = {
  add: ["weight", "power"],
  discard: "martialArts",
  rounds: [D1, D1, D1, N3, REST, N3, N3],
};

/** A strategy for the Fist (a high-risk opening, then careful rounds). */
export const FIST_STRATEGY: StrategyDraft = {
  add: ["martialArts", "brawling"],
  discard: "weight",
  rounds: [HR3, D1, REST, REST, D1, N2, N1],
};

/**
 * Reads a strategy from a link or a record: its shape only (the engine checks the rules). Throws an
 * Error naming every problem, under `where`.
 */
export function readStrategyDraft(value: unknown, where: string): StrategyDraft {
  const problems: string[] = [];
  const v = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  if (v === null) throw new Error(`${where} must be a strategy object`);
  const add = Array.isArray(v.add) && v.add.length === 2 && v.add.every((s) => typeof s === "string");
  if (!add) problems.push(`${where}.add must be two style names`);
  if (typeof v.discard !== "string") problems.push(`${where}.discard must be a style name`);
  const rounds = Array.isArray(v.rounds) ? (v.rounds as unknown[]) : null;
  if (rounds === null || rounds.length === 0 || rounds.length > 20) {
    problems.push(`${where}.rounds must be a list of 1 to 20 round actions`);
  } else {
    rounds.forEach((r, i) => {
      const o = typeof r === "object" && r !== null ? (r as Record<string, unknown>) : {};
      if (!(ATTITUDES as readonly unknown[]).includes(o.attitude))
        problems.push(`${where}.rounds[${i}].attitude is not an attitude`);
      if (!Number.isInteger(o.activity) || (o.activity as number) < 0 || (o.activity as number) > 3)
        problems.push(`${where}.rounds[${i}].activity must be 0 to 3`);
    });
  }
  if (problems.length > 0) throw new Error(problems.join("; "));
  const r = rounds as { attitude: string; activity: number }[];
  const a = v.add as [string, string];
  return {
    add: [a[0], a[1]],
    discard: v.discard as string,
    rounds: r.map((x) => ({ attitude: x.attitude, activity: x.activity })),
  };
}
