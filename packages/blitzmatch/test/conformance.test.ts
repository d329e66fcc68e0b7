import { conformance } from "@ringside/core/testkit";
import { it } from "vitest";
import { blitzmatch } from "../src/index.js";
import { configArb } from "./arbitraries.js";

for (const check of conformance({ game: blitzmatch, configs: configArb, fast: true }))
  it(check.name, check.run);
