import { describe, isIntIn, isRecord, jsonData, Problems, RingsideError } from "@ringside/core";
import { DAMAGEABLE, type Target } from "./attributes.js";
import { strategyPointsOf, type Character } from "./character.js";
import { LIMITS } from "./costs.js";
import { LETTERS, type Letter, type RowNumber } from "./grid.js";

/** The kinds of round action. */
export type ActionType = "regular" | "high-risk" | "pin" | "submission" | "defensive" | "out-of-ring";

/** Every action type, in the order of the rules. */
export const ACTION_TYPES: readonly ActionType[] = [
  "regular",
  "high-risk",
  "pin",
  "submission",
  "defensive",
  "out-of-ring",
];

/** How a wrestler tries to finish when a chart calls for it without saying. */
export type Finish = "pin" | "submission";

/** One line of a strategy: what the wrestler (or team) tries in one round. */
export interface RoundAction {
  readonly action: ActionType;
  /** The attacked attribute: never WEI; TEAM only in team matches. */
  readonly target: Target;
  /** The moves, in the player's words: the write-up uses them. */
  readonly moves: string;
  /** Declared illegal (never with a Defensive action). */
  readonly illegal: boolean;
  /** The name of the wrestler going for a finisher this round, or null. */
  readonly finisher: string | null;
}

/** Where strategy points go: any attribute but WEI, TEAM in team matches, and up to 2 toward injury. */
export type StrategyPoints = Readonly<Partial<Record<Target | "INJURY", number>>>;

/** A grid choice: a letter for the challenger, a number for the defender. */
export type GridChoice = Letter | RowNumber;

/** One wrestler's part of a strategy: grid choice(s) and strategy points. */
export interface MemberPlan {
  /** One choice for every opponent, or one per opponent by name (team matches). */
  readonly choice: GridChoice | Readonly<Record<string, GridChoice>>;
  readonly strategyPoints: StrategyPoints;
}

/** A side's strategy: one plan per wrestler and one list of round actions for the side. */
export interface SideStrategy {
  readonly members: Readonly<Record<string, MemberPlan>>;
  readonly finish: Finish;
  readonly rounds: readonly RoundAction[];
}

/** A singles strategy as a player sends it: choice, strategy points, default finish, round actions. */
export interface Strategy {
  readonly choice: GridChoice;
  readonly strategyPoints: StrategyPoints;
  readonly finish: Finish;
  readonly rounds: readonly RoundAction[];
}

/** Context for checking a strategy against its wrestlers and match. */
export interface StrategyContext {
  /** Whose choice it is: the challenger picks a letter, the defender a number. */
  readonly role?: "challenger" | "defender";
  /** The match length in rounds: the strategy must give at least that many actions. */
  readonly rounds?: number;
  /** Opponent names (team matches: per-opponent choices must name them). */
  readonly opponents?: readonly string[];
}

const RULE = "FastMatch! › Making a strategy";
const POINT_KEYS = [...DAMAGEABLE, "TEAM", "INJURY"] as const;
const TARGETS: readonly Target[] = [...DAMAGEABLE, "TEAM"];

function readChoice(
  raw: unknown,
  role: StrategyContext["role"],
  path: string,
  problems: Problems,
): GridChoice | null {
  const letter = typeof raw === "string" ? raw.trim().toUpperCase() : null;
  if (letter !== null && (LETTERS as readonly string[]).includes(letter)) {
    if (role === "defender")
      problems.add(path, `the defender picks a number (1–4), got ${letter}`, `${RULE} › The grid`);
    return letter as Letter;
  }
  const n = typeof raw === "string" && /^\s*[1-4]\s*$/.test(raw) ? Number(raw) : raw;
  if (isIntIn(n, 1, 4)) {
    if (role === "challenger")
      problems.add(path, `the challenger picks a letter (A–D), got ${n}`, `${RULE} › The grid`);
    return n as RowNumber;
  }
  problems.add(path, `must be a letter A–D or a number 1–4, got ${describe(raw)}`, `${RULE} › The grid`);
  return null;
}

