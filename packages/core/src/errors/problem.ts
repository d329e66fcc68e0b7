/** One thing wrong with an input, located by a path such as `sheet.specialty` or `moves[3]`. */
export interface Problem {
  /** Where the problem is, as a dotted path into the input (empty for the input as a whole). */
  readonly path: string;
  /** What is wrong, in plain words. */
  readonly message: string;
  /** The rule that decides it, e.g. `"Powerhouses › Creating a wrestler"`. */
  readonly rule?: string;
}

/** Formats one problem as a single line: `path: message (rule)`. */
export function formatProblem(problem: Problem): string {
  const where = problem.path === "" ? "" : `${problem.path}: `;
  const rule = problem.rule === undefined ? "" : ` (${problem.rule})`;
  return `${where}${problem.message}${rule}`;
}
