import { expect, it } from "vitest";
import * as full from "@ringside/fastmatch";
import * as engine from "../src/engine.js";

it("exports the names it means to (a rename or removal shows here)", () => {
  expect(Object.keys(full).sort()).toMatchSnapshot();
  expect(Object.keys(engine).sort()).toMatchSnapshot();
});
