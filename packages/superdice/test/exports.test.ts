import { expect, it } from "vitest";
import * as api from "@ringside/superdice";

// The public API by name: a change here is a deliberate API change (and needs a changeset).
it("the exported names of @ringside/superdice", () => {
  expect(Object.keys(api).sort()).toMatchSnapshot();
});
