/**
 * A FastMatch singles strategy as the demo's form holds it (the raw shape the engine reads). A
 * strategy read from a link may leave fields out or carry keys the form does not know (a
 * misspelling too): they are kept as they are, for the engine to report when the match is resolved.
 */
export interface StrategyForm {
  /** A column letter for the challenger, a row number for the defender. */
  choice?: string | number;
  /** The default finish: "pin" or "submission" (what the form offers). */
  finish?: string;
  strategyPoints: Record<string, number>;
  rounds: StrategyFormRound[];
  [other: string]: unknown;
}

/** One round of a {@link StrategyForm}. */
export interface StrategyFormRound {
  action?: string;
  target?: string;
  moves?: string;
  illegal?: boolean;
  finisher?: boolean;
  [other: string]: unknown;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The field `key` of `fields` when it is absent or passes `ok`; otherwise the form cannot hold it. */
function field<T>(fields: Fields, key: string, ok: (v: unknown) => v is T, problem: string): T | undefined {
  const v = fields[key];
  if (v === undefined || ok(v)) return v;
  throw new Error(problem);
}

const isText = (v: unknown): v is string => typeof v === "string";
const isFlag = (v: unknown): v is boolean => typeof v === "boolean";
const isChoice = (v: unknown): v is string | number => typeof v === "string" || typeof v === "number";

/** The fields the form does not edit, as they were. */
function others(fields: Fields, known: readonly string[]): Fields {
  const rest: Fields = {};
  for (const [k, v] of Object.entries(fields)) if (!known.includes(k)) rest[k] = v;
  return rest;
}

const ROUND_KEYS = ["action", "target", "moves", "illegal", "finisher"] as const;
const STRATEGY_KEYS = ["choice", "strategyPoints", "finish", "rounds"] as const;

function toRound(r: Fields, i: number, who: string): StrategyFormRound {
  const at = `${who}'s round ${i + 1}`;
  const action = field(r, "action", isText, `${at}: the action must be text`);
  const target = field(r, "target", isText, `${at}: the target must be text`);
  const moves = field(r, "moves", isText, `${at}: the moves must be text`);
  const illegal = field(r, "illegal", isFlag, `${at}: illegal must be true or false`);
  const finisher = field(r, "finisher", isFlag, `${at}: finisher must be true or false`);
  // A field left out stays out (the engine says what is missing).
  return {
    ...(action === undefined ? {} : { action }),
    ...(target === undefined ? {} : { target }),
    ...(moves === undefined ? {} : { moves }),
    ...(illegal === undefined ? {} : { illegal }),
    ...(finisher === undefined ? {} : { finisher }),
    ...others(r, ROUND_KEYS),
  };
}

/**
 * Reads a strategy from a link or a record file into the form's shape, or says why it cannot: the
 * form needs an object with a rounds list of objects, and the fields it edits (grid choice, finish,
 * strategy points, each round's action, target, moves, illegal and finisher) of the types it edits
 * them as. Everything else the engine checks when the match is resolved (every problem at once).
 */
export function toStrategyForm(value: unknown, who: string): StrategyForm {
  if (!isObject(value)) {
    throw new Error(`${who}'s strategy must be an object`);
  }
  const rounds = value.rounds;
  if (!Array.isArray(rounds) || !rounds.every(isObject)) {
    throw new Error(`${who}'s strategy needs a list of rounds`);
  }
  const points = value.strategyPoints;
  if (points !== undefined && !isObject(points)) {
    throw new Error(`${who}'s strategy points must be an object`);
  }
  const strategyPoints: Record<string, number> = {};
  for (const [k, n] of Object.entries(points ?? {})) {
    if (typeof n !== "number") throw new Error(`${who}'s strategy points must be numbers`);
    strategyPoints[k] = n;
  }
  const choice = field(value, "choice", isChoice, `${who}'s grid choice must be a letter or a number`);
  const finish = field(value, "finish", isText, `${who}'s default finish must be "pin" or "submission"`);
  return {
    ...(choice === undefined ? {} : { choice }),
    strategyPoints,
    ...(finish === undefined ? {} : { finish }),
    rounds: rounds.map((r, i) => toRound(r, i, who)),
    ...others(value, STRATEGY_KEYS),
  };
}
