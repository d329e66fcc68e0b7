import { expect, it } from "vitest";
import * as core from "@ringside/core";
import * as testkit from "@ringside/core/testkit";

// The public API by name: a change here is a deliberate API change (and needs a changeset).
it("core's exported names", () => {
  expect(Object.keys(core).sort()).toMatchSnapshot();
});

it("the testkit's exported names", () => {
  expect(Object.keys(testkit).sort()).toMatchSnapshot();
});
