import { rollSum, type DiceSource, type MatchResult } from "@ringside/core";
import { DAMAGEABLE, type Attribute, type Target } from "./attributes.js";
import { ACTION_CHARTS, INJURY_MODIFIERS, cheatOutcome, countFor, lookUp } from "./charts.js";
import type { FastMatchEvent, Side } from "./events.js";
import { cellAt, formatCell, type GridCell, type Letter, type RowNumber } from "./grid.js";
import type { FastMatchState, PairingInfo, SideState, WrestlerState } from "./state.js";
import type { RoundAction } from "./strategy.js";
import { styleFits } from "./styles.js";

/** A mutable working copy of a match, used while a round resolves. */
type Mut<T> = { -readonly [K in keyof T]: T[K] };
type WorkWrestler = Mut<Omit<WrestlerState, "now" | "injuries">> & {
  now: Record<Attribute, number>;
  injuries: Partial<Record<Attribute, number>>;
};
type WorkSide = Mut<Omit<SideState, "wrestlers">> & { wrestlers: WorkWrestler[] };
/** The working form of a match state. */
export type WorkState = Mut<Omit<FastMatchState, "sides">> & { sides: [WorkSide, WorkSide] };

/** Copies a state into a working form that a round may change in place. */
export function workCopy(state: FastMatchState): WorkState {
  const side = (s: SideState): WorkSide => ({
    ...s,
    wrestlers: s.wrestlers.map((w) => ({ ...w, now: { ...w.now }, injuries: { ...w.injuries } })),
  });
  return { ...state, sides: [side(state.sides[0]), side(state.sides[1])] };
}

const SIDES: readonly [Side, Side] = ["challenger", "defender"];

/** Roll labels cost time; they are built only for scripted dice, whose errors name the roll. */
let named = true;

/** The match type where challenger wrestler `i` meets defender wrestler `j`, with both sides' style bonuses. */
export function pairingInfo(
  state: Pick<FastMatchState, "grid" | "sides">,
  i: number,
  j: number,
): PairingInfo {
  const c = state.sides[0].wrestlers[i]!;
  const d = state.sides[1].wrestlers[j]!;
  const letter = c.choices[d.name] ?? "A";
  const row = d.choices[c.name] ?? 1;
  const cell = cellAt(state.grid, letter as Letter, row as RowNumber);
  const fits = (w: WrestlerState): number => (w.styles.some((s) => styleFits(s, cell.a, cell.b)) ? 1 : 0);
  return { cell, styles: [fits(c), fits(d)] };
}

/** The match type where challenger wrestler `i` meets defender wrestler `j`. */
export function pairingCell(state: Pick<FastMatchState, "grid" | "sides">, i: number, j: number): GridCell {
  return pairingInfo(state, i, j).cell;
}

/**
 * The net attack bonus when challenger wrestler `i` meets defender wrestler `j` this round:
 * positive favours the challenger, negative the defender. It counts each match attribute that is
 * higher (teamwork too in a `*` cell), styles that fit the match type, a finisher or Defensive
 * action this round, and Wild Brawler outside the ring.
 */
export function pairingBonus(
  state: Pick<FastMatchState, "grid" | "sides" | "doubledAttribute"> & {
    readonly pairings?: FastMatchState["pairings"];
  },
  i: number,
  j: number,
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): number {
  const info = state.pairings?.[i]?.[j] ?? pairingInfo(state, i, j);
  const cell = info.cell;
  const c = state.sides[0].wrestlers[i]!;
  const d = state.sides[1].wrestlers[j]!;
  let net = info.styles[0] - info.styles[1];
  const x = c.now[cell.a] - d.now[cell.a];
  net += x > 0 ? 1 : x < 0 ? -1 : 0;
  if (cell.a !== cell.b || state.doubledAttribute === "twice") {
    const y = c.now[cell.b] - d.now[cell.b];
    net += y > 0 ? 1 : y < 0 ? -1 : 0;
  }
  if (cell.team) {
    const t = state.sides[0].teamwork - state.sides[1].teamwork;
    net += t > 0 ? 1 : t < 0 ? -1 : 0;
  }
  const a0 = actions[0];
  const a1 = actions[1];
  if (a0.finisher !== null) net++;
  if (a1.finisher !== null) net--;
  if (a0.action === "defensive") net++;
  if (a1.action === "defensive") net--;
  if (outside) {
    if (c.wildBrawler) net++;
    if (d.wildBrawler) net--;
  }
  return net;
}

