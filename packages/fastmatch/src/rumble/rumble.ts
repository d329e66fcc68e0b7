/*
 * The Royal Rumble (FastMatch! 3.0, VIII "Royal Rumble Rules"): a game of its own. Every fight is
 * STR/TEC on the rumble chart against a random attribute; 7+ tries to throw the loser over the top;
 * a new entrant every two rounds; fatigue counted per wrestler. Docs: /fastmatch/rumble
 */
import {
  checkInput,
  Problems,
  RingsideError,
  defineGame,
  describe,
  isRecord,
  jsonData,
  openDice,
  rollSum,
  type DiceSource,
  type DiceStart,
  type MatchResult,
  type Problem,
  type StateBody,
  type Turn,
  isRingsideError,
  ownRecord,
} from "@ringside/core";
import * as v from "valibot";
import { DAMAGEABLE, type Attribute, type Attributes } from "../data/attributes.js";
import { attributesBy } from "../records.js";
import { effectiveAttributes } from "../rules/characterCreation.js";
import { loadCharacter } from "../loaders/character.js";
import { byName, own } from "../loaders/names.js";
import { type Character } from "../sheets.js";
import { INJURY_MODIFIERS, RUMBLE_CHART } from "../data/charts.js";
import { awarenessFor } from "../rules/awareness.js";
import { cheatOutcome } from "../rules/cheating.js";
import { lookUp } from "../rules/charts.js";
import { styleFits } from "../rules/styles.js";
import { engage, runIns } from "./engage.js";
import { checkRumbleState, rumbleStateSchema } from "./stateSchema.js";
import type { RumbleConfig, RumbleEvent, RumblePlan, RumbleState, RumbleWrestler, RunIn } from "./types.js";

const RULE = "FastMatch! › Royal Rumble";
const ONE_NIGHT = "FastMatch! › Multiple matches in one night";
const KEYS = ["entrants", "plans", "entryInterval", "maxRounds", "condition"];

const WHOLE = "must be a whole number from 0 up";
const score = v.optional(
  v.pipe(v.number(WHOLE), v.integer(WHOLE), v.minValue(0, WHOLE), v.maxValue(1000, WHOLE)),
);
/** The shape of a rumble's starting condition: attributes by entrant name (as a singles booking's). */
const conditionSchema = ownRecord(
  v.string(),
  v.strictObject(
    { STR: score, AGI: score, SPD: score, END: score, TEC: score, WEI: score },
    "must map attributes to scores",
  ),
  "must map wrestler names to attributes",
);

/** One entrant's condition as checked (a score left out is undefined). */
type Held = Readonly<Partial<Record<Attribute, number | undefined>>>;

/**
 * An entrant's attributes at the bell: his maximum (after injuries), lowered where tonight's
 * condition holds him lower; WEI never changes (as in a singles match's set-up).
 */
function atTheBell(max: Attributes, held: Held | undefined): Attributes {
  if (held === undefined) return max;
  return attributesBy((a) => {
    const n = held[a];
    return a === "WEI" || n === undefined ? max[a] : Math.min(max[a], n);
  });
}

