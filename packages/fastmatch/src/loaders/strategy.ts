/*
 * The strategy loaders: a singles strategy (Part II) or a team's (Part V) as a player sends it,
 * checked with core's validation layer. The shape (types, unknown keys with a suggestion) is a
 * valibot schema; the rules (who picks a letter, strategy points, round actions, finishers) are the
 * rule modules', run on every part that has the right shape, so every problem shows at once.
 */
import * as v from "valibot";
import {
  defined,
  checkInput,
  isRecord,
  jsonData,
  ownRecord,
  Problems,
  RingsideError,
  type RuleMap,
} from "@ringside/core";
import { ACTION_TYPES } from "../data/actions.js";
import { DAMAGEABLE, type Target } from "../data/attributes.js";
import { LETTERS } from "../data/grid.js";
import { strategyPointsOf } from "../rules/characterCreation.js";
import { finisherLimitProblems, finisherUser } from "../rules/finishers.js";
import { roundActionProblems, roundCountProblems } from "../rules/roundActions.js";
import { strategyPointProblems } from "../rules/strategyPoints.js";
import { choiceProblems } from "../rules/theGrid.js";
import type {
  Character,
  GridChoice,
  MemberPlan,
  RoundAction,
  SideStrategy,
  Strategy,
  StrategyContext,
} from "../sheets.js";
import { byName } from "./names.js";

const RULE = "FastMatch! › Making a strategy";
const WHOLE = "must be a whole number from 0 up";
const whole = v.pipe(v.number(WHOLE), v.integer(WHOLE), v.minValue(0, WHOLE), v.maxValue(1000, WHOLE));
const CHOICE = "must be a letter A–D or a number 1–4";
const MEMBERS = "must map each wrestler's name to his plan (Name: { choice, strategyPoints }), not a list";
/** The longest description of a round's moves (a saved state holds no more). */
export const MAX_MOVES_LENGTH = 2000;
/** A message naming what was sent: `must be …, got "POW"`. */
const got =
  (text: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `${text}, got ${issue.received}`;

/** A grid choice: a letter (any case) or a number, also written as text ("3"). */
const choice: v.GenericSchema<unknown, GridChoice> = v.union(
  [
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(LETTERS)),
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[1-4]$/),
      v.transform((s) => Number(s) as 1 | 2 | 3 | 4),
    ),
    v.picklist([1, 2, 3, 4] as const),
  ],
  got(CHOICE),
);
const point = v.optional(whole);
/** Strategy points by where they go; WEI is named so its problem says why. */
const points = v.strictObject(
  {
    STR: point,
    AGI: point,
    SPD: point,
    END: point,
    TEC: point,
    TEAM: point,
    INJURY: point,
    WEI: v.optional(v.custom<never>(() => false, "strategy points can never go on WEI")),
  },
  "must map attributes to strategy points",
);
const TARGETS = [...DAMAGEABLE, "TEAM", "WEI"] as const;
const roundAction = v.strictObject(
  {
    action: v.optional(v.picklist(ACTION_TYPES, got(`must be one of ${ACTION_TYPES.join(", ")}`)), "regular"),
    // WEI and TEAM have the right shape: the round-action rule says when they are not allowed.
    target: v.picklist(TARGETS, got("must be STR, AGI, SPD, END or TEC (or TEAM in a team match)")),
    moves: v.pipe(
      v.string("say which moves the wrestler uses (the write-up needs them)"),
      v.trim(),
      v.nonEmpty("say which moves the wrestler uses (the write-up needs them)"),
      v.maxLength(MAX_MOVES_LENGTH, `moves are described in at most ${MAX_MOVES_LENGTH} characters`),
    ),
    illegal: v.optional(v.boolean("must be true or false"), false),
    finisher: v.optional(
      v.union([v.boolean(), v.string()], "must be true, false or a wrestler's name"),
      false,
    ),
  },
  "must be a round action object",
);
const rounds = v.pipe(
  v.array(roundAction, "must be a list of round actions, one per round"),
  v.nonEmpty("must be a list of round actions, one per round"),
);
const finish = v.picklist(["pin", "submission"], got('choose "pin" or "submission" as the default finish'));

