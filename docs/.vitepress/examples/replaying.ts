// The sample-replay example, checked by the typecheck and run by docs/test/examples.test.ts.
import { armSample as sample, armRunner as runner } from "./armSample";
// #region example
import { errataOf, verifySample } from "@ringside/core";

const report = verifySample(sample, runner);
console.log(report.ok ? "every figure accounted for" : "a figure differs without a declared erratum");
for (const step of report.steps) {
  console.log(`step ${step.index + 1}: ${step.status} (${step.label})`);
  for (const f of step.figures) {
    console.log(`  ${f.name}: printed ${String(f.published)}, rules give ${String(f.actual)}, ${f.status}`);
  }
}
for (const row of errataOf([report])) {
  console.log(`erratum at step ${row.step + 1}, ${row.figure}: ${row.rule}: ${row.note}`);
}
// #endregion example
