/** A figure printed in a source text: a count, a total, a name, a yes/no. */
export type Figure = number | string | boolean | null;

/** Why the rules give another figure than the text prints. */
export interface Erratum {
  /** The rule that decides it, e.g. `"Going Bust"`. */
  readonly rule: string;
  /** In our words: what the text prints, what the rules give, and why. */
  readonly note: string;
}

/**
 * One step of a published sample: what the engine is given (`input`: scripted dice, stacked cards,
 * a move), and the figures the text prints after it.
 */
export interface SampleStep<I> {
  /** What happens in this step, in our own words. */
  readonly label: string;
  /** What the game's sample runner needs to play the step. */
  readonly input: I;
  /** The figures the text prints after this step, by name. */
  readonly published: Readonly<Record<string, Figure>>;
  /** Dice or cards the text never gives, which the script supplies (described in words). */
  readonly supplied?: readonly string[];
  /** Figures the rules decide otherwise than the text, by figure name. */
  readonly errata?: Readonly<Record<string, Erratum>>;
  /** Set when the published step cannot happen under the rules at all: the runner must refuse it. */
  readonly impossible?: Erratum;
}

/** A published worked example or sample match, as data. */
export interface Sample<I> {
  /** Stable id, e.g. `"powerhouses/extended-example"`. */
  readonly id: string;
  /** The game package id. */
  readonly game: string;
  readonly title: string;
  /** Where in the source text, e.g. `"powerhouses-of-wrestling.txt › Extended Example"`. */
  readonly source: string;
  readonly steps: readonly SampleStep<I>[];
}

/** How one published figure fared. */
export interface FigureReport {
  readonly name: string;
  readonly published: Figure;
  /** What the rules give; `undefined` when the step could not be played. */
  readonly actual: Figure | undefined;
  /** `mismatch` means an undeclared difference (or a declared erratum that no longer differs). */
  readonly status: "reproduced" | "erratum" | "mismatch";
  readonly erratum?: Erratum;
}

/** The status of a whole step, worst first: mismatch, erratum, supplied, reproduced. */
export type StepStatus = "reproduced" | "supplied" | "erratum" | "mismatch";

/** How one step fared, with a JSON snapshot of the game after it (for the docs' replay view). */
export interface StepReport {
  readonly index: number;
  readonly label: string;
  readonly status: StepStatus;
  readonly figures: readonly FigureReport[];
  readonly supplied: readonly string[];
  /** Set when the step was refused by the engine (declared impossible, or an unexpected error). */
  readonly refused?: { readonly message: string; readonly erratum?: Erratum };
  readonly snapshot?: unknown;
}

/** The full verification of a sample. `ok` is false when any step is a mismatch. */
export interface SampleReport {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly source: string;
  readonly steps: readonly StepReport[];
  readonly counts: Readonly<Record<StepStatus, number>>;
  readonly ok: boolean;
}

/** One erratum row, flattened for errata tables. */
export interface ErratumRow {
  readonly sample: string;
  readonly game: string;
  readonly step: number;
  readonly label: string;
  readonly figure: string;
  readonly published: Figure;
  readonly actual: Figure | undefined;
  readonly rule: string;
  readonly note: string;
}
