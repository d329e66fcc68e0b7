import { expect, it } from "vitest";
import * as engine from "../src/engine.js";
import * as pkg from "../src/index.js";

// The public API by name: a change here is a deliberate API change (and needs a changeset).
it("the package's exported names", () => {
  expect(Object.keys(pkg).sort()).toMatchSnapshot();
});

it("the lean engine entry's exported names", () => {
  expect(Object.keys(engine).sort()).toMatchSnapshot();
});