function readPoints(
  raw: unknown,
  budget: number | null,
  team: boolean,
  path: string,
  problems: Problems,
): StrategyPoints {
  const out: Partial<Record<Target | "INJURY", number>> = {};
  if (raw === undefined) return out;
  if (!isRecord(raw)) {
    problems.add(path, "must map attributes to strategy points", `${RULE} › Strategy points`);
    return out;
  }
  let total = 0;
  for (const [key, v] of Object.entries(raw)) {
    if (key === "WEI") {
      problems.add(`${path}.WEI`, "strategy points can never go on WEI", `${RULE} › Strategy points`);
      continue;
    }
    if (!(POINT_KEYS as readonly string[]).includes(key)) {
      problems.add(
        `${path}.${key}`,
        `is not somewhere strategy points can go (${POINT_KEYS.join(", ")})`,
        `${RULE} › Strategy points`,
      );
      continue;
    }
    if (!isIntIn(v, 0, 1000)) {
      problems.add(
        `${path}.${key}`,
        `must be a whole number from 0 up, got ${describe(v)}`,
        `${RULE} › Strategy points`,
      );
      continue;
    }
    if (key === "TEAM" && !team)
      problems.add(`${path}.TEAM`, "TEAM exists only in team matches", `${RULE} › Strategy points`);
    if (key === "INJURY" && v > LIMITS.injuryPoints)
      problems.add(
        `${path}.INJURY`,
        `at most ${LIMITS.injuryPoints} points may go toward injury, got ${v}`,
        "FastMatch! › Injury",
      );
    total += v;
    if (v > 0) out[key as Target | "INJURY"] = v;
  }
  if (budget !== null && total > budget)
    problems.add(
      path,
      `places ${total} strategy points, the wrestler has ${budget} (${budget - total} left)`,
      `${RULE} › Strategy points`,
    );
  return out;
}

function readRounds(
  raw: unknown,
  wrestlers: readonly Character[] | null,
  team: boolean,
  ctx: StrategyContext,
  path: string,
  problems: Problems,
): RoundAction[] {
  const out: RoundAction[] = [];
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.add(path, "must be a list of round actions, one per round", `${RULE} › Round actions`);
    return out;
  }
  if (ctx.rounds !== undefined && raw.length < ctx.rounds) {
    problems.add(
      path,
      `gives ${raw.length} round actions for a ${ctx.rounds}-round match`,
      `${RULE} › Round actions`,
    );
  }
  const uses = new Map<string, number>();
  raw.forEach((line: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(line)) {
      problems.add(at, `must be a round action object, got ${describe(line)}`, `${RULE} › Round actions`);
      return;
    }
    for (const key of Object.keys(line)) {
      if (!["action", "target", "moves", "illegal", "finisher"].includes(key))
        problems.add(`${at}.${key}`, "is not a part of a round action", `${RULE} › Round actions`);
    }
    const action = line.action === undefined ? "regular" : line.action;
    if (typeof action !== "string" || !(ACTION_TYPES as readonly string[]).includes(action)) {
      problems.add(
        `${at}.action`,
        `must be one of ${ACTION_TYPES.join(", ")}, got ${describe(action)}`,
        `${RULE} › Types of action`,
      );
    }
    const target = line.target;
    if (target === "WEI")
      problems.add(`${at}.target`, "WEI can never be attacked", `${RULE} › Round actions`);
    else if (target === "TEAM" && !team)
      problems.add(`${at}.target`, "TEAM can be attacked only in team matches", `${RULE} › Round actions`);
    else if (typeof target !== "string" || !([...DAMAGEABLE, "TEAM"] as readonly string[]).includes(target)) {
      problems.add(
        `${at}.target`,
        `must be STR, AGI, SPD, END or TEC${team ? " or TEAM" : ""}, got ${describe(target)}`,
        `${RULE} › Round actions`,
      );
    }
    const moves = line.moves;
    if (typeof moves !== "string" || moves.trim() === "")
      problems.add(
        `${at}.moves`,
        "say which moves the wrestler uses (the write-up needs them)",
        `${RULE} › Round actions`,
      );
    const illegal = line.illegal ?? false;
    if (typeof illegal !== "boolean")
      problems.add(
        `${at}.illegal`,
        `must be true or false, got ${describe(illegal)}`,
        `${RULE} › Round actions`,
      );
    else if (illegal && action === "defensive")
      problems.add(
        `${at}.illegal`,
        "a Defensive action cannot be declared illegal",
        `${RULE} › Round actions`,
      );
    let finisher: string | null = null;
    const f = line.finisher ?? false;
    if (f === true) {
      const holders = (wrestlers ?? []).filter((w) => w.finishers > 0);
      if (wrestlers === null) finisher = "";
      else if (holders.length === 1) finisher = holders[0]!.name;
      else if (holders.length === 0)
        problems.add(`${at}.finisher`, "nobody here has bought a finisher", "FastMatch! › Finisher");
      else
        problems.add(
          `${at}.finisher`,
          "several wrestlers have finishers: name the one who uses it",
          "FastMatch! › Finisher",
        );
    } else if (typeof f === "string") {
      const who = (wrestlers ?? []).find((w) => w.name === f);
      if (wrestlers !== null && who === undefined)
        problems.add(
          `${at}.finisher`,
          `${describe(f)} is not a wrestler of this side`,
          "FastMatch! › Finisher",
        );
      else if (who !== undefined && who.finishers === 0)
        problems.add(`${at}.finisher`, `${who.name} has not bought a finisher`, "FastMatch! › Finisher");
      else finisher = f;
    } else if (f !== false)
      problems.add(
        `${at}.finisher`,
        `must be true, false or a wrestler's name, got ${describe(f)}`,
        "FastMatch! › Finisher",
      );
    if (finisher !== null) {
      const used = (uses.get(finisher) ?? 0) + 1;
      uses.set(finisher, used);
      const round = i + 1;
      const allowed = Math.ceil(round / 10);
      const name = finisher === "" ? "the wrestler" : finisher;
      if (used > allowed)
        problems.add(
          `${at}.finisher`,
          `${name}'s finisher use ${used} by round ${round}: at most one per ten rounds gone by (${allowed} so far)`,
          "FastMatch! › Finisher",
        );
      const bought = (wrestlers ?? []).find((w) => w.name === finisher)?.finishers;
      if (bought !== undefined && used > bought)
        problems.add(
          `${at}.finisher`,
          `${name} bought ${bought} finisher use${bought === 1 ? "" : "s"}, this is use ${used}`,
          "FastMatch! › Finisher",
        );
    }
    out.push({
      // The shared constants rather than the sent text: rounds compare these every time.
      action: ACTION_TYPES.find((t) => t === action) ?? (action as ActionType),
      target: TARGETS.find((t) => t === target) ?? (target as Target),
      moves: typeof moves === "string" ? moves.trim() : "",
      illegal: illegal === true,
      finisher,
    });
  });
  return out;
}

