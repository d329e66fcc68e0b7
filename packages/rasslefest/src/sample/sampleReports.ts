/** The published samples of Rasslefest and their verification through core `verifySample`. */
import {
  verifySample,
  type ErratumRow,
  type Figure,
  type Sample,
  type SampleReport,
  type StepReport,
} from "@ringside/core";
import { cardKinds, kindOf } from "../cards.js";
import type { RasslePlayer, RassleState } from "../types.js";
import { sampleGame } from "./sampleGame.js";
import { sampleRunner, type FigureReader, type RassleSampleInput } from "./sampleScript.js";

const NAMES: Readonly<Record<RasslePlayer, string>> = { a: "Abe", b: "Ben" };

const controlFigure = (s: RassleState): Figure => {
  if (s.phase.kind === "lead") return NAMES[s.phase.player];
  if (s.phase.kind === "reveal") return "nobody";
  return s.nextControl === null ? "nobody" : NAMES[s.nextControl];
};

const coveredFigure = (s: RassleState): Figure =>
  s.phase.kind === "cover" || s.phase.kind === "count" ? NAMES[s.phase.player] : "nobody";

const countFigure = (s: RassleState): Figure => {
  const cards = s.deck.discardPile.slice(0, 3).reverse();
  return cards.map((c) => cardKinds.find((k) => k.id === kindOf(c))?.name ?? c).join(", ");
};

/** Who took a point from the other in a step where nobody played a card on him (a rest). */
const recoversFigure = (s: RassleState, before: RassleState): Figure => {
  if (s.energy.a > before.energy.a && s.energy.b < before.energy.b) return NAMES.a;
  if (s.energy.b > before.energy.b && s.energy.a < before.energy.a) return NAMES.b;
  return "nobody";
};

/**
 * The card table's figures ("<card> needs", "<card> stars"): the same in every state, so a step the
 * rules refuse shows them too.
 */
const tableFigures: Readonly<Record<string, () => Figure>> = Object.fromEntries(
  cardKinds.flatMap((k) => {
    const short = k.name.replace(/^Outside Interference \/ /, "");
    return [
      [`${short} needs`, (): Figure => k.minEnergy],
      [`${short} stars`, (): Figure => k.damage],
    ];
  }),
);

/** The figure readers of the sample: energies, control, cover, result and the card table. */
export const sampleFigures: Readonly<Record<string, FigureReader>> = {
  Abe: (s) => s.energy.a,
  Ben: (s) => s.energy.b,
  control: controlFigure,
  covered: coveredFigure,
  count: countFigure,
  recovers: recoversFigure,
  winner: (s) => (s.result === null ? null : s.result.winner === null ? "draw" : NAMES[s.result.winner]),
  method: (s) => s.result?.method ?? null,
  ...tableFigures,
};

/**
 * A refused step reaches no state, so core reports none of its figures; the card table's figures it
 * prints are read all the same (the refused Bodyslam's "needs" shows the table's 6 beside the 4).
 */
function withTableFigures(step: StepReport): StepReport {
  if (step.refused === undefined) return step;
  const figures = step.figures.map((f) => {
    const read = tableFigures[f.name];
    return f.actual === undefined && read !== undefined ? { ...f, actual: read() } : f;
  });
  return { ...step, figures };
}

/** A JSON picture of the match for the replay component. */
export function sampleSnapshot(s: RassleState): unknown {
  return {
    energy: { Abe: s.energy.a, Ben: s.energy.b },
    control: controlFigure(s),
    phase: s.phase.kind,
    hands: { Abe: s.hands.a.map(kindOf), Ben: s.hands.b.map(kindOf) },
    discardTop: s.deck.discardPile.slice(0, 5).map(kindOf),
    result: s.result,
  };
}

/** Every published sample of the game, as core `Sample` data. */
export const samples: readonly Sample<RassleSampleInput>[] = [sampleGame];

/** Runs each sample through `verifySample` and returns the reports (one per sample). */
export function sampleReports(): readonly SampleReport[] {
  return samples.map((s) => {
    const report = verifySample(s, sampleRunner(sampleFigures, sampleSnapshot));
    return { ...report, steps: report.steps.map(withTableFigures) };
  });
}

/**
 * Every erratum of the reports as table rows: for a refused step, the whole-step row and then the
 * errata of the figures it prints (core's `errataOf` keeps only the whole-step row today, which
 * drops the printed card requirement of the refused Bodyslam step; the docs' errata page uses this).
 */
export function sampleErrata(reports: readonly SampleReport[] = sampleReports()): readonly ErratumRow[] {
  const rows: ErratumRow[] = [];
  for (const report of reports) {
    for (const step of report.steps) {
      const at = { sample: report.id, game: report.game, step: step.index, label: step.label };
      const refused = step.refused?.erratum;
      if (refused !== undefined && step.status === "erratum") {
        rows.push({
          ...at,
          figure: "(whole step)",
          published: "as printed",
          actual: "refused by the rules",
          rule: refused.rule,
          note: refused.note,
        });
      }
      for (const f of step.figures) {
        // A refused step's figures without errata of their own carry the step's: listed above.
        if (f.status !== "erratum" || f.erratum === undefined || f.erratum === refused) continue;
        rows.push({
          ...at,
          figure: f.name,
          published: f.published,
          actual: f.actual,
          rule: f.erratum.rule,
          note: f.erratum.note,
        });
      }
    }
  }
  return rows;
}
