/** A FastMatch singles strategy as the demo's form holds it (the raw shape the engine reads). */
export interface StrategyForm {
  choice: string | number;
  finish: "pin" | "submission";
  strategyPoints: Record<string, number>;
  rounds: StrategyFormRound[];
}

/** One round of a {@link StrategyForm}. */
export interface StrategyFormRound {
  action: string;
  target: string;
  moves: string;
  illegal?: boolean;
  finisher?: boolean;
}

/**
 * Reads a strategy from a link or a record file into the form's shape, or says why it cannot: the
 * form needs an object with a rounds list of objects; everything else the engine checks when the
 * match is resolved (every problem at once).
 */
export function toStrategyForm(value: unknown, who: string): StrategyForm {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`${who}'s strategy must be an object`);
  }
  const v = value as Record<string, unknown>;
  if (
    !Array.isArray(v.rounds) ||
    !v.rounds.every((r) => typeof r === "object" && r !== null && !Array.isArray(r))
  ) {
    throw new Error(`${who}'s strategy needs a list of rounds`);
  }
  const points = v.strategyPoints;
  if (points !== undefined && (typeof points !== "object" || points === null || Array.isArray(points))) {
    throw new Error(`${who}'s strategy points must be an object`);
  }
  return {
    ...v,
    strategyPoints: { ...(points as Record<string, number> | undefined) },
  } as unknown as StrategyForm;
}