/** Every pairing of a team match with its net bonus, challenger members first. */
export function bonusChart(
  state: Pick<FastMatchState, "grid" | "sides" | "doubledAttribute"> & {
    readonly pairings?: FastMatchState["pairings"];
  },
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): { readonly i: number; readonly j: number; readonly bonus: number; readonly match: string }[] {
  const out: { i: number; j: number; bonus: number; match: string }[] = [];
  state.sides[0].wrestlers.forEach((_, i) => {
    state.sides[1].wrestlers.forEach((__, j) => {
      out.push({
        i,
        j,
        bonus: pairingBonus(state, i, j, actions, outside),
        match: formatCell(pairingCell(state, i, j)),
      });
    });
  });
  return out;
}

function end(s: WorkState, events: FastMatchEvent[], result: MatchResult<Side>): void {
  s.result = result;
  events.push({ type: "result", round: s.round, result });
}

/** Applies damage to a target; returns true when an injury occurred. */
function damage(
  s: WorkState,
  dice: DiceSource,
  events: FastMatchEvent[],
  victimSide: 0 | 1,
  victim: WorkWrestler,
  target: Target,
  amount: number,
  attacker: WorkWrestler,
): boolean {
  if (amount <= 0) return false;
  const side = s.sides[victimSide];
  const round = s.round;
  if (target === "TEAM") {
    const before = side.teamwork;
    side.teamwork = Math.max(0, before - amount);
    events.push({
      type: "damage",
      round,
      side: SIDES[victimSide],
      wrestler: side.name,
      target,
      amount,
      before,
      after: side.teamwork,
    });
    return false;
  }
  const before = victim.now[target];
  const floor = target === "TEC" ? victim.tecFloor : 0;
  const after = Math.max(Math.min(before, floor), before - amount);
  victim.now[target] = after;
  events.push({
    type: "damage",
    round,
    side: SIDES[victimSide],
    wrestler: victim.name,
    target,
    amount,
    before,
    after,
  });
  if (before !== 0) return false;
  const roll = dice.int(1, 6, named ? `injury roll against ${victim.name}` : undefined);
  const total = roll + 2 - attacker.injuryPoints - INJURY_MODIFIERS[s.specialty] - s.injuryModifier;
  const injured = total < amount;
  events.push({
    type: "injury-roll",
    round,
    wrestler: victim.name,
    attribute: target,
    roll,
    total,
    damage: amount,
    injured,
  });
  if (injured) {
    victim.injuries[target] = (victim.injuries[target] ?? 0) + 1;
    victim.newInjuries++;
  }
  return injured;
}

function zeros(w: WorkWrestler): number {
  let n = 0;
  for (const a of DAMAGEABLE) if (w.now[a] === 0) n++;
  return n;
}

function countOut(s: WorkState, dice: DiceSource, events: FastMatchEvent[], w: WorkWrestler): boolean {
  const needs = w.now.END + w.now.SPD + 2;
  const roll = rollSum(dice, 2, 6, named ? `count-out check for ${w.name}` : undefined);
  const countedOut = roll >= needs;
  events.push({ type: "count-out", round: s.round, wrestler: w.name, roll, needs, countedOut });
  return countedOut;
}

function cheatCheck(s: WorkState, dice: DiceSource, events: FastMatchEvent[], k: 0 | 1): boolean {
  const side = s.sides[k];
  const roll = rollSum(dice, 2, 6, named ? `cheating check for ${side.name}` : undefined);
  const awareness = side.awareness;
  const outcome = cheatOutcome(roll, awareness);
  if (outcome === "warned") {
    side.awareness++;
    side.warnings++;
  }
  events.push({
    type: "cheat-check",
    round: s.round,
    side: SIDES[k],
    roll,
    awareness,
    outcome,
    awarenessAfter: side.awareness,
  });
  return outcome === "disqualified";
}