function readPlan(
  raw: unknown,
  names: readonly string[],
  self: string,
  path: string,
  problems: Problem[],
): RumblePlan {
  if (raw === undefined) return { targets: [], avoid: [], cheat: false, runIns: [] };
  if (!isRecord(raw)) {
    problems.push({ path, message: "must be { targets, avoid, cheat, runIns }", rule: RULE });
    return { targets: [], avoid: [], cheat: false, runIns: [] };
  }
  const list = (k: "targets" | "avoid"): string[] => {
    const v = raw[k];
    if (v === undefined) return [];
    if (!Array.isArray(v) || !v.every((x) => typeof x === "string")) {
      problems.push({ path: `${path}.${k}`, message: "must be a list of wrestler names", rule: RULE });
      return [];
    }
    for (const n of v as string[]) {
      if (!names.includes(n))
        problems.push({ path: `${path}.${k}`, message: `${describe(n)} is not in this rumble`, rule: RULE });
      else if (n === self)
        problems.push({ path: `${path}.${k}`, message: "a wrestler cannot list himself", rule: RULE });
    }
    return v as string[];
  };
  const cheat = raw.cheat ?? false;
  if (typeof cheat !== "boolean")
    problems.push({ path: `${path}.cheat`, message: "must be true or false", rule: RULE });
  for (const k of Object.keys(raw))
    if (!["targets", "avoid", "cheat", "runIns"].includes(k))
      problems.push({ path: `${path}.${k}`, message: "is not part of a rumble plan", rule: RULE });
  const booked: RunIn[] = [];
  const rawRunIns = raw.runIns ?? [];
  if (!Array.isArray(rawRunIns))
    problems.push({ path: `${path}.runIns`, message: "must be a list of { round, target }", rule: RULE });
  else
    for (let k = 0; k < rawRunIns.length; k++) {
      const r: unknown = rawRunIns[k];
      const at = `${path}.runIns[${k}]`;
      if (!isRecord(r) || Object.keys(r).some((x) => x !== "round" && x !== "target")) {
        problems.push({ path: at, message: "must be { round, target }", rule: RULE });
        continue;
      }
      const ok = Number.isSafeInteger(r.round) && (r.round as number) >= 1;
      if (!ok) problems.push({ path: `${at}.round`, message: "must be a round from 1", rule: RULE });
      if (typeof r.target !== "string" || !names.includes(r.target) || r.target === self)
        problems.push({
          path: `${at}.target`,
          message: "must name another wrestler in this rumble",
          rule: RULE,
        });
      else if (ok) booked.push({ round: r.round as number, target: r.target });
    }
  return { targets: list("targets"), avoid: list("avoid"), cheat: cheat === true, runIns: booked };
}

/** Checks a rumble configuration (every problem at once) and opens it: the first two entrants start. */
function prepareRumble(input: unknown): {
  wrestlers: RumbleWrestler[];
  interval: number;
  maxRounds: number;
} {
  const pre = new Problems();
  const config = jsonData(input, "", pre) as RumbleConfig | undefined;
  if (config === undefined) throw new RingsideError("INVALID_CONFIG", "Invalid Royal Rumble", pre.list);
  const problems: Problem[] = [];
  if (isRecord(config))
    for (const key of Object.keys(config))
      if (!KEYS.includes(key))
        problems.push({
          path: key,
          message: `is not part of a rumble (${KEYS.join(", ")})`,
          rule: RULE,
        });
  if (!isRecord(config) || !Array.isArray(config.entrants) || config.entrants.length < 2) {
    throw new RingsideError("INVALID_CONFIG", "Invalid Royal Rumble", [
      { path: "entrants", message: "a rumble needs at least two entrants", rule: RULE },
    ]);
  }
  const chars: Character[] = [];
  config.entrants.forEach((e, i) => {
    try {
      chars.push(loadCharacter(e, `entrants[${i}]`));
    } catch (err) {
      if (!isRingsideError(err)) throw err;
      problems.push(...err.problems);
    }
  });
  const names = chars.map((c) => c.name);
  names.forEach((n, i) => {
    if (names.indexOf(n) !== i)
      problems.push({ path: `entrants[${i}].name`, message: `${n} enters twice`, rule: RULE });
  });
  const plans = config.plans ?? {};
  if (!isRecord(plans))
    problems.push({ path: "plans", message: "must map wrestler names to plans", rule: RULE });
  else
    for (const k of Object.keys(plans))
      if (!names.includes(k)) problems.push({ path: `plans.${k}`, message: "is not an entrant", rule: RULE });
  const interval = config.entryInterval ?? 2;
  if (!Number.isSafeInteger(interval) || interval < 1)
    problems.push({ path: "entryInterval", message: "must be a whole number of rounds from 1", rule: RULE });
  const maxRounds = config.maxRounds ?? 500;
  if (!Number.isSafeInteger(maxRounds) || maxRounds < 1)
    problems.push({ path: "maxRounds", message: "must be a whole number of rounds from 1", rule: RULE });
  let condition: Readonly<Record<string, Held>> = {};
  if (config.condition !== undefined) {
    const found = new Problems();
    const checked = checkInput(conditionSchema, config.condition, "condition", found, { "": ONE_NIGHT });
    problems.push(...found.list);
    // By own key: a valibot record's output drops names such as "constructor".
    if (checked !== undefined)
      condition = Object.fromEntries(byName(config.condition, conditionSchema.value));
    // Names as sent, so that a broken sheet's condition is not reported as well.
    const sent = config.entrants.map((e) => (isRecord(e) && typeof e.name === "string" ? e.name : null));
    for (const who of isRecord(config.condition) ? Object.keys(config.condition) : [])
      if (!sent.includes(who))
        problems.push({ path: `condition.${who}`, message: "is not an entrant", rule: ONE_NIGHT });
  }
  const wrestlers = chars.map((c): RumbleWrestler => {
    const start = atTheBell(
      effectiveAttributes(c),
      Object.hasOwn(condition, c.name) ? condition[c.name] : undefined,
    );
    return {
      name: c.name,
      alignment: c.alignment ?? null,
      styles: c.styles,
      cheater: c.cheater,
      start,
      now: start,
      tecFloor: Math.ceil(start.TEC / 2),
      injuries: { ...c.injuries },
      plan: readPlan(own(plans, c.name), names, c.name, `plans.${c.name}`, problems),
      status: "waiting",
      roundsIn: 0,
      awareness: 0,
    };
  });
  if (problems.length > 0)
    throw new RingsideError(
      problems.some((p) => p.path.startsWith("entrants")) &&
        !problems.some((p) => !p.path.startsWith("entrants"))
        ? "INVALID_SHEET"
        : "INVALID_CONFIG",
      "Invalid Royal Rumble",
      problems,
    );
  return { wrestlers, interval, maxRounds };
}

