import { expect, it } from "vitest";
import * as api from "@ringside/blitzmatch";

// The public API by name: a change here is a deliberate API change (and needs a changeset).
it("the exported names of @ringside/blitzmatch", () => {
  expect(Object.keys(api).sort()).toMatchSnapshot();
});

it("the pronoun helpers are core's, re-exported: one module for every game", async () => {
  const core = await import("@ringside/core");
  expect(api.pronounSet).toBe(core.pronounSet);
  expect(api.NEUTRAL_PRONOUNS).toBe(core.NEUTRAL_PRONOUNS);
  expect(api.PRONOUNS_PATTERN).toBe(core.PRONOUNS_PATTERN);
});
