/**
 * A BlitzMatch match as the Resolve page keeps it in its link and record: both slots (by the
 * examples' keys), both strategies and the options. The Strategy editor builds the same link to hand
 * its strategy to a match.
 */
import { encodeForUrl } from "../../.vitepress/theme/components/table";
import { BONUSES, FINISHES, PRESETS } from "./presets";
import { BLOB_STRATEGY, FIST_STRATEGY, readStrategyDraft, type StrategyDraft } from "./strategyDraft";

/** The setup part of a BlitzMatch link. */
export interface BlitzSetup {
  readonly red: string;
  readonly blue: string;
  readonly strategies: { readonly red: StrategyDraft; readonly blue: StrategyDraft };
  readonly advantageBonus: number;
  readonly finish: string;
}

/** Reads a link's setup (its shape; the engine checks the strategies). Throws an Error naming every problem. */
export function readBlitzSetup(value: unknown): BlitzSetup {
  if (typeof value !== "object" || value === null) throw new Error("setup must be an object");
  const v = value as Record<string, unknown>;
  const problems: string[] = [];
  const slot = (k: unknown, side: string): string => {
    if (typeof k === "string" && Object.hasOwn(PRESETS, k)) return k;
    problems.push(`setup.${side} must be one of ${Object.keys(PRESETS).join(", ")}`);
    return "blob";
  };
  const red = slot(v.red, "red");
  const blue = slot(v.blue, "blue");
  const s =
    typeof v.strategies === "object" && v.strategies !== null
      ? (v.strategies as Record<string, unknown>)
      : {};
  const strategy = (side: "red" | "blue"): StrategyDraft => {
    try {
      return readStrategyDraft(s[side], `setup.strategies.${side}`);
    } catch (e) {
      problems.push(e instanceof Error ? e.message : String(e));
      return FIST_STRATEGY;
    }
  };
  const strategies = { red: strategy("red"), blue: strategy("blue") };
  const advantageBonus = BONUSES.find((b) => b.value === v.advantageBonus)?.value;
  if (advantageBonus === undefined) problems.push("setup.advantageBonus must be 1 or 2");
  const finish = FINISHES.find((f) => f === v.finish);
  if (finish === undefined) problems.push(`setup.finish must be one of ${FINISHES.join(", ")}`);
  if (problems.length > 0 || advantageBonus === undefined || finish === undefined)
    throw new Error(problems.join("; "));
  return { red, blue, strategies, advantageBonus, finish };
}

/**
 * The Resolve page's address for a match of `slot` following `strategy` (red) against the Fist's
 * example strategy (blue; the Blob's when the red slot is the Fist): how the Strategy editor hands its strategy to a match.
 */
export function resolveHref(slot: string, strategy: StrategyDraft, seed = 7): string {
  const setup: BlitzSetup = {
    red: slot,
    blue: slot === "fist" ? "blob" : "fist",
    strategies: { red: strategy, blue: slot === "fist" ? BLOB_STRATEGY : FIST_STRATEGY },
    advantageBonus: 2,
    finish: "pinfall",
  };
  return `/blitzmatch/play?bm=${encodeForUrl({ game: "blitzmatch", seed, setup, moves: [] })}`;
}
