import {
  RingsideError,
  describe,
  isRecord,
  openDice,
  rollSum,
  type DiceSource,
  type DiceStart,
  type Game,
  type MatchResult,
  type MatchStateBase,
  type Problem,
  type Step,
  type Turn,
  isRingsideError,
} from "@ringside/core";
import { DAMAGEABLE, type Attribute, type Attributes } from "./attributes.js";
import { effectiveAttributes, loadCharacter, type Alignment, type Character } from "./character.js";
import {
  INJURY_MODIFIERS,
  RUMBLE_CHART,
  awarenessFor,
  cheatOutcome,
  lookUp,
  type CheatOutcome,
} from "./charts.js";
import { styleFits, type Style } from "./styles.js";

/** A Royal Rumble entrant's strategy: preferred targets in order, people to leave alone, cheating. */
export interface RumblePlan {
  readonly targets: readonly string[];
  readonly avoid: readonly string[];
  /** Fights dirty every round (each round risks a disqualification, which eliminates). */
  readonly cheat: boolean;
}

/** A Royal Rumble as booked: entrants in order of entry, with optional plans. */
export interface RumbleConfig {
  /** Characters as plain JSON, in the order they enter. */
  readonly entrants: readonly unknown[];
  /** Plans by wrestler name (all optional). */
  readonly plans?: Readonly<Record<string, unknown>>;
  /** Rounds between entrants (default 2). */
  readonly entryInterval?: number;
  /** A safety limit: after this many rounds the rumble is a draw (default 500). */
  readonly maxRounds?: number;
}

/** One wrestler in a rumble. */
export interface RumbleWrestler {
  readonly name: string;
  readonly alignment: Alignment | null;
  readonly styles: readonly Style[];
  readonly cheater: boolean;
  readonly start: Attributes;
  readonly now: Attributes;
  readonly tecFloor: number;
  readonly injuries: Readonly<Partial<Record<Attribute, number>>>;
  readonly plan: RumblePlan;
  /** "waiting" to enter, "in" the ring, or "out" (eliminated). */
  readonly status: "waiting" | "in" | "out";
  readonly roundsIn: number;
  readonly awareness: number;
}

/** The state of a Royal Rumble: plain JSON carrying its dice. */
export interface RumbleState extends MatchStateBase {
  readonly game: "fastmatch-rumble";
  readonly round: number;
  readonly entryInterval: number;
  readonly maxRounds: number;
  readonly wrestlers: readonly RumbleWrestler[];
  readonly eliminated: readonly string[];
  readonly result: MatchResult<string> | null;
}

/** The events of a Royal Rumble. */
export type RumbleEvent =
  | { readonly type: "entry"; readonly round: number; readonly wrestler: string; readonly awareness: number }
  | {
      readonly type: "engagement";
      readonly round: number;
      readonly attackers: readonly string[];
      readonly defender: string;
      readonly how: "target" | "face-vs-heel" | "random" | "gang-up";
    }
  | {
      readonly type: "exchange";
      readonly round: number;
      readonly attackers: readonly string[];
      readonly defender: string;
      readonly rolls: readonly [number, number];
      readonly bonus: number;
      readonly totals: readonly [number, number];
      readonly winner: string | null;
      readonly margin: number;
    }
  | {
      readonly type: "damage";
      readonly round: number;
      readonly wrestler: string;
      readonly target: Attribute;
      readonly amount: number;
      readonly before: number;
      readonly after: number;
    }
  | {
      readonly type: "injury-roll";
      readonly round: number;
      readonly wrestler: string;
      readonly attribute: Attribute;
      readonly roll: number;
      readonly total: number;
      readonly injured: boolean;
    }
  | {
      readonly type: "toss";
      readonly round: number;
      readonly by: string;
      readonly wrestler: string;
      readonly rolls: readonly [number, number];
      readonly bonuses: readonly [number, number];
      readonly over: boolean;
    }
  | {
      readonly type: "save";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly needs: number;
      readonly saved: boolean;
    }
  | {
      readonly type: "cheat-check";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly awareness: number;
      readonly outcome: CheatOutcome;
    }
  | {
      readonly type: "elimination";
      readonly round: number;
      readonly wrestler: string;
      readonly how: "over the top" | "disqualified";
      readonly left: number;
    }
  | {
      readonly type: "fatigue";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly attribute: Attribute | null;
    }
  | { readonly type: "result"; readonly round: number; readonly result: MatchResult<string> };

const RULE = "FastMatch! › Royal Rumble";

