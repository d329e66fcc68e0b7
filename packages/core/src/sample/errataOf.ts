import type { ErratumRow, SampleReport } from "./Sample.js";

/** Flattens the errata of sample reports into rows for an errata table. */
export function errataOf(reports: readonly SampleReport[]): ErratumRow[] {
  const rows: ErratumRow[] = [];
  for (const report of reports) {
    for (const step of report.steps) {
      const refused = step.refused?.erratum;
      if (refused !== undefined && step.status === "erratum") {
        rows.push({
          sample: report.id,
          game: report.game,
          step: step.index,
          label: step.label,
          figure: "(whole step)",
          published: "as printed",
          actual: "refused by the rules",
          rule: refused.rule,
          note: refused.note,
        });
      }
      // A refused step keeps its printed-figure errata too (only the refusal's own erratum is
      // already listed as the whole-step row).
      for (const f of step.figures) {
        if (f.status === "erratum" && f.erratum !== undefined && f.erratum !== refused) {
          rows.push({
            sample: report.id,
            game: report.game,
            step: step.index,
            label: step.label,
            figure: f.name,
            published: f.published,
            actual: f.actual,
            rule: f.erratum.rule,
            note: f.erratum.note,
          });
        }
      }
    }
  }
  return rows;
}
