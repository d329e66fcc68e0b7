/*
 * Weight classes (FastMatch! 3.0, I.1.1): WEI is a guide to weight, not an exact weight; WEI 5 or
 * more is a heavyweight. Docs: /fastmatch/rules#building-a-character
 */
import { defined } from "@ringside/core";
import { HEAVYWEIGHT_FROM, WEIGHT_CLASSES, type WeightClass } from "../data/attributes.js";

/**
 * The weight class of a WEI score: 1–4 light heavyweight (under about 230 lb), 5–6 heavyweight,
 * 7–8 super heavyweight (300–400 lb) and 9–10 monsters (400 lb and up). WEI 5+ counts as heavyweight
 * for title purposes; see {@link isHeavyweight}.
 */
export function weightClass(wei: number): WeightClass {
  return defined(
    WEIGHT_CLASSES.find((c) => wei <= c.upTo),
    `fastmatch: the weight class of WEI ${wei}`,
  ).weightClass;
}

/** True when a WEI score makes a wrestler a heavyweight (WEI 5 or more). */
export function isHeavyweight(wei: number): boolean {
  return wei >= HEAVYWEIGHT_FROM;
}