/** The shape of a singles strategy. */
const strategyShape = v.strictObject(
  { choice, strategyPoints: v.optional(points), finish, rounds },
  "a strategy must be an object",
);
const memberShape = v.strictObject(
  {
    choice: v.union([choice, ownRecord(v.string(), choice)], `${CHOICE}, or one per opponent by name`),
    strategyPoints: v.optional(points),
  },
  "every wrestler needs a plan (grid choice and strategy points)",
);
/** The shape of a team strategy (members are checked against the side below). */
const teamShape = v.strictObject(
  {
    // A list is refused before the record reads its indexes as names.
    members: v.pipe(
      v.custom<unknown>((m) => !Array.isArray(m), MEMBERS),
      ownRecord(v.string(), v.unknown(), MEMBERS),
    ),
    finish,
    rounds,
  },
  "a team strategy must be an object",
);

const RULES: RuleMap = {
  "": RULE,
  choice: `${RULE} › The grid`,
  strategyPoints: `${RULE} › Strategy points`,
  "strategyPoints.INJURY": "FastMatch! › Injury",
  finish: `${RULE} › Pin or submission`,
  rounds: `${RULE} › Round actions`,
};

function part<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : undefined;
}

/** The strategy points of a plan with the right shape, by key, for the rules. */
function placed(raw: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (isRecord(raw))
    for (const [key, value] of Object.entries(raw)) {
      const n = key === "WEI" ? undefined : part(whole, value);
      if (n !== undefined && Object.hasOwn(points.entries, key)) out[key] = n;
    }
  return out;
}

/** Checks one plan's strategy points against its wrestler's budget (null: unknown). */
function pointRules(
  raw: unknown,
  budget: number | null,
  team: boolean,
  path: string,
  problems: Problems,
): void {
  strategyPointProblems(placed(raw), budget, team, path, problems);
}

/** The points placed, as loaded (only those above 0, in the order sent). */
function pointsOf(raw: unknown): MemberPlan["strategyPoints"] {
  const out: Partial<Record<Target | "INJURY", number>> = {};
  for (const [key, n] of Object.entries(placed(raw))) if (n > 0) out[key as Target | "INJURY"] = n;
  return out;
}

/**
 * The round-action rules over a list (each line with the right shape), the finisher limits
 * included; returns the loaded actions (finishers named) when the list has the right shape.
 */
function roundRules(
  raw: unknown,
  wrestlers: readonly Character[] | null,
  team: boolean,
  ctx: StrategyContext,
  path: string,
  problems: Problems,
): RoundAction[] {
  if (!Array.isArray(raw)) return [];
  roundCountProblems(raw.length, raw.length === 0 ? undefined : ctx.rounds, path, problems);
  const out: RoundAction[] = [];
  const users: (string | null)[] = raw.map((line: unknown, i) => {
    const at = `${path}[${i}]`;
    const record = isRecord(line) ? line : {};
    roundActionProblems(
      {
        action: part(roundAction.entries.action, record.action),
        target: part(roundAction.entries.target, record.target),
        illegal: part(roundAction.entries.illegal, record.illegal),
      },
      team,
      at,
      problems,
    );
    const called = part(roundAction.entries.finisher, record.finisher);
    const user =
      called === undefined || called === false
        ? null
        : finisherUser(called, wrestlers, `${at}.finisher`, problems);
    const read = part(roundAction, line);
    if (read !== undefined)
      out.push({
        // The shared constants rather than the sent text: rounds compare these every time.
        action: defined(
          ACTION_TYPES.find((t) => t === read.action),
          "fastmatch: a checked action",
        ),
        target: defined(
          TARGETS.find((t) => t === read.target),
          "fastmatch: a checked target",
        ) as Target,
        moves: read.moves,
        illegal: read.illegal,
        finisher: user,
      });
    return user;
  });
  const bought = (name: string): number | undefined => wrestlers?.find((w) => w.name === name)?.finishers;
  finisherLimitProblems(users, bought, path, problems);
  return out;
}

/** Own JSON data, or a thrown `INVALID_STRATEGY` listing what is not. */
function jsonOf(input: unknown, path: string): unknown {
  const pre = new Problems();
  const json = jsonData(input, path, pre);
  if (json === undefined)
    throw new RingsideError("INVALID_STRATEGY", "Invalid FastMatch! strategy", pre.list);
  return json;
}

/**
 * Loads a singles strategy from plain JSON and checks it (against the character and the match when
 * given): the grid choice, strategy points (never WEI, at most 2 toward injury, no more than the
 * wrestler has), the default finish and every round action, with the finisher limits.
 *
 * @throws RingsideError `INVALID_STRATEGY` listing every problem.
 */
