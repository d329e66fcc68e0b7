import { conformance } from "@ringside/core/testkit";
import { it } from "vitest";
import { blitzmatch, DEFAULT_OPTIONS, facts } from "../src/index.js";
import { configArb } from "./arbitraries.js";

for (const check of conformance({
  game: blitzmatch,
  facts,
  defaultOptions: DEFAULT_OPTIONS,
  configs: configArb,
  fast: true,
}))
  it(check.name, check.run);