/** Opens a checked rumble with its dice: the first two entrants start (their entries are events). */
function openRumble(config: RumbleConfig, dice: DiceSource, events: RumbleEvent[]): StateBody<RumbleState> {
  const { wrestlers, interval, maxRounds } = prepareRumble(config);
  const work = wrestlers.map((w) => ({ ...w }));
  for (const k of [0, 1]) enter(work, k, dice, 0, events);
  return {
    game: "fastmatch-rumble",
    round: 0,
    entryInterval: interval,
    maxRounds,
    wrestlers: work,
    eliminated: [],
    result: null,
  };
}

/**
 * Checks a Royal Rumble configuration from an untrusted source (a show file, a form, a link) and
 * returns it typed: the entrants' sheets, plans, run-ins, the entry interval and the carried
 * condition, every problem at once with its path and rule.
 *
 * @throws RingsideError `INVALID_CONFIG` listing every problem; `INVALID_SHEET` for an entrant's sheet.
 * @example
 * ```ts
 * const config = loadRumbleConfig(JSON.parse(text));
 * const { state } = resolveRumble(config, 7);
 * ```
 */
export function loadRumbleConfig(input: unknown): RumbleConfig {
  prepareRumble(input);
  // prepareRumble refused everything that is not a RumbleConfig.
  return input as RumbleConfig;
}

/**
 * Checks a rumble configuration (every problem at once) and opens it: the first two entrants start.
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET`; `INVALID_ARGUMENT` for bad dice.
 */
export function setupRumble(config: RumbleConfig, start: DiceStart): RumbleState {
  return fastmatchRumble.setup(config, start);
}

type W = { -readonly [K in keyof RumbleWrestler]: RumbleWrestler[K] } & {
  now: Record<Attribute, number>;
  injuries: Partial<Record<Attribute, number>>;
};

function enter(
  ws: RumbleWrestler[],
  k: number,
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
): void {
  const w = ws[k]!;
  const awareness = awarenessFor(dice.int(1, 6, `referee awareness of ${w.name}`)) - (w.cheater ? 1 : 0);
  ws[k] = { ...w, status: "in", awareness };
  events.push({ type: "entry", round, wrestler: w.name, awareness });
}

function lower(w: W, a: Attribute, amount: number): void {
  const floor = a === "TEC" ? w.tecFloor : 0;
  w.now[a] = Math.max(Math.min(w.now[a], floor), w.now[a] - amount);
}

function eliminate(
  ws: W[],
  k: number,
  how: "over the top" | "disqualified",
  round: number,
  events: RumbleEvent[],
  out: string[],
): void {
  ws[k]!.status = "out";
  out.push(ws[k]!.name);
  events.push({
    type: "elimination",
    round,
    wrestler: ws[k]!.name,
    how,
    left: ws.filter((w) => w.status !== "out").length,
  });
}