function rollFatigue(s: WorkState, dice: DiceSource, events: FastMatchEvent[]): void {
  const extra = Math.floor(s.round / 10) - 1;
  for (const side of s.sides) {
    for (const w of side.wrestlers) {
      const roll = rollSum(dice, 2, 6, named ? `fatigue roll for ${w.name}` : undefined) + extra;
      let attribute: Attribute | null = null;
      if (roll > w.start.END) {
        attribute =
          DAMAGEABLE[
            dice.int(0, DAMAGEABLE.length - 1, named ? `fatigue attribute for ${w.name}` : undefined)
          ]!;
        const floor = attribute === "TEC" ? w.tecFloor : 0;
        w.now[attribute] = Math.max(Math.min(w.now[attribute], floor), w.now[attribute] - 1);
      }
      events.push({
        type: "fatigue",
        round: s.round,
        wrestler: w.name,
        roll,
        against: w.start.END,
        attribute,
      });
    }
  }
}

/**
 * Resolves one round in place on a working state with an open dice source, appending events:
 * the teamwork roll and pairing (team matches), the 3d6 exchange, the winner's chart with its
 * shifts, damage and injury, pin/submission or count-out checks, going outside, cheating checks,
 * fatigue every ten rounds and the time limit.
 */
export function playRound(s: WorkState, dice: DiceSource, events: FastMatchEvent[]): void {
  named = s.dice.kind === "scripted";
  s.round++;
  const round = s.round;
  const outside = s.outside;
  s.outside = false;
  const c = s.sides[0];
  const d = s.sides[1];
  const acts: [RoundAction, RoundAction] = [c.rounds[round - 1]!, d.rounds[round - 1]!];
  let pi = 0;
  let pj = 0;
  let bonus: number;
  if (s.kind === "singles") bonus = pairingBonus(s, 0, 0, acts, outside);
  else {
    const r0 = rollSum(dice, 2, 6, named ? `teamwork roll for ${c.name}` : undefined);
    const r1 = rollSum(dice, 2, 6, named ? `teamwork roll for ${d.name}` : undefined);
    const t0 = r0 + c.teamwork;
    const t1 = r1 + d.teamwork;
    const tw: Side | null = t0 > t1 ? "challenger" : t1 > t0 ? "defender" : null;
    events.push({ type: "teamwork", round, rolls: [r0, r1], totals: [t0, t1], winner: tw });
    const chart = bonusChart(s, acts, outside);
    const score = (b: number): number => (tw === "challenger" ? b : tw === "defender" ? -b : -Math.abs(b));
    const best = Math.max(...chart.map((p) => score(p.bonus)));
    const candidates = chart.filter((p) => score(p.bonus) === best);
    const roll =
      candidates.length > 1
        ? dice.int(1, candidates.length, named ? "pairing among equal bonuses" : undefined)
        : null;
    const pick = candidates[(roll ?? 1) - 1]!;
    pi = pick.i;
    pj = pick.j;
    bonus = pick.bonus;
    events.push({
      type: "pairing",
      round,
      challenger: c.wrestlers[pi]!.name,
      defender: d.wrestlers[pj]!.name,
      bonus,
      match: pick.match,
      candidates: candidates.length,
      roll,
    });
  }
  const cw = c.wrestlers[pi]!;
  const dw = d.wrestlers[pj]!;
  const a0 = rollSum(dice, 3, 6, named ? `attack roll for ${cw.name}` : undefined);
  const a1 = rollSum(dice, 3, 6, named ? `attack roll for ${dw.name}` : undefined);
  const totals: [number, number] = [a0 + Math.max(0, bonus), a1 + Math.max(0, -bonus)];
  const winnerIndex: 0 | 1 | null = totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : null;
  const margin = Math.abs(totals[0] - totals[1]);
  let shift = 0;
  if (winnerIndex !== null) {
    const loserAct = acts[1 - winnerIndex]!;
    shift = (loserAct.action === "high-risk" ? 1 : 0) + (acts[winnerIndex].illegal ? 1 : 0);
  }
  events.push({
    type: "exchange",
    round,
    outside,
    actors: [cw.name, dw.name],
    actions: [acts[0].action, acts[1].action],
    moves: [acts[0].moves, acts[1].moves],
    finishers: [acts[0].finisher, acts[1].finisher],
    illegal: [acts[0].illegal, acts[1].illegal],
    rolls: [a0, a1],
    bonus,
    totals,
    winner: winnerIndex === null ? null : SIDES[winnerIndex],
    margin,
    shift,
  });
  const firstBlood = s.specialty === "first-blood";
  const actors: [WorkWrestler, WorkWrestler] = [cw, dw];
  if (winnerIndex === null) {
    if (outside) {
      const inj0 = damage(s, dice, events, 0, cw, acts[1].target, 1, dw);
      const inj1 = damage(s, dice, events, 1, dw, acts[0].target, 1, cw);
      if (firstBlood && (inj0 || inj1)) {
        end(
          s,
          events,
          inj0 && inj1
            ? { winner: null, method: "draw", detail: "both bleed at once" }
            : { winner: inj0 ? "defender" : "challenger", method: "knockout", detail: "first blood" },
        );
        return;
      }
      const out0 = countOut(s, dice, events, cw);
      const out1 = countOut(s, dice, events, dw);
      if ((out0 || out1) && !firstBlood) {
        end(
          s,
          events,
          out0 && out1
            ? { winner: null, method: "count-out", detail: "both counted out" }
            : { winner: out0 ? "defender" : "challenger", method: "count-out" },
        );
        return;
      }
    }
    if (acts[0].illegal || acts[1].illegal) {
      const dq0 = cheatCheck(s, dice, events, 0);
      const dq1 = cheatCheck(s, dice, events, 1);
      if (dq0 || dq1) {
        end(
          s,
          events,
          dq0 && dq1
            ? { winner: null, method: "disqualification", detail: "both sides disqualified" }
            : { winner: dq0 ? "defender" : "challenger", method: "disqualification" },
        );
        return;
      }
    }
  } else {
    const w = winnerIndex;
    const l = (1 - w) as 0 | 1;
    const act = acts[w];
    const row = lookUp(ACTION_CHARTS[act.action], margin, shift);
    const amount = row.damage > 0 && outside ? row.damage + 1 : row.damage;
    const injured = damage(s, dice, events, l, actors[l], act.target, amount, actors[w]);
    if (firstBlood && injured) {
      end(s, events, { winner: SIDES[w], method: "knockout", detail: "first blood" });
      return;
    }
    if (row.then === "check") {
      if (outside) {
        if (countOut(s, dice, events, actors[l]) && !firstBlood) {
          end(s, events, { winner: SIDES[w], method: "count-out" });
          return;
        }
      } else {
        const kind = act.action === "pin" || act.action === "submission" ? act.action : s.sides[w].finish;
        const att = actors[w];
        const def = actors[l];
        const x = kind === "pin" ? att.now.WEI : att.now.TEC;
        const y = kind === "pin" ? def.now.STR : def.now.END;
        const fallBonus = (x > y ? 1 : 0) + zeros(def) + (act.finisher !== null ? 2 : 0);
        const r0 = rollSum(dice, 3, 6, named ? `${kind} roll for ${att.name}` : undefined);
        const r1 = rollSum(dice, 3, 6, named ? `${kind} escape roll for ${def.name}` : undefined);
        const fm = r0 + fallBonus - r1;
        const count = countFor(fm);
        events.push({
          type: "fall",
          round,
          kind,
          attacker: att.name,
          defender: def.name,
          bonus: fallBonus,
          rolls: [r0, r1],
          margin: fm,
          count,
        });
        if (count === 3 && !firstBlood) {
          end(s, events, { winner: SIDES[w], method: kind === "pin" ? "pinfall" : "submission" });
          return;
        }
      }
    } else if (row.then === "out") {
      const r0 = rollSum(dice, 3, 6, named ? `ring-exit roll for ${actors[w].name}` : undefined);
      const r1 = rollSum(dice, 3, 6, named ? `ring-exit roll for ${actors[l].name}` : undefined);
      s.outside = r0 > r1;
      events.push({ type: "out-contest", round, rolls: w === 0 ? [r0, r1] : [r1, r0], goesOut: s.outside });
    }
    if (acts[0].illegal && cheatCheck(s, dice, events, 0)) {
      end(s, events, { winner: "defender", method: "disqualification" });
      return;
    }
    if (acts[1].illegal && cheatCheck(s, dice, events, 1)) {
      end(s, events, { winner: "challenger", method: "disqualification" });
      return;
    }
  }
  if (round % 10 === 0 && round < s.timeLimit) rollFatigue(s, dice, events);
  if (round >= s.timeLimit) end(s, events, { winner: null, method: "time-limit" });
}
