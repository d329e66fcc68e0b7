import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/cli.ts", "src/oddsTask.ts", "src/adviseTask.ts"],
  format: ["esm"],
  dts: { entry: "src/index.ts" },
  clean: true,
  sourcemap: false,
  target: "es2022",
  tsconfig: "tsconfig.json",
});