/** Resolves one rumble round: entries, pairings, each fight on the rumble chart, tosses, saves, fatigue. */
export function playRumbleRound(
  state: RumbleState,
  dice: DiceSource,
): { state: RumbleState; events: RumbleEvent[] } {
  const events: RumbleEvent[] = [];
  const round = state.round + 1;
  const ws: W[] = state.wrestlers.map((w) => ({ ...w, now: { ...w.now }, injuries: { ...w.injuries } }));
  const out = [...state.eliminated];
  if (round > 1 && (round - 1) % state.entryInterval === 0) {
    const next = ws.findIndex((w) => w.status === "waiting");
    if (next >= 0) enter(ws, next, dice, round, events);
  }
  const interference = runIns(ws, round, events);
  const groups = engage(ws, dice, round, events);
  for (const g of groups) {
    const d = ws[g.defender]!;
    const a = ws[g.attackers[0]!]!;
    if (d.status !== "in" || a.status !== "in") continue;
    // Each extra man against one wrestler is +1 to every roll: extra attackers and run-ins against
    // the defender help the attackers; run-ins against the lead attacker help the defender.
    const extra = g.attackers.length - 1 + (interference.get(g.defender) ?? 0);
    const help = interference.get(g.attackers[0]!) ?? 0;
    let net = 0;
    for (const attr of ["STR", "TEC"] as const)
      net += a.now[attr] > d.now[attr] ? 1 : a.now[attr] < d.now[attr] ? -1 : 0;
    if (a.styles.some((s) => styleFits(s, "STR", "TEC"))) net++;
    if (d.styles.some((s) => styleFits(s, "STR", "TEC"))) net--;
    const r0 = rollSum(dice, 3, 6, `rumble attack roll for ${a.name}`);
    const r1 = rollSum(dice, 3, 6, `rumble attack roll for ${d.name}`);
    const t0 = r0 + Math.max(0, net) + extra;
    const t1 = r1 + Math.max(0, -net) + help;
    const winner = t0 > t1 ? a : t1 > t0 ? d : null;
    events.push({
      type: "exchange",
      round,
      attackers: g.attackers.map((k) => ws[k]!.name),
      defender: d.name,
      rolls: [r0, r1],
      bonus: net,
      totals: [t0, t1],
      winner: winner?.name ?? null,
      margin: Math.abs(t0 - t1),
    });
    const cheaters = g.attackers.concat(g.defender).filter((k) => ws[k]!.plan.cheat);
    if (winner !== null) {
      const loser = winner === a ? d : a;
      const row = lookUp(RUMBLE_CHART, Math.abs(t0 - t1), winner.plan.cheat ? 1 : 0);
      const target = DAMAGEABLE[dice.int(0, DAMAGEABLE.length - 1, `random target on ${loser.name}`)]!;
      const before = loser.now[target];
      lower(loser, target, row.damage);
      events.push({
        type: "damage",
        round,
        wrestler: loser.name,
        target,
        amount: row.damage,
        before,
        after: loser.now[target],
      });
      if (before === 0) {
        const roll = dice.int(1, 6, `injury roll against ${loser.name}`);
        const total = roll + 2 - INJURY_MODIFIERS.normal;
        const injured = total < row.damage;
        if (injured) loser.injuries[target] = (loser.injuries[target] ?? 0) + 1;
        events.push({
          type: "injury-roll",
          round,
          wrestler: loser.name,
          attribute: target,
          roll,
          total,
          injured,
        });
      }
      if (row.then === "out") {
        const wb = (winner.now.STR > loser.now.WEI ? 1 : 0) + (winner === a ? extra : help);
        const lb = Math.floor(loser.now.WEI / 2);
        const x = rollSum(dice, 3, 6, `toss roll for ${winner.name}`);
        const y = rollSum(dice, 3, 6, `toss resistance for ${loser.name}`);
        const over = x + wb > y + lb;
        events.push({
          type: "toss",
          round,
          by: winner.name,
          wrestler: loser.name,
          rolls: [x, y],
          bonuses: [wb, lb],
          over,
        });
        if (over) {
          const needs = loser.now.AGI + loser.now.SPD;
          const roll = rollSum(dice, 2, 6, `apron save for ${loser.name}`);
          const saved = roll <= needs;
          events.push({ type: "save", round, wrestler: loser.name, roll, needs, saved });
          if (!saved) eliminate(ws, ws.indexOf(loser), "over the top", round, events, out);
        }
      }
    }
    const checked = winner === null && cheaters.length > 0 ? g.attackers.concat(g.defender) : cheaters;
    for (const k of checked) {
      const w = ws[k]!;
      if (w.status !== "in") continue;
      const roll = rollSum(dice, 2, 6, `cheating check for ${w.name}`);
      const outcome = cheatOutcome(roll, w.awareness);
      events.push({ type: "cheat-check", round, wrestler: w.name, roll, awareness: w.awareness, outcome });
      if (outcome === "warned") w.awareness++;
      if (outcome === "disqualified") eliminate(ws, k, "disqualified", round, events, out);
    }
  }
  for (const w of ws) {
    if (w.status !== "in") continue;
    w.roundsIn++;
    if (w.roundsIn % 10 === 0) {
      const roll = rollSum(dice, 2, 6, `fatigue roll for ${w.name}`) + Math.floor(w.roundsIn / 10) - 1;
      let attribute: Attribute | null = null;
      if (roll > w.start.END) {
        attribute = DAMAGEABLE[dice.int(0, DAMAGEABLE.length - 1, `fatigue attribute for ${w.name}`)]!;
        lower(w, attribute, 1);
      }
      events.push({ type: "fatigue", round, wrestler: w.name, roll, attribute });
    }
  }
  let result: MatchResult<string> | null = null;
  const standing = ws.filter((w) => w.status !== "out");
  if (standing.length === 1)
    result = { winner: standing[0]!.name, method: "knockout", detail: "last one left in the ring" };
  else if (standing.length === 0)
    result = { winner: null, method: "draw", detail: "nobody left in the ring" };
  else if (round >= state.maxRounds) result = { winner: null, method: "time-limit" };
  if (result !== null) events.push({ type: "result", round, result });
  return { state: { ...state, dice: dice.save(), round, wrestlers: ws, eliminated: out, result }, events };
}

