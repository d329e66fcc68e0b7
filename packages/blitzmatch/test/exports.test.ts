import { expect, it } from "vitest";
import * as api from "@ringside/blitzmatch";
import * as engine from "@ringside/blitzmatch/engine";

// The public API by name: a change here is a deliberate API change (and needs a changeset).
it("the exported names of @ringside/blitzmatch", () => {
  expect(Object.keys(api).sort()).toMatchSnapshot();
});

// The lean entry: the game and its rules, no narrator, samples or search bots.
it("the exported names of @ringside/blitzmatch/engine, all of them also in the full entry", () => {
  const names = Object.keys(engine).sort();
  expect(names).toMatchSnapshot();
  expect(names.filter((n) => !(n in api))).toEqual([]);
  expect(names).not.toContain("createNarrator");
  expect(names).not.toContain("sampleReports");
});

it("the pronoun helpers are core's, re-exported: one module for every game", async () => {
  const core = await import("@ringside/core");
  expect(api.pronounSet).toBe(core.pronounSet);
  expect(api.NEUTRAL_PRONOUNS).toBe(core.NEUTRAL_PRONOUNS);
  expect(api.PRONOUNS_PATTERN).toBe(core.PRONOUNS_PATTERN);
});