function readFinish(raw: unknown, path: string, problems: Problems): Finish {
  if (raw === "pin") return "pin";
  if (raw === "submission") return "submission";
  problems.add(
    path,
    `choose "pin" or "submission" as the default finish, got ${describe(raw)}`,
    `${RULE} › Pin or submission`,
  );
  return "pin";
}

/**
 * Loads a singles strategy from plain JSON and checks it (against the character and the match when
 * given): the grid choice, strategy points (never WEI, at most 2 toward injury, no more than the
 * wrestler has), the default finish and every round action, with the finisher limits. Throws
 * `INVALID_STRATEGY` listing every problem.
 */
export function loadStrategy(
  input: unknown,
  character?: Character,
  ctx: StrategyContext = {},
  path = "strategy",
): Strategy {
  const pre = new Problems();
  const json = jsonData(input, path, pre);
  if (json === undefined)
    throw new RingsideError("INVALID_STRATEGY", "Invalid FastMatch! strategy", pre.list);
  const problems = new Problems();
  let result: Strategy | null = null;
  if (!isRecord(json)) problems.add(path, `must be an object, got ${describe(json)}`, RULE);
  else {
    for (const key of Object.keys(json)) {
      if (!["choice", "strategyPoints", "finish", "rounds"].includes(key))
        problems.add(`${path}.${key}`, "is not a part of a singles strategy", RULE);
    }
    const choice = readChoice(json.choice, ctx.role, `${path}.choice`, problems);
    const strategyPoints = readPoints(
      json.strategyPoints,
      character === undefined ? null : strategyPointsOf(character),
      false,
      `${path}.strategyPoints`,
      problems,
    );
    const finish = readFinish(json.finish, `${path}.finish`, problems);
    const rounds = readRounds(
      json.rounds,
      character === undefined ? null : [character],
      false,
      ctx,
      `${path}.rounds`,
      problems,
    );
    if (choice !== null) {
      const fixed =
        character === undefined
          ? rounds
          : rounds.map((r) => (r.finisher === "" ? { ...r, finisher: character.name } : r));
      result = { choice, strategyPoints, finish, rounds: fixed };
    }
  }
  const budget =
    character === undefined ? "" : ` (${character.name}: ${strategyPointsOf(character)} strategy points)`;
  problems.throwIfAny("INVALID_STRATEGY", `Invalid FastMatch! strategy${budget}`);
  if (result === null) throw new RingsideError("INVALID_STRATEGY", "Invalid FastMatch! strategy", path);
  return result;
}