/** What anyone may see of a rumble: everything but the dice. */
export type RumbleView = Omit<RumbleState, "dice">;

/**
 * The FastMatch! Royal Rumble, a resolver built with core's `defineGame`: every fight is STR/TEC on
 * the rumble chart against a random attribute, 7+ tries to throw the loser over the top (+1 if the
 * winner's STR beats the loser's WEI, the loser adds half his WEI), an AGI+SPD save keeps him in,
 * extra attackers and run-ins add +1 each, a new entrant every two rounds, fatigue counted per
 * wrestler. Players are the entrants by name; `start` opens with the first two entries.
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET`, `INVALID_STATE`, `MATCH_OVER` (see core's `defineGame`).
 * @example
 * ```ts
 * const { state, events } = fastmatchRumble.start({ entrants: [captainLuger, kaltor, buddy] }, 7);
 * ```
 */
export const fastmatchRumble = defineGame<RumbleConfig, RumbleState, never, RumbleEvent, RumbleView, string>({
  id: "fastmatch-rumble",
  config: loadRumbleConfig,
  state: rumbleStateSchema,
  checkState: checkRumbleState,
  setup: openRumble,
  players: (state) => state.wrestlers.map((w) => w.name),
  turn: (state): Turn<string> =>
    state.result === null ? { kind: "advance" } : { kind: "over", result: state.result },
  moves: () => [],
  advance: (state, dice, events) => {
    const step = playRumbleRound(state, dice);
    events.push(...step.events);
    return step.state;
  },
});

/** Runs a whole rumble at once (as the federation head would) and returns the final state and events. */
export function resolveRumble(
  config: RumbleConfig,
  dice: DiceStart,
): { readonly state: RumbleState; readonly events: readonly RumbleEvent[] } {
  const opened = fastmatchRumble.start(config, dice);
  let state = opened.state;
  const events: RumbleEvent[] = opened.events.filter((e): e is RumbleEvent => e.type !== "match-over");
  const source = openDice(state.dice);
  while (state.result === null) {
    const step = playRumbleRound(state, source);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

export type { RumbleConfig, RumbleEvent, RumblePlan, RumbleState, RumbleWrestler, RunIn } from "./types.js";
export { narrateRumble } from "./narrator.js";
