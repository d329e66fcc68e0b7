import { isRingsideError } from "../errors/RingsideError.js";
import type { Figure, FigureReport, Sample, SampleReport, StepReport, StepStatus } from "./Sample.js";

/** What a game's sample runner returns for one step. */
export interface SampleStepOutcome<S> {
  readonly state: S;
  /** The figures the rules produce, by the same names as the step's `published`. */
  readonly figures: Readonly<Record<string, Figure>>;
  /** A JSON picture of the game after the step, for the replay component. */
  readonly snapshot?: unknown;
}

/** How a game plays a sample: a starting state and one function per step. */
export interface SampleRunner<I, S> {
  /** The state before the first step. */
  start(): S;
  /** Plays step `index` with its input; throws a `RingsideError` when the rules refuse it. */
  step(state: S, input: I, index: number): SampleStepOutcome<S>;
}

const RANK: Record<StepStatus, number> = { reproduced: 0, supplied: 1, erratum: 2, mismatch: 3 };

/**
 * Replays a published sample through a game and reports every step as reproduced, supplied (the
 * script gave a die or card the text never gives), erratum (the rules give another figure, and
 * the sample says which rule) or mismatch (an undeclared difference: a bug in engine or data).
 * A step declared impossible must be refused by the engine; the replay then goes on from the
 * state before it.
 */
export function verifySample<I, S>(sample: Sample<I>, runner: SampleRunner<I, S>): SampleReport {
  let state = runner.start();
  const steps: StepReport[] = [];
  sample.steps.forEach((step, index) => {
    const supplied = step.supplied ?? [];
    let outcome: SampleStepOutcome<S> | undefined;
    let error: string | undefined;
    try {
      outcome = runner.step(state, step.input, index);
    } catch (e) {
      if (!isRingsideError(e)) throw e;
      error = e.message;
    }
    const figures: FigureReport[] = Object.entries(step.published).map(([name, published]) => {
      const actual = outcome?.figures[name];
      const erratum = step.errata?.[name] ?? (outcome === undefined ? step.impossible : undefined);
      const differs = actual !== published;
      const status: FigureReport["status"] =
        erratum !== undefined ? (differs ? "erratum" : "mismatch") : differs ? "mismatch" : "reproduced";
      return erratum === undefined
        ? { name, published, actual, status }
        : { name, published, actual, status, erratum };
    });
    let status: StepStatus = supplied.length > 0 ? "supplied" : "reproduced";
    for (const f of figures) if (RANK[f.status] > RANK[status]) status = f.status;
    if (error !== undefined && step.impossible === undefined) status = "mismatch";
    if (error === undefined && step.impossible !== undefined) status = "mismatch";
    if (error !== undefined && step.impossible !== undefined && status !== "mismatch") status = "erratum";
    const report: StepReport = {
      index,
      label: step.label,
      status,
      figures,
      supplied,
      ...(error === undefined
        ? {}
        : {
            refused:
              step.impossible === undefined
                ? { message: error }
                : { message: error, erratum: step.impossible },
          }),
      ...(outcome?.snapshot === undefined ? {} : { snapshot: outcome.snapshot }),
    };
    steps.push(report);
    if (outcome !== undefined) state = outcome.state;
  });
  const counts: Record<StepStatus, number> = { reproduced: 0, supplied: 0, erratum: 0, mismatch: 0 };
  for (const s of steps) counts[s.status]++;
  return {
    id: sample.id,
    game: sample.game,
    title: sample.title,
    source: sample.source,
    steps,
    counts,
    ok: counts.mismatch === 0,
  };
}