export function loadStrategy(
  input: unknown,
  character?: Character,
  ctx: StrategyContext = {},
  path = "strategy",
): Strategy {
  const json = jsonOf(input, path);
  const problems = new Problems();
  const shaped = checkInput(strategyShape, json, path, problems, RULES);
  const raw = isRecord(json) ? json : {};
  const picked = part(choice, raw.choice);
  if (picked !== undefined) choiceProblems(picked, ctx.role, `${path}.choice`, problems);
  const budget = character === undefined ? null : strategyPointsOf(character);
  pointRules(raw.strategyPoints, budget, false, `${path}.strategyPoints`, problems);
  const actions = roundRules(
    raw.rounds,
    character === undefined ? null : [character],
    false,
    ctx,
    `${path}.rounds`,
    problems,
  );
  const who = character === undefined ? "" : ` (${character.name}: ${budget} strategy points)`;
  problems.throwIfAny("INVALID_STRATEGY", `Invalid FastMatch! strategy${who}`);
  const checked = defined(shaped, "fastmatch: the checked strategy");
  return {
    choice: checked.choice,
    strategyPoints: pointsOf(raw.strategyPoints),
    finish: checked.finish,
    rounds: actions,
  };
}

/**
 * Loads a team's strategy (tag team or six-man) from plain JSON: one plan per member (grid choice,
 * one for all opponents or one per opponent by name, and that member's strategy points, TEAM
 * allowed) and one list of round actions for the side, whose finishers name the member using them.
 *
 * @throws RingsideError `INVALID_STRATEGY` listing every problem.
 */
export function loadTeamStrategy(
  input: unknown,
  members: readonly Character[],
  ctx: StrategyContext = {},
  path = "strategy",
): SideStrategy {
  const json = jsonOf(input, path);
  const problems = new Problems();
  const shaped = checkInput(teamShape, json, path, problems, RULES);
  const raw = isRecord(json) ? json : {};
  const plans: [string, MemberPlan][] = [];
  const rawMembers = raw.members;
  if (isRecord(rawMembers)) {
    for (const key of Object.keys(rawMembers))
      if (!members.some((m) => m.name === key))
        problems.add(`${path}.members.${key}`, "is not a wrestler of this side", RULE);
    for (const m of members) {
      const at = `${path}.members.${m.name}`;
      const plan = Object.hasOwn(rawMembers, m.name) ? rawMembers[m.name] : undefined;
      if (plan === undefined) {
        problems.add(at, "every wrestler needs a plan (grid choice and strategy points)", RULE);
        continue;
      }
      const read = checkInput(memberShape, plan, at, problems, { "": RULE, choice: `${RULE} › The grid` });
      const rawChoice = isRecord(plan) ? plan.choice : undefined;
      const single = part(choice, rawChoice);
      if (single !== undefined) choiceProblems(single, ctx.role, `${at}.choice`, problems);
      else if (isRecord(rawChoice)) {
        for (const [opp, c] of Object.entries(rawChoice)) {
          if (ctx.opponents !== undefined && !ctx.opponents.includes(opp))
            problems.add(`${at}.choice.${opp}`, "is not an opponent in this match", `${RULE} › The grid`);
          const one = part(choice, c);
          if (one !== undefined) choiceProblems(one, ctx.role, `${at}.choice.${opp}`, problems);
        }
        for (const opp of ctx.opponents ?? [])
          if (!Object.hasOwn(rawChoice, opp))
            problems.add(`${at}.choice`, `gives no choice against ${opp}`, `${RULE} › The grid`);
      }
      const rawPoints = isRecord(plan) ? plan.strategyPoints : undefined;
      pointRules(rawPoints, strategyPointsOf(m), true, `${at}.strategyPoints`, problems);
      if (read !== undefined) {
        // Per-opponent choices by own key, as sent (a valibot record's output drops "constructor").
        const chosen =
          typeof read.choice === "object" ? Object.fromEntries(byName(rawChoice, choice)) : read.choice;
        plans.push([m.name, { choice: chosen, strategyPoints: pointsOf(rawPoints) }]);
      }
    }
  }
  const actions = roundRules(raw.rounds, members, true, ctx, `${path}.rounds`, problems);
  problems.throwIfAny("INVALID_STRATEGY", "Invalid FastMatch! team strategy");
  const checked = defined(shaped, "fastmatch: the checked team strategy");
  return { members: Object.fromEntries(plans), finish: checked.finish, rounds: actions };
}

/** Turns a singles strategy into the side form the engine uses. */
export function sideStrategyOf(strategy: Strategy, character: Character): SideStrategy {
  return {
    members: { [character.name]: { choice: strategy.choice, strategyPoints: strategy.strategyPoints } },
    finish: strategy.finish,
    rounds: strategy.rounds.map((r) => (r.finisher === "" ? { ...r, finisher: character.name } : r)),
  };
}
