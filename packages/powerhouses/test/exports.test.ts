import * as engine from "@ringside/powerhouses/engine";
import * as powerhouses from "@ringside/powerhouses";
import { expect, it } from "vitest";

it("the package's exported names (a change here is a change of the public API)", () => {
  expect(Object.keys(powerhouses).sort()).toMatchSnapshot();
});

it("the engine entry's exported names", () => {
  expect(Object.keys(engine).sort()).toMatchSnapshot();
});
