/*
 * The test oracle: the round rules written out readably on the public working copy (`workCopy`),
 * one rule after the other, as the engine played them before it ran every match on the numeric core
 * (src/core.ts). Test-only, like a fast-check model: the properties in fastpath.test.ts check every
 * path of the engine against it (states, events, dice states and roll labels).
 */
import { rollSum, type DiceSource, type MatchResult } from "@ringside/core";
import {
  ACTION_CHARTS,
  DAMAGEABLE,
  INJURY_MODIFIERS,
  cheatOutcome,
  countFor,
  formatCell,
  lookUp,
  pairingBonus,
  pairingCell,
  type Attribute,
  type EventSink,
  type RoundAction,
  type Side,
  type Target,
  type WorkState,
} from "@ringside/fastmatch";

type WorkSide = WorkState["sides"][0];
type WorkWrestler = WorkSide["wrestlers"][number];

const SIDES: readonly [Side, Side] = ["challenger", "defender"];

/** Roll labels cost time; they are built only for scripted dice, whose errors name the roll. */
let named = true;

function end(s: WorkState, events: EventSink, result: MatchResult<Side>): void {
  s.result = result;
  if (events !== null) events.push({ type: "result", round: s.round, result });
}

/** Applies damage to a target; returns true when an injury occurred. */
function damage(
  s: WorkState,
  dice: DiceSource,
  events: EventSink,
  victimSide: 0 | 1,
  victim: WorkWrestler,
  target: Target,
  amount: number,
  attacker: WorkWrestler,
): boolean {
  if (amount <= 0) return false;
  const side = s.sides[victimSide];
  if (target === "TEAM") {
    const before = side.teamwork;
    side.teamwork = Math.max(0, before - amount);
    if (events !== null)
      events.push({
        type: "damage",
        round: s.round,
        side: SIDES[victimSide],
        wrestler: side.name,
        target,
        amount,
        before,
        after: side.teamwork,
      });
    return false;
  }
  const now = victim.now;
  const before = now[target];
  const floor = target === "TEC" ? victim.tecFloor : 0;
  const after = Math.max(Math.min(before, floor), before - amount);
  now[target] = after;
  if (events !== null)
    events.push({
      type: "damage",
      round: s.round,
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
  if (events !== null)
    events.push({
      type: "injury-roll",
      round: s.round,
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
  const n = w.now;
  return (
    (n.STR === 0 ? 1 : 0) +
    (n.AGI === 0 ? 1 : 0) +
    (n.SPD === 0 ? 1 : 0) +
    (n.END === 0 ? 1 : 0) +
    (n.TEC === 0 ? 1 : 0)
  );
}

/** The sum of `count` d6 (2 or 3), labelled only for scripted dice. */
function dice6(dice: DiceSource, count: 2 | 3, label: string): number {
  if (named) return rollSum(dice, count, 6, label);
  const two = dice.int(1, 6) + dice.int(1, 6);
  return count === 2 ? two : two + dice.int(1, 6);
}

function countOut(s: WorkState, dice: DiceSource, events: EventSink, w: WorkWrestler): boolean {
  const needs = w.now.END + w.now.SPD + 2;
  const roll = dice6(dice, 2, named ? `count-out check for ${w.name}` : "");
  const countedOut = roll >= needs;
  if (events !== null)
    events.push({ type: "count-out", round: s.round, wrestler: w.name, roll, needs, countedOut });
  return countedOut;
}

function cheatCheck(s: WorkState, dice: DiceSource, events: EventSink, k: 0 | 1): boolean {
  const side = s.sides[k];
  const roll = dice6(dice, 2, named ? `cheating check for ${side.name}` : "");
  const awareness = side.awareness;
  const outcome = cheatOutcome(roll, awareness);
  if (outcome === "warned") {
    side.awareness++;
    side.warnings++;
  }
  if (events !== null)
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

function rollFatigue(s: WorkState, dice: DiceSource, events: EventSink): void {
  const extra = Math.floor(s.round / 10) - 1;
  for (const side of s.sides) {
    for (const w of side.wrestlers) {
      const roll = dice6(dice, 2, named ? `fatigue roll for ${w.name}` : "") + extra;
      let attribute: Attribute | null = null;
      if (roll > w.start.END) {
        attribute =
          DAMAGEABLE[
            dice.int(0, DAMAGEABLE.length - 1, named ? `fatigue attribute for ${w.name}` : undefined)
          ]!;
        const floor = attribute === "TEC" ? w.tecFloor : 0;
        w.now[attribute] = Math.max(Math.min(w.now[attribute], floor), w.now[attribute] - 1);
      }
      if (events !== null)
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

/** Scratch space for choosing a team pairing: bonuses by pairing, then the indices of the best. */
const bonuses: number[] = [];
const best: number[] = [];

/** The team-match pairing: the teamwork roll decides who picks; returns the chosen pairing index. */
function choosePairing(
  s: WorkState,
  dice: DiceSource,
  events: EventSink,
  a0: RoundAction,
  a1: RoundAction,
  outside: boolean,
): number {
  const c = s.sides[0];
  const d = s.sides[1];
  const round = s.round;
  const r0 = dice6(dice, 2, named ? `teamwork roll for ${c.name}` : "");
  const r1 = dice6(dice, 2, named ? `teamwork roll for ${d.name}` : "");
  const t0 = r0 + c.teamwork;
  const t1 = r1 + d.teamwork;
  const tw = t0 > t1 ? 1 : t1 > t0 ? -1 : 0;
  if (events !== null)
    events.push({
      type: "teamwork",
      round,
      rolls: [r0, r1],
      totals: [t0, t1],
      winner: tw === 1 ? "challenger" : tw === -1 ? "defender" : null,
    });
  const m = d.wrestlers.length;
  const n = c.wrestlers.length * m;
  let top = -Infinity;
  for (let p = 0; p < n; p++) {
    const b = pairingBonus(s, (p / m) | 0, p % m, [a0, a1], outside);
    bonuses[p] = b;
    const score = tw === 0 ? -Math.abs(b) : tw * b;
    if (score > top) top = score;
  }
  let count = 0;
  for (let p = 0; p < n; p++) {
    const b = bonuses[p]!;
    if ((tw === 0 ? -Math.abs(b) : tw * b) === top) best[count++] = p;
  }
  const roll = count > 1 ? dice.int(1, count, named ? "pairing among equal bonuses" : undefined) : null;
  const pick = best[(roll ?? 1) - 1]!;
  if (events !== null) {
    const i = (pick / m) | 0;
    const j = pick % m;
    events.push({
      type: "pairing",
      round,
      challenger: c.wrestlers[i]!.name,
      defender: d.wrestlers[j]!.name,
      bonus: bonuses[pick]!,
      match: formatCell(s.pairings[i]?.[j]?.cell ?? pairingCell(s, i, j)),
      candidates: count,
      roll,
    });
  }
  return pick;
}

/**
 * Resolves one round in place on a working state with an open dice source, appending events
 * (pass `null` for none: the dice and the result are the same): the teamwork roll and pairing
 * (team matches), the 3d6 exchange, the winner's chart with its shifts, damage and injury,
 * pin/submission or count-out checks, going outside, cheating checks, fatigue every ten rounds and
 * the time limit.
 */
export function referenceRound(s: WorkState, dice: DiceSource, events: EventSink): void {
  named = s.dice.kind === "scripted";
  const round = ++s.round;
  const outside = s.outside;
  s.outside = false;
  const c = s.sides[0];
  const d = s.sides[1];
  const act0 = c.rounds[round - 1]!;
  const act1 = d.rounds[round - 1]!;
  let pi = 0;
  let pj = 0;
  let bonus: number;
  if (s.kind === "singles") bonus = pairingBonus(s, 0, 0, [act0, act1], outside);
  else {
    const pick = choosePairing(s, dice, events, act0, act1, outside);
    const m = d.wrestlers.length;
    pi = (pick / m) | 0;
    pj = pick % m;
    bonus = bonuses[pick]!;
  }
  const cw = c.wrestlers[pi]!;
  const dw = d.wrestlers[pj]!;
  const roll0 = dice6(dice, 3, named ? `attack roll for ${cw.name}` : "");
  const roll1 = dice6(dice, 3, named ? `attack roll for ${dw.name}` : "");
  const total0 = roll0 + (bonus > 0 ? bonus : 0);
  const total1 = roll1 + (bonus < 0 ? -bonus : 0);
  const winnerIndex: 0 | 1 | null = total0 > total1 ? 0 : total1 > total0 ? 1 : null;
  const margin = Math.abs(total0 - total1);
  let shift = 0;
  if (winnerIndex !== null) {
    const loserAct = winnerIndex === 0 ? act1 : act0;
    const winnerAct = winnerIndex === 0 ? act0 : act1;
    shift = (loserAct.action === "high-risk" ? 1 : 0) + (winnerAct.illegal ? 1 : 0);
  }
  if (events !== null)
    events.push({
      type: "exchange",
      round,
      outside,
      actors: [cw.name, dw.name],
      actions: [act0.action, act1.action],
      moves: [act0.moves, act1.moves],
      finishers: [act0.finisher, act1.finisher],
      illegal: [act0.illegal, act1.illegal],
      rolls: [roll0, roll1],
      bonus,
      totals: [total0, total1],
      winner: winnerIndex === null ? null : SIDES[winnerIndex],
      margin,
      shift,
    });
  const firstBlood = s.specialty === "first-blood";
  if (winnerIndex === null) {
    if (outside) {
      const inj0 = damage(s, dice, events, 0, cw, act1.target, 1, dw);
      const inj1 = damage(s, dice, events, 1, dw, act0.target, 1, cw);
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
    if (act0.illegal || act1.illegal) {
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
    const act = w === 0 ? act0 : act1;
    const att = w === 0 ? cw : dw;
    const def = w === 0 ? dw : cw;
    const row = lookUp(ACTION_CHARTS[act.action], margin, shift);
    const amount = row.damage > 0 && outside ? row.damage + 1 : row.damage;
    const injured = damage(s, dice, events, l, def, act.target, amount, att);
    if (firstBlood && injured) {
      end(s, events, { winner: SIDES[w], method: "knockout", detail: "first blood" });
      return;
    }
    if (row.then === "check") {
      if (outside) {
        if (countOut(s, dice, events, def) && !firstBlood) {
          end(s, events, { winner: SIDES[w], method: "count-out" });
          return;
        }
      } else {
        const kind = act.action === "pin" || act.action === "submission" ? act.action : s.sides[w].finish;
        const x = kind === "pin" ? att.now.WEI : att.now.TEC;
        const y = kind === "pin" ? def.now.STR : def.now.END;
        const fallBonus = (x > y ? 1 : 0) + zeros(def) + (act.finisher !== null ? 2 : 0);
        const r0 = dice6(dice, 3, named ? `${kind} roll for ${att.name}` : "");
        const r1 = dice6(dice, 3, named ? `${kind} escape roll for ${def.name}` : "");
        const fm = r0 + fallBonus - r1;
        const count = countFor(fm);
        if (events !== null)
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
      const r0 = dice6(dice, 3, named ? `ring-exit roll for ${att.name}` : "");
      const r1 = dice6(dice, 3, named ? `ring-exit roll for ${def.name}` : "");
      s.outside = r0 > r1;
      if (events !== null)
        events.push({ type: "out-contest", round, rolls: w === 0 ? [r0, r1] : [r1, r0], goesOut: s.outside });
    }
    if (act0.illegal && cheatCheck(s, dice, events, 0)) {
      end(s, events, { winner: "defender", method: "disqualification" });
      return;
    }
    if (act1.illegal && cheatCheck(s, dice, events, 1)) {
      end(s, events, { winner: "challenger", method: "disqualification" });
      return;
    }
  }
  if (round % 10 === 0 && round < s.timeLimit) rollFatigue(s, dice, events);
  if (round >= s.timeLimit) end(s, events, { winner: null, method: "time-limit" });
}
