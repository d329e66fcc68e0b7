import { expect, it } from "vitest";
import { seededSnapshot } from "@ringside/core/testkit";
import { fastmatch, singlesConfig, tagConfig, type FastMatchConfig } from "@ringside/fastmatch";
import { randomConfig } from "./helpers.js";

it("plays the same matches from the same seeds (one line per match)", () => {
  const configs: FastMatchConfig[] = [
    singlesConfig,
    tagConfig,
    ...[1, 2, 3].map(
      (seed) => randomConfig(seed, ((seed % 3) + 1) as 1 | 2 | 3, 20) as unknown as FastMatchConfig,
    ),
  ];
  expect(seededSnapshot(fastmatch, { configs, seeds: [1, 2, 3, 4] })).toMatchSnapshot();
});
