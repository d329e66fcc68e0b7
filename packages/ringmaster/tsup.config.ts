import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/engine.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: false,
  target: "es2022",
  tsconfig: "tsconfig.json",
});
