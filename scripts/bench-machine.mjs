// Prints the machine a `pnpm bench` run measures on. The engine-to-raw ratios depend on the
// processor (the same build read FastMatch at 3.4x on one machine and 2.5x on another), so every
// figure quoted from a run should name the machine it came from.
import { cpus, totalmem } from "node:os";

const list = cpus();
const model = list[0]?.model.trim() ?? "unknown processor";
const gib = (totalmem() / 2 ** 30).toFixed(0);
console.log(
  `bench machine: ${model}, ${list.length} core(s), ${gib} GiB; Node ${process.version}, V8 ${process.versions.v8}`,
);