function readPlan(
  raw: unknown,
  names: readonly string[],
  self: string,
  path: string,
  problems: Problem[],
): RumblePlan {
  if (raw === undefined) return { targets: [], avoid: [], cheat: false };
  if (!isRecord(raw)) {
    problems.push({ path, message: "must be { targets, avoid, cheat }", rule: RULE });
    return { targets: [], avoid: [], cheat: false };
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
    if (!["targets", "avoid", "cheat"].includes(k))
      problems.push({ path: `${path}.${k}`, message: "is not part of a rumble plan", rule: RULE });
  return { targets: list("targets"), avoid: list("avoid"), cheat: cheat === true };
}

/** Checks a rumble configuration (every problem at once) and opens it: the first two entrants start. */
export function setupRumble(config: RumbleConfig, start: DiceStart): RumbleState {
  const problems: Problem[] = [];
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
  const wrestlers = chars.map((c): RumbleWrestler => {
    const max = effectiveAttributes(c);
    return {
      name: c.name,
      alignment: c.alignment ?? null,
      styles: c.styles,
      cheater: c.cheater,
      start: max,
      now: max,
      tecFloor: Math.ceil(max.TEC / 2),
      injuries: { ...c.injuries },
      plan: readPlan(isRecord(plans) ? plans[c.name] : undefined, names, c.name, `plans.${c.name}`, problems),
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
  const dice = openDice(start);
  const work = wrestlers.map((w) => ({ ...w }));
  for (const k of [0, 1]) enter(work, k, dice, 0, []);
  return {
    game: "fastmatch-rumble",
    dice: dice.save(),
    round: 0,
    entryInterval: interval,
    maxRounds,
    wrestlers: work,
    eliminated: [],
    result: null,
  };
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

function opposite(a: RumbleWrestler, b: RumbleWrestler): boolean {
  return a.alignment !== null && b.alignment !== null && a.alignment !== b.alignment;
}

interface Group {
  readonly defender: number;
  readonly attackers: number[];
}

/** Pairs the wrestlers in the ring: target lists first, then face against heel, then at random; extras gang up. */
function engage(
  ws: readonly RumbleWrestler[],
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
): Group[] {
  const inRing = ws.map((w, i) => (w.status === "in" ? i : -1)).filter((i) => i >= 0);
  const busy = new Set<number>();
  const groups: Group[] = [];
  const how = new Map<Group, RumbleEvent & { type: "engagement" }>();
  const open = (attacker: number, defender: number, kind: "target" | "face-vs-heel" | "random"): void => {
    const g = { defender, attackers: [attacker] };
    groups.push(g);
    busy.add(attacker);
    busy.add(defender);
    how.set(g, { type: "engagement", round, attackers: [], defender: ws[defender]!.name, how: kind });
  };
  const hasTarget = (i: number): boolean =>
    ws[i]!.plan.targets.some((n) => ws.some((x) => x.name === n && x.status === "in"));
  const order = [...inRing.filter(hasTarget), ...inRing.filter((i) => !hasTarget(i))];
  for (const i of order) {
    if (busy.has(i)) continue;
    const w = ws[i]!;
    const allowed = (j: number): boolean => j !== i && !w.plan.avoid.includes(ws[j]!.name);
    const wanted = w.plan.targets
      .map((n) => ws.findIndex((x) => x.name === n))
      .find((j) => j >= 0 && ws[j]!.status === "in" && allowed(j));
    if (wanted !== undefined) {
      const g = groups.find((x) => x.defender === wanted);
      if (g !== undefined) {
        g.attackers.push(i);
        busy.add(i);
        continue;
      }
      if (!busy.has(wanted)) {
        open(i, wanted, "target");
        continue;
      }
    }
    const free = inRing.filter((j) => !busy.has(j) && allowed(j));
    const rivals = free.filter((j) => opposite(w, ws[j]!));
    const pool = rivals.length > 0 ? rivals : free;
    if (pool.length > 0) {
      const j = pool[pool.length === 1 ? 0 : dice.int(0, pool.length - 1, `opponent for ${w.name}`)]!;
      open(i, j, rivals.length > 0 ? "face-vs-heel" : "random");
      continue;
    }
    const joinable = groups.filter((g) => allowed(g.defender));
    if (joinable.length > 0) {
      const g =
        joinable[joinable.length === 1 ? 0 : dice.int(0, joinable.length - 1, `gang-up for ${w.name}`)]!;
      g.attackers.push(i);
      busy.add(i);
    }
  }
  for (const g of groups) {
    const e = how.get(g)!;
    events.push({
      ...e,
      attackers: g.attackers.map((a) => ws[a]!.name),
      how: g.attackers.length > 1 ? "gang-up" : e.how,
    });
  }
  return groups;
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
  const groups = engage(ws, dice, round, events);
  for (const g of groups) {
    const d = ws[g.defender]!;
    const a = ws[g.attackers[0]!]!;
    if (d.status !== "in" || a.status !== "in") continue;
    const extra = g.attackers.length - 1;
    let net = 0;
    for (const attr of ["STR", "TEC"] as const)
      net += a.now[attr] > d.now[attr] ? 1 : a.now[attr] < d.now[attr] ? -1 : 0;
    if (a.styles.some((s) => styleFits(s, "STR", "TEC"))) net++;
    if (d.styles.some((s) => styleFits(s, "STR", "TEC"))) net--;
    const r0 = rollSum(dice, 3, 6, `rumble attack roll for ${a.name}`);
    const r1 = rollSum(dice, 3, 6, `rumble attack roll for ${d.name}`);
    const t0 = r0 + Math.max(0, net) + extra;
    const t1 = r1 + Math.max(0, -net);
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
        const wb = (winner.now.STR > loser.now.WEI ? 1 : 0) + (winner === a ? extra : 0);
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

/**
 * The FastMatch! Royal Rumble: every fight is STR/TEC on the rumble chart against a random
 * attribute, 7+ tries to throw the loser over the top (+1 if the winner's STR beats the loser's
 * WEI, the loser adds half his WEI), an AGI+SPD save keeps him in, extra attackers add +1 each,
 * a new entrant every two rounds, fatigue counted per wrestler. Players are the entrants by name.
 */
export const fastmatchRumble: Game<RumbleConfig, RumbleState, never, RumbleEvent, RumbleState, string> = {
  id: "fastmatch-rumble",
  // Until this game moves to core's defineGame (core round 2): no opening events, no state check.
  start(config, dice) {
    return { state: this.setup(config, dice), events: [] };
  },
  loadState: (input) => input as RumbleState,
  setup: setupRumble,
  players: (state) => state.wrestlers.map((w) => w.name),
  turn: (state): Turn<string> =>
    state.result === null ? { kind: "advance" } : { kind: "over", result: state.result },
  moves: () => [],
  play(state, player): Step<RumbleState, RumbleEvent> {
    if (state.result !== null)
      throw new RingsideError("MATCH_OVER", "fastmatch-rumble: the rumble is over", [
        { path: "move", message: `decided (${state.result.method})` },
      ]);
    throw new RingsideError("NOT_YOUR_TURN", `fastmatch-rumble: not ${player}'s decision`, [
      { path: "player", message: "waiting for nobody: the rumble resolves on its own" },
    ]);
  },
  advance(state): Step<RumbleState, RumbleEvent> {
    if (state.result !== null)
      throw new RingsideError("MATCH_OVER", "fastmatch-rumble: the rumble is over", [
        { path: "state", message: `decided (${state.result.method})` },
      ]);
    return playRumbleRound(state, openDice(state.dice));
  },
  view: (state) => state,
};

/** Narrates one rumble event in our own words. */
export function narrateRumble(e: RumbleEvent): string | null {
  switch (e.type) {
    case "entry":
      return `${e.wrestler} hits the ring!`;
    case "engagement":
      return e.attackers.length > 1
        ? `${e.attackers.join(" and ")} gang up on ${e.defender}.`
        : `${e.attackers[0]} goes after ${e.defender}.`;
    case "exchange":
      return e.winner === null
        ? `${e.attackers[0]} and ${e.defender} trade blows to a standstill.`
        : `${e.winner} gets the better of it (${e.totals[0]}–${e.totals[1]}).`;
    case "damage":
      return e.after === e.before ? null : `${e.wrestler} loses ${e.before - e.after} ${e.target}.`;
    case "injury-roll":
      return e.injured ? `${e.wrestler} is hurt (${e.attribute})!` : null;
    case "toss":
      return e.over
        ? `${e.by} heaves ${e.wrestler} over the top rope...`
        : `${e.by} tries to dump ${e.wrestler}, who hangs on.`;
    case "save":
      return e.saved
        ? `...but ${e.wrestler} lands on the apron and slides back in!`
        : `...and ${e.wrestler}'s feet hit the floor.`;
    case "cheat-check":
      return e.outcome === "warned" ? `The referee warns ${e.wrestler}.` : null;
    case "elimination":
      return `${e.wrestler} is eliminated (${e.how}); ${e.left} remain.`;
    case "fatigue":
      return e.attribute === null ? null : `${e.wrestler} is tiring (${e.attribute} −1).`;
    case "result":
      return e.result.winner === null
        ? "The rumble ends without a winner."
        : `${e.result.winner} wins the Royal Rumble!`;
  }
}

/** Runs a whole rumble at once (as the federation head would) and returns the final state and events. */
export function resolveRumble(
  config: RumbleConfig,
  dice: DiceStart,
): { readonly state: RumbleState; readonly events: readonly RumbleEvent[] } {
  let state = setupRumble(config, dice);
  const events: RumbleEvent[] = state.wrestlers
    .filter((w) => w.status === "in")
    .map((w) => ({ type: "entry", round: 0, wrestler: w.name, awareness: w.awareness }));
  const source = openDice(state.dice);
  while (state.result === null) {
    const step = playRumbleRound(state, source);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}
