import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", testkit: "src/testkit.ts", node: "src/node/index.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: false,
  target: "es2022",
  tsconfig: "tsconfig.json",
  // Keep `node:worker_threads` as written: bundlers then know it is Node's own module.
  removeNodeProtocol: false,
});