/**
 * Loads a team's strategy (tag team or six-man) from plain JSON: one plan per member (grid choice,
 * one for all opponents or one per opponent by name, and that member's strategy points, TEAM
 * allowed) and one list of round actions for the side, whose finishers name the member using them.
 * Throws `INVALID_STRATEGY` listing every problem.
 */
export function loadTeamStrategy(
  input: unknown,
  members: readonly Character[],
  ctx: StrategyContext = {},
  path = "strategy",
): SideStrategy {
  const pre = new Problems();
  const json = jsonData(input, path, pre);
  if (json === undefined)
    throw new RingsideError("INVALID_STRATEGY", "Invalid FastMatch! strategy", pre.list);
  const problems = new Problems();
  let result: SideStrategy | null = null;
  if (!isRecord(json)) problems.add(path, `must be an object, got ${describe(json)}`, RULE);
  else {
    for (const key of Object.keys(json)) {
      if (!["members", "finish", "rounds"].includes(key))
        problems.add(`${path}.${key}`, "is not a part of a team strategy", RULE);
    }
    const plans: Record<string, MemberPlan> = {};
    const rawMembers = json.members;
    if (!isRecord(rawMembers))
      problems.add(`${path}.members`, "must hold one plan per wrestler, by name", RULE);
    else {
      for (const key of Object.keys(rawMembers)) {
        if (!members.some((m) => m.name === key))
          problems.add(`${path}.members.${key}`, "is not a wrestler of this side", RULE);
      }
      for (const m of members) {
        const at = `${path}.members.${m.name}`;
        const plan = Object.hasOwn(rawMembers, m.name) ? rawMembers[m.name] : undefined;
        if (!isRecord(plan)) {
          problems.add(at, "every wrestler needs a plan (grid choice and strategy points)", RULE);
          continue;
        }
        for (const key of Object.keys(plan))
          if (key !== "choice" && key !== "strategyPoints")
            problems.add(`${at}.${key}`, "is not part of a member's plan (choice, strategyPoints)", RULE);
        let choice: MemberPlan["choice"] | null = null;
        if (isRecord(plan.choice)) {
          const per: Record<string, GridChoice> = {};
          for (const [opp, c] of Object.entries(plan.choice)) {
            if (ctx.opponents !== undefined && !ctx.opponents.includes(opp))
              problems.add(`${at}.choice.${opp}`, "is not an opponent in this match", `${RULE} › The grid`);
            const read = readChoice(c, ctx.role, `${at}.choice.${opp}`, problems);
            if (read !== null) per[opp] = read;
          }
          for (const opp of ctx.opponents ?? [])
            if (!(opp in plan.choice))
              problems.add(`${at}.choice`, `gives no choice against ${opp}`, `${RULE} › The grid`);
          choice = per;
        } else choice = readChoice(plan.choice, ctx.role, `${at}.choice`, problems);
        const strategyPoints = readPoints(
          plan.strategyPoints,
          strategyPointsOf(m),
          true,
          `${at}.strategyPoints`,
          problems,
        );
        if (choice !== null) plans[m.name] = { choice, strategyPoints };
      }
    }
    const finish = readFinish(json.finish, `${path}.finish`, problems);
    const rounds = readRounds(json.rounds, members, true, ctx, `${path}.rounds`, problems);
    result = { members: plans, finish, rounds };
  }
  problems.throwIfAny("INVALID_STRATEGY", "Invalid FastMatch! team strategy");
  if (result === null) throw new RingsideError("INVALID_STRATEGY", "Invalid FastMatch! team strategy", path);
  return result;
}

/** Turns a singles strategy into the side form the engine uses. */
export function sideStrategyOf(strategy: Strategy, character: Character): SideStrategy {
  return {
    members: { [character.name]: { choice: strategy.choice, strategyPoints: strategy.strategyPoints } },
    finish: strategy.finish,
    rounds: strategy.rounds.map((r) => (r.finisher === "" ? { ...r, finisher: character.name } : r)),
  };
}
