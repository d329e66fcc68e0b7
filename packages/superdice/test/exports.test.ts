import { expect, it } from "vitest";
import * as api from "@ringside/superdice";
import * as engine from "@ringside/superdice/engine";

// The public API by name: a change here is a deliberate API change (and needs a changeset).
it("the exported names of @ringside/superdice", () => {
  expect(Object.keys(api).sort()).toMatchSnapshot();
});

// The lean entry: the game and its rules, no narrator, samples or search bots.
it("the exported names of @ringside/superdice/engine, all of them also in the full entry", () => {
  const names = Object.keys(engine).sort();
  expect(names).toMatchSnapshot();
  expect(names.filter((n) => !(n in api))).toEqual([]);
  expect(names).not.toContain("createNarrator");
  expect(names).not.toContain("sampleReports");
});
