/*
 * A Royal Rumble entrant's plan as booked (FastMatch! 3.0, VIII "Royal Rumble Rules"): the names he
 * goes after in order, the names he leaves alone, whether he cheats, and his run-ins once he is out.
 * Read from untrusted input: every problem is listed with its path. Docs: /fastmatch/rumble
 */
import { describe, isRecord, type Problem } from "@ringside/core";
import { RULE } from "./ruleNames.js";
import type { RumblePlan, RunIn } from "./types.js";

/**
 * Reads the plan booked for `self` at `path` (none booked: no targets, no one avoided, no cheating,
 * no run-in), adding every problem to `problems`; names must be other entrants of this rumble.
 */
export function readPlan(
  raw: unknown,
  names: readonly string[],
  self: string,
  path: string,
  problems: Problem[],
): RumblePlan {
  if (raw === undefined) return { targets: [], avoid: [], cheat: false, runIns: [] };
  if (!isRecord(raw)) {
    problems.push({ path, message: "must be { targets, avoid, cheat, runIns }", rule: RULE });
    return { targets: [], avoid: [], cheat: false, runIns: [] };
  }
  const list = (k: "targets" | "avoid"): string[] => {
    const v = raw[k];
    if (v === undefined) return [];
    if (!Array.isArray(v) || !v.every((x) => typeof x === "string")) {
      problems.push({ path: `${path}.${k}`, message: "must be a list of wrestler names", rule: RULE });
      return [];
    }
    for (const n of v) {
      if (!names.includes(n))
        problems.push({ path: `${path}.${k}`, message: `${describe(n)} is not in this rumble`, rule: RULE });
      else if (n === self)
        problems.push({ path: `${path}.${k}`, message: "a wrestler cannot list himself", rule: RULE });
    }
    return v;
  };
  const cheat = raw.cheat ?? false;
  if (typeof cheat !== "boolean")
    problems.push({ path: `${path}.cheat`, message: "must be true or false", rule: RULE });
  for (const k of Object.keys(raw))
    if (!["targets", "avoid", "cheat", "runIns"].includes(k))
      problems.push({ path: `${path}.${k}`, message: "is not part of a rumble plan", rule: RULE });
  const booked: RunIn[] = [];
  const rawRunIns = raw.runIns ?? [];
  if (!Array.isArray(rawRunIns))
    problems.push({ path: `${path}.runIns`, message: "must be a list of { round, target }", rule: RULE });
  else
    for (let k = 0; k < rawRunIns.length; k++) {
      const r: unknown = rawRunIns[k];
      const at = `${path}.runIns[${k}]`;
      if (!isRecord(r) || Object.keys(r).some((x) => x !== "round" && x !== "target")) {
        problems.push({ path: at, message: "must be { round, target }", rule: RULE });
        continue;
      }
      const ok = Number.isSafeInteger(r.round) && (r.round as number) >= 1;
      if (!ok) problems.push({ path: `${at}.round`, message: "must be a round from 1", rule: RULE });
      if (typeof r.target !== "string" || !names.includes(r.target) || r.target === self)
        problems.push({
          path: `${at}.target`,
          message: "must name another wrestler in this rumble",
          rule: RULE,
        });
      else if (ok) booked.push({ round: r.round as number, target: r.target });
    }
  return { targets: list("targets"), avoid: list("avoid"), cheat: cheat === true, runIns: booked };
}
